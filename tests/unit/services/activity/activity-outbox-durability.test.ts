import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import {
  jsonResponse,
  MemoryKeyValueStore,
  MemoryLogger,
  networkFailure,
  RecordingHttpClient,
  SeededRandom,
  SimulatedClock,
} from '@mediakit/adapters/node';
import type { Cancel, HttpClient, HttpRequest, HttpResponse, Scheduler } from '@mediakit/core';
import { IndexedDbDatabase } from '../../../../adapters/browser/indexeddb-database.ts';
import type { PlayActivityDescriptor } from '../../../../core/src/domain/activity/index.ts';
import { PlayActivityEndReasonType, PlayActivityEventType } from '../../../../core/src/domain/enums/index.ts';
import { ActivityReporter } from '../../../../core/src/services/activity/index.ts';

// Durability of the play-activity outbox: 10,000 events through the reporter over the browser's
// IndexedDB adapter (fake-indexeddb) while the activity service fails 30 % of requests and the
// page reloads (dies) three times. The service must end with every event exactly once (000 §7
// endpoint; the outbox and event-id dedup are ours). A component test of the reporter and its
// Database adapter, not a product scenario: no instance plays 10,000 events, so it lives with the
// reporter's unit tests; the instance's reporting is covered by tests/harness/play-activity.harness.test.ts.

const TOTAL_EVENTS = 10_000;
const BASE = 'https://activity.test';

interface SentRecord {
  readonly 'event-id': string;
  readonly 'event-type': number;
  readonly 'end-reason-type': number;
}

/** The activity service: accepts, deduplicating by event-id, and fails 30 % of requests (seeded). */
class FakeActivityService {
  readonly accepted = new Map<string, SentRecord>();
  duplicatesDropped = 0;
  requests = 0;
  failures = { serverError: 0, networkFailure: 0, acceptedButResponseLost: 0 };
  /** While true the network is down: every request fails before reaching the service. */
  offline = false;
  offlineFailures = 0;
  /** Event ids the service recorded but whose answer was lost on the way back (one per delivery). */
  lostAnswerDeliveries = 0;
  readonly #random = new SeededRandom(0xac71);

  handle(request: HttpRequest): HttpResponse {
    if (this.offline) {
      this.offlineFailures++;
      throw networkFailure(request.url);
    }
    this.requests++;
    expect(request.url).toBe(`${BASE}/play`);
    const body = JSON.parse(String(request.body)) as { client_id: string; event_type: string; data: SentRecord[] };
    expect([body.client_id, body.event_type]).toEqual(['JSCLIENT', 'JSPLAY']);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(50);
    const roll = this.#random.next();
    if (roll < 0.1) {
      this.failures.serverError++;
      return jsonResponse(roll < 0.05 ? 500 : 503, {}, request.url);
    }
    if (roll < 0.2) {
      this.failures.networkFailure++;
      throw networkFailure(request.url);
    }
    this.record(body.data);
    if (roll < 0.3) {
      // The service stored them, but the answer is lost on the way back.
      this.failures.acceptedButResponseLost++;
      this.lostAnswerDeliveries += body.data.length;
      throw networkFailure(request.url);
    }
    return jsonResponse(202, {}, request.url);
  }

  record(data: readonly SentRecord[]): void {
    for (const record of data) {
      if (this.accepted.has(record['event-id'])) this.duplicatesDropped++;
      else this.accepted.set(record['event-id'], record);
    }
  }
}

/** One page's view of the shared clock: its timers die with it. */
class PageScheduler implements Scheduler {
  readonly #inner: Scheduler;
  readonly #timers = new Set<Cancel>();
  #dead = false;

  constructor(inner: Scheduler) {
    this.#inner = inner;
  }

