import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { providerOrigin } from './emulator-control.ts';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 "missing pieces": the bar's artwork and title open a now-playing view with large
// artwork, links to the album and artist, and the songs up next (a click jumps there).

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: the bar opens the now-playing view; Up next jumps; album link; axe-clean in both themes`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('link', { name: /^Album: / }).first().click();
    // Read the album page only once it is shown: until then the heading and the songs are Browse's.
    await expect(page).toHaveURL(/#\/album\/[^/]+$/);
    const albumUrl = page.url();
    const albumName = (await page.locator('h1#collection-title').textContent()) ?? '';
    await expect(page.locator('.track-list [data-title]').first()).toBeVisible();
    const titles = await page.locator('.track-list [data-title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-title') ?? ''));
    await page.locator('section.collection').getByRole('button', { name: 'Play', exact: true }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar.locator('.now-playing__title')).toHaveText(titles[0]!);

    await bar.getByRole('link', { name: new RegExp(titles[0]!) }).click();
    await expect(page).toHaveURL(/#\/now-playing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
    const upNext = page.getByRole('region', { name: 'Up next' }).or(page.locator('section[aria-labelledby="up-next"]'));
    await expect(upNext.getByRole('button').first()).toContainText(titles[1]!);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), colorScheme).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`now-playing-${viewport.width}.png`), fullPage: true });

    // The album plays on meanwhile (short clips, a slow shared machine): jump to whatever is next now.
    const nextButton = upNext.getByRole('button').last();
    const nextTitle = (await nextButton.locator('span').first().textContent()) ?? '';
    await nextButton.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle, { timeout: 20_000 });
    await page.getByRole('link', { name: albumName, exact: true }).click();
    await expect(page).toHaveURL(albumUrl);
  });
}

// Issue 19: search shows results as you type (focus stays in the field) and songs with artwork.
test('search as you type: results appear without submitting, songs show artwork, focus stays in the field', async ({ page }, testInfo) => {
  await page.goto('/#/search');
  const field = page.getByRole('searchbox');
  await field.click();
  await page.keyboard.type('wave');
  await expect(page.getByRole('heading', { name: 'Songs' })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/#\/search\?q=wave$/);
  await expect(page.locator('.track').first().locator('img.artwork')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-as-you-type.png') });
});

// Issue 19 / 000 §3: a classical song names the same artist (its composer) in the list and in the bar.
test('a classical song names the same artist in the result list and in the bar', async ({ page }) => {
  await page.goto('/#/search?q=Bach');
  const row = page.locator('.track').first();
  await expect(row).toBeVisible();
  const listed = (await row.locator('.track__artist').textContent()) ?? '';
  expect(listed).toBe('Johann Sebastian Bach');
  await row.locator('.track__play').click();
  await expect(page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__artist')).toHaveText(listed, { timeout: 20_000 });
});

interface CatalogIndex {
  readonly artists: ReadonlyArray<{ readonly name: string; readonly albumIds: readonly string[] }>;
}

/** The first album of a roster artist (tools/emulator/catalog/catalog-words.ts), from the emulator's index. */
async function albumOf(page: Page, artist: string): Promise<string> {
  const index = (await (await page.request.get(`${providerOrigin(page)}/__emulator/catalog`)).json()) as CatalogIndex;
  const albumId = index.artists.find((a) => a.name === artist)?.albumIds[0];
  if (!albumId) throw new Error(`the emulator has no album of ${artist}`);
  return albumId;
}

/** Plays an album's first song from its page and opens the now-playing view from the bar. */
async function playAndOpenNowPlaying(page: Page, albumId: string): Promise<string> {
  await page.goto(`/#/album/${albumId}`);
  const first = (await page.locator('.track-list [data-title]').first().getAttribute('data-title')) ?? '';
  await page.locator('section.collection').getByRole('button', { name: 'Play', exact: true }).click();
  const bar = page.getByRole('region', { name: 'Now playing' });
  await expect(bar.locator('.now-playing__title')).toHaveText(first);
  await bar.getByRole('link', { name: new RegExp(first) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  return first;
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  // Issue 19: colours taken from the artwork, and lyrics where the catalogue has them (002 §7 songs/{id}/lyrics).
  test(`${viewport.width}px: the now-playing view is tinted with the artwork's colour and shows the song's lyrics`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const title = await playAndOpenNowPlaying(page, await albumOf(page, 'STARLINE'));

    // The tint is the artwork's average colour: measured here again on the full-size image.
    const art = page.locator('.now-playing-view__art');
    await expect(art).not.toHaveAttribute('data-tint', 'none');
    const tint = ((await art.getAttribute('data-tint')) ?? '').split(' ').map(Number);
    const src = (await art.locator('img').getAttribute('src')) ?? '';
    const measured = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url, { mode: 'cors' })).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const sum = [0, 0, 0];
      for (let at = 0; at < pixels.length; at += 4) for (let c = 0; c < 3; c++) sum[c]! += pixels[at + c]!;
      return sum.map((total) => total / (pixels.length / 4));
    }, src);
    tint.forEach((channel, c) => expect(Math.abs(channel - measured[c]!), `channel ${c}`).toBeLessThanOrEqual(20));
    expect(await art.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(`rgb(${tint.join(', ')})`);

    // Lyrics: the lines of the catalogue's TTML, the one being sung marked.
    const lyrics = page.getByRole('region', { name: 'Lyrics' });
    await expect(lyrics.getByRole('listitem')).toHaveCount(4);
    await expect(lyrics.getByRole('listitem').first()).toHaveText(title);
    await expect(lyrics.locator('[aria-current="true"]')).toHaveCount(1);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), colorScheme).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`now-playing-tint-lyrics-${viewport.width}.png`), fullPage: true });
  });
}

// Issue 19: an instrumental song (hasLyrics false) shows no lyrics and asks for none (that request would 404).
test('an instrumental song shows no lyrics panel and sends no lyrics request', async ({ page }) => {
  const lyricsRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/') && pathname.endsWith('/lyrics')) lyricsRequests.push(request.url());
  });
  await page.goto('/');
  await playAndOpenNowPlaying(page, await albumOf(page, 'Sine District'));
  await expect(page.locator('.now-playing-view__art')).not.toHaveAttribute('data-tint', 'none');
  await expect(page.getByRole('heading', { name: 'Lyrics' })).toHaveCount(0);
  expect(lyricsRequests).toEqual([]);
});
