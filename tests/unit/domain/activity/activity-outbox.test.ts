import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';
import type { Database } from '@mediakit/core';
import { MemoryDatabase } from '../../../../adapters/node/memory-database.ts';
import { IndexedDbDatabase } from '../../../../adapters/browser/indexeddb-database.ts';
import { ActivityOutbox, PlayActivityTimeline, type OutboxEntry } from '../../../../core/src/domain/activity/index.ts';
import { PlayActivityEventType } from '../../../../core/src/domain/enums/index.ts';
import { makeBuilder, song } from './activity-fixtures.ts';

function entries(count: number): OutboxEntry[] {
  const clock = new SimulatedClock();
  const builder = makeBuilder(clock);
  return Array.from({ length: count }, () => {
    clock.advance(10);
    const record = builder.build(new PlayActivityTimeline(), { eventType: PlayActivityEventType.PLAY_START, descriptor: song, position: 0, timestamp: clock.now() });
    return { id: record['event-id'], record, occurredAt: clock.now(), listener: { userToken: 'u' } };
  });
}

const failingDatabase: Database = { open: () => Promise.reject(new Error('storage disabled')) };

describe.each<[string, () => Database]>([
  ['MemoryDatabase', () => new MemoryDatabase()],
  ['IndexedDbDatabase', () => new IndexedDbDatabase(new IDBFactory())],
])('activity outbox on %s', (_name, makeDatabase) => {
  it('keeps entries oldest first until acknowledged, and across a reload (a new outbox on the same database)', async () => {
    const database = makeDatabase();
    const first = new ActivityOutbox(database, new MemoryLogger());
    const [a, b, c] = entries(3) as [OutboxEntry, OutboxEntry, OutboxEntry];
    await first.add(c);
    await first.add(a);
    await first.add(b);
    await first.add(a); // the same event twice is one entry (keyed by event id)
    expect((await first.peek(10)).map((e) => e.id)).toEqual([a.id, b.id, c.id]);
    await first.acknowledge([a.id]);
    first.close();
    const second = new ActivityOutbox(database, new MemoryLogger());
    expect(await second.pendingCount()).toBe(2);
    expect((await second.peek(1)).map((e) => e.id)).toEqual([b.id]);
    second.close();
  });

  it('holds deferred entries apart until released, merging cookie copies by id', async () => {
    const outbox = new ActivityOutbox(makeDatabase(), new MemoryLogger());
    const [a, b] = entries(2) as [OutboxEntry, OutboxEntry];
    await outbox.defer(a);
    expect(await outbox.pendingCount()).toBe(0);
    expect(await outbox.deferredCount()).toBe(1);
    expect(await outbox.releaseDeferred([a, b])).toBe(2);
    expect(await outbox.deferredCount()).toBe(0);
    expect((await outbox.peek(10)).map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('moves refused entries to the rejected store', async () => {
    const outbox = new ActivityOutbox(makeDatabase(), new MemoryLogger());
    const [a] = entries(1) as [OutboxEntry];
    await outbox.add(a);
    await outbox.reject([a], 400, 'Bad Request');
    expect(await outbox.pendingCount()).toBe(0);
    expect(await outbox.rejected()).toEqual([{ entry: a, status: 400, message: 'Bad Request' }]);
  });
});

describe('activity outbox without storage', () => {
  it('keeps entries in memory when the database cannot be opened, and logs an error', async () => {
    const logger = new MemoryLogger();
    const outbox = new ActivityOutbox(failingDatabase, logger);
    const [a, b] = entries(2) as [OutboxEntry, OutboxEntry];
    await outbox.add(b);
    await outbox.add(a);
    expect((await outbox.peek(10)).map((e) => e.id)).toEqual([a.id, b.id]);
    expect(await outbox.pendingCount()).toBe(2);
    expect(logger.messages('error').length).toBeGreaterThan(0);
    expect(outbox.known().map((e) => e.id)).toEqual([a.id, b.id]);
  });
});
