// 001 §5 Subtitles (WebVTT): the parser reports problems through a callback instead of throwing,
// so one bad cue never costs the listener the rest of the file.

/**
 * The messages of 001 §5. The first two are quoted by the spec; the others word its remaining
 * rules ("line and position are a number or auto", "size and percentages lie between 0 and 100",
 * "align and vertical values are restricted to fixed sets", "a cue needs start, end and text").
 */
export const WEBVTT_MESSAGES = {
  badSignature: 'Malformed WebVTT signature.',
  badTimestamp: 'Malformed time stamp',
  endBeforeStart: 'Cue end time precedes its start time',
  startEndNotNumbers: 'Cue start and end must be numbers',
  cueIncomplete: 'A cue needs start, end and text',
  badLine: 'Line must be a number or auto',
  badPosition: 'Position must be a number between 0 and 100 or auto',
  badSize: 'Size must be between 0 and 100',
  badAlign: 'Align must be one of start, center, end, left, right',
  badVertical: 'Vertical must be empty, rl or lr',
  duplicateSetting: 'Duplicate cue setting',
} as const;

/** What went wrong, as a stable code (the message may be reworded, the code may not). */
export type WebVttErrorCode =
  | 'bad-signature'
  | 'bad-timestamp'
  | 'end-before-start'
  | 'bad-line'
  | 'bad-position'
  | 'bad-size'
  | 'bad-align'
  | 'bad-vertical'
  | 'duplicate-setting';

/**
 * One problem found while parsing. `fatal` is true only for a bad signature, which stops the
 * parse (W3C WebVTT §6.1 "abort these steps"); every other problem drops or repairs one cue.
 */
export interface WebVttParseError {
  readonly code: WebVttErrorCode;
  readonly message: string;
  /** 1-based line number in the input. */
  readonly line: number;
  readonly fatal: boolean;
}

/** Receives parse problems (001 §5 "Parse errors are reported through a callback"). */
export type WebVttErrorHandler = (error: WebVttParseError) => void;

/**
 * Thrown by {@link createWebVttCue} when a cue built by code (not parsed) breaks a 001 §5 rule.
 *
 * @example
 * try { createWebVttCue({ start: NaN, end: 1, text: '' }); } catch (e) { e.code; // 'bad-timestamp' }
 */
export class WebVttCueError extends Error {
  readonly code: WebVttErrorCode | 'cue-incomplete';

  constructor(code: WebVttErrorCode | 'cue-incomplete', message: string) {
    super(message);
    this.name = 'WebVttCueError';
    this.code = code;
  }
}
