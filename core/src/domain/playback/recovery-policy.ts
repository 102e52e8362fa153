// Issue 21 "playback that recovers, never wedges, never lies": one table that says, for each
// class of playback failure, how often it is retried, after which waits, and what results when the
// retries are spent. Engines and clients read it; nothing else decides. Written from the spec:
// 001 §7 (licence retries, 1 s × attempt), 001 §8 (stop only for device limit, geo block and an
// expired CDM), 002 §4 (token-expired renewal and one retry; one global retry after a key-system
// generic error), 001 §4 (an unsupported item is skipped). Choices the spec leaves open are in
// docs/decisions.md "Recovery policy".
import { LICENSE_RETRY, licenseRetryDelayMs } from '../constants/drm.constants.ts';
import { MK_ERROR_REASON, type MKErrorReason } from '../errors/mk-error-reasons.ts';
import { isMKError } from '../errors/mk-error.ts';

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
  /** 001 §4: the item cannot be played on this platform. */
  | 'unsupported'
  /** 001 §8: device limit, geo block, expired CDM: playback stops. */
  | 'stop'
  /** Any other answered failure: published, the instance stays able to play. */
  | 'terminal';

/** What the player does when a failure's retries are spent (or it has none). */
export type FailureOutcome =
  /** Publish `mediaPlaybackError` and stop, with reason 'failed to load' (001 §4 Video errors, §8). */
  | 'stop'
  /** Publish `mediaPlaybackError`; the queue keeps its position and `play()` works again. */
  | 'publish'
  /** 001 §4: mark the item unsupported and play the next one. */
  | 'skip';

export interface RecoveryRule {
  /** How many times the failed step is tried again. */
  readonly retries: number;
  /** The wait before retry `attempt` (1-based), in ms. */
  readonly backoffMs: (attempt: number) => number;
  /** Whether a retry waits for the platform's `online` event when it is offline. */
  readonly waitsForOnline: boolean;
  /** What happens when the retries are spent. */
  readonly outcome: FailureOutcome;
}

/** Waits of the transient classes: 1 s × attempt, as the licence's (001 §9), never over 5 s. */
const MAX_BACKOFF_MS = 5000;
const linear = (attempt: number): number => Math.min(licenseRetryDelayMs(attempt), MAX_BACKOFF_MS);
const now = (): number => 0;

/**
 * The recovery table (issue 21). One row per failure class.
 *
 * | class | retries | back-off | waits for online | then |
 * |---|---|---|---|---|
 * | network | 3 | 1 s × attempt (≤ 5 s) | yes | publish |
 * | server (5xx) | 3 | 1 s × attempt (≤ 5 s) | no | publish |
 * | timeout | 3 | 1 s × attempt (≤ 5 s) | yes | publish |
 * | token-expired | 1 (after renewal) | none | no | publish |
 * | developer-token (401) | 1 (after asking the source) | none | no | publish |
 * | key-system-generic | 1 (one global flag) | none | no | publish |
 * | unsupported | 0 | – | no | skip to next |
 * | stop (DEVICE_LIMIT, GEO_BLOCK, WIDEVINE_CDM_EXPIRED) | 0 | – | no | stop |
 * | terminal (any other) | 0 | – | no | publish |
 */
export const RECOVERY_POLICY: Readonly<Record<FailureClass, RecoveryRule>> = {
  network: { retries: LICENSE_RETRY.maxAttempts, backoffMs: linear, waitsForOnline: true, outcome: 'publish' },
  server: { retries: LICENSE_RETRY.maxAttempts, backoffMs: linear, waitsForOnline: false, outcome: 'publish' },
  timeout: { retries: LICENSE_RETRY.maxAttempts, backoffMs: linear, waitsForOnline: true, outcome: 'publish' },
  'token-expired': { retries: 1, backoffMs: now, waitsForOnline: false, outcome: 'publish' },
  'developer-token': { retries: 1, backoffMs: now, waitsForOnline: false, outcome: 'publish' },
  'key-system-generic': { retries: 1, backoffMs: now, waitsForOnline: false, outcome: 'publish' },
  unsupported: { retries: 0, backoffMs: now, waitsForOnline: false, outcome: 'skip' },
  stop: { retries: 0, backoffMs: now, waitsForOnline: false, outcome: 'stop' },
  terminal: { retries: 0, backoffMs: now, waitsForOnline: false, outcome: 'publish' },
};

/** 001 §8: "For device-limit, geo-block or expired-CDM errors, playback is stopped." */
const STOPPING_REASONS: ReadonlySet<string> = new Set([MK_ERROR_REASON.DEVICE_LIMIT, MK_ERROR_REASON.GEO_BLOCK, MK_ERROR_REASON.WIDEVINE_CDM_EXPIRED]);

/** Reasons that say the platform cannot play the item (001 §8 UNSUPPORTED_ERROR, 002 §8). */
const UNSUPPORTED_REASONS: ReadonlySet<string> = new Set([MK_ERROR_REASON.UNSUPPORTED_ERROR, MK_ERROR_REASON.CONTENT_UNSUPPORTED]);

/** A failure's bound passed (see {@link WAIT_BOUNDS}). */
export class WaitTimeoutError extends Error {
  override readonly name = 'WaitTimeoutError';
  readonly waitedMs: number;

  constructor(what: string, waitedMs: number) {
    super(`${what} did not answer within ${waitedMs} ms`);
    this.waitedMs = waitedMs;
  }
}

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
  if (reason === MK_ERROR_REASON.SERVER_ERROR || reason === MK_ERROR_REASON.SERVICE_UNAVAILABLE) return 'server';
  if (reason === MK_ERROR_REASON.NETWORK_ERROR) return 'network';
  return 'terminal';
}

/**
 * The wait before retry `attempt` (1-based) of a failure of class `failureClass`, or undefined
 * when no retry is due (the class has none, or they are spent).
 *
 * @example
 * retryDelayFor('server', 2); // 2000
 * retryDelayFor('server', 4); // undefined
 * retryDelayFor('stop', 1); // undefined
 */
export function retryDelayFor(failureClass: FailureClass, attempt: number): number | undefined {
  const rule = RECOVERY_POLICY[failureClass];
  if (attempt < 1 || attempt > rule.retries) return undefined;
  return rule.backoffMs(attempt);
}

/**
 * The time bounds of every wait on the play path (issue 21): each ends in a retry or a named
 * MKError. Tests may shorten them through the options that take them (documented there).
 */
export const WAIT_BOUNDS = {
  /** A developer-token function that never settles: CONFIGURATION_ERROR after this. */
  tokenProviderMs: 10_000,
  /** One licence request without an answer: a timeout, retried as a network failure. */
  licenseRequestMs: 10_000,
  /**
   * One segment (init or media) without its last byte: the request is aborted and ends as a
   * segment load error (MEDIA_SESSION, 001 §8), like a dropped connection.
   */
  segmentRequestMs: 10_000,
  /** Offline, a retry waits for `online` this long at most (retry-wait.ts). */
  offlineMs: 30_000,
} as const;
