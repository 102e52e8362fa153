import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { EMULATOR_DEVELOPER_TOKEN } from './auth-e2e.helpers.ts';
import { furthestPlaybackTime, installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 18: "README: every snippet runs as written against `npm start` (test them: an e2e loads
// the README's script-tag snippet)". The snippet is read from README.md itself, so an edit that
// breaks it fails here. Only what `npm start` decides is replaced: the token it prints and its
// port (this run's server is `npm start`'s script on the e2e port).
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Written for the test from README.md, never committed (.gitignore). */
const SNIPPET_PAGE = new URL('../../app-react/demo/e2e/readme-snippet.generated.html', import.meta.url);
test.afterAll(() => rmSync(SNIPPET_PAGE, { force: true }));

function scriptTagSnippet(): string {
  const start = README.indexOf('```html\n');
  const end = README.indexOf('\n```', start + 8);
  if (start < 0 || end < 0) throw new Error('README.md has no ```html snippet');
  return README.slice(start + 8, end);
}

test('the README\'s script-tag snippet plays the album it names against npm start (issue 18)', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const snippet = scriptTagSnippet();
  expect(snippet).toContain('(the token npm start prints)');
  const html = snippet.replace('(the token npm start prints)', EMULATOR_DEVELOPER_TOKEN).replaceAll(':4500', `:${port}`);
  await installMediaProbe(page);
  // Served by npm start's own server, as a page a user writes next to it would be (a page
  // fulfilled by the test itself would not be on the loopback address space Chromium allows).
  writeFileSync(SNIPPET_PAGE, `<!doctype html><html><head>${html}</head><body></body></html>`);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // One load: the dev server must not reload the page it just saw written (tools/start.ts).
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/e2e/readme-snippet.generated.html');
  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => furthestPlaybackTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
  // `startWith: 2`: the album's third song is the one playing.
  const playing = await page.evaluate(() => {
    const music = (window as unknown as { MusicKit: { getInstance(): { nowPlayingItemIndex: number; nowPlayingItem?: { title: string } } } }).MusicKit.getInstance();
    return { index: music.nowPlayingItemIndex, title: music.nowPlayingItem?.title ?? '' };
  });
  expect(playing.index).toBe(2);
  expect(playing.title).not.toBe('');
  expect(errors).toEqual([]);
  expect(loads).toBe(1);

  // Issue 17: the first play's code (play-path.js) is asked for beside the first chunk this page
  // needs (here the share-link queue's, which imports it; lazy-chunks.plugin.ts companions), not
  // once that chunk has arrived.
  const chunks = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/mediakit-chunks/'))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop() ?? '', startTime: entry.startTime, responseEnd: entry.responseEnd })),
  );
  const playPath = chunks.find((chunk) => chunk.file === 'play-path.js');
  expect(playPath, 'play-path.js fetched').toBeDefined();
  expect(chunks[0]?.file).not.toBe('play-path.js');
  expect(playPath!.startTime).toBeLessThanOrEqual(chunks[0]!.responseEnd);
});
