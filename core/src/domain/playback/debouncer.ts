import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import { DEBOUNCE_DEFAULT_MS } from '../constants/index.ts';

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Trailing debounce on the Scheduler port (000 §9 "Debounce default 250 ms"; 001 §4 seek;
 * 002 §9 pause and play). Each call replaces the pending task and restarts the wait; when the
 * wait ends, the last task runs and every caller of the burst gets its outcome.
 *
 * @example
 * const debouncer = new Debouncer(scheduler, 250);
 * void debouncer.run(() => engine.play());
 * void debouncer.run(() => engine.pause()); // only pause runs, 250 ms from now
 */
export class Debouncer {
  readonly #scheduler: Scheduler;
  readonly #delayMs: number;
  #cancelTimer: Cancel | undefined;
  #task: (() => void | Promise<void>) | undefined;
  #waiters: Waiter[] = [];

  constructor(scheduler: Scheduler, delayMs: number = DEBOUNCE_DEFAULT_MS) {
    this.#scheduler = scheduler;
    this.#delayMs = delayMs;
  }

  /** True while a task waits for the delay to pass. */
  get isPending(): boolean {
    return this.#cancelTimer !== undefined;
  }

  /** Schedules `task` in place of any pending one; settles when the burst's last task has run. */
  run(task: () => void | Promise<void>): Promise<void> {
    this.#task = task;
    this.#cancelTimer?.();
    this.#cancelTimer = this.#scheduler.setTimeout(() => this.#fire(), this.#delayMs);
    return new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
  }

  /** Drops the pending task; its callers resolve without it having run. */
  cancel(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    this.#task = undefined;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.resolve();
  }

  #fire(): void {
    const task = this.#task;
    const waiters = this.#waiters;
    this.#cancelTimer = undefined;
    this.#task = undefined;
    this.#waiters = [];
    let outcome: Promise<void>;
    try {
      outcome = Promise.resolve(task?.());
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      () => waiters.forEach((waiter) => waiter.resolve()),
      (error: unknown) => waiters.forEach((waiter) => waiter.reject(error)),
    );
  }
}
