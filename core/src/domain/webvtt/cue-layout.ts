// Subtitle overlay geometry (001 §2) following W3C WebVTT §7.2 "apply WebVTT cue settings",
// kept pure: the DOM renderer measures boxes and passes the sizes in, this module only does
// arithmetic. Regions are laid out like plain cues (no scrolling region boxes).
import { SUBTITLE_DEFAULTS } from '../constants/index.ts';
import type { CueAlign, CuePositionAlign, WebVttCue } from './webvtt-cue.ts';


/** The cue fields layout reads. */
export type LayoutCue = Pick<
  WebVttCue,
  'line' | 'snapToLines' | 'lineAlign' | 'position' | 'positionAlign' | 'size' | 'align' | 'vertical'
>;

/** The overlay (video rendering area) size in px. */
export interface OverlaySize {
  readonly width: number;
  readonly height: number;
}

/** A box in px relative to the overlay's top-left corner. */
export interface CueRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where a cue's box goes along its lines (x for horizontal cues, y for vertical ones). */
export interface CueInlineBox {
  readonly inlineStart: number;
  readonly inlineSize: number;
}

/** A cue after the renderer gave it its inline size and measured it. */
export interface MeasuredCue {
  readonly cue: LayoutCue;
  /** Measured extent across the lines: height for horizontal cues, width for vertical ones. */
  readonly blockSize: number;
  /** Height of one line; {@link SUBTITLE_DEFAULTS}.singleLineHeightFallbackPx when absent or 0. */
  readonly lineHeight?: number;
}

