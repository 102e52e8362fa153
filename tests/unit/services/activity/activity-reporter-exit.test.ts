import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure } from '@mediakit/adapters/node';
import { PlayActivityEndReasonType } from '../../../../core/src/domain/enums/index.ts';
import { song } from '../../domain/activity/activity-fixtures.ts';
import { accept, bodyOf, idsOf, makeReporter } from './reporter-kit.ts';

describe('000 §9 deferred play events: amupaee cookie, flushed on activate; auto mode sends all but exit events at once', () => {
  it('an exit while playing is deferred into the amupaee cookie and not sent until activate', async () => {
    const kit = makeReporter();
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    kit.reporter.exit(song, 42);
    await kit.reporter.idle();
    expect(kit.http.requests).toHaveLength(1); // only the start
    expect(kit.cookies.get('amupaee')).not.toBeNull();
    expect(kit.reporter.state).toBe('playing'); // 000 §4: exit does not change state

    await kit.reporter.activate();
    const exitRecord = bodyOf(kit.http.requests[1]!).data[0];
    expect(exitRecord?.['end-reason-type']).toBe(PlayActivityEndReasonType.EXITED_APPLICATION);
    expect(kit.cookies.get('amupaee')).toBeNull();
  });

  it('the deferred exit event survives the page: the next page sends it on activate, from the cookie or the database', async () => {
    const kit = makeReporter();
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    kit.reporter.exit(song, 42); // the page dies right after: no await
    const next = kit.reload();
    await next.activate();
    const sent = kit.http.requests.flatMap((request) => bodyOf(request).data);
    expect(sent.map((record) => record['end-reason-type'])).toEqual([0, PlayActivityEndReasonType.EXITED_APPLICATION]);
    expect(kit.cookies.get('amupaee')).toBeNull();
    await next.idle();
    expect(await next.pendingCount()).toBe(0);
  });

  it('the cookie alone is enough when the database write never happened', async () => {
    const kit = makeReporter();
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    kit.reporter.exit(song, 42);
    const snapshot = kit.cookies.snapshot();
    // Simulate a crash before IndexedDB stored the deferred copy: a fresh database, the cookie kept.
    const fresh = makeReporter();
    fresh.cookies.restore(snapshot);
    await fresh.reporter.activate();
    expect(fresh.http.requests.flatMap((request) => bodyOf(request).data).map((r) => r['end-reason-type'])).toEqual([
      PlayActivityEndReasonType.EXITED_APPLICATION,
    ]);
    expect(bodyOf(fresh.http.requests[0]!).data[0]?.['developer-token']).toBe('DEV');
  });
});

describe('page exit: pending events leave with keep-alive requests', () => {
  it('sends pending events with keepalive: true; they stay in the outbox until acknowledged', async () => {
    const kit = makeReporter((request) => {
      throw networkFailure(request.url);
    });
    await kit.reporter.playStart(song, 0);
    await kit.reporter.pause(song, 10);
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(2);
    let answer: (() => void) | undefined;
    kit.http.respondWith((request) => new Promise((resolve) => (answer = () => resolve(jsonResponse(202, {}, request.url)))));
    kit.reporter.exit();
    const keepalive = kit.http.requests.at(-1)!;
    expect(keepalive.keepalive).toBe(true);
    expect(idsOf(keepalive)).toHaveLength(2);
    expect(await kit.reporter.pendingCount()).toBe(2); // not acknowledged yet
    answer?.();
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(0);
  });

  it('when the page dies before the answer, the next page sends them again and the service drops the copies by event-id', async () => {
    const received = new Map<string, number>();
    const kit = makeReporter((request) => {
      throw networkFailure(request.url);
    });
    await kit.reporter.playStart(song, 0);
    await kit.reporter.pause(song, 10);
    await kit.reporter.idle();
    // The keep-alive request reaches the service, but the page is gone before the answer.
    kit.http.respondWith((request) => {
      for (const id of idsOf(request)) received.set(id, (received.get(id) ?? 0) + 1);
      return new Promise(() => {});
    });
    kit.reporter.exit();
    kit.http.respondWith((request) => {
      for (const id of idsOf(request)) received.set(id, (received.get(id) ?? 0) + 1);
      return accept(request);
    });
    const next = kit.reload();
    await next.activate();
    expect(received.size).toBe(2);
    expect([...received.values()]).toEqual([2, 2]); // the same event-ids twice: the service dedups by them
    expect(await next.pendingCount()).toBe(0);
  });

  it('keeps keep-alive bodies within the browser budget (64 KiB in flight)', async () => {
    const kit = makeReporter((request) => {
      throw networkFailure(request.url);
    }, { flush: { keepaliveBudgetBytes: 8_000 } });
    for (let i = 0; i < 40; i++) {
      if (i % 2 === 0) await kit.reporter.playStart(song, i);
      else await kit.reporter.pause(song, i);
    }
    await kit.reporter.idle();
    kit.http.respondWith(() => new Promise(() => {}));
    const before = kit.http.requests.length;
    kit.reporter.exit();
    const sent = kit.http.requests.slice(before);
    const bytes = sent.reduce((sum, request) => sum + new TextEncoder().encode(String(request.body)).length, 0);
    expect(bytes).toBeLessThanOrEqual(8_000);
    expect(sent.every((request) => request.keepalive === true)).toBe(true);
  });

  it('exit never throws, even without any descriptor', () => {
    const kit = makeReporter();
    expect(() => kit.reporter.exit()).not.toThrow();
  });
});