  setTimeout(task: () => void, delayMs: number): Cancel {
    if (this.#dead) return () => {};
    const cancel = this.#inner.setTimeout(() => {
      this.#timers.delete(cancel);
      task();
    }, delayMs);
    this.#timers.add(cancel);
    return () => {
      this.#timers.delete(cancel);
      cancel();
    };
  }

  setInterval(task: () => void, periodMs: number): Cancel {
    if (this.#dead) return () => {};
    const cancel = this.#inner.setInterval(task, periodMs);
    this.#timers.add(cancel);
    return cancel;
  }

  whenIdle(task: () => void, deadlineMs: number): Cancel {
    return this.setTimeout(task, deadlineMs);
  }

  kill(): void {
    this.#dead = true;
    for (const cancel of this.#timers) cancel();
    this.#timers.clear();
  }
}

/** One page's network: requests already on the wire reach the service, but a dead page hears nothing back. */
class PageHttp implements HttpClient {
  readonly #inner: HttpClient;
  #dead = false;
  /** Event ids the service accepted (2xx) whose answer arrived after this page died. */
  unheardAccepted = 0;

  constructor(inner: HttpClient) {
    this.#inner = inner;
  }

  request(request: HttpRequest): Promise<HttpResponse> {
    if (this.#dead) return new Promise(() => {});
    const answer = this.#inner.request(request);
    return new Promise((resolve, reject) => {
      answer.then(
        (response) => {
          if (!this.#dead) resolve(response);
          else if (response.ok) this.unheardAccepted += (JSON.parse(String(request.body)) as { data: unknown[] }).data.length;
        },
        (error: unknown) => {
          if (!this.#dead) reject(error);
        },
      );
    });
  }

  kill(): void {
    this.#dead = true;
  }
}

/** Events stored in the outbox (pending and deferred), read as a new page would. */
async function storedCount(factory: IDBFactory): Promise<number> {
  const db = await new IndexedDbDatabase(factory).open('mediakit-activity', 1, ['outbox', 'deferred', 'rejected']);
  const count = (await db.count('outbox')) + (await db.count('deferred'));
  db.close();
  return count;
}

const song = (n: number): PlayActivityDescriptor => ({ id: String(1_000_000 + (n % 997)), kind: 'song', duration: 200 });

describe('harness: play-activity outbox loses nothing and duplicates nothing', () => {
  it('10,000 events, 30 % failed requests (5xx, network, accepted-but-answer-lost), 3 reloads: every event exactly once', async () => {
    const started = performance.now();
    const clock = new SimulatedClock();
    const factory = new IDBFactory();
    const cookies = new MemoryKeyValueStore('cookie', clock);
    const logger = new MemoryLogger();
    const service = new FakeActivityService();
    const http = new RecordingHttpClient((request) => service.handle(request));
    const pacing = new SeededRandom(0x5eed);

    let produced = 0;
    const producedByType = { starts: 0, ends: 0, exits: 0 };

    const pages: PageHttp[] = [];
    const openPage = (page: number): { reporter: ActivityReporter; kill: () => void } => {
      const scheduler = new PageScheduler(clock);
      const pageHttp = new PageHttp(http);
      pages.push(pageHttp);
      const reporter = new ActivityReporter(
        // A new IndexedDbDatabase on the one IDBFactory: what a reloaded page gets in a browser.
        { http: pageHttp, database: new IndexedDbDatabase(factory), clock, scheduler, random: new SeededRandom(1000 + page), logger, cookie: cookies },
        { baseUrl: BASE, credentials: () => ({ developerToken: 'DEV', userToken: 'MUT' }) },
      );
      return { reporter, kill: () => (scheduler.kill(), pageHttp.kill()) };
    };

    // Four pages: three reloads. Pages 0 and 2 exit cleanly (exit event deferred, keep-alive
    // sends); page 1 goes offline for a while, comes back (online()) and dies abruptly while
    // draining its backlog; page 3 finishes and drains.
    const perPage = [2_600, 2_400, 2_500];
    const leftAtReload: number[] = [];
    for (let page = 0; page < 4; page++) {
      if (page > 0) leftAtReload.push(await storedCount(factory));
      const { reporter, kill } = openPage(page);
      await reporter.activate().catch((error: unknown) => expect(String(error)).toMatch(/flush: /));
      let playing = false;
      const quota = page < 3 ? (perPage[page] as number) : Number.POSITIVE_INFINITY;
      for (let i = 0; i < quota && produced < TOTAL_EVENTS - (page === 0 || page === 2 ? 1 : 0); i++) {
        const n = produced;
        if (!playing) {
          await reporter.playStart(song(n), 0);
          producedByType.starts++;
        } else {
          await reporter.playEnd(song(n - 1), 30, PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
          producedByType.ends++;
        }
        playing = !playing;
        produced++;
        if (page === 1 && i === 1_400) service.offline = true;
        // Time passes between events; back-off retries fall due on the simulated clock.
        await clock.advanceAsync(Math.floor(pacing.next() * 400));
        if (i % 250 === 0) await reporter.idle();
      }
      if (page === 3) {
        // Drain: let back-off retries run until the outbox is empty (bounded).
        for (let round = 0; round < 2_000; round++) {
          await reporter.idle();
          if ((await reporter.pendingCount()) === 0) break;
          await clock.advanceAsync(61_000, 1_000);
        }
        await reporter.idle();
        expect(await reporter.pendingCount()).toBe(0);
        reporter.dispose();
        break;
      }
      if (page === 1) {
        // Back online with a backlog of ~1,000 events; the page dies while draining it.
        expect(await reporter.pendingCount()).toBeGreaterThan(900);
        service.offline = false;
        reporter.online();
        for (let tick = 0; tick < 30; tick++) await new Promise((resolve) => setImmediate(resolve));
      }
      if (page === 0 || page === 2) {
        if (!playing) {
          await reporter.playStart(song(produced), 0);
          producedByType.starts++;
          produced++;
        }
        reporter.exit(undefined, 12); // deferred exit (000 §9) + keep-alive for what is pending
        producedByType.exits++;
        produced++;
      }
      kill(); // the page is gone: no timer fires and no answer arrives any more
    }

    expect(produced).toBe(TOTAL_EVENTS);
    // Each reload found events the dead page left behind (deferred exits, the offline backlog).
    expect(leftAtReload.every((count) => count > 0)).toBe(true);
    expect(leftAtReload[1]).toBeGreaterThan(100);
    // The durable outbox was used throughout: no fallback to memory.
    expect(logger.messages('error')).toEqual([]);

    // Zero lost, zero duplicated: each event id exactly once in the accepted set.
    expect(service.accepted.size).toBe(TOTAL_EVENTS);
    const records = [...service.accepted.values()];
    expect(records.filter((r) => r['event-type'] === PlayActivityEventType.PLAY_START)).toHaveLength(producedByType.starts);
    expect(records.filter((r) => r['end-reason-type'] === PlayActivityEndReasonType.EXITED_APPLICATION)).toHaveLength(producedByType.exits);
    expect(records.filter((r) => r['end-reason-type'] === PlayActivityEndReasonType.NATURAL_END_OF_TRACK)).toHaveLength(producedByType.ends);

    // Duplicates reached the service (so dedup by event-id mattered), and exactly as many as the
    // deliveries whose acceptance the page never heard (answer lost, or the page died first): each
    // event left the outbox on exactly one heard 2xx, so no event was ever sent twice at once.
    const unheardByDeadPages = pages.reduce((sum, page) => sum + page.unheardAccepted, 0);
    expect(service.failures.acceptedButResponseLost).toBeGreaterThan(0);
    expect(service.offlineFailures).toBeGreaterThan(0);
    expect(service.duplicatesDropped).toBeGreaterThan(0);
    expect(service.duplicatesDropped).toBe(service.lostAnswerDeliveries + unheardByDeadPages);
    const failed = service.failures.serverError + service.failures.networkFailure + service.failures.acceptedButResponseLost;
    expect(failed / service.requests).toBeGreaterThan(0.25);
    expect(failed / service.requests).toBeLessThan(0.35);

    // The outbox is empty at the end: nothing pending, nothing deferred, nothing refused, no cookie.
    const db = await new IndexedDbDatabase(factory).open('mediakit-activity', 1, ['outbox', 'deferred', 'rejected']);
    expect(await db.count('outbox')).toBe(0);
    expect(await db.count('deferred')).toBe(0);
    expect(await db.count('rejected')).toBe(0);
    db.close();
    expect(cookies.get('amupaee')).toBeNull();

    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);
    // eslint-disable-next-line no-console
    console.info(
      `activity harness: left at reloads ${leftAtReload.join('/')}, ${service.requests} requests, failures ${JSON.stringify(service.failures)}, ` +
        `${service.offlineFailures} attempts while offline, ` +
        `${service.duplicatesDropped} duplicates dropped by the service (${service.lostAnswerDeliveries} lost answers, ` +
        `${unheardByDeadPages} unheard by dead pages), ${seconds.toFixed(1)} s`,
    );
  }, 120_000);
});
