import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure, type HttpHandler } from '@mediakit/adapters/node';
import type { HttpResponse } from '@mediakit/core';
import { MemoryDatabase } from '../../../../adapters/node/memory-database.ts';
import { PlayActivityEndReasonType } from '../../../../core/src/domain/enums/index.ts';
import { otherSong, song } from '../../domain/activity/activity-fixtures.ts';
import { accept, bodyOf, idsOf, makeReporter } from './reporter-kit.ts';

/** Plays `count` events: alternating starts and pauses of one song. */
async function playEvents(reporter: ReturnType<typeof makeReporter>['reporter'], count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) await reporter.playStart(song, i);
    else await reporter.pause(song, i);
  }
}

const offline: HttpHandler = (request) => {
  throw networkFailure(request.url);
};

describe('activity outbox: nothing lost', () => {
  it('every event is in the durable outbox before any send', async () => {
    const database = new MemoryDatabase();
    const durableAtSend: boolean[] = [];
    const kit = makeReporter(async (request) => {
      const db = await database.open('mediakit-activity', 1, ['outbox']);
      for (const id of idsOf(request)) durableAtSend.push((await db.get('outbox', id)) !== undefined);
      db.close();
      return jsonResponse(202, {}, request.url);
    }, {}, database);
    await playEvents(kit.reporter, 6);
    await kit.reporter.idle();
    expect(durableAtSend).toHaveLength(6);
    expect(durableAtSend.every(Boolean)).toBe(true);
  });

  it('an event leaves the outbox only when the service answered 2xx', async () => {
    const statuses = [500, 503];
    const kit = makeReporter((request) => jsonResponse(statuses.shift() ?? 204, {}, request.url));
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(1);
    await kit.clock.advanceAsync(1_000);
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(1);
    await kit.clock.advanceAsync(2_000);
    await kit.reporter.idle();
    expect(kit.http.requests).toHaveLength(3);
    expect(await kit.reporter.pendingCount()).toBe(0);
  });

  it('the outbox survives a reload: a new reporter over the same database sends what the old one left', async () => {
    const kit = makeReporter(offline);
    await playEvents(kit.reporter, 4);
    await kit.reporter.idle();
    kit.http.respondWith(accept);
    const next = kit.reload();
    expect(await next.pendingCount()).toBe(4);
    await next.activate();
    expect(await next.pendingCount()).toBe(0);
    expect(new Set(kit.http.requests.filter((r) => r.keepalive !== true).slice(-1).flatMap(idsOf)).size).toBe(4);
  });

  it('retries with exponential back-off (1 s doubling, capped at 60 s, jittered) through the Scheduler', async () => {
    const kit = makeReporter(offline);
    const times: number[] = [];
    kit.http.respondWith((request) => {
      times.push(kit.clock.now());
      throw networkFailure(request.url);
    });
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    await kit.clock.advanceAsync(10 * 60_000, 100);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    gaps.forEach((gap, i) => {
      const ceiling = Math.min(60_000, 1_000 * 2 ** i);
      expect(gap).toBeGreaterThanOrEqual(ceiling / 2);
      expect(gap).toBeLessThanOrEqual(ceiling);
    });
    expect(Math.max(...gaps)).toBeGreaterThan(30_000);
    expect(kit.clock.pendingTimers).toBe(1); // one retry waiting, never a pile
  });

  it('online() flushes at once and forgets the back-off', async () => {
    const kit = makeReporter(offline);
    await playEvents(kit.reporter, 2);
    await kit.reporter.idle();
    await kit.clock.advanceAsync(40_000, 100); // several failures: the next retry is far away
    kit.http.respondWith(accept);
    const before = kit.http.requests.length;
    kit.reporter.online();
    await kit.reporter.idle();
    expect(kit.http.requests.length).toBe(before + 1);
    expect(await kit.reporter.pendingCount()).toBe(0);
    expect(kit.clock.pendingTimers).toBe(0);
  });

  it('sends in batches of at most 50 events, oldest first', async () => {
    const kit = makeReporter(undefined, { mode: 'manual' });
    await playEvents(kit.reporter, 120);
    const report = await kit.reporter.flush();
    expect(report).toMatchObject({ found: 120, accepted: 120, rejected: 0 });
    expect(kit.http.requests.map((request) => idsOf(request).length)).toEqual([50, 50, 20]);
    const all = kit.http.requests.flatMap(idsOf);
    expect([...all].sort()).toEqual(all);
  });

  it('one flush at a time: no event is ever in two requests at once', async () => {
    const inFlight = new Set<string>();
    let concurrent = 0;
    let maxConcurrent = 0;
    let doubleSends = 0;
    const kit = makeReporter(async (request) => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      const ids = idsOf(request);
      for (const id of ids) {
        if (inFlight.has(id)) doubleSends++;
        inFlight.add(id);
      }
      await kit.clock.advanceAsync(0);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      for (const id of ids) inFlight.delete(id);
      concurrent--;
      return jsonResponse(202, {}, request.url);
    });
    const flushes: Array<Promise<unknown>> = [];
    for (let i = 0; i < 30; i++) {
      flushes.push(i % 2 === 0 ? kit.reporter.playStart(song, i) : kit.reporter.pause(song, i));
      flushes.push(kit.reporter.flush().catch(() => undefined));
      kit.reporter.online();
    }
    await Promise.all(flushes);
    await kit.reporter.idle();
    expect(maxConcurrent).toBe(1);
    expect(doubleSends).toBe(0);
    expect(new Set(kit.http.requests.flatMap(idsOf)).size).toBe(30);
    expect(kit.http.requests.flatMap(idsOf)).toHaveLength(30);
  });

  it('a refused record (4xx) does not sink its batch: the batch is retried one by one and only it is kept aside', async () => {
    const kit = makeReporter((request) => {
      const bad = bodyOf(request).data.some((record) => (record.ids as Record<string, string>)['subscription-adam-id'] === otherSong.id);
      return jsonResponse(bad ? 400 : 202, {}, request.url);
    }, { mode: 'manual' });
    await kit.reporter.playStart(song, 0);
    await kit.reporter.pause(song, 1);
    await kit.reporter.playStart(otherSong, 0);
    await kit.reporter.playEnd(otherSong, 1, PlayActivityEndReasonType.OTHER);
    const report = await kit.reporter.flush();
    expect(report).toMatchObject({ accepted: 2, rejected: 2 });
    expect(await kit.reporter.pendingCount()).toBe(0);
    const rejected = await kit.reporter.rejected();
    expect(rejected.map((r) => r.status)).toEqual([400, 400]);
    expect(kit.logger.messages('error')).toHaveLength(2);
  });

  it('401 for the signed-in listener is retried; for a listener who signed out it is kept aside', async () => {
    const kit = makeReporter((request) => jsonResponse(401, {}, request.url));
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(1);
    await expect(kit.reporter.rejected()).resolves.toEqual([]);
    kit.credentials.current = { developerToken: 'DEV', userToken: 'SOMEONE-ELSE' };
    kit.reporter.online();
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(0);
    expect((await kit.reporter.rejected()).map((r) => r.status)).toEqual([401]);
  });

  it('batches carry one listener: events keep the token of who played them', async () => {
    const kit = makeReporter(undefined, { mode: 'manual' });
    await kit.reporter.playStart(song, 0);
    kit.credentials.current = { developerToken: 'DEV', userToken: 'MUT-2' };
    await kit.reporter.pause(song, 3);
    await kit.reporter.flush();
    expect(kit.http.requests.map((request) => request.headers?.['media-user-token'])).toEqual(['MUT', 'MUT-2']);
    expect(kit.http.requests.map((request) => bodyOf(request).data[0]?.['user-token'])).toEqual(['MUT', 'MUT-2']);
  });
});

