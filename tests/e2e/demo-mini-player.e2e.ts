import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './quiet-console.fixture.ts';

// Issue 19, "a mini player / picture-in-picture for video": a music video left for another view
// keeps playing (the same element, moved by handing the instance another videoContainerElement:
// no new manifest, no restart) in a small floating stage with its title, play/pause, picture in
// picture, expand and close; picture-in-picture through the public instance, in the video view
// and the mini player.

type Probe = { currentTime: number; paused: boolean; probe: string | undefined; where: string };

/** The one video element of the page: where it is and whether it plays. */
function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const video = document.querySelector('video');
    if (!video) return { currentTime: -1, paused: true, probe: undefined, where: 'nowhere' };
    const where = video.closest('.mini-player__stage') ? 'mini' : video.closest('.video-stage') ? 'stage' : video.isConnected ? 'elsewhere' : 'detached';
    return { currentTime: video.currentTime, paused: video.paused, probe: video.dataset['probe'], where };
  });
}

/** The video's time moves on (it plays) in `where`, and it is still the element tagged at the start. */
async function expectPlayingIn(page: Page, where: 'mini' | 'stage'): Promise<void> {
  const before = await probe(page);
  expect(before.probe, 'the same element as at the start').toBe('the-one');
  expect(before.where).toBe(where);
  await expect.poll(async () => (await probe(page)).currentTime, { timeout: 15_000 }).toBeGreaterThan(before.currentTime + 0.5);
  expect((await probe(page)).paused).toBe(false);
}

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Every control of the bar is on screen and is what a tap at its centre hits (nothing floats over it). */
async function expectBarUncovered(page: Page, bar: Locator): Promise<void> {
  for (const control of await bar.locator('button, input, a').all()) {
    const label = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
    const hit = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top !== null && (top === element || element.contains(top));
    });
    expect(hit, `the bar's ${label} is not covered`).toBe(true);
  }
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}px: a playing video moves to the mini player on Home and keeps playing (no new manifest); expand brings it back; close stops it`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.m3u8')) manifests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: /^Video: / }).first().click();
    // The route and its heading first: read at once, a slow machine gave Browse's URL and heading.
    await expect(page).toHaveURL(/#\/video\/[^/]+$/);
    const videoUrl = page.url();
    const title = (await page.locator('h1#video-title').textContent()) ?? '';
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(async () => (await probe(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await page.evaluate(() => void (document.querySelector('video')!.dataset['probe'] = 'the-one'));
    const manifestsPlaying = manifests.length;
    expect(manifestsPlaying).toBeGreaterThan(0);

    // Home: the video keeps playing in the mini player, the same element, no new manifest.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    const mini = page.getByRole('complementary', { name: 'Mini player' });
    await expect(mini).toBeVisible();
    await expect(page.locator('.media-card').first()).toBeVisible();
    await expect(mini.locator('.mini-player__title')).toHaveText(title);
    await expectPlayingIn(page, 'mini');
    expect(manifests.length, 'no new manifest request: the stream was not restarted').toBe(manifestsPlaying);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expectBarUncovered(page, page.getByRole('region', { name: 'Now playing' }));

    // Keyboard: pause from the mini player's own labelled button (paused, it stays for the checks
    // below: the fixture's clip lasts 11 s, less than four axe runs on a shared machine).
    await mini.getByRole('button', { name: 'Pause video' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await probe(page)).paused).toBe(true);
    await expect(mini.getByRole('button', { name: 'Play video' })).toBeFocused();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await severeViolations(page), `axe, ${colorScheme}`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`mini-player-${viewport.width}-${colorScheme}.png`) });
    }
    // Every control is in the tab order, each with its name.
    const play = mini.getByRole('button', { name: 'Play video' });
    await play.focus();
    // (No picture-in-picture button where the browser has none: see the last test.)
    const pip = await page.evaluate(() => document.pictureInPictureEnabled);
    const order = [...(pip ? ['Picture in picture'] : []), 'Expand video', 'Close video'];
    for (const name of order) {
      await page.keyboard.press('Tab');
      await expect(mini.getByRole(name === 'Expand video' ? 'link' : 'button', { name, exact: true })).toBeFocused();
    }
    for (let step = 0; step < order.length; step++) await page.keyboard.press('Shift+Tab');
    await expect(play).toBeFocused();
    await page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { seekToTime(seconds: number): Promise<void> } } }).MusicKit.getInstance().seekToTime(0));
    await page.keyboard.press('Enter');
    await expectPlayingIn(page, 'mini');

    // Expand: back to the video's view, the element moves back to the big stage and plays on.
    await mini.getByRole('link', { name: 'Expand video' }).click();
    await expect(page).toHaveURL(videoUrl);
    await expect(mini).toHaveCount(0);
    await expectPlayingIn(page, 'stage');
    expect(manifests.length).toBe(manifestsPlaying);

    // Close: away again, then the mini player's close stops the video and goes.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Radio' }).click();
    await expect(mini).toBeVisible();
    await expectPlayingIn(page, 'mini');
    await mini.getByRole('button', { name: 'Close video' }).focus();
    await page.keyboard.press('Enter');
    await expect(mini).toHaveCount(0);
    await expect(page.getByRole('main'), 'focus is not lost with the closed mini player').toBeFocused();
    await expect.poll(async () => (await probe(page)).paused).toBe(true);
    const state = await page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { playbackState: number } } }).MusicKit.getInstance().playbackState);
    expect(state).toBe(4); // PlaybackStates.stopped
  });
}

test('picture in picture from the video view and from the mini player: the video goes to the window and comes back to its stage', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: /^Video: / }).first().click();
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(async () => (await probe(page)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);
  await page.evaluate(() => void (document.querySelector('video')!.dataset['probe'] = 'the-one'));
  const supported = await page.evaluate(() => document.pictureInPictureEnabled);
  const viewButton = page.getByRole('main').getByRole('button', { name: 'Picture in picture' });
  if (!supported) {
    // This Chromium offers no picture-in-picture: the button is not offered anywhere.
    await expect(viewButton).toHaveCount(0);
    return;
  }
  const inWindow = (): Promise<string | undefined> => page.evaluate(() => (document.pictureInPictureElement as HTMLVideoElement | null)?.dataset['probe']);

  // From the video view; the browser's own close brings it back to the stage, playing.
  await viewButton.click();
  await expect.poll(inWindow).toBe('the-one');
  await expect(page.getByRole('main').getByRole('button', { name: 'Exit picture in picture' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Playing in picture in picture')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('video-view-picture-in-picture.png') });
  await page.evaluate(() => document.exitPictureInPicture());
  await expect.poll(inWindow).toBeUndefined();
  await expect(page.getByRole('main').getByRole('button', { name: 'Picture in picture' })).toBeVisible();
  await expectPlayingIn(page, 'stage');

  // From the mini player; its own button brings it back into the mini stage.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
  const mini = page.getByRole('complementary', { name: 'Mini player' });
  await mini.getByRole('button', { name: 'Picture in picture' }).click();
  await expect.poll(inWindow).toBe('the-one');
  await expect(mini.getByText('In picture in picture')).toBeVisible();
  await mini.getByRole('button', { name: 'Exit picture in picture' }).click();
  await expect.poll(inWindow).toBeUndefined();
  await expectPlayingIn(page, 'mini');
});
