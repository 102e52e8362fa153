import type { Locator, Page } from '@playwright/test';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 "on a phone too": at 390×844 every route fits the viewport (no horizontal scroll) and
// every control of the header, the bar and a track row can be reached; the queue is a drawer.

test.use({ viewport: { width: 390, height: 844 } });

const ROUTES = [
  ['browse', '/', '.media-card'],
  ['album', '/#/album/', '.track'],
  ['search', '/#/search?q=wave', '.track'],
  ['library', '/#/library', '.notice'],
  ['radio', '/#/radio', '.station'],
  ['music video', '/#/video/1700000001', '.video-stage'],
] as const;

/** True when the whole box is inside the viewport's width (the control can be seen and tapped). */
async function fitsHorizontally(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

async function firstAlbumPath(page: Page): Promise<string> {
  await page.goto('/');
  const link = page.getByRole('link', { name: /^Album: / }).first();
  return (await link.getAttribute('href')) ?? '';
}

for (const [name, path, ready] of ROUTES) {
  test(`390×844 ${name}: no horizontal scroll, header and bar controls on screen`, async ({ page }, testInfo) => {
    const target = path === '/#/album/' ? `/${await firstAlbumPath(page)}` : path;
    await page.goto(target);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    const header = page.getByRole('banner');
    for (const control of await header.locator('a, button').all()) {
      if (await control.evaluate((element) => element.classList.contains('skip-link'))) continue;
      expect(await fitsHorizontally(control, page), await control.textContent() ?? '').toBe(true);
    }
    const bar = page.getByRole('region', { name: 'Now playing' });
    for (const control of await bar.locator('button, input').all()) {
      expect(await fitsHorizontally(control, page), (await control.getAttribute('aria-label')) ?? '').toBe(true);
    }
    await page.screenshot({ path: testInfo.outputPath(`phone-${name.replace(/\W+/g, '-')}.png`), fullPage: true });
  });
}

test('390×844 album: each row keeps Next and Later on screen; the queue opens as a drawer over the page', async ({ page }, testInfo) => {
  await page.goto(`/${await firstAlbumPath(page)}`);
  const row = page.locator('.track').first();
  await expect(row).toBeVisible();
  for (const name of [/ next$/, / later$/]) {
    const button = row.getByRole('button', { name });
    await expect(button).toBeVisible();
    expect(await fitsHorizontally(button, page)).toBe(true);
  }
  await row.getByRole('button', { name: / later$/ }).click();
  await page.getByRole('button', { name: 'Queue', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Queue' });
  await expect(drawer).toBeVisible();
  // The drawer is on screen now, not below the page.
  const box = await drawer.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeLessThan(844);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 0.5);
  expect(await fitsHorizontally(drawer, page)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('phone-queue-drawer.png') });
  await drawer.getByRole('button', { name: 'Close queue' }).click();
  await expect(drawer).toHaveCount(0);
});
