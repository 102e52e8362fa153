import type { Page } from '@playwright/test';
import { expect, test } from './quiet-console.fixture.ts';
import { installMediaProbe } from './media-probe.ts';

// Issue 19 keyboard journeys: Space/N/P/arrows after clicking an album's Play, focus on route
// changes, the queue panel's focus, tooltips on icon buttons, the speaker as a mute toggle, and
// the song in the tab title and the OS media controls (MediaSession).

type Player = { playbackState: number; currentPlaybackTime: number; volume: number };
const player = (page: Page) => page.evaluate(() => {
  const music = (window as unknown as { MusicKit: { getInstance(): Player } }).MusicKit.getInstance();
  return { playbackState: music.playbackState, currentPlaybackTime: music.currentPlaybackTime, volume: music.volume };
});
const PLAYING = 2;
const PAUSED = 3;

async function openFirstAlbum(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByRole('link', { name: /^Album: / }).first().click();
  const play = page.locator('section.collection').getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled();
  return page.locator('.track-list [data-title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-title') ?? ''));
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: after clicking Play, Space pauses and resumes, N and P skip, → seeks`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await installMediaProbe(page);
    const titles = await openFirstAlbum(page);
    const bar = page.getByRole('region', { name: 'Now playing' });
    const title = bar.locator('.now-playing__title');
    await page.locator('section.collection').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(title).toHaveText(titles[0]!);
    await expect.poll(async () => (await player(page)).playbackState, { timeout: 20_000 }).toBe(PLAYING);

    await page.keyboard.press('Space');
    await expect.poll(async () => (await player(page)).playbackState).toBe(PAUSED);
    await expect(title).toHaveText(titles[0]!); // paused, not restarted
    await page.keyboard.press('Space');
    await expect.poll(async () => (await player(page)).playbackState, { timeout: 20_000 }).toBe(PLAYING);

    await page.keyboard.press('n');
    await expect(title).toHaveText(titles[1]!);
    await expect.poll(async () => (await player(page)).playbackState, { timeout: 20_000 }).toBe(PLAYING);
    const before = (await player(page)).currentPlaybackTime;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await player(page)).currentPlaybackTime).toBeGreaterThan(before + 1);
    await page.keyboard.press('p');
    await expect.poll(async () => (await title.textContent()) === titles[0] || (await player(page)).currentPlaybackTime < before + 1).toBe(true);

    // The song in the tab title and in the OS media controls (media keys).
    const now = (await title.textContent()) ?? '';
    await expect(page).toHaveTitle(new RegExp(`^${now.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
    await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(now);
    await page.screenshot({ path: testInfo.outputPath(`keyboard-${viewport.width}.png`) });
  });
}

test('a route change moves focus to the new view', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.media-card').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Radio' }).click();
  await expect(page).toHaveURL(/#\/radio/);
  await expect(page.locator('main')).toBeFocused();
  await expect(page.locator('main')).toHaveAccessibleName('Radio');
});

test('the queue panel takes focus, closes on Escape and gives focus back to the Queue button', async ({ page }) => {
  await openFirstAlbum(page);
  const queueButton = page.getByRole('button', { name: 'Queue', exact: true });
  await queueButton.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Queue' });
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(queueButton).toBeFocused();
});

test('icon buttons have tooltips; the speaker mutes and unmutes', async ({ page }) => {
  await openFirstAlbum(page);
  const bar = page.getByRole('region', { name: 'Now playing' });
  for (const button of await bar.getByRole('button').all()) {
    expect(await button.getAttribute('title'), (await button.getAttribute('aria-label')) ?? '').toBeTruthy();
  }
  const volumeBefore = (await player(page)).volume;
  expect(volumeBefore).toBeGreaterThan(0);
  const mute = bar.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect((await player(page)).volume).toBe(0);
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  expect((await player(page)).volume).toBe(volumeBefore);
});

// Issue 19: the queue's Clear empties Up Next and keeps the song playing.
test('Clear up next leaves only the song playing', async ({ page }) => {
  const titles = await openFirstAlbum(page);
  await page.locator('section.collection').getByRole('button', { name: 'Play', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.locator('.now-playing__title')).toHaveText(titles[0]!);
  await bar.getByRole('button', { name: 'Queue', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Queue' });
  const rows = panel.getByRole('list', { name: 'Queue items' }).locator('li');
  await expect(rows).toHaveCount(titles.length);
  await panel.getByRole('button', { name: 'Clear up next' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(titles[0]!);
  await expect(bar.locator('.now-playing__title')).toHaveText(titles[0]!);
  await expect(panel.getByRole('button', { name: 'Clear up next' })).toBeDisabled();
});
