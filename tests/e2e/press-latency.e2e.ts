import { expect, test } from '@playwright/test';
import { openHarness, providerOf, withHarness } from './gapless-harness.ts';

// Issue 17: what a listener's first press no longer waits for, seen in Chromium through the
// public instance (the figures themselves are the product-path bench's, docs/benchmarks.md §7).

type KeySystemCalls = { __keySystemCalls: string[] };

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
