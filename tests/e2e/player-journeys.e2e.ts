import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './quiet-console.fixture.ts';
import { addFault, clearFaults } from './emulator-control.ts';
import { furthestPlaybackTime, installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 10 journeys in Chromium, each ending in a saved screenshot. Signed-out: previews play.

/**
 * Opens the first album of the browse view and waits for the album itself: the browse view has
 * an h1 of its own ("Browse"), so waiting for any h1 could return before the album is shown.
 */
async function openFirstAlbum(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: /^Album: / }).first().click();
  await expect(page).toHaveURL(/#\/album\//);
  await expect(albumPlayButton(page)).toBeEnabled();
}

/** The album's own Play button (the transport bar has a "Play" button too). */
function albumPlayButton(page: Page) {
  return page.locator('section.collection').getByRole('button', { name: 'Play', exact: true });
}

function nowPlayingTitle(page: Page) {
  return page.getByRole('region', { name: 'Now playing' }).locator('.now-playing__title');
}

async function queueTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Queue items' }).locator('.queue-row__title > span:first-child').allTextContents();
}

/** What the page and the emulator did in a test that keeps one; printed when that test fails, so a CI log says where it stuck. */
let trail: string[] = [];

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && trail.length > 0) console.log(`${testInfo.title}: what happened\n${trail.join('\n')}`);
  trail = [];
  await clearFaults(page);
});

test('sign in, play an album in full, shuffle, reorder the queue, skip, seek and repeat one', async ({ page }, testInfo) => {
  await installMediaProbe(page);
  await page.goto('/');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();
  await page.getByRole('link', { name: /^Album: / }).first().click();
  await expect(albumPlayButton(page)).toBeEnabled();
  const trackTitles = await page.locator('.track-list [data-title]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-title') ?? ''));

  await albumPlayButton(page).click();
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

test('an emulator fault is shown as a notice and recovered with retry', async ({ page, consoleGuard }, testInfo) => {
  consoleGuard.expectFailedRequest('/media/'); // the injected 503s
  const started = Date.now();
  const note = (line: string): void => void trail.push(`${Date.now() - started} ms ${line}`);
  page.on('console', (message) => note(`console ${message.type()}: ${message.text()}`));
  page.on('response', (response) => { if (response.url().includes('/media/')) note(`${response.status()} ${response.url()}`); });
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`); });
  await installMediaProbe(page);
  await test.step('open an album', () => openFirstAlbum(page));
  await addFault(page, { match: '/media/', status: 503, times: 50 });
  const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('alert').first();
  await test.step('play it while the media host fails: a notice, not a dialog', async () => {
    await albumPlayButton(page).click();
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // Issue 19: the notice names the MKError reason, not just "Playback Error".
    await expect(notice).toContainText(/\([A-Z_]+\)/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('fault-notice.png') });
  });
  await test.step('the fault clears and Retry plays', async () => {
    await clearFaults(page);
    await notice.getByRole('button', { name: 'Retry' }).click({ timeout: 10_000 });
    await expect.poll(async () => (await mediaEvents(page)).some((e) => e.type === 'playing'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => furthestPlaybackTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
    // Issue 19: once playback resumes, no stale error stays on screen.
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('fault-recovered.png') });
  });
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
  await albumPlayButton(page).click();
  await page.getByRole('button', { name: 'Queue', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Queue items' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

// Issue 19: a missing album is "not found", with no Retry that could only fail again.
test('a missing album (404) says not found and offers no Retry', async ({ page, consoleGuard }, testInfo) => {
  consoleGuard.expectFailedRequest('/albums/9999999999'); // the provider's 404 is this journey's subject
  await page.goto('/#/album/9999999999');
  await expect(page.getByText('Sorry, the album was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('album-not-found.png') });
});

// Issue 19: "Later" with nothing playing queues the song and makes Play useful; it says so.
test('"Later" while nothing plays enables Play, and Play starts that song', async ({ page }, testInfo) => {
  await installMediaProbe(page);
  await openFirstAlbum(page);
  const row = page.locator('.track').nth(2);
  const title = (await row.locator('[data-title]').getAttribute('data-title')) ?? '';
  const barPlay = page.getByRole('region', { name: 'Now playing' }).getByRole('button', { name: 'Play', exact: true });
  await expect(barPlay).toBeDisabled();
  await row.getByRole('button', { name: / later$/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`“${title}” added to the queue`);
  await expect(barPlay).toBeEnabled();
  await barPlay.click();
  await expect(nowPlayingTitle(page)).toHaveText(title, { timeout: 20_000 });
  await expect.poll(async () => (await mediaEvents(page)).some((e) => e.type === 'playing'), { timeout: 20_000 }).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('later-then-play.png') });
});

// Issue 19: while the media host is slow the bar says it is loading, and stops saying so once playing.
test('a slow start shows a loading indicator in the bar', async ({ page }) => {
  await installMediaProbe(page);
  await openFirstAlbum(page);
  await addFault(page, { match: '/media/', delayMs: 3000, times: 3 });
  await albumPlayButton(page).click();
  const status = page.getByRole('region', { name: 'Now playing' }).getByRole('status');
  await expect(status).toHaveText('Loading…');
  await expect.poll(async () => (await mediaEvents(page)).some((e) => e.type === 'playing'), { timeout: 30_000 }).toBe(true);
  await expect(status).toHaveText('');
});
