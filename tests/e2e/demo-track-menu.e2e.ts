import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 "a context menu per track (play next/later, add to playlist, go to album/artist, share
// link, rate)": a menu button per row, keyboard-complete (WAI-ARIA menu button: Enter or ArrowDown
// opens it on its first item, arrows/Home/End move, Escape closes and returns focus), axe-clean.

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: a track's context menu works from the keyboard, queues, shares and navigates`, async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('link', { name: /^Album: / }).first().click();
    await expect(page).toHaveURL(/#\/album\//);
    const row = page.locator('.track').nth(2);
    const title = (await row.locator('[data-title]').getAttribute('data-title')) ?? '';
    const button = row.getByRole('button', { name: `More actions for ${title}` });
    const menu = page.getByRole('menu', { name: `Actions for ${title}` });

    // Keyboard: Enter opens on the first item; arrows wrap; Home/End; Escape returns focus.
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveText('Play next');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Play later' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), colorScheme).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`track-menu-${viewport.width}.png`) });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    // ArrowDown on the button opens it too; "Play later" queues the song (nothing was playing).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`“${title}” added to the queue`);
    await expect(page.getByRole('region', { name: 'Now playing' }).getByRole('button', { name: 'Play', exact: true })).toBeEnabled();

    // Copy share link: the song's catalogue URL (album URL with ?i=) is on the clipboard.
    await button.click();
    await menu.getByRole('menuitem', { name: 'Copy share link' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Link to “${title}” copied`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/album\/[^/]+\/\d+\?i=\d+$/);

    // A click outside closes the menu.
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toHaveCount(0);

    // Go to artist, then (from the artist's page) back to the album by the menu of a search result.
    await button.click();
    await menu.getByRole('menuitem', { name: 'Go to artist' }).click();
    await expect(page).toHaveURL(/#\/artist\//);
    await page.goto(`/#/search?q=${encodeURIComponent(title)}`);
    const result = page.locator('.track').filter({ hasText: title }).first();
    await result.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menu', { name: `Actions for ${title}` }).getByRole('menuitem', { name: 'Go to album' }).click();
    await expect(page).toHaveURL(/#\/album\//);
    await expect(page.locator('.track-list [data-title]').filter({ hasText: title }).first()).toBeVisible();
  });
}

// Signed in, the menu also adds the song to one of the listener's playlists and rates it (002 §7).
test('signed in: the menu adds the song to a playlist and loves it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const name = `Menu mix ${Date.now().toString(36)}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await page.getByLabel('New playlist name').fill(name);
  await page.getByRole('button', { name: 'Create playlist' }).click();
  await expect(page.getByRole('list', { name: 'Your playlists' })).toContainText(name);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
  await page.getByRole('link', { name: /^Album: / }).first().click();
  const row = page.locator('.track').first();
  const title = (await row.locator('[data-title]').getAttribute('data-title')) ?? '';
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${title}` });
  await menu.getByRole('menuitem', { name: `Add to “${name}”` }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Added “${title}” to “${name}”`);
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await menu.getByRole('menuitem', { name: 'Love' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`You love “${title}”`);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await page.getByRole('list', { name: 'Your playlists' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.locator('.track-list')).toContainText(title);
});
