/**
 * Orders the calls that replace the queue (`setQueue`, `setStationQueue`): the latest call wins.
 * Each call loads its content over the network first, so two calls can answer in either order;
 * without an order the slower one would replace the queue the app asked for last, and stop its
 * play (the kept-queue restore after a reload, overtaken by the app's own setQueue, did: issue 21,
 * the offline row's warm-up). A call overtaken before it applies does not apply; it settles once
 * the latest call has, with the queue then in force, so its caller acts on the app's latest queue.
 */
export class LatestQueueCall {
  #count = 0;
  #latest: Promise<unknown> = Promise.resolve();

  /** Runs `body`, telling it whether it is still the latest call when it is about to apply. */
  run<T>(body: (isLatest: () => boolean) => Promise<T>): Promise<T> {
    const call = ++this.#count;
    const result = body(() => call === this.#count);
    this.#latest = result;
    return result;
  }

  /** Settles when the latest call has settled (following any newer call begun meanwhile), whatever its outcome. */
  async latestSettled(): Promise<void> {
    let latest: Promise<unknown>;
    do {
      latest = this.#latest;
      await latest.then(
        () => undefined,
        () => undefined,
      );
    } while (latest !== this.#latest);
  }
}
