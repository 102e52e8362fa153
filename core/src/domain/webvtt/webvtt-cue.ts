// The cue's shape belongs to the MediaSink port (sinks deliver cues); the parser fills it here.
import type { CueAlign, CueVertical, WebVttCue } from '../../ports/media-sink.ts';
import { WEBVTT_MESSAGES, WebVttCueError } from './webvtt-errors.ts';

export type { CueAlign, CueLineAlign, CuePositionAlign, CueVertical, WebVttCue } from '../../ports/media-sink.ts';

/** A REGION definition (W3C WebVTT §3.5 / §6.2). Anchors are percentages. */
export interface WebVttRegion {
  id: string;
  width: number;
  lines: number;
  regionAnchorX: number;
  regionAnchorY: number;
  viewportAnchorX: number;
  viewportAnchorY: number;
  scroll: '' | 'up';
}

/** The W3C defaults of a new cue ("cue creation", §6.1 collect a WebVTT block step 4.1.3). */
export function defaultCue(id: string, start: number, end: number): WebVttCue {
  return {
    id,
    start,
    end,
    text: '',
    line: 'auto',
    snapToLines: true,
    lineAlign: 'start',
    position: 'auto',
    positionAlign: 'auto',
    size: 100,
    align: 'center',
    vertical: '',
    region: null,
  };
}

/** The W3C defaults of a new region (§6.1 "region creation"). */
export function defaultRegion(): WebVttRegion {
  return {
    id: '',
    width: 100,
    lines: 3,
    regionAnchorX: 0,
    regionAnchorY: 100,
    viewportAnchorX: 0,
    viewportAnchorY: 100,
    scroll: '',
  };
}

const ALIGNS: ReadonlySet<string> = new Set<CueAlign>(['start', 'center', 'end', 'left', 'right']);
const VERTICALS: ReadonlySet<string> = new Set<CueVertical>(['', 'rl', 'lr']);

/** True for one of the 001 §5 align values. */
function isCueAlign(value: unknown): value is CueAlign {
  return typeof value === 'string' && ALIGNS.has(value);
}

/** True for one of the 001 §5 vertical values ('', 'rl', 'lr'). */
function isCueVertical(value: unknown): value is CueVertical {
  return typeof value === 'string' && VERTICALS.has(value);
}

function isPercentage(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= 100;
}

/** What code may give {@link createWebVttCue}; everything but start, end and text is optional. */
export type WebVttCueInit = Partial<WebVttCue> & { start: number; end: number; text: string };

/**
 * Builds a cue from code (a track API, a test), enforcing 001 §5: start and end are numbers,
 * a cue needs start, end and text, line and position are a number or 'auto', size lies in
 * 0-100, align and vertical come from fixed sets. Throws a `WebVttCueError` otherwise.
 *
 * @example
 * const cue = createWebVttCue({ start: 1, end: 2.5, text: 'Hello', line: -2, align: 'start' });
 */
export function createWebVttCue(init: WebVttCueInit): WebVttCue {
  if (init == null || init.start === undefined || init.end === undefined || typeof init.text !== 'string') {
    throw new WebVttCueError('cue-incomplete', WEBVTT_MESSAGES.cueIncomplete);
  }
  if (!Number.isFinite(init.start) || !Number.isFinite(init.end)) {
    throw new WebVttCueError('bad-timestamp', WEBVTT_MESSAGES.startEndNotNumbers);
  }
  const cue = defaultCue(init.id ?? '', init.start, init.end);
  cue.text = init.text;
  if (init.line !== undefined) {
    if (init.line !== 'auto' && !Number.isFinite(init.line)) {
      throw new WebVttCueError('bad-line', WEBVTT_MESSAGES.badLine);
    }
    cue.line = init.line;
  }
  if (init.snapToLines !== undefined) cue.snapToLines = init.snapToLines;
  if (cue.line !== 'auto' && !cue.snapToLines && !isPercentage(cue.line)) {
    throw new WebVttCueError('bad-line', WEBVTT_MESSAGES.badLine);
  }
  if (init.lineAlign !== undefined) cue.lineAlign = init.lineAlign;
  if (init.position !== undefined) {
    if (init.position !== 'auto' && !isPercentage(init.position)) {
      throw new WebVttCueError('bad-position', WEBVTT_MESSAGES.badPosition);
    }
    cue.position = init.position;
  }
  if (init.positionAlign !== undefined) cue.positionAlign = init.positionAlign;
  if (init.size !== undefined) {
    if (!isPercentage(init.size)) throw new WebVttCueError('bad-size', WEBVTT_MESSAGES.badSize);
    cue.size = init.size;
  }
  if (init.align !== undefined) {
    if (!isCueAlign(init.align)) throw new WebVttCueError('bad-align', WEBVTT_MESSAGES.badAlign);
    cue.align = init.align;
  }
  if (init.vertical !== undefined) {
    if (!isCueVertical(init.vertical)) throw new WebVttCueError('bad-vertical', WEBVTT_MESSAGES.badVertical);
    cue.vertical = init.vertical;
  }
  if (init.region !== undefined) cue.region = init.region;
  return cue;
}
