import { expect, test } from '@playwright/test';
import { installMediaProbe, mediaEvents } from './media-probe.ts';

// Issue 10 journey: play a music video in the demo, switch subtitles and change the audio
// track; ends in a saved screenshot. Tracks come from the emulator's fixture: English and
// French audio, English and French subtitles (one forced).

test('play a music video, switch subtitles on and change the audio track', async ({ page }, testInfo) => {
  await installMediaProbe(page);
  await page.goto('/');
  await page.getByRole('link', { name: /^Video: / }).first().click();
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing' && event.id.includes('video')), { timeout: 20_000 }).toBe(true);
  await expect(page.getByLabel('Video').locator('video')).toBeVisible();

  const subtitles = page.getByLabel('Subtitles');
  await expect(subtitles.locator('option').first()).toHaveText('Off'); // 001 §2: Off first
  await expect(subtitles.locator('option')).not.toHaveCount(1);
  const english = await subtitles.locator('option', { hasText: /English/ }).first().getAttribute('value');
  await subtitles.selectOption(english ?? '');
  await expect(subtitles).toHaveValue(english ?? '');

  const audio = page.getByLabel('Audio');
  const french = await audio.locator('option', { hasText: /Fran/ }).first().getAttribute('value');
  await audio.selectOption(french ?? '');
  await expect(audio).toHaveValue(french ?? '');
  await expect.poll(() => page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { currentAudioTrack?: { language: string } } } }).MusicKit.getInstance().currentAudioTrack?.language)).toBe('fr');
  await page.screenshot({ path: testInfo.outputPath('music-video-subtitles.png') });
});

// Issue 16: presentationModeDidChange through the public instance, as a v3 app listens to it.
test('001 §2 presentationModeDidChange follows picture-in-picture and fullscreen of the video playing', async ({ page }) => {
  await installMediaProbe(page);
  await page.goto('/');
  await page.getByRole('link', { name: /^Video: / }).first().click();
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(async () => (await mediaEvents(page)).some((event) => event.type === 'playing' && event.id.includes('video')), { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => {
    const modes: unknown[] = [];
    const music = (window as unknown as { MusicKit: { getInstance(): { addEventListener(name: string, listener: (payload: unknown) => void): void } } }).MusicKit.getInstance();
    music.addEventListener('presentationModeDidChange', (payload) => modes.push(payload));
    (window as unknown as { presentationModes: unknown[] }).presentationModes = modes;
    // Both requests need a user gesture: the test clicks these, as a listener clicks the app's buttons.
    const video = document.querySelector('video')!;
    for (const [label, request] of [
      ['pip', () => video.requestPictureInPicture()],
      ['fullscreen', () => video.requestFullscreen()],
    ] as const) {
      const button = document.createElement('button');
      button.textContent = `test ${label}`;
      button.onclick = () => void request();
      document.body.prepend(button);
    }
  });
  const modes = (): Promise<unknown[]> => page.evaluate(() => (window as unknown as { presentationModes: unknown[] }).presentationModes);
  await page.getByRole('button', { name: 'test pip' }).click();
  await expect.poll(modes).toEqual([{ mode: 0, fullscreen: false }]);
  await page.evaluate(() => document.exitPictureInPicture());
  await expect.poll(modes).toHaveLength(2);
  await page.getByRole('button', { name: 'test fullscreen' }).click();
  await expect.poll(modes).toHaveLength(3);
  await page.evaluate(() => document.exitFullscreen());
  await expect.poll(modes).toEqual([
    { mode: 0, fullscreen: false },
    { mode: 1, fullscreen: false },
    { mode: 1, fullscreen: true },
    { mode: 1, fullscreen: false },
  ]);
});
