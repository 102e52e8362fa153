// W3C WebVTT §6.3 "parse the WebVTT cue settings". Invalid values of known settings are
// ignored (the cue keeps its default) and reported; unknown settings are ignored silently so
// that files written for later versions of the format still play.
import type { CueAlign, CueLineAlign, CuePositionAlign, WebVttCue, WebVttRegion } from './webvtt-cue.ts';
import { WEBVTT_MESSAGES, type WebVttErrorCode } from './webvtt-errors.ts';
import { containsDigit, parseLineNumber, parsePercentage } from './webvtt-percentage.parser.ts';

/** Receives a problem with one setting; the parser turns it into a WebVttParseError. */
export type CueSettingIssue = (code: WebVttErrorCode, message: string) => void;

const SEEN_REGION = 1;
const SEEN_VERTICAL = 2;
const SEEN_LINE = 4;
const SEEN_POSITION = 8;
const SEEN_SIZE = 16;
const SEEN_ALIGN = 32;

function isSpace(code: number): boolean {
  // ASCII whitespace per WHATWG Infra: tab, LF, FF, CR, space.
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

function lineAlignOf(value: string): CueLineAlign | undefined {
  return value === 'start' || value === 'center' || value === 'end' ? value : undefined;
}

function positionAlignOf(value: string): CuePositionAlign | undefined {
  return value === 'line-left' || value === 'center' || value === 'line-right' ? value : undefined;
}

function alignOf(value: string): CueAlign | undefined {
  return value === 'start' || value === 'center' || value === 'end' || value === 'left' || value === 'right'
    ? value
    : undefined;
}

/**
 * Returns false when the line position is invalid (the setting is then skipped). An unknown
 * alignment after the comma loses only the alignment: W3C §6.3 sets the line before it reads
 * the alignment (WPT settings-line: `line:100%,middle` is line 100, alignment start).
 */
function applyLine(cue: WebVttCue, value: string, report: CueSettingIssue): boolean {
  const comma = value.indexOf(',');
  const linePos = comma === -1 ? value : value.slice(0, comma);
  if (!containsDigit(linePos)) return false;
  let number: number;
  let snapToLines: boolean;
  if (linePos.charCodeAt(linePos.length - 1) === 37 /* % */) {
    number = parsePercentage(linePos);
    if (number < 0) return false;
    snapToLines = false;
  } else {
    number = parseLineNumber(linePos);
    if (Number.isNaN(number)) return false;
    snapToLines = true;
  }
  cue.line = number;
  cue.snapToLines = snapToLines;
  if (comma !== -1) {
    const lineAlign = lineAlignOf(value.slice(comma + 1));
    if (lineAlign === undefined) report('bad-line', WEBVTT_MESSAGES.badLine);
    else cue.lineAlign = lineAlign;
  }
  return true;
}

function applyPosition(cue: WebVttCue, value: string): boolean {
  const comma = value.indexOf(',');
  const number = parsePercentage(value, 0, comma === -1 ? value.length : comma);
  if (number < 0) return false;
  if (comma !== -1) {
    const align = positionAlignOf(value.slice(comma + 1));
    if (align === undefined) return false;
    cue.positionAlign = align;
  }
  cue.position = number;
  return true;
}

/**
 * The regions a cue may name, by identifier. A map, not a list searched per cue: a file of many
 * cues naming a missing region made a linear search quadratic (issue 22).
 */
export type WebVttRegionLookup = ReadonlyMap<string, WebVttRegion>;

function findRegion(regions: WebVttRegionLookup | readonly WebVttRegion[], id: string): WebVttRegion | undefined {
  if (!Array.isArray(regions)) return (regions as WebVttRegionLookup).get(id);
  // W3C: "the last region in regions whose identifier is value".
  const list = regions as readonly WebVttRegion[];
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.id === id) return list[i];
  return undefined;
}

/**
 * Applies one `name:value` setting. Returns its SEEN_* flag when applied, 0 for an unknown
 * name, -1 for an invalid value (reported, skipped).
 */
function applySetting(
  cue: WebVttCue,
  name: string,
  value: string,
  regions: WebVttRegionLookup | readonly WebVttRegion[],
  report: CueSettingIssue,
): number {
  switch (name) {
    case 'region':
      cue.region = findRegion(regions, value)?.id ?? null;
      return SEEN_REGION;
    case 'vertical':
      if (value === 'rl' || value === 'lr') {
        cue.vertical = value;
        return SEEN_VERTICAL;
      }
      report('bad-vertical', WEBVTT_MESSAGES.badVertical);
      return -1;
    case 'line':
      if (applyLine(cue, value, report)) return SEEN_LINE;
      // 'auto' is the default already; the W3C parser skips it as a value without digits.
      if (value !== 'auto') report('bad-line', WEBVTT_MESSAGES.badLine);
      return -1;
    case 'position':
      if (applyPosition(cue, value)) return SEEN_POSITION;
      if (value !== 'auto') report('bad-position', WEBVTT_MESSAGES.badPosition);
      return -1;
    case 'size': {
      const size = parsePercentage(value);
      if (size >= 0) {
        cue.size = size;
        return SEEN_SIZE;
      }
      report('bad-size', WEBVTT_MESSAGES.badSize);
      return -1;
    }
    case 'align': {
      const align = alignOf(value);
      if (align !== undefined) {
        cue.align = align;
        return SEEN_ALIGN;
      }
      report('bad-align', WEBVTT_MESSAGES.badAlign);
      return -1;
    }
    default:
      return 0;
  }
}

/**
 * Applies the settings in `text[from..]` (what follows the end timestamp) to `cue`.
 *
 * @example
 * applyCueSettings(' line:-1 align:start size:50%', 0, cue, [], report);
 */
export function applyCueSettings(
  text: string,
  from: number,
  cue: WebVttCue,
  regions: WebVttRegionLookup | readonly WebVttRegion[],
  report: CueSettingIssue,
): void {
  const length = text.length;
  let seen = 0;
  let i = from;
  while (i < length) {
    while (i < length && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    let colon = -1;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (isSpace(code)) break;
      if (code === 58 /* : */ && colon === -1) colon = i;
    }
    if (start === i) break;
    // W3C: no colon, or a colon first or last in the setting: skip it.
    if (colon === -1 || colon === i - 1 || colon === start) continue;
    const name = text.slice(start, colon);
    const value = text.slice(colon + 1, i);
    const flag = applySetting(cue, name, value, regions, report);
    if (flag > 0) {
      // W3C syntax allows each setting once; the parser still lets the later one win.
      if ((seen & flag) !== 0) report('duplicate-setting', `${WEBVTT_MESSAGES.duplicateSetting}: ${name}`);
      seen |= flag;
    }
  }
  // W3C §6.3: a cue with a line, a size other than 100 or a vertical direction leaves its region.
  if (cue.region !== null && (cue.line !== 'auto' || cue.size !== 100 || cue.vertical !== '')) cue.region = null;
}
