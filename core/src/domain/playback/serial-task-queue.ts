/**
 * Runs async tasks one at a time, in the order given (002 §9: "Skips are serialized in one
 * queue and seeks in another"). A failing task rejects its own promise only; the next task
 * still runs.
 *
 * @example
 * const skips = new SerialTaskQueue();
 * void skips.enqueue(() => controller.next());
 * void skips.enqueue(() => controller.next()); // starts after the first settles
 */
export class SerialTaskQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  /** Tasks queued or running. */
  get size(): number {
    return this.#pending;
  }

  enqueue<T>(task: () => T | Promise<T>): Promise<T> {
    this.#pending++;
    const result = this.#tail.then(task).finally(() => {
      this.#pending--;
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