describe('000 §8 flush failures', () => {
  it("a flush failure throws 'flush: {message}' and keeps the events", async () => {
    const kit = makeReporter(offline, { mode: 'manual' });
    await kit.reporter.playStart(song, 0);
    await expect(kit.reporter.flush()).rejects.toThrow('flush: Unable to complete request for https://activity.test/play');
    expect(await kit.reporter.pendingCount()).toBe(1);
  });

  it("flush with nothing pending throws 'flush: send() called without any data'", async () => {
    const kit = makeReporter();
    await expect(kit.reporter.flush()).rejects.toThrow('flush: send() called without any data');
  });

  it("the 'send() called without any data' failure is tolerated on activate", async () => {
    const kit = makeReporter();
    await expect(kit.reporter.activate()).resolves.toBeUndefined();
    expect(kit.http.requests).toHaveLength(0);
  });

  it('any other flush failure on activate rejects, and the events stay for a retry', async () => {
    const kit = makeReporter((request) => jsonResponse(503, {}, request.url) as HttpResponse);
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    await expect(kit.reporter.activate()).rejects.toThrow(/^flush: /);
    expect(await kit.reporter.pendingCount()).toBe(1);
  });
});

describe('000 §9 auto mode and manual mode', () => {
  it('auto mode sends every event immediately', async () => {
    const kit = makeReporter();
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    expect(kit.http.requests).toHaveLength(1);
  });

  it('manual mode keeps events in the outbox until flush()', async () => {
    const kit = makeReporter(undefined, { mode: 'manual' });
    await playEvents(kit.reporter, 3);
    await kit.reporter.idle();
    expect(kit.http.requests).toHaveLength(0);
    await kit.reporter.flush();
    expect(kit.http.requests).toHaveLength(1);
  });
});
