// Public API input rules of the instance's setters and methods (issue 22, docs/decisions.md
// "Public API input"): a value of the wrong kind is INVALID_ARGUMENTS, thrown synchronously by
// setters and rejected by async methods; a number of the right kind but outside the range
// the media element supports is clamped, so what the getter reads is what plays.
import { MKError } from '../domain/errors/index.ts';

/**
 * The playback rates every element sink accepts: Chromium's HTMLMediaElement refuses rates
 * outside 1/16..16 with NotSupportedError, which must never escape `music.playbackRate = x`.
 */
export const PLAYBACK_RATE_MIN = 0.0625;
export const PLAYBACK_RATE_MAX = 16;

function invalid(name: string): MKError {
  return new MKError(MKError.INVALID_ARGUMENTS, `Invalid ${name}`);
}

/** A finite number (and above 0 when `positive`), else INVALID_ARGUMENTS naming `name`. */
function finite(value: unknown, name: string, positive = false): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || (positive && value <= 0)) throw invalid(name);
  return value;
}

/** Volume: a finite number, clamped to 0..1 (000 §9 default 1). */
export function volumeInput(value: unknown): number {
  return Math.min(1, Math.max(0, finite(value, 'volume')));
}

/** Playback rate: a finite number above 0, clamped to PLAYBACK_RATE_MIN..PLAYBACK_RATE_MAX. */
export function playbackRateInput(value: unknown): number {
  return Math.min(PLAYBACK_RATE_MAX, Math.max(PLAYBACK_RATE_MIN, finite(value, 'playbackRate', true)));
}

/** Seek target: a finite number of seconds; below 0 seeks to the start (001 §9, the seeker clamps). */
export function seekSecondsInput(value: unknown): MKError | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? undefined : invalid('seconds');
}

/** A queue index: a non-negative safe integer (the range is the queue's to check). */
export function queueIndexInput(value: unknown, method: string): MKError | undefined {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? undefined : invalid(`index for ${method}`);
}

/** An event name: a non-empty string (unknown names are allowed and simply never fire). */
export function eventNameInput(value: unknown): void {
  if (typeof value !== 'string' || value === '') throw invalid('event name');
}

/** An enum-valued setter (repeatMode, shuffleMode, bitrate): a value outside the enum is INVALID_ARGUMENTS. */
export function enumInput<T>(values: readonly T[], value: unknown, name: string): T {
  if (!values.includes(value as T)) throw invalid(name);
  return value as T;
}

/** A track selection: an integer id, a track object with one, or (text tracks) 'auto'. */
export function trackIdInput(value: unknown, allowAuto: boolean): number | 'auto' {
  if (allowAuto && value === 'auto') return 'auto';
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value;
  if (!Number.isSafeInteger(id)) throw invalid('track');
  return id as number;
}
