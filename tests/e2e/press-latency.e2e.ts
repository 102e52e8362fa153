import { expect, test, type Page } from '@playwright/test';
import { openHarness, providerOf, withHarness } from './gapless-harness.ts';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/auth/developer-token.ts';

// Issue 17: what a listener's first press no longer waits for, seen in Chromium through the
// public instance (the figures themselves are the product-path bench's, docs/benchmarks.md §7).

type KeySystemCalls = { __keySystemCalls: string[] };
type MediaCalls = { __mediaCalls: { mediaSources: number; setMediaKeys: number } };

test('issue 17: a subscriber\'s page makes its MediaKeys before the first press, and that play takes them (no second grant) and plays', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as KeySystemCalls).__keySystemCalls = calls;
    const original = navigator.requestMediaKeySystemAccess.bind(navigator);
    navigator.requestMediaKeySystemAccess = (keySystem, configurations) => {
      calls.push(keySystem);
      return original(keySystem, configurations);
    };
  });
  const ids = await openHarness(page, providerOf(baseURL));
  const calls = () => page.evaluate(() => [...(window as unknown as KeySystemCalls).__keySystemCalls]);

  // Signed in, nothing queued yet: the key system this browser grants was asked for (000 §9's
  // order: the ones it lacks first, refused, then ClearKey).
  await expect.poll(calls, { timeout: 15_000 }).toContain('org.w3.clearkey');
  const beforePress = await calls();

  const started = await withHarness(page, (h, queue) => h.playQueue(queue), ids.slice(0, 1));
  expect(started, JSON.stringify(started)).toHaveProperty('toPlayingMs');
  expect(await withHarness(page, (h) => h.status())).toMatchObject({ backend: 'mse-audio', playbackType: 3 /* PlaybackType.encryptedFull */ });
  expect(await calls()).toEqual(beforePress);
});

test('issue 17: a subscriber\'s page has its MediaKeys on the element and a MediaSource open before the first press, and that play takes both', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const calls = { mediaSources: 0, setMediaKeys: 0 };
    (window as unknown as MediaCalls).__mediaCalls = calls;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof MediaSource) calls.mediaSources++;
      return createObjectURL(object);
    };
    const setMediaKeys = HTMLMediaElement.prototype.setMediaKeys;
    HTMLMediaElement.prototype.setMediaKeys = function (this: HTMLMediaElement, keys: MediaKeys | null) {
      calls.setMediaKeys++;
      return setMediaKeys.call(this, keys);
    };
  });
  // A subscriber plays the full track: the signed-out page's preview playlist asked ahead is not theirs.
  const previewPlaylists: string[] = [];
  page.on('request', (request) => request.url().includes('/clear/') && previewPlaylists.push(request.url()));
  const ids = await openHarness(page, providerOf(baseURL));
  const calls = () => page.evaluate(() => ({ ...(window as unknown as MediaCalls).__mediaCalls }));

  // Before: the first load made both (Chromium: 15–45 ms to open a MediaSource, 15–20 ms to set
  // MediaKeys, and a key request made meanwhile waited 20 ms more for the CDM's message).
  await expect.poll(calls, { timeout: 15_000 }).toEqual({ mediaSources: 1, setMediaKeys: 1 });
  const started = await withHarness(page, (h, queue) => h.playQueue(queue), ids.slice(0, 1));
  expect(started, JSON.stringify(started)).toHaveProperty('toPlayingMs');
  expect(await withHarness(page, (h) => h.status())).toMatchObject({ backend: 'mse-audio', playbackType: 3 /* PlaybackType.encryptedFull */ });
  expect(await calls()).toEqual({ mediaSources: 1, setMediaKeys: 1 });
  expect(previewPlaylists).toEqual([]);

  // A warm press (another full track while one plays) keeps that MediaSource, emptied, instead of
  // opening a new one (15–45 ms, and the CDM's key message waited behind it), and plays the new
  // track from its own start (001 §4: what the previous track had buffered is gone).
  const warm = await withHarness(page, (h, queue) => h.playQueue(queue), ids.slice(1, 2));
  expect(warm, JSON.stringify(warm)).toHaveProperty('toPlayingMs');
  expect(await withHarness(page, (h) => h.status())).toMatchObject({ backend: 'mse-audio', playbackType: 3, nowPlayingId: ids[1] });
  expect((await withHarness(page, (h) => h.status())).currentTime).toBeLessThan(2);
  await expect.poll(() => withHarness(page, (h) => h.status().currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await calls()).toEqual({ mediaSources: 1, setMediaKeys: 1 });
});

/** When each of the page's chunks was asked for, on the page's clock. */
function chunkRequests(page: Page): Promise<Array<{ file: string; startTime: number }>> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/mediakit-chunks/'))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop() ?? '', startTime: entry.startTime })),
  );
}