interface Area {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

function titleArea(overlay: OverlaySize): Area {
  const margin = (overlay.width * SUBTITLE_DEFAULTS.overlayMarginPercent) / 100;
  return {
    left: margin,
    top: margin,
    width: Math.max(0, overlay.width - 2 * margin),
    height: Math.max(0, overlay.height - 2 * margin),
  };
}

/** W3C §7.2 "computed position": auto is 0 for left, 100 for right, else 50. */
function computedPosition(cue: Pick<WebVttCue, 'position' | 'align'>): number {
  if (cue.position !== 'auto') return cue.position;
  return cue.align === 'left' ? 0 : cue.align === 'right' ? 100 : 50;
}

/** W3C §7.2 "computed position alignment": auto follows left / right, else center. */
function computedPositionAlign(cue: { positionAlign: CuePositionAlign; align: CueAlign }): CuePositionAlign {
  if (cue.positionAlign !== 'auto') return cue.positionAlign;
  return cue.align === 'left' ? 'line-left' : cue.align === 'right' ? 'line-right' : 'center';
}

/**
 * Step one for the renderer: the box's start and size along the line direction in px, from
 * position, position alignment and size (W3C §7.2 steps "maximum size" to "x-position").
 *
 * @example
 * cueInlineBox({ ...cue, position: 10, positionAlign: 'line-left', size: 50 }, { width: 1000, height: 560 });
 */
export function cueInlineBox(cue: LayoutCue, overlay: OverlaySize): CueInlineBox {
  const area = titleArea(overlay);
  const position = computedPosition(cue);
  const align = computedPositionAlign(cue);
  let maxSize: number;
  if (align === 'line-left') maxSize = 100 - position;
  else if (align === 'line-right') maxSize = position;
  else maxSize = position <= 50 ? position * 2 : (100 - position) * 2;
  const size = Math.max(0, Math.min(cue.size, maxSize));
  const startPercent = align === 'line-left' ? position : align === 'line-right' ? position - size : position - size / 2;
  const extent = cue.vertical === '' ? area.width : area.height;
  const origin = cue.vertical === '' ? area.left : area.top;
  return { inlineStart: origin + (startPercent * extent) / 100, inlineSize: (size * extent) / 100 };
}

/** Maps a block offset (distance along the line progression) to a physical rect. */
function toRect(cue: LayoutCue, area: Area, inline: CueInlineBox, offset: number, blockSize: number): CueRect {
  if (cue.vertical === '') {
    return { left: inline.inlineStart, top: area.top + offset, width: inline.inlineSize, height: blockSize };
  }
  const left = cue.vertical === 'rl' ? area.left + area.width - offset - blockSize : area.left + offset;
  return { left, top: inline.inlineStart, width: blockSize, height: inline.inlineSize };
}

/** The interval a placed rect covers on this cue's block axis, as offsets. */
function blockInterval(cue: LayoutCue, area: Area, rect: CueRect): readonly [number, number] {
  if (cue.vertical === '') return [rect.top - area.top, rect.top + rect.height - area.top];
  if (cue.vertical === 'lr') return [rect.left - area.left, rect.left + rect.width - area.left];
  const right = area.left + area.width;
  return [right - (rect.left + rect.width), right - rect.left];
}

const EPSILON = 1e-6;

function overlaps(a: CueRect, b: CueRect): boolean {
  return (
    a.left < b.left + b.width - EPSILON &&
    b.left < a.left + a.width - EPSILON &&
    a.top < b.top + b.height - EPSILON &&
    b.top < a.top + a.height - EPSILON
  );
}

function firstOverlap(rect: CueRect, placed: readonly CueRect[]): CueRect | undefined {
  for (const other of placed) if (overlaps(rect, other)) return other;
  return undefined;
}

function within(rect: CueRect, area: Area): boolean {
  return (
    rect.left >= area.left - EPSILON &&
    rect.top >= area.top - EPSILON &&
    rect.left + rect.width <= area.left + area.width + EPSILON &&
    rect.top + rect.height <= area.top + area.height + EPSILON
  );
}

/** W3C "current position score": the share of the box outside the title area. */
function outsideScore(rect: CueRect, area: Area): number {
  const total = rect.width * rect.height;
  if (total <= 0) return within(rect, area) ? 0 : 1;
  const w = Math.max(0, Math.min(rect.left + rect.width, area.left + area.width) - Math.max(rect.left, area.left));
  const h = Math.max(0, Math.min(rect.top + rect.height, area.top + area.height) - Math.max(rect.top, area.top));
  return 1 - (w * h) / total;
}

function blockExtent(cue: LayoutCue, area: Area): number {
  return cue.vertical === '' ? area.height : area.width;
}

/** W3C §7.2 step 11 (snap-to-lines): line numbers, then step by line height away from overlaps. */
function placeSnapped(
  cue: LayoutCue,
  area: Area,
  inline: CueInlineBox,
  measured: MeasuredCue,
  placed: readonly CueRect[],
): number {
  const measuredLine = measured.lineHeight;
  const lineHeight = measuredLine && measuredLine > 0 ? measuredLine : SUBTITLE_DEFAULTS.singleLineHeightFallbackPx;
  // A line number far beyond the area (WPT allows up to Number.MAX_VALUE) would put the box at
  // ±Infinity px (issue 22): every line past the area's edge is off screen alike, so one line
  // past the edge stands for all of them and the overlap steps below bring the box back in.
  const edge = Math.ceil(blockExtent(cue, area) / lineHeight) + 1;
  const line = cue.line === 'auto' ? -1 : Math.max(-edge, Math.min(edge, cue.line));
  let step = lineHeight;
  let offset = line * lineHeight;
  if (line < 0) {
    offset += blockExtent(cue, area);
    step = -step;
  }
  const specified = offset;
  let best = offset;
  let bestScore = Number.POSITIVE_INFINITY;
  let switched = false;
  // 001 §2: at most 10 attempts to resolve an overlap, then the best position found.
  for (let attempt = 0; attempt <= SUBTITLE_DEFAULTS.maxOverlapAttempts; attempt++) {
    const rect = toRect(cue, area, inline, offset, measured.blockSize);
    if (!firstOverlap(rect, placed) && within(rect, area)) return offset;
    const score = outsideScore(rect, area);
    if (score > bestScore) {
      if (switched) return best;
      offset = specified;
      step = -step;
      switched = true;
      continue;
    }
    best = offset;
    bestScore = score;
    offset += step;
  }
  return best;
}

/** W3C §7.2 step 12 (not snap-to-lines): a percentage position, nudged clear of other boxes. */
function placeByPercentage(
  cue: LayoutCue,
  area: Area,
  inline: CueInlineBox,
  measured: MeasuredCue,
  placed: readonly CueRect[],
): number {
  const extent = blockExtent(cue, area);
  const anchor = ((cue.line === 'auto' ? 100 : cue.line) * extent) / 100;
  const size = measured.blockSize;
  const start = cue.lineAlign === 'start' ? anchor : cue.lineAlign === 'center' ? anchor - size / 2 : anchor - size;
  const clamp = (value: number): number => Math.max(0, Math.min(value, extent - size));
  let offset = clamp(start);
  for (let attempt = 0; attempt < SUBTITLE_DEFAULTS.maxOverlapAttempts; attempt++) {
    const other = firstOverlap(toRect(cue, area, inline, offset, size), placed);
    if (!other) break;
    const [from, to] = blockInterval(cue, area, other);
    // Closest side of the other box that keeps this one inside the area.
    const candidates = [from - size, to].filter((c) => c >= -EPSILON && c + size <= extent + EPSILON);
    if (candidates.length === 0) break;
    offset = candidates.reduce((a, b) => (Math.abs(b - start) < Math.abs(a - start) ? b : a));
  }
  return offset;
}

/**
 * Step two for the renderer: positions every cue box in the overlay, in order, resolving
 * overlaps (001 §2: 1.5% margin, 41px line fallback, at most 10 attempts per cue) and keeping
 * each box inside the overlay margin where it fits.
 *
 * @example
 * const rects = layoutCues({ width: 1280, height: 720 }, [{ cue, blockSize: 82, lineHeight: 41 }]);
 */
export function layoutCues(overlay: OverlaySize, cues: readonly MeasuredCue[]): CueRect[] {
  const area = titleArea(overlay);
  const placed: CueRect[] = [];
  for (const measured of cues) {
    const cue = measured.cue;
    const inline = cueInlineBox(cue, overlay);
    const blockSize = Number.isFinite(measured.blockSize) ? Math.max(0, measured.blockSize) : 0;
    const input = blockSize === measured.blockSize ? measured : { ...measured, blockSize };
    let offset = cue.snapToLines
      ? placeSnapped(cue, area, inline, input, placed)
      : placeByPercentage(cue, area, inline, input, placed);
    // Whatever the attempts gave, a box that fits is kept inside the title area.
    const extent = blockExtent(cue, area);
    if (blockSize <= extent) offset = Math.max(0, Math.min(offset, extent - blockSize));
    placed.push(toRect(cue, area, inline, offset, blockSize));
  }
  return placed;
}
