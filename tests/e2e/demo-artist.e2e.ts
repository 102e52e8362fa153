import AxeBuilder from '@axe-core/playwright';
import { providerOrigin } from './emulator-control.ts';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 "artist pages with top songs and playlists": the artist's top songs (playable), albums,
// and the catalogue playlists featuring them (the artist's views, 002 §7 {type}/{id}/view/{view}).

interface CatalogIndex {
  readonly artists: ReadonlyArray<{ readonly id: string; readonly name: string; readonly albumIds: readonly string[] }>;
  readonly songs: ReadonlyArray<{ readonly id: string; readonly name: string; readonly albumId: string; readonly explicit: boolean }>;
  readonly playlists: ReadonlyArray<{ readonly id: string; readonly name: string; readonly trackIds: readonly string[] }>;
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: an artist page shows top songs that play, albums and featuring playlists`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    const index = (await (await page.request.get(`${providerOrigin(page)}/__emulator/catalog`)).json()) as CatalogIndex;
    // An artist some catalogue playlist features (through one of their songs).
    const artistOfSong = (songId: string) => index.artists.find((a) => a.albumIds.includes(index.songs.find((s) => s.id === songId)?.albumId ?? ''));
    const playlist = index.playlists.find((p) => p.trackIds.some((t) => artistOfSong(t)))!;
    const artist = artistOfSong(playlist.trackIds.find((t) => artistOfSong(t))!)!;
    const theirSongs = new Set(index.songs.filter((s) => artist.albumIds.includes(s.albumId)).map((s) => s.name));

    await page.goto(`/#/artist/${artist.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(artist.name);
    const top = page.locator('section[aria-labelledby="artist-top-songs"]');
    // The top songs arrive after the artist's heading: read them once they are listed.
    await expect(top.locator('.track-list [data-title]').first()).toBeVisible();
    const titles = await top.locator('.track-list [data-title]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-title') ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(5);
    for (const title of titles) expect(theirSongs.has(title), title).toBe(true);
    await expect(page.getByRole('list', { name: 'Albums' }).getByRole('link')).toHaveCount(artist.albumIds.length);
    await expect(page.getByRole('list', { name: 'Playlists featuring the artist' })).toContainText(playlist.name);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), colorScheme).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`artist-${viewport.width}.png`), fullPage: true });

    // A top song plays from the page (a clean one: a signed-out listener may play anything, but be plain).
    const playable = titles.find((title) => !index.songs.find((s) => s.name === title)?.explicit) ?? titles[0]!;
    await top.locator('.track-list [data-title]').filter({ hasText: playable }).first().click();
    await expect(page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__title')).toHaveText(playable, { timeout: 20_000 });
  });
}
