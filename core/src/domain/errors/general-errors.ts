import { MKError } from './mk-error.ts';
import { MK_ERROR_REASON } from './mk-error-reasons.ts';

function withCause(cause: unknown): { cause?: unknown } {
  return cause === undefined ? {} : { cause };
}

/** PLAY_ACTIVITY with a message: a play-activity rule of 000 §5 was broken. */
export function playActivityError(message: string, cause?: unknown): MKError {
  return new MKError(MK_ERROR_REASON.PLAY_ACTIVITY, message, withCause(cause));
}
