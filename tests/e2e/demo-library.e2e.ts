import type { Page } from '@playwright/test';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 library journey, through the demo only: create an empty playlist, add a song to it
// from an album, rename it (the list follows without a reload), remove the song, delete it.

async function signIn(page: Page): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: create, fill, rename, empty and delete a playlist`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const name = `Road trip ${viewport.width}-${Date.now().toString(36)}`;
    await page.goto('/');
    await signIn(page);
    const library = () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
    const yourPlaylists = page.getByRole('list', { name: 'Your playlists' });

    // A new listener's library is empty: it says so, and (the console guard) logs no failed request.
    await library();
    await expect(page.getByText('No playlists yet.')).toBeVisible();
    await expect(page.getByText(/^No albums yet/)).toBeVisible();

    // Create: empty, even with nothing (or something) playing.
    await page.getByLabel('New playlist name').fill(name);
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await expect(yourPlaylists).toContainText(name);
    await yourPlaylists.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('0 songs')).toBeVisible();

    // Add a song from an album.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.getByRole('link', { name: /^Album: / }).first().click();
    const row = page.locator('.track').first();
    const song = (await row.locator('[data-title]').getAttribute('data-title')) ?? '';
    await row.locator('summary').click();
    await row.getByRole('list', { name: 'Your playlists' }).getByRole('button', { name }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Added “${song}” to “${name}”`);

    await library();
    await yourPlaylists.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByText('1 song', { exact: true })).toBeVisible(); // not "1 songs"
    await expect(page.locator('.track-list')).toContainText(song);

    // Rename: the library list shows the new name without a reload.
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Playlist name').fill(`${name} (renamed)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (renamed)`);
    await library();
    await expect(yourPlaylists).toContainText(`${name} (renamed)`);

    // Remove the song, then delete the playlist.
    await yourPlaylists.getByRole('link', { name: new RegExp(`${name} \\(renamed\\)`) }).click();
    await page.getByRole('button', { name: `Remove ${song} from this playlist` }).click();
    await expect(page.getByText('No songs yet.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`library-playlist-${viewport.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Delete playlist' }).click();
    await page.getByRole('button', { name: 'Yes, delete playlist' }).click();
    await expect(page).toHaveURL(/#\/library$/);
    await expect(page.getByRole('heading', { name: 'Playlists' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(name);
    await page.screenshot({ path: testInfo.outputPath(`library-${viewport.width}.png`), fullPage: true });
  });
}
