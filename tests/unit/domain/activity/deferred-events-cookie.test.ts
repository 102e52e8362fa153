import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';
import { DeferredEventsCookie, PlayActivityTimeline, type OutboxEntry } from '../../../../core/src/domain/activity/index.ts';
import { PlayActivityEventType } from '../../../../core/src/domain/enums/index.ts';
import { makeBuilder, song } from './activity-fixtures.ts';

function entry(clock: SimulatedClock): OutboxEntry {
  const record = makeBuilder(clock).build(new PlayActivityTimeline(), {
    eventType: PlayActivityEventType.PLAY_START, descriptor: song, position: 0, timestamp: clock.now(),
  });
  return { id: record['event-id'], record, occurredAt: clock.now(), listener: { userToken: 'user-token' } };
}

describe('000 §9 deferred play events are kept in a cookie named amupaee', () => {
  it('writes entries to the amupaee cookie (14-day default lifetime) and reads them back with the developer token', () => {
    const clock = new SimulatedClock();
    const store = new MemoryKeyValueStore('cookie', clock);
    const cookie = new DeferredEventsCookie(store, new MemoryLogger());
    const first = entry(clock);
    cookie.add(first);
    expect(store.keys()).toEqual(['amupaee']);
    const [read] = cookie.read('DEV');
    expect(read?.id).toBe(first.id);
    expect(read?.record).toEqual({ ...first.record, 'developer-token': 'DEV' });
    expect(read?.listener).toEqual({ userToken: 'user-token' });
    clock.advance(14 * 86_400_000);
    expect(cookie.read('DEV')).toEqual([]);
  });

  it('keeps the newest entries that fit; remove and clear forget them', () => {
    const clock = new SimulatedClock();
    const store = new MemoryKeyValueStore('cookie', clock);
    const cookie = new DeferredEventsCookie(store, new MemoryLogger(), { maxChars: 4000 });
    const entries = Array.from({ length: 6 }, () => entry(clock));
    for (const item of entries) cookie.add(item);
    expect(encodeURIComponent(store.get('amupaee') ?? '').length).toBeLessThanOrEqual(4000);
    const kept = cookie.read(null).map((item) => item.id);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)).toBe(entries.at(-1)?.id);
    cookie.remove([kept.at(-1) as string]);
    expect(cookie.read(null).map((item) => item.id)).toEqual(kept.slice(0, -1));
    cookie.clear();
    expect(cookie.read(null)).toEqual([]);
  });

  it('ignores an unreadable cookie with a warning', () => {
    const clock = new SimulatedClock();
    const store = new MemoryKeyValueStore('cookie', clock);
    const logger = new MemoryLogger();
    store.set('amupaee', '{not json');
    expect(new DeferredEventsCookie(store, logger).read(null)).toEqual([]);
    expect(logger.messages('warning')).toHaveLength(1);
  });
});
