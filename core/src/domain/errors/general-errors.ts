import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON } from './mk-error-reasons.ts';

function withCause(cause: unknown): { cause?: unknown } {
  return cause === undefined ? {} : { cause };
}

/**
 * PARSE_ERROR with a message (001 §8, 002 §8: a result that cannot be read is reported as a
 * parse error).
 *
 * @example
 * catch (e) { throw parseError('Malformed time stamp', e); }
 */
export function parseError(message: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.PARSE_ERROR, message, withCause(cause));
}

/** INTERNAL_ERROR with a message (001 §8: response errors map to response or internal errors). */
export function internalError(message: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.INTERNAL_ERROR, message, withCause(cause));
}

/** PLAY_ACTIVITY with a message: a play-activity rule of 000 §5 was broken. */
export function playActivityError(message: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.PLAY_ACTIVITY, message, withCause(cause));
}
