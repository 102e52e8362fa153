// 001 §8 Keys and sessions: which CDM failures are published, ignored or retried, and as what.
import { MK_ERROR_REASON, MKError } from '../errors/index.ts';
import { IGNORED_FAIRPLAY_SYSTEM_CODE, RETRIED_GENERATE_REQUEST_ERROR_CODE } from '../constants/drm.constants.ts';
import { KEY_SYSTEMS } from './key-systems.ts';

/** A failure reported by the CDM, as the sink saw it. */
export interface KeyFailure {
  readonly keySystem: string;
  /** The platform's system code (MediaKeyError.systemCode, FairPlay's error codes), if any. */
  readonly systemCode?: number;
  /** True for the key system's generic failure (e.g. a key status 'internal-error' without detail). */
  readonly generic?: boolean;
  readonly message?: string;
  /** What the CDM threw, kept as the MKError's cause. */
  readonly cause?: unknown;
}

/** What to do with a key failure (001 §8). */
export type KeyFailureHandling =
  | { readonly action: 'ignore' }
  /** Published on its own; playback goes on (002 §4 retries once with a global flag). */
  | { readonly action: 'publish-generic'; readonly error: MKError }
  | { readonly action: 'publish'; readonly error: MKError };

/**
 * 001 §8: key errors are published as MEDIA_KEY, except FairPlay's system code 4294955417, which
 * is ignored; a key system's generic error is published separately and does not stop playback.
 *
 * @example
 * handleKeyFailure({ keySystem: 'com.apple.fps', systemCode: 4294955417 }); // { action: 'ignore' }
 */
export function handleKeyFailure(failure: KeyFailure): KeyFailureHandling {
  if (failure.keySystem === KEY_SYSTEMS.fairplay && failure.systemCode === IGNORED_FAIRPLAY_SYSTEM_CODE) return { action: 'ignore' };
  const error = new MKError(MK_ERROR_REASON.MEDIA_KEY, failure.message ?? 'Media key error', {
    details: {
      keySystem: failure.keySystem,
      ...(failure.systemCode === undefined ? {} : { serverCode: failure.systemCode }),
      // The player retries once on it (002 §4); the flag tells it from other key errors.
      ...(failure.generic ? { generic: true } : {}),
    },
    ...(failure.cause === undefined ? {} : { cause: failure.cause }),
  });
  return failure.generic ? { action: 'publish-generic', error } : { action: 'publish', error };
}

/**
 * 001 §8: "If the session key request fails with error code 75 during generateRequest, it is
 * retried once." `attempt` counts from 1.
 *
 * @example
 * shouldRetryGenerateRequest(75, 1); // true
 */
export function shouldRetryGenerateRequest(errorCode: number | undefined, attempt: number): boolean {
  return errorCode === RETRIED_GENERATE_REQUEST_ERROR_CODE && attempt === 1;
}

/** 001 §8: session failures are published as MEDIA_SESSION. */
export function mediaSessionError(message: string, cause?: unknown, details?: Readonly<Record<string, unknown>>): MKError {
  return new MKError(MK_ERROR_REASON.MEDIA_SESSION, message, {
    ...(cause === undefined ? {} : { cause }),
    ...(details === undefined ? {} : { details }),
  });
}
