// Issue 21: the classes of playback failure (recovery-policy.ts says what each one does). Apart
// from the table so the controllers can tell an unsupported item from the first download on,
// while the table itself loads with the full-track path that retries.
import { MK_ERROR_REASON, type MKErrorReason } from '../errors/mk-error-reasons.ts';
import { isMKError } from '../errors/mk-error.ts';
import { WaitTimeoutError } from './wait-bound.ts';

/** The classes of failure the player recovers from, or reports. */
export type FailureClass =
  /** The request never got an answer: offline, dropped connection, DNS (the HttpClient's TypeError). */
  | 'network'
  /** The provider answered 5xx: a transient server fault. */
  | 'server'
  /** A wait passed its bound (a licence, a segment, a token provider that never answers). */
  | 'timeout'
  /** 002 §4: the provider said the user token expired. */
  | 'token-expired'
  /** The provider refused the developer token (401): a function source is asked again. */
  | 'developer-token'
  /** 002 §4: a key-system generic error. */
  | 'key-system-generic'
  /** 002 §4: the PlayReady licence refused CBC encryption: restart with a different key system. */
  | 'key-system-restart'
  /** 001 §4: the item cannot be played on this platform. */
  | 'unsupported'
  /** 001 §8: device limit, geo block, expired CDM: playback stops. */
  | 'stop'
  /** Any other answered failure: published, the instance stays able to play. */
  | 'terminal';

/** 001 §8: "For device-limit, geo-block or expired-CDM errors, playback is stopped." */
const STOPPING_REASONS: ReadonlySet<string> = new Set([MK_ERROR_REASON.DEVICE_LIMIT, MK_ERROR_REASON.GEO_BLOCK, MK_ERROR_REASON.WIDEVINE_CDM_EXPIRED]);

/** Reasons that say the platform cannot play the item (001 §8 UNSUPPORTED_ERROR, 002 §8). */
const UNSUPPORTED_REASONS: ReadonlySet<string> = new Set([MK_ERROR_REASON.UNSUPPORTED_ERROR, MK_ERROR_REASON.CONTENT_UNSUPPORTED]);

/**
 * The class of a failure: a thrown value, or an HTTP status that came back.
 *
 * @example
 * classifyFailure(new TypeError('Failed to fetch')); // 'network'
 * classifyFailure({ status: 503 }); // 'server'
 * classifyFailure(new MKError(MKError.GEO_BLOCK)); // 'stop'
 */
export function classifyFailure(failure: unknown): FailureClass {
  if (failure instanceof WaitTimeoutError) return 'timeout';
  if (failure instanceof TypeError) return 'network';
  if (isMKError(failure)) return classifyReason(failure.errorCode as MKErrorReason);
  if (typeof failure === 'object' && failure !== null && 'status' in failure && typeof failure.status === 'number') return classifyStatus(failure.status);
  return 'terminal';
}

/**
 * No answer came (offline, dropped, timed out): the failure says nothing of a later attempt, so
 * work done ahead of a press that met it is done again for the press.
 */
export function isNetworkFailure(error: unknown): boolean {
  const failure = classifyFailure(error);
  return failure === 'network' || failure === 'timeout';
}

/** The class of an HTTP status that came back (only failures are asked). */
export function classifyStatus(status: number): FailureClass {
  if (status >= 500 && status <= 599) return 'server';
  if (status === 401) return 'developer-token';
  return 'terminal';
}

function classifyReason(reason: MKErrorReason): FailureClass {
  if (STOPPING_REASONS.has(reason)) return 'stop';
  if (UNSUPPORTED_REASONS.has(reason)) return 'unsupported';
  if (reason === MK_ERROR_REASON.TOKEN_EXPIRED) return 'token-expired';
  if (reason === MK_ERROR_REASON.PLAYREADY_CBC_ENCRYPTION_ERROR) return 'key-system-restart';
  if (reason === MK_ERROR_REASON.SERVER_ERROR || reason === MK_ERROR_REASON.SERVICE_UNAVAILABLE) return 'server';
  if (reason === MK_ERROR_REASON.NETWORK_ERROR) return 'network';
  return 'terminal';
}
