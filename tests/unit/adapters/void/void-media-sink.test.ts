import { describe, expect, it } from 'vitest';
import type { Cancel, Clock, PlaybackSource, Scheduler } from '@mediakit/core';
import { SimulatedClock } from '@mediakit/adapters/node';
import { VoidMediaSink, VoidSinkLoader } from '../../../../adapters/void/index.ts';

const source = (durationHint?: number): PlaybackSource => ({ url: 'https://media.example/x.m3u8', kind: 'video', format: 'hls', encrypted: false, ...(durationHint ? { durationHint } : {}) });

/** A scheduler whose interval fires only when the test says, with a clock the test moves: a throttled background tab. */
class ManualTimers implements Clock, Scheduler {
  #now = 0;
  periodMs = 0;
  now(): number {
    return this.#now;
  }
  #task: (() => void) | null = null;
  setTimeout(): Cancel {
    throw new Error('not used');
  }
  whenIdle(): Cancel {
    throw new Error('not used');
  }
  setInterval(task: () => void, periodMs: number): Cancel {
    this.#task = task;
    this.periodMs = periodMs;
    return () => {
      this.#task = null;
    };
  }
  utcOffsetSeconds(): number | null {
    return 0;
  }
  fireAfter(ms: number): void {
    this.#now += ms;
    this.#task?.();
  }
}

describe('001 §4 Void player (001 §9 tick 1 s)', () => {
  it('ticks every 1 second, advancing time by 1 second per tick', async () => {
    const clock = new SimulatedClock();
    const sink = new VoidMediaSink({ clock, scheduler: clock });
    const times: number[] = [];
    sink.on('timeupdate', ({ currentTime }) => times.push(currentTime));
    await sink.load(source(60));
    await sink.play();
    clock.advance(3000);
    expect(times).toEqual([0, 1, 2, 3]);
  });

  it('a late tick advances by the time that really passed (never less than 1 s)', async () => {
    const timers = new ManualTimers();
    const sink = new VoidMediaSink({ clock: timers, scheduler: timers });
    await sink.load(source(600));
    await sink.play();
    expect(timers.periodMs).toBe(1000);
    timers.fireAfter(60_000); // a background tab's timer, throttled to once a minute
    expect(sink.currentTime).toBe(60);
    timers.fireAfter(200); // an early tick still moves a full second
    expect(sink.currentTime).toBe(61);
  });

  it('advances at least 1 s per tick even at a slow playback rate, faster at a fast one', async () => {
    const clock = new SimulatedClock();
    const sink = new VoidMediaSink({ clock, scheduler: clock });
    await sink.load(source(60));
    sink.setPlaybackRate(0.5);
    await sink.play();
    clock.advance(1000);
    expect(sink.currentTime).toBe(1);
    sink.setPlaybackRate(2);
    clock.advance(1000);
    expect(sink.currentTime).toBe(3);
  });

  it('ends at the item’s duration, and runs on without one', async () => {
    const clock = new SimulatedClock();
    const sink = new VoidMediaSink({ clock, scheduler: clock });
    let ended = 0;
    sink.on('ended', () => ended++);
    await sink.load(source(2.5));
    await sink.play();
    clock.advance(5000);
    expect([ended, sink.currentTime]).toEqual([1, 2.5]);
    await sink.load(source());
    expect(sink.duration).toBe(Number.POSITIVE_INFINITY);
    await sink.play();
    clock.advance(10_000);
    expect([ended, sink.currentTime]).toEqual([1, 10]);
    expect(clock.pendingTimers).toBe(1);
    sink.destroy();
    expect(clock.pendingTimers).toBe(0);
  });

  it('starts at the source’s start time', async () => {
    const clock = new SimulatedClock();
    const sink = new VoidMediaSink({ clock, scheduler: clock });
    await sink.load({ ...source(30), startTime: 12 });
    expect(sink.currentTime).toBe(12);
  });

  it('is silent and fetches nothing, so it can take any source', async () => {
    const clock = new SimulatedClock();
    const loader = new VoidSinkLoader({ clock, scheduler: clock });
    expect(loader.id).toBe('void');
    expect(loader.canPlay({ ...source(), encrypted: true, format: 'progressive', kind: 'audio' })).toBe(true);
    const sink = await loader.load();
    expect(sink.tracks).toBeUndefined();
  });
});
