import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loadMediaFixtures } from '../../tools/emulator/fixtures/media-fixtures.ts';
import { renderSourceSignal } from '../../tools/media/source-signal.ts';
import { findStart, measureJoin, SAMPLE_RATE, type JoinFigures } from './gapless-join.analysis.ts';
import { expectSeamlessJoin, mediaJoinSteps, providerOf } from './gapless-harness.ts';
import { pageObject, takeRecording } from './page-object.ts';

// The heart of the product, through the product: an app page built with the browser host signs
// a subscriber in through the provider's pop-up, then calls `music.setQueue({ album })` and
// `music.play()`. The album's separately encoded, encrypted tracks are cut from one continuous
// signal; they must play through the spec's licence flow (002 §7 web playback, 001 §7 manifest
// fetch and licence requests) and the rendered audio must join with no gap, no overlap, no click
// (001 §4 Seamless audio; MEDIA-FACTS splice rule). Played in real time: a faster playbackRate
// goes through Chromium's time-stretching, so its output would not be the samples.
// GAPLESS_DUMP=/path writes the recording (interleaved stereo float32) for offline analysis.

interface AlbumPage {
  ready: boolean;
  events: Array<{ type: string; at: number; detail?: { id?: string; state?: string; reason?: string; message?: string; token?: string } }>;
  playAlbum(album: string): Promise<{ ok: true; ms: number } | { reason: string; message: string }>;
  status(): { playbackState: string; backend: string | null; playbackType: number | undefined; index: number; queueLength: number; isAuthorized: boolean };
  recordStart(): void;
  recordStop(): void;
  recording(part: number, partFrames: number): string | null;
}

const onPage = pageObject<AlbumPage>('__album');

const recordingOf = (page: Page): Promise<Float32Array> => takeRecording(page, onPage);


test('001 §4 Seamless audio: setQueue({ album }) + play() on the browser host plays the Bach album (12 encrypted tracks) joined sample-exactly', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const provider = providerOf(baseURL);
  await page.request.post(`${provider}/__emulator/reset`);
  await page.request.delete(`${provider}/__emulator/license-faults`);
  const catalog = (await (await page.request.get(`${provider}/__emulator/catalog`)).json()) as { albums: Array<{ id: string; name: string; trackIds: string[] }> };
  const album = catalog.albums.find((a) => a.name.startsWith('Bach'))!;
  const ids = album.trackIds;
  const clips = (await loadMediaFixtures()).tracks.slice(0, ids.length);
  expect(ids).toHaveLength(clips.length);

  await page.goto('/e2e/gapless-album.html');
  await page.waitForFunction(() => (window as unknown as { __album?: AlbumPage }).__album?.ready === true, undefined, { timeout: 30_000 });
  // 000 §4: a subscriber signs in through the real pop-up on the provider's origin.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#sign-in')]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect.poll(() => onPage(page, (p) => p.status().isAuthorized), { timeout: 15_000 }).toBe(true);
  await page.request.delete(`${provider}/__emulator/requests`);

  await onPage(page, (p) => p.recordStart());
  const started = await onPage(page, (p, id) => p.playAlbum(id), album.id);
  expect(started, JSON.stringify(started)).toHaveProperty('ok', true);
  // 000 §1: full encrypted tracks on the gapless MSE engine, not previews.
  expect(await onPage(page, (p) => p.status())).toMatchObject({ backend: 'mse-audio', playbackType: 3 /* PlaybackType.encryptedFull */, queueLength: ids.length });
  await expect
    .poll(() => onPage(page, (p) => p.status().playbackState), { timeout: 200_000, intervals: [1000] })
    .toMatch(/^(completed|ended|stopped)$/);
  await onPage(page, (p) => p.recordStop());
  const events = await onPage(page, (p) => p.events);
  expect(events.filter((e) => e.type === 'mediaPlaybackError')).toEqual([]);
  const nowPlaying = events.filter((e) => e.type === 'nowPlayingItemDidChange' && e.detail?.id);
  expect(nowPlaying.map((e) => e.detail?.id)).toEqual(ids);

  // The spec's flow ran for every track: a web-playback call and a standard licence request each.
  const recorded = (await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ path: string; body: string }> };
  const webPlayback = recorded.requests.filter((r) => r.path.endsWith('/webPlayback'));
  const licences = recorded.requests.filter((r) => r.path.endsWith('/acquireWebPlaybackLicense'));
  expect(webPlayback.map((r) => JSON.parse(r.body).salableAdamId)).toEqual(ids);
  expect(licences).toHaveLength(ids.length);
  for (const licence of licences) {
    expect(Object.keys(JSON.parse(licence.body)).sort()).toEqual(['adamId', 'challenge', 'isLibrary', 'key-system', 'uri', 'user-initiated']);
  }

  // The rendered audio against the source (the album plays clip01..clip12, contiguous in it from sample 0).
  const src = renderSourceSignal(clips[0]!.sourceStartSample, clips.reduce((sum, c) => sum + c.sampleCount, 0));
  const rec = await recordingOf(page);
  if (process.env.GAPLESS_DUMP) writeFileSync(process.env.GAPLESS_DUMP, Buffer.from(rec.buffer));
  // Aligned from 0.5 s on: MEDIA-FACTS, playback may start with a burst and up to ~150 ms of silence.
  const start = findStart(rec, src, Math.round(0.5 * SAMPLE_RATE), 2 * SAMPLE_RATE);
  expect(start.score).toBeGreaterThan(0.9);
  const joins: JoinFigures[] = [];
  let lag = start.lag;
  let at = 0;
  for (let k = 0; k < clips.length - 1; k++) {
    at += clips[k]!.sampleCount;
    const { figures, lagAfter } = measureJoin(rec, src, `${clips[k]!.id}→${clips[k + 1]!.id}`, at, at, lag);
    joins.push(figures);
    lag = lagAfter;
  }
  const mediaSteps = await mediaJoinSteps(page, provider, clips);
  const toPlayMs = 'ms' in started ? Math.round(started.ms) : Number.NaN;
  console.log(`Gapless album joins through the instance (${clips.length} tracks, ${rec.length / 2} frames recorded):`);
  console.table(joins.map((join, k) => ({ ...join, mediaJump: Number(mediaSteps[k]!.toFixed(4)) })));
  console.log(
    `worst silence ${Math.max(...joins.map((j) => j.silenceMs))} ms, worst |shift| ${Math.max(...joins.map((j) => Math.abs(j.shiftMs)))} ms, ` +
      `worst jump/normal ${Math.max(...joins.map((j) => j.jump / j.normalJump)).toFixed(3)}, cold setQueue + play() ${toPlayMs} ms`,
  );
  await testInfo.attach('gapless-joins.json', { body: JSON.stringify({ recordedFrames: rec.length / 2, startLag: start.lag, coldSetQueueAndPlayMs: toPlayMs, joins }, null, 2), contentType: 'application/json' });

  joins.forEach((join, k) => expectSeamlessJoin(join, mediaSteps[k]!));
});
