import type { Cancel, Scheduler } from '../ports/scheduler.ts';

/**
 * Work that follows the player without being on the listener's path: asked for any number of
 * times within a task, it runs once, in a task of its own (a scheduler timeout of 0).
 *
 * Issue 17: a skip's events reached the OS media controls (MediaMetadata, 0.7–1.1 ms, then the
 * artwork fetched and decoded on the main thread) before the player had moved to the next item;
 * they now run after it, once per burst.
 *
 * @example
 * const showItem = new AfterThisTask(scheduler, () => session.setMetadata(metadataOf(player)));
 * player.addEventListener('nowPlayingItemDidChange', () => showItem.request());
 * // later, to run what is pending now: showItem.flush();
 */
export class AfterThisTask {
  readonly #scheduler: Scheduler;
  readonly #work: () => void;
  #cancelTimer: Cancel | undefined;

  constructor(scheduler: Scheduler, work: () => void) {
    this.#scheduler = scheduler;
    this.#work = work;
  }

  /** Runs the work after the current task (once, however often it is asked for meanwhile). */
  request(): void {
    this.#cancelTimer ??= this.#scheduler.setTimeout(() => this.flush(), 0);
  }

  /** Runs the work now when it is pending. */
  flush(): void {
    if (!this.#cancelTimer) return;
    this.cancel();
    this.#work();
  }

  /** Drops the pending run. */
  cancel(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
  }
}
