/**
 * Coalesces identical concurrent work: while a task for a key runs, callers asking for the same
 * key share its promise instead of starting another (identical in-flight GETs become one request).
 *
 * @example
 * const a = inFlight.run(url, fetchIt); const b = inFlight.run(url, fetchIt); // one fetch
 */
export class InFlightRequests<T> {
  readonly #pending = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const existing = this.#pending.get(key);
    if (existing) return existing;
    const promise = task().finally(() => {
      if (this.#pending.get(key) === promise) this.#pending.delete(key);
    });
    this.#pending.set(key, promise);
    return promise;
  }

  /** Forgets running tasks, so later callers start afresh (after a user-token change). */
  clear(): void {
    this.#pending.clear();
  }

  get size(): number {
    return this.#pending.size;
  }
}
