import { describe, expect, it } from 'vitest';
import { SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import { Debouncer, SerialTaskQueue } from '../../../../core/src/domain/playback/index.ts';

describe('000 §9 Debounce default 250 ms (Debouncer on the Scheduler port)', () => {
  it('000 §9 Debounce: the first call of a burst runs at once; of the calls within 250 ms of the latest, only the last runs', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    const ran: string[] = [];
    await debouncer.run(() => void ran.push('first'));
    expect(ran).toEqual(['first']);
    clock.advance(200);
    const second = debouncer.run(() => void ran.push('second'));
    clock.advance(200);
    const third = debouncer.run(() => void ran.push('third'));
    clock.advance(249);
    expect(ran).toEqual(['first']);
    expect(debouncer.isPending).toBe(true);
    clock.advance(1);
    await Promise.all([second, third]);
    expect(ran).toEqual(['first', 'third']);
    expect(debouncer.isPending).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('000 §9 Debounce: after a quiet wait the next call runs at once again', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    const ran: string[] = [];
    await debouncer.run(() => void ran.push('first'));
    clock.advance(250);
    expect(debouncer.isPending).toBe(false);
    await debouncer.run(() => void ran.push('second'));
    expect(ran).toEqual(['first', 'second']);
  });

  it('000 §9 Debounce: a failing task rejects the callers it stands for', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    await expect(debouncer.run(() => Promise.reject(new Error('leading')))).rejects.toThrow('leading');
    const second = debouncer.run(() => undefined);
    const third = debouncer.run(() => {
      throw new Error('trailing');
    });
    clock.advance(250);
    await expect(second).rejects.toThrow('trailing');
    await expect(third).rejects.toThrow('trailing');
  });

  it('000 §9 Debounce: cancel drops the pending task and resolves its callers', async () => {
    const clock = new SimulatedClock();
    const debouncer = new Debouncer(clock, 250);
    const ran: string[] = [];
    await debouncer.run(() => void ran.push('first'));
    const pending = debouncer.run(() => void ran.push('pending'));
    debouncer.cancel();
    clock.advance(1000);
    await pending;
    expect(ran).toEqual(['first']);
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
