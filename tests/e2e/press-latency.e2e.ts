import { expect, test } from '@playwright/test';
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

test('issue 17: a signed-out script-tag page asks for the preview\'s playlist when the queue is set, before the play path\'s code has arrived, and plays it from that one request', async ({ page }) => {
  test.setTimeout(90_000);
  // The compatibility page: the script-tag build (npm test builds it first), signed out.
  await page.goto('/compat/');
  await expect(page.getByRole('status')).toContainText('ready', { timeout: 15_000 });

  // Hold the play path's chunk back until a preview playlist has been asked for (or 10 s): before
  // this change the playlist was read by that chunk's code, so it could not go out while it was held.
  const masters: string[] = [];
  let askedWhileHeld = false;
  let seenMaster: () => void = () => undefined;
  const masterSeen = new Promise<void>((resolve) => (seenMaster = resolve));
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/clear/master.m3u8')) return;
    masters.push(request.url());
    seenMaster();
  });
  await page.route('**/mediakit-chunks/play-path.js', async (route) => {
    askedWhileHeld = await Promise.race([masterSeen.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    await route.continue();
  });

  const origin = await page.locator('meta[name="mediakit-provider-origin"]').first().getAttribute('content');
  const songId = await firstChartSongOf(origin ?? '');
  const state = await page.evaluate(async (id) => {
    const music = (window as unknown as { MusicKit: { getInstance(): { isAuthorized: boolean; setQueue(o: unknown): Promise<unknown>; play(): Promise<unknown>; playbackState: number; nowPlayingItem?: { playbackType: number } } } }).MusicKit.getInstance();
    await music.setQueue({ songs: [id] });
    await music.play();
    return { authorized: music.isAuthorized, playbackType: music.nowPlayingItem?.playbackType };
  }, songId);
  expect(state).toEqual({ authorized: false, playbackType: 1 /* PlaybackType.preview */ });
  await expect.poll(() => page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { playbackState: number } } }).MusicKit.getInstance().playbackState), { timeout: 15_000 }).toBe(2 /* playing */);
  expect(askedWhileHeld).toBe(true);
  expect(masters).toHaveLength(1);
});

/** The emulator's most played song (asked of the emulator directly, not through the page). */
async function firstChartSongOf(origin: string): Promise<string> {
  const response = await fetch(`${origin}/v1/catalog/us/charts?types=songs&limit=1`, { headers: { Authorization: `Bearer ${EMULATOR_DEVELOPER_TOKEN}` } });
  const body = (await response.json()) as { results: { songs: Array<{ data: Array<{ id: string }> }> } };
  return body.results.songs[0]!.data[0]!.id;
}
