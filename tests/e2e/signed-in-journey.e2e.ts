import { expect, test } from '@playwright/test';
import { installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 10 journeys: sign in through the real pop-up on the provider's origin, play an album,
// add it to the library, and create a playlist; each ends in a saved screenshot.

test('sign in through the pop-up, play an album, add it to the library, create a playlist', async ({ page }, testInfo) => {
  await installMediaProbe(page);
  await page.goto('/');

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).hostname).toBe('127.0.0.1'); // the provider's origin, not the page's
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();

  await page.getByRole('link', { name: /^Album: / }).first().click();
  const albumTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing'), { timeout: 20_000 }).toBe(true);

  // 000 §1: a subscriber hears the full track: encrypted, through the gapless MSE engine, with a
  // licence from the provider (ClearKey in this browser).
  const playing = await page.evaluate(() => {
    const music = (window as unknown as { MusicKit: { getInstance(): { playbackBackend: string | null; nowPlayingItem?: { playbackType: number } } } }).MusicKit.getInstance();
    return { backend: music.playbackBackend, playbackType: music.nowPlayingItem?.playbackType };
  });
  expect(playing).toEqual({ backend: 'mse-audio', playbackType: 3 /* PlaybackType.encryptedFull */ });
  const requests = (await (await page.request.get(`http://127.0.0.1:${new URL(page.url()).port}/__emulator/requests`)).json()) as { requests: Array<{ path: string }> };
  expect(requests.requests.some((request) => /licen[cs]e/i.test(request.path))).toBe(true);

  await page.getByRole('button', { name: 'Add to library' }).click();
  await expect(page.getByRole('button', { name: 'In your library' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('signed-in-album.png') });

  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('list', { name: 'Your albums' })).toContainText(albumTitle);

  await page.getByLabel('New playlist name').fill('Demo mix');
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.getByRole('list', { name: 'Your playlists' })).toContainText('Demo mix');
  await page.screenshot({ path: testInfo.outputPath('library.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

async function signInAs(page: import('@playwright/test').Page, who: RegExp): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: who }).click();
}

// Issue 19: the header tells a non-subscriber they hear previews (000 §1), not full tracks.
test('a non-subscriber is told "Signed in · previews"', async ({ page }, testInfo) => {
  await page.goto('/');
  await signInAs(page, /^Sign in as Nia/);
  await expect(page.getByRole('banner')).toContainText('Signed in · previews');
  await expect(page.getByRole('banner')).not.toContainText('full tracks');
  await page.screenshot({ path: testInfo.outputPath('non-subscriber-header.png') });
});

// Issue 19 / 000 §6: restricted listeners cannot play explicit songs. Explicit rows look
// unavailable; a click or "Later" says why instead of playing track 1 or doing nothing.
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`restricted listener at ${viewport.width}px: explicit rows are unavailable and say why`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await signInAs(page, /^Sign in as Rory/);
    await expect(page.getByRole('banner')).toContainText('explicit off');
    await page.getByRole('link', { name: /^Album: / }).first().click();
    const explicitRow = page.locator('.track', { has: page.locator('.badge') }).first();
    await expect(explicitRow).toHaveClass(/track--unavailable/);
    const playButton = explicitRow.locator('.track__play');
    await expect(playButton).toHaveAccessibleName(/explicit, unavailable/);
    const title = (await playButton.getAttribute('data-title')) ?? '';

    const notices = page.getByRole('region', { name: 'Notifications' });
    await playButton.click();
    await expect(notices).toContainText(`“${title}” is explicit`);
    const bar = page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__title');
    await expect(bar).toHaveText('Nothing playing'); // not track 1 instead

    await explicitRow.getByRole('button', { name: / later$/ }).click();
    await expect(notices.getByText(`“${title}” is explicit`)).toHaveCount(2);

    // A clean song after the explicit one starts that very song (an index would be off by one).
    const after = page.locator('.track:not(.track--unavailable) ~ .track:not(.track--unavailable)').last().locator('.track__play');
    const afterTitle = (await after.getAttribute('data-title')) ?? '';
    await after.click();
    await expect(bar).toHaveText(afterTitle, { timeout: 20_000 });
    await page.screenshot({ path: testInfo.outputPath(`restricted-${viewport.width}.png`), fullPage: true });
  });
}
