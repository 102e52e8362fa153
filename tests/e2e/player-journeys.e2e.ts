import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFault, clearFaults } from './emulator-control.ts';
import { furthestPlaybackTime, installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 10 journeys in Chromium, each ending in a saved screenshot. Signed-out: previews play.

async function openFirstAlbum(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /^Album: / }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

function nowPlayingTitle(page: Page) {
  return page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__title');
}

async function queueTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Queue items' }).locator('.queue-row__title > span:first-child').allTextContents();
}

test.afterEach(async ({ page }) => {
  await clearFaults(page);
});

test('sign in, play an album in full, shuffle, reorder the queue, skip, seek and repeat one', async ({ page }, testInfo) => {
  await installMediaProbe(page);
  await page.goto('/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();
  await page.getByRole('link', { name: /^Album: / }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trackTitles = await page.locator('.track-list [data-title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-title') ?? ''));

  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect(nowPlayingTitle(page)).toHaveText(trackTitles[0]!);
  await expect.poll(async () => (await mediaEvents(page)).some((e) => e.type === 'playing')).toBe(true);

  // 001 §4 shuffle: the current item stays first, the rest are reordered.
  await page.getByRole('button', { name: 'Shuffle', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Shuffle', exact: true }).last()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Queue', exact: true }).click();
  const shuffled = await queueTitles(page);
  expect(shuffled[0]).toBe(trackTitles[0]);
  expect([...shuffled].sort()).toEqual([...trackTitles].sort());
  expect(shuffled).not.toEqual(trackTitles);

  // Reorder by keyboard: the third row moves up one place.
  await page.getByRole('list', { name: 'Queue items' }).locator('li').nth(2).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => queueTitles(page)).toEqual([shuffled[0], shuffled[2], shuffled[1], ...shuffled.slice(3)]);
  const reordered = await queueTitles(page);

  // Skip plays the next item of the queue as it now stands.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(nowPlayingTitle(page)).toHaveText(reordered[1]!);

  // Seek with the scrubber.
  await page.getByRole('slider', { name: 'Seek' }).fill('4');
  await expect.poll(() => furthestPlaybackTime(page)).toBeGreaterThanOrEqual(4);

  // Repeat: off → all → one.
  const repeat = page.getByRole('button', { name: /^Repeat: / });
  await repeat.click();
  await repeat.click();
  await expect(repeat).toHaveAccessibleName('Repeat: one');
  await page.screenshot({ path: testInfo.outputPath('album-shuffle-queue-repeat.png'), fullPage: true });
});

test('an emulator fault is shown as a notice and recovered with retry', async ({ page }, testInfo) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  await installMediaProbe(page);
  await openFirstAlbum(page);
  await addFault(page, { match: '/media/', status: 503, times: 50 });
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  const notice = page.getByRole('alert').filter({ hasText: /./ }).first();
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath('fault-notice.png') });

  await clearFaults(page);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await mediaEvents(page)).some((e) => e.type === 'playing'), { timeout: 20_000, message: consoleLines.join('\n') }).toBe(true);
  await expect.poll(() => furthestPlaybackTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await page.screenshot({ path: testInfo.outputPath('fault-recovered.png') });
});

for (const [name, path, ready] of [
  ['browse', '/', '.media-card'],
  ['search', '/#/search?q=wave', '.track'],
  ['library (signed out)', '/#/library', '.notice'],
  ['radio', '/#/radio', '.station'],
  ['music video', '/#/video/1700000001', '.video-stage'],
] as const) {
  test(`accessibility scan of the ${name} view: no serious or critical issue`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    await testInfo.attach('axe.json', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
    expect(severe.map((violation) => `${violation.id}: ${violation.nodes.length} nodes`)).toEqual([]);
  });
}

test('accessibility scan of an album with the queue open, in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openFirstAlbum(page);
  await page.getByRole('button', { name: 'Play', exact: true }).first().click();
  await page.getByRole('button', { name: 'Queue', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Queue items' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
