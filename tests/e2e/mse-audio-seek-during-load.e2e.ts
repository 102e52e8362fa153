import { expect, test, type Page } from '@playwright/test';
import { clipOf } from './emulator-media-faults.ts';
import { openHarness, providerOf, requestPaths, withHarness } from './gapless-harness.ts';

// 001 §4 Seeking, through the public instance in real Chromium: a seek asked while the next song
// is still loading. A load that replaces a playing track keeps the open MediaSource (issue 17),
// so the sink can take a seek before the new track is placed on the timeline; CI met that window
// once (a journey's skip then seek) as an uncaught "non-finite currentTime" page error.

let page: Page;
let ids: string[];
let provider: string;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  provider = providerOf(baseURL);
  page = await browser.newPage({ baseURL });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  ids = await openHarness(page, provider);
});

test.afterAll(async () => {
  await page.request.delete(`${provider}/__emulator/faults`);
  await page.close();
});

test('001 §4 Seeking: a seek asked while the next song reads its init segment takes it there once loaded, with no page error', async () => {
  test.setTimeout(90_000);
  expect(await withHarness(page, (h, id) => h.playQueue([id]), ids[0]!)).toHaveProperty('toPlayingMs');
  // The next song's init segment is held 1 s by the emulator: the load is under way, the
  // MediaSource kept and emptied, and the track not yet on the timeline.
  const init = `${await clipOf(page, provider, ids[1]!)}/cenc/init.mp4`;
  await page.request.post(`${provider}/__emulator/faults`, { data: { match: `^.*/${init.replace(/\./g, '\\.')}$`, delayMs: 1_000, times: 1 } });
  await page.request.delete(`${provider}/__emulator/requests`);
  const started = withHarness(page, (h, id) => h.playQueue([id]), ids[1]!);
  await expect.poll(async () => (await requestPaths(page, provider)).some((path) => path.endsWith(init)), { timeout: 30_000, intervals: [20] }).toBe(true);
  await withHarness(page, (h) => h.seek(5));
  expect(await started).toHaveProperty('toPlayingMs');
  const status = await withHarness(page, (h) => h.status());
  expect(pageErrors).toEqual([]);
  expect(status.nowPlayingId).toBe(ids[1]);
  // At 5 s as it starts, not at the beginning: the seek was kept, not dropped or thrown away.
  expect(status.currentTime).toBeGreaterThanOrEqual(4.9);
  expect(status.currentTime).toBeLessThan(6);
  await expect.poll(() => withHarness(page, (h) => h.status().currentTime), { timeout: 10_000 }).toBeGreaterThan(status.currentTime + 0.3);
});
