import { expect, test } from '@playwright/test';
import { furthestPlaybackTime, installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 2, done when: `npm start` serves a player in which a song plays. The web server of this
// run is `tools/start.ts`, the script behind `npm start`.
test('a new user opens the player, clicks a song, and its preview plays', async ({ page }, testInfo) => {
  await installMediaProbe(page);
  await page.goto('/');

  const album = page.getByRole('link', { name: /^Album: / }).first();
  await expect(album).toBeVisible();
  await album.click();

  const song = page.getByRole('button', { name: /^Play / }).first();
  await expect(song).toBeVisible();
  await song.click();

  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing'), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => furthestPlaybackTime(page), { timeout: 15_000 }).toBeGreaterThan(1);

  await expect(page.getByRole('region', { name: 'Now playing' })).toContainText(await song.getAttribute('data-title') ?? '');
  await page.screenshot({ path: testInfo.outputPath('first-song-playing.png'), fullPage: true });
});
