import type { Random } from '../../ports/random.ts';

export interface BackoffOptions {
  /** First retry delay; default 1 s. */
  readonly initialMs?: number;
  /** Cap on any delay; default 60 s. */
  readonly maxMs?: number;
}

/**
 * Exponential back-off with "equal jitter": the n-th consecutive failure waits a random time
 * in [d/2, d), d = min(max, initial * 2^(n-1)). Jitter spreads the retries of many pages
 * after an outage of the activity service, so they do not return all at once.
 *
 * @example
 * const backoff = new BackoffPolicy(random);
 * backoff.delayFor(1); // 500..1000 ms
 * backoff.delayFor(9); // 30..60 s (capped)
 */
export class BackoffPolicy {
  readonly #random: Random;
  readonly initialMs: number;
  readonly maxMs: number;

  constructor(random: Random, options: BackoffOptions = {}) {
    this.#random = random;
    this.initialMs = Math.max(1, options.initialMs ?? 1_000);
    this.maxMs = Math.max(this.initialMs, options.maxMs ?? 60_000);
  }

  /** Delay before the retry after `failures` consecutive failures (1 or more). */
  delayFor(failures: number): number {
    const exponent = Math.min(Math.max(failures, 1) - 1, 30);
    const ceiling = Math.min(this.maxMs, this.initialMs * 2 ** exponent);
    return Math.round(ceiling / 2 + this.#random.next() * (ceiling / 2));
  }
}
