import { describe, expect, it } from 'vitest';
import { SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import { Debouncer, SerialTaskQueue } from '../../../../core/src/domain/playback/index.ts';

describe('000 §9 Debounce default 250 ms (Debouncer on the Scheduler port)', () => {
  it('000 §9 Debounce: runs only the last task of a burst, 250 ms after the last call, and settles every caller', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    const ran: string[] = [];
    const first = debouncer.run(() => void ran.push('first'));
    clock.advance(200);
    const second = debouncer.run(() => void ran.push('second'));
    clock.advance(249);
    expect(ran).toEqual([]);
    expect(debouncer.isPending).toBe(true);
    clock.advance(1);
    await Promise.all([first, second]);
    expect(ran).toEqual(['second']);
    expect(debouncer.isPending).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('000 §9 Debounce: a failing task rejects every caller of its burst', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    const first = debouncer.run(() => undefined);
    const second = debouncer.run(() => Promise.reject(new Error('boom')));
    clock.advance(250);
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
  });

  it('000 §9 Debounce: cancel drops the pending task and resolves its callers', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    let ran = false;
    const pending = debouncer.run(() => void (ran = true));
    debouncer.cancel();
    clock.advance(1000);
    await pending;
    expect(ran).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('002 §9 SerialTaskQueue: tasks run one at a time, in order', () => {
  it('002 §9 serialization: starts a task only after the previous one settled, even when it failed', async () => {
    const queue = new SerialTaskQueue();
    const log: string[] = [];
    let release!: () => void;
    const first = queue.enqueue(async () => {
      log.push('first start');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('first end');
      throw new Error('first failed');
    });
    const second = queue.enqueue(() => {
      log.push('second');
      return 2;
    });
    await flushMicrotasks();
    expect(log).toEqual(['first start']);
    expect(queue.size).toBe(2);
    release();
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(log).toEqual(['first start', 'first end', 'second']);
    expect(queue.size).toBe(0);
  });
});
