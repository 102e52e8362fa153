import { describe, expect, it } from 'vitest';
import { LatestQueueCall } from '../../../core/src/musickit/latest-queue-call.ts';

// Issue 21 (offline row after a reload): of two calls that replace the queue, the one begun
// last applies, whichever answers first; an overtaken call settles after the latest one.

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('LatestQueueCall: the latest setQueue wins (issue 21)', () => {
  it('a call overtaken while it loads is told it is no longer the latest; the later one is', async () => {
    const calls = new LatestQueueCall();
    const slow = deferred<void>();
    const fast = deferred<void>();
    const applied: string[] = [];
    const first = calls.run(async (isLatest) => {
      await slow.promise;
      if (isLatest()) applied.push('first');
    });
    const second = calls.run(async (isLatest) => {
      await fast.promise;
      if (isLatest()) applied.push('second');
    });
    fast.resolve();
    await second;
    slow.resolve();
    await first;
    expect(applied).toEqual(['second']);
  });

  it('a single call is the latest', async () => {
    const calls = new LatestQueueCall();
    expect(await calls.run(async (isLatest) => isLatest())).toBe(true);
  });

  it('latestSettled waits for the newest call, following calls begun while it waits, and ignores their failure', async () => {
    const calls = new LatestQueueCall();
    const second = deferred<void>();
    const third = deferred<void>();
    const order: string[] = [];
    void calls.run(() => second.promise).catch(() => undefined);
    const waiting = calls.latestSettled().then(() => order.push('settled'));
    // A newer call begins while the overtaken one waits: the wait follows it.
    void calls.run(() => third.promise.then(() => void order.push('third')));
    second.reject(new Error('the second failed'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([]);
    third.resolve();
    await waiting;
    expect(order).toEqual(['third', 'settled']);
  });
});
