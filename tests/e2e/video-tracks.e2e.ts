import { expect, test, type Page } from '@playwright/test';
import { labEvents, labState, openLab, selectAudio, selectText } from './video-lab.helper.ts';

const overlayText = (page: Page) => labState(page).then((state) => state.overlayText);
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

// 001 §2/§3 (Off entry first, id -2, kind subtitles; persisted choice), §4 Text tracks (forced
// subtitles for the enabled audio language; restore on tracks added; audio changes re-select the
// forced track only when the saved text choice is absent or Off), §9 mk-audio-track/mk-text-track.
test('audio and text track selection: Off first, forced subtitles follow the audio, choices survive a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await openLab(page, 'hlsjs');
  let state = await labState(page);
  expect(state.textTracks[0]).toEqual({ id: -2, label: 'Off', language: '', kind: 'subtitles', mode: 'showing', forced: false });
  expect((await labEvents(page)).find((e) => e.event === 'textTrackAdded')).toEqual({ event: 'textTrackAdded', id: -2, label: 'Off' });
  expect(state.currentAudio).toBe('English');
  expect(state.forced).toBeNull(); // no forced English rendition
  expect(state.audioTracks.map((t) => t.language).sort()).toEqual(['en', 'fr']);

  // French audio with text Off: the forced French rendition shows, Off stays selected.
  await selectAudio(page, 'fr');
  await expect.poll(() => labState(page).then((s) => [s.currentAudio, s.currentText, s.forced])).toEqual(['Français', 'Off', 'Français (forcé)']);
  await expect.poll(() => overlayText(page), { timeout: 10_000 }).toMatch(/^FR forcé \d$/);
  expect(JSON.parse((await stored(page, 'mk-audio-track')) ?? 'null')).toEqual({ label: 'Français', kind: 'main', language: 'fr' });
  expect(await stored(page, 'mk-text-track')).toBeNull();
  expect((await labEvents(page)).filter((e) => e.event === 'forcedTextTrackChanged').at(-1)).toMatchObject({ label: 'Français (forcé)' });

  // Choosing English subtitles replaces the forced ones and is saved.
  await selectText(page, 'English');
  await expect.poll(() => overlayText(page), { timeout: 10_000 }).toMatch(/^EN subtitle \d$/);
  state = await labState(page);
  expect([state.currentText, state.forced]).toEqual(['English', null]);
  expect(state.textTracks.filter((t) => t.mode === 'showing').map((t) => t.label)).toEqual(['English']);
  expect(JSON.parse((await stored(page, 'mk-text-track')) ?? 'null')).toEqual({ label: 'English', kind: 'subtitles', language: 'en' });

  // A saved real choice is kept when the audio changes (no forced re-selection).
  await selectAudio(page, 'en');
  await expect.poll(() => labState(page).then((s) => [s.currentAudio, s.currentText, s.forced])).toEqual(['English', 'English', null]);
  await selectAudio(page, 'fr');
  await expect.poll(() => labState(page).then((s) => [s.currentAudio, s.currentText])).toEqual(['Français', 'English']);

  // Reload: the saved choices are restored when the tracks are added.
  await page.reload();
  await openLab(page, 'hlsjs');
  await expect.poll(() => labState(page).then((s) => [s.currentAudio, s.currentText, s.forced]), { timeout: 10_000 }).toEqual(['Français', 'English', null]);
  await expect.poll(() => overlayText(page), { timeout: 10_000 }).toMatch(/^EN subtitle \d$/);

  // Off is saved as Off: the forced rendition follows the audio again.
  await selectText(page, 'Off');
  await expect.poll(() => labState(page).then((s) => [s.currentText, s.forced])).toEqual(['Off', 'Français (forcé)']);
  expect(JSON.parse((await stored(page, 'mk-text-track')) ?? 'null')).toEqual({ label: 'Off', kind: 'subtitles', language: '' });
  await expect.poll(() => overlayText(page), { timeout: 10_000 }).toMatch(/^FR forcé \d$/);
  await selectAudio(page, 'en');
  await expect.poll(() => labState(page).then((s) => [s.currentAudio, s.currentText, s.forced])).toEqual(['English', 'Off', null]);
  await expect.poll(() => overlayText(page)).toBe('');
});
