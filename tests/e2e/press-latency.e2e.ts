import { expect, test } from '@playwright/test';
import { openHarness, providerOf, withHarness } from './gapless-harness.ts';

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
  const ids = await openHarness(page, providerOf(baseURL));
  const calls = () => page.evaluate(() => ({ ...(window as unknown as MediaCalls).__mediaCalls }));

  // Before: the first load made both (Chromium: 15–45 ms to open a MediaSource, 15–20 ms to set
  // MediaKeys, and a key request made meanwhile waited 20 ms more for the CDM's message).
  await expect.poll(calls, { timeout: 15_000 }).toEqual({ mediaSources: 1, setMediaKeys: 1 });
  const started = await withHarness(page, (h, queue) => h.playQueue(queue), ids.slice(0, 1));
  expect(started, JSON.stringify(started)).toHaveProperty('toPlayingMs');
  expect(await withHarness(page, (h) => h.status())).toMatchObject({ backend: 'mse-audio', playbackType: 3 /* PlaybackType.encryptedFull */ });
  expect(await calls()).toEqual({ mediaSources: 1, setMediaKeys: 1 });
});
