// Issue 21 "playback that recovers, never wedges, never lies": one table that says, for each
// class of playback failure, how often it is retried, after which waits, and what results when the
// retries are spent. Engines and clients read it; nothing else decides. Written from the spec:
// 001 §7 (licence retries, 1 s × attempt), 001 §8 (stop only for device limit, geo block and an
// expired CDM), 002 §4 (token-expired renewal and one retry; one global retry after a key-system
// generic error), 001 §4 (an unsupported item is skipped). Choices the spec leaves open are in
// docs/decisions.md "Recovery policy".
import { LICENSE_RETRY, licenseRetryDelayMs } from '../constants/drm.constants.ts';
import type { FailureClass } from './failure-class.ts';

// The classes and the bounds live apart (failure-class.ts, wait-bound.ts): the first download
// needs them (a failed move, the token provider), the table only the full-track path's retries.
export { classifyFailure, classifyStatus, type FailureClass } from './failure-class.ts';
export { WAIT_BOUNDS, WaitTimeoutError } from './wait-bound.ts';

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
 * | key-system-restart (PLAYREADY_CBC_ENCRYPTION_ERROR) | 1 (with the next key system) | none | no | publish |
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
  'key-system-restart': { retries: 1, backoffMs: now, waitsForOnline: false, outcome: 'publish' },
  unsupported: { retries: 0, backoffMs: now, waitsForOnline: false, outcome: 'skip' },
  stop: { retries: 0, backoffMs: now, waitsForOnline: false, outcome: 'stop' },
  terminal: { retries: 0, backoffMs: now, waitsForOnline: false, outcome: 'publish' },
};

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
