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
