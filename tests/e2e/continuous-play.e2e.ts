import { expect, test, type Page } from '@playwright/test';
import { installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 15 in Chromium, through the demo player (the browser host, as an app builds it):
// - 001 §4 Track end with continuous play on (docs/decisions.md, Serial continuous play): a
//   signed-out listener presses Play on an album and hears its previews one after another;
// - 002 §4 Autoplay: a signed-in listener with Autoplay on hears similar songs after the album.
// The emulator's clips last about 7 s, so each end comes in real time without seeking.

async function openFirstAlbum(page: Page): Promise<string[]> {
  await page.getByRole('link', { name: /^Album: / }).first().click();
  await expect(page).toHaveURL(/#\/album\//);
  await expect(albumPlayButton(page)).toBeEnabled();
  return page.locator('.track-list [data-title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-title') ?? ''));
}

function albumPlayButton(page: Page) {
  return page.locator('section.collection').getByRole('button', { name: 'Play', exact: true });
}

function nowPlayingTitle(page: Page) {
  return page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__title');
}

/** What the public instance says plays now (window.MusicKit is the demo's namespace). */
function nowPlaying(page: Page): Promise<{ index: number; isAutoplay: boolean; title: string | undefined; queueLength: number }> {
  return page.evaluate(() => {
    type Instance = { nowPlayingItemIndex: number; nowPlayingItem?: { title?: string }; queue: { length: number; entries: ReadonlyArray<{ isAutoplay: boolean }> } };
    const music = (window as unknown as { MusicKit: { getInstance(): Instance } }).MusicKit.getInstance();
    const index = music.nowPlayingItemIndex;
    return { index, isAutoplay: music.queue.entries[index]?.isAutoplay ?? false, title: music.nowPlayingItem?.title, queueLength: music.queue.length };
  });
}

test('001 §4 signed out: Play on an album plays through three previews without a touch', async ({ page }) => {
  test.setTimeout(90_000);
  await installMediaProbe(page);
  await page.goto('/');
  const titles = await openFirstAlbum(page);
  expect(titles.length).toBeGreaterThanOrEqual(3);

  await albumPlayButton(page).click();
  for (const title of titles.slice(0, 3)) {
    await expect(nowPlayingTitle(page)).toHaveText(title, { timeout: 20_000 });
  }
  // The third preview plays in the media element (each before it was heard to its end).
  await expect.poll(async () => (await nowPlaying(page)).index, { timeout: 20_000 }).toBe(2);
  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing'), { timeout: 20_000 }).toBe(true);
});

test('002 §4 signed in: with Autoplay on, playback continues past the end of the album', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();
  const titles = await openFirstAlbum(page);

  // The album's last track, then Autoplay on: autoplay tracks are queued after it.
  const last = titles.at(-1)!;
  await page.locator('.track-list').getByRole('button', { name: `Play ${last}` }).first().click();
  await expect(nowPlayingTitle(page)).toHaveText(last, { timeout: 20_000 });
  const autoplay = page.getByRole('button', { name: 'Autoplay', exact: true });
  await autoplay.click();
  await expect(autoplay).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await nowPlaying(page)).queueLength, { timeout: 15_000 }).toBeGreaterThan(titles.length);

  // The last track ends; an autoplay track plays next, with no touch.
  await expect.poll(async () => (await nowPlaying(page)).isAutoplay, { timeout: 30_000 }).toBe(true);
  const after = await nowPlaying(page);
  expect(after.index).toBe(titles.length);
  await expect(nowPlayingTitle(page)).toHaveText(after.title ?? '');
});