test('issue 17: a signed-out script-tag page fetches the play path\'s code once idle, before any queue; setQueue loads the first song before the press, which fetches neither code nor media to start', async ({ page }) => {
  test.setTimeout(90_000);
  await exposeInstance(page);
  // The compatibility page: the script-tag build (npm test builds it first), signed out.
  await page.goto('/compat/');
  await expect(page.getByRole('status')).toContainText('ready', { timeout: 15_000 });
  // requestIdleCallback in Chromium; no queue has been set.
  await expect.poll(async () => (await chunkRequests(page)).map((chunk) => chunk.file), { timeout: 10_000 }).toContain('play-path.js');
  const before = await chunkRequests(page);

  const origin = await page.locator('meta[name="mediakit-provider-origin"]').first().getAttribute('content');
  const songId = await firstChartSongOf(origin ?? '');
  await page.evaluate((id) => instance().setQueue({ songs: [id] }), songId);
  // The queue's first song is loaded into the engine before any press: its init and first segment
  // are fetched, and nothing plays (the state stays none).
  await expect.poll(() => mediaRequests(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(['init.mp4', 'seg_1.m4s']));
  expect(await page.evaluate(() => instance().playbackState)).toBe(0 /* none */);
  const mediaBeforePress = await mediaRequests(page);

  const state = await page.evaluate(async () => {
    await instance().play();
    return { authorized: instance().isAuthorized, playbackType: instance().nowPlayingItem?.playbackType };
  });
  expect(state).toEqual({ authorized: false, playbackType: 1 /* PlaybackType.preview */ });
  await expect.poll(() => page.evaluate(() => instance().playbackState), { timeout: 15_000 }).toBe(2 /* playing */);
  // The press fetched the song's init segment no second time: it played what was loaded.
  expect((await mediaRequests(page)).filter((file) => file === 'init.mp4')).toHaveLength(mediaBeforePress.filter((file) => file === 'init.mp4').length);
  // What the press fetched beyond the idle warm-up: no chunk of the play path (001 §4's gapless
  // engine and the full-or-preview choice); only what waits for the press (OS media controls,
  // playback targets, the queue keeper: docs/decisions.md "What waits for the press").
  const fetchedByPress = (await chunkRequests(page)).slice(before.length).map((chunk) => chunk.file);
  for (const file of ['play-path.js', 'full-playback.resolver.js', 'gapless-source.setup.js', 'mse-audio-media-sink.js']) expect(fetchedByPress).not.toContain(file);
});

test('issue 17: with the Save-Data preference on, a signed-out page fetches no play-path code ahead; its first press still plays', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, 'saveData', { get: () => true });
  });
  await exposeInstance(page);
  await page.goto('/compat/');
  await expect(page.getByRole('status')).toContainText('ready', { timeout: 15_000 });
  // Longer than the warm-up's deadline (SIGNED_OUT_WARM_UP_DEADLINE_MS, 1 s), so a warm-up would have run.
  await page.waitForTimeout(2_000);
  expect((await chunkRequests(page)).map((chunk) => chunk.file)).not.toContain('play-path.js');

  const origin = await page.locator('meta[name="mediakit-provider-origin"]').first().getAttribute('content');
  const songId = await firstChartSongOf(origin ?? '');
  await page.evaluate((id) => instance().setQueue({ songs: [id] }), songId);
  // Nor is the song's media: it loads with the press.
  await page.waitForTimeout(1_000);
  expect(await mediaRequests(page)).toEqual([]);
  await page.evaluate(() => instance().play());
  await expect.poll(() => page.evaluate(() => instance().playbackState), { timeout: 15_000 }).toBe(2 /* playing */);
  expect((await chunkRequests(page)).map((chunk) => chunk.file)).toContain('play-path.js');
});

/** The media segments the page fetched so far (file names), in order. */
function mediaRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/media/') && /\.(?:mp4|m4s)$/.test(path))
      .map((path) => path.split('/').pop() ?? ''),
  );
}

/** Gives the page `instance()`: the script tag's `MusicKit.getInstance()`, which the tests call in it. */
async function exposeInstance(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { instance: () => unknown }).instance = () => (window as unknown as { MusicKit: { getInstance(): unknown } }).MusicKit.getInstance();
  });
}

/** The compatibility page's instance (installed by `exposeInstance`), as far as these tests call it. */
declare function instance(): {
  readonly isAuthorized: boolean;
  readonly playbackState: number;
  readonly nowPlayingItem?: { readonly playbackType: number };
  setQueue(options: unknown): Promise<unknown>;
  play(): Promise<unknown>;
};

/** The emulator's most played song (asked of the emulator directly, not through the page). */
async function firstChartSongOf(origin: string): Promise<string> {
  const response = await fetch(`${origin}/v1/catalog/us/charts?types=songs&limit=1`, { headers: { Authorization: `Bearer ${EMULATOR_DEVELOPER_TOKEN}` } });
  const body = (await response.json()) as { results: { songs: Array<{ data: Array<{ id: string }> }> } };
  return body.results.songs[0]!.data[0]!.id;
}
