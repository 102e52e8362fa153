import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 "missing pieces": the bar's artwork and title open a now-playing view with large
// artwork, links to the album and artist, and the songs up next (a click jumps there).

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: the bar opens the now-playing view; Up next jumps; album link; axe-clean in both themes`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('link', { name: /^Album: / }).first().click();
    const albumUrl = page.url();
    const albumName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
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

    await upNext.getByRole('button').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[1]!, { timeout: 20_000 });
    await page.getByRole('link', { name: albumName }).click();
    expect(page.url()).toBe(albumUrl);
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
