// Issue 21 "time bounds on every wait": a promise that may never settle (a token provider, a
// licence server) is raced against the scheduler port, so the caller always gets an answer.
import type { Scheduler } from '../../ports/scheduler.ts';

/**
 * `work`, or a {@link WaitTimeoutError} when it has not settled after `boundMs`. The timer is
 * cancelled as soon as `work` settles; a late answer is dropped.
 *
 * @example
 * const token = await withinBound(source(), 10_000, scheduler, 'The developer token provider');
 */
export function withinBound<T>(work: Promise<T>, boundMs: number, scheduler: Pick<Scheduler, 'setTimeout'>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = scheduler.setTimeout(() => reject(new WaitTimeoutError(what, boundMs)), boundMs);
    work.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}

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
  /**
   * A seek while playing after which playback has not moved past the target: BUFFER_STALLED_ERROR
   * 'Seek stall' (001 §8). Longer than the segment bound, so a segment that never arrives is
   * reported as itself (MEDIA_SESSION) first.
   */
  seekStallMs: 12_000,
  /** Offline, a retry waits for `online` this long at most (retry-wait.ts). */
  offlineMs: 30_000,
} as const;
