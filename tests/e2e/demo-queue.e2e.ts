import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19 "an Up Next / History queue with Clear and drag-and-drop": what has played is listed
// under History (a click plays it again), what plays now and next under the queue, and Up Next is
// reordered by dragging (Alt+↑/↓ and the ↑/↓ buttons are the keyboard way, player-journeys).

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: History lists the songs played; Up Next reorders by drag and drop`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('link', { name: /^Album: / }).first().click();
    // The album's tracks arrive after its page: read them once they are listed.
    await expect(page.locator('.track-list [data-title]').first()).toBeVisible();
    const titles = await page.locator('.track-list [data-title]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-title') ?? ''));
    await page.locator('section.collection').getByRole('button', { name: 'Play', exact: true }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar.locator('.now-playing__title')).toHaveText(titles[0]!);
    await bar.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(bar.locator('.now-playing__title')).toHaveText(titles[1]!);
    await bar.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(bar.locator('.now-playing__title')).toHaveText(titles[2]!);
    await bar.getByRole('button', { name: 'Pause', exact: true }).click();

    await bar.getByRole('button', { name: 'Queue', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Queue' });
    const history = panel.getByRole('list', { name: 'History' });
    const queue = panel.getByRole('list', { name: 'Queue items' });
    const names = (list: typeof queue) => list.locator('.queue-row__title > span:first-child').allTextContents();
    await expect.poll(() => names(history)).toEqual([titles[0], titles[1]]);
    expect((await names(queue)).slice(0, 3)).toEqual([titles[2], titles[3], titles[4]]);

    // Drag the third row of the queue (two after the one playing) onto the second: it plays next.
    await queue.locator('li').nth(2).dragTo(queue.locator('li').nth(1));
    await expect.poll(async () => (await names(queue)).slice(0, 3)).toEqual([titles[2], titles[4], titles[3]]);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), colorScheme).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`queue-history-${viewport.width}.png`) });

    // A song in History plays again from there.
    await history.getByRole('button', { name: new RegExp(`^${titles[0]!}`) }).click();
    await expect(bar.locator('.now-playing__title')).toHaveText(titles[0]!, { timeout: 20_000 });
    await expect(history).toHaveCount(0);
  });
}
