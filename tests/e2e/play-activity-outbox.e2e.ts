import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// 000 §7 POST /play, with our durable outbox (IndexedDB) and event-id deduplication: in real
// Chromium, play activity recorded while the activity service is down survives a page reload
// and reaches the service once it is back, each event exactly once.

const EVENTS = 24;
const PAGE = `/e2e/activity-outbox.html?events=${EVENTS}`;

interface StoredActivity {
  counts: { requests: number; stored: number; duplicatesDropped: number; failedByFault: number; answersLost: number };
  events: Array<{ eventId: string; record: Record<string, unknown>; sender: { userToken?: string } }>;
}

interface PageStatus {
  phase: 'starting' | 'ready' | 'failed';
  database?: string;
  recorded: number;
  pendingAtStart?: number;
  pending?: number;
  activateError?: string;
  error?: string;
}

/** The provider emulator: the page's port on 127.0.0.1 (tools/start.ts). */
function provider(baseURL: string | undefined): string {
  return `http://127.0.0.1:${new URL(baseURL ?? 'http://localhost:4510/').port}`;
}

async function stored(request: APIRequestContext, origin: string): Promise<StoredActivity> {
  return (await (await request.get(`${origin}/__emulator/play-activity`)).json()) as StoredActivity;
}

async function setFaults(request: APIRequestContext, origin: string, faults: Record<string, unknown> | null): Promise<void> {
  const url = `${origin}/__emulator/play-activity/faults`;
  const response = faults === null ? await request.delete(url) : await request.put(url, { data: faults });
  expect(response.ok()).toBe(true);
}

async function readyStatus(page: Page): Promise<PageStatus> {
  await page.waitForFunction(() => window.activityOutbox?.status.phase !== undefined && window.activityOutbox.status.phase !== 'starting', undefined, { timeout: 15_000 });
  const status = await page.evaluate(() => window.activityOutbox!.status);
  expect(status.error).toBeUndefined();
  return status as PageStatus;
}

test.describe('play activity outbox in Chromium (real IndexedDB)', () => {
  test.beforeEach(async ({ request, baseURL }) => {
    const response = await request.delete(`${provider(baseURL)}/__emulator/play-activity`);
    expect(response.ok()).toBe(true);
  });
  // The emulator is shared by every e2e file: a fault left on /play (a lost answer, a 503) would
  // reach the next file's play activity (player-journeys saw ERR_EMPTY_RESPONSE on the clean clone).
  test.afterEach(async ({ request, baseURL }) => {
    await setFaults(request, provider(baseURL), null);
  });

  test('events queued while the endpoint is down are delivered after a reload once it is back, each exactly once', async ({ page, request, baseURL }) => {
    const origin = provider(baseURL);
    await setFaults(request, origin, { fail: 1, status: 503 }); // the activity service is down

    await page.goto(PAGE);
    const recording = await readyStatus(page);
    expect(recording).toMatchObject({ database: 'IndexedDbDatabase', recorded: EVENTS, pending: EVENTS });
    await expect.poll(async () => (await stored(request, origin)).counts.failedByFault).toBeGreaterThan(0);
    expect((await stored(request, origin)).counts.stored).toBe(0);

    await page.reload();
    const reloaded = await readyStatus(page);
    // The new page found every event in IndexedDB; its activate could not send them yet.
    expect(reloaded).toMatchObject({ recorded: 0, pendingAtStart: EVENTS });
    expect(reloaded.activateError).toMatch(/^flush: /);

    await setFaults(request, origin, null); // the service is back: the reporter's retry delivers
    await expect.poll(async () => (await stored(request, origin)).counts.stored, { timeout: 30_000 }).toBe(EVENTS);
    await expect.poll(() => page.evaluate(() => window.activityOutbox!.pending()), { timeout: 10_000 }).toBe(0);

    const { events, counts } = await stored(request, origin);
    const ids = events.map((event) => event.eventId);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(events.map((event) => `${(event.record['ids'] as Record<string, string>)['subscription-adam-id']}/${event.record['event-type']}`)).toEqual(
      Array.from({ length: EVENTS }, (_, index) => `${1_000 + Math.floor(index / 2)}/${index % 2 === 0 ? 1 : 0}`),
    );
    expect(new Set(events.map((event) => event.sender.userToken)).size).toBe(1);
    test.info().annotations.push({
      type: 'figures',
      description: `events=${EVENTS} stored=${counts.stored} duplicatesDropped=${counts.duplicatesDropped} requests=${counts.requests} failedByFault=${counts.failedByFault}`,
    });
  });

  test('answers lost on the way back: the browser sends those events again and the service keeps one copy', async ({ page, request, baseURL }) => {
    const origin = provider(baseURL);
    await setFaults(request, origin, { fail: 1, status: 503 });
    await page.goto(PAGE);
    expect(await readyStatus(page)).toMatchObject({ recorded: EVENTS, pending: EVENTS });
    await page.reload();
    expect(await readyStatus(page)).toMatchObject({ pendingAtStart: EVENTS });

    // Back, but every other answer is lost after the events were stored (seeded: the same run each time).
    await setFaults(request, origin, { lost: 0.5, seed: 19 });
    await expect.poll(() => page.evaluate(() => window.activityOutbox!.pending()), { timeout: 45_000 }).toBe(0);

    const { events, counts } = await stored(request, origin);
    expect(counts.stored).toBe(EVENTS);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(EVENTS);
    expect(counts.answersLost).toBeGreaterThan(0);
    expect(counts.duplicatesDropped).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'figures',
      description: `events=${EVENTS} stored=${counts.stored} duplicatesDropped=${counts.duplicatesDropped} answersLost=${counts.answersLost} requests=${counts.requests}`,
    });
  });
});
