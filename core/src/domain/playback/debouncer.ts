import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import { DEBOUNCE_DEFAULT_MS } from '../constants/index.ts';

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

type Task = () => void | Promise<void>;

/**
 * Leading-edge debounce on the Scheduler port (000 §9 "Debounce default 250 ms"; 001 §4 seek;
 * 002 §9 pause and play).
 *
 * The spec asks that rapid toggling be absorbed, not that a single press wait: the first call of
 * a burst runs at once, and the calls that follow within the wait are coalesced: only the last
 * one runs, when the wait has passed since the latest call, and every caller of that tail gets
 * its outcome. A press after a quiet wait runs at once again (docs/decisions.md, "Debounce").
 *
 * @example
 * const debouncer = new Debouncer(scheduler, 250);
 * void debouncer.run(() => engine.play());  // runs now
 * void debouncer.run(() => engine.pause()); // coalesced
 * void debouncer.run(() => engine.play());  // runs 250 ms after this call; the pause never runs
 */
export class Debouncer {
  readonly #scheduler: Scheduler;
  readonly #delayMs: number;
  /** Set while the wait after the latest call runs: calls now are coalesced. */
  #cancelTimer: Cancel | undefined;
  #pending: Task | undefined;
  #waiters: Waiter[] = [];

  constructor(scheduler: Scheduler, delayMs: number = DEBOUNCE_DEFAULT_MS) {
    this.#scheduler = scheduler;
    this.#delayMs = delayMs;
  }

  /** True while calls are being coalesced (a burst's wait has not passed yet). */
  get isPending(): boolean {
    return this.#cancelTimer !== undefined;
  }

  /**
   * Runs `task` now if no burst is under way; otherwise makes it the burst's pending last task.
   * Settles with the outcome of the task that stands for this call.
   */
  run(task: Task): Promise<void> {
    const coalesce = this.isPending;
    this.#restartWait();
    if (!coalesce) return settle(task);
    this.#pending = task;
    return new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
  }

  /** Drops the pending task and ends the burst; its callers resolve without it having run. */
  cancel(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    this.#pending = undefined;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.resolve();
  }

  #restartWait(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = this.#scheduler.setTimeout(() => this.#waitPassed(), this.#delayMs);
  }

  #waitPassed(): void {
    const task = this.#pending;
    const waiters = this.#waiters;
    this.#cancelTimer = undefined;
    this.#pending = undefined;
    this.#waiters = [];
    if (!task) return;
    settle(task).then(
      () => waiters.forEach((waiter) => waiter.resolve()),
      (error: unknown) => waiters.forEach((waiter) => waiter.reject(error)),
    );
  }
}

/** Runs `task`, turning a synchronous throw into a rejection. */
function settle(task: Task): Promise<void> {
  try {
    return Promise.resolve(task());
  } catch (error) {
    return Promise.reject(error);
  }
}
