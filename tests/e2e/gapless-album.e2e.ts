import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loadMediaFixtures } from '../../tools/emulator/fixtures/media-fixtures.ts';
import { renderSourceSignal } from '../../tools/media/source-signal.ts';
import { findStart, measureJoin, SAMPLE_RATE, type JoinFigures } from './gapless-join.analysis.ts';
import { openHarness, providerOf, takeRecording, withHarness } from './gapless-harness.ts';

// The heart of the product: an album of separately encoded, encrypted tracks cut from one
// continuous signal plays through the spec's licence flow (002 §7 web playback, 001 §7 manifest
// fetch and licence requests) and the rendered audio joins with no gap, no overlap, no click
// (001 §4 Seamless audio; MEDIA-FACTS splice rule). Played in real time: a faster playbackRate
// goes through Chromium's time-stretching, so its output would not be the samples.
// GAPLESS_DUMP=/path writes the recording (interleaved stereo float32) for offline analysis.

const TRACKS = 8;

test('001 §4 Seamless audio: the Bach album (8 encrypted tracks) joins sample-exactly in Chromium', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const provider = providerOf(baseURL);
  const ids = (await openHarness(page, provider)).slice(0, TRACKS);
  expect(ids).toHaveLength(TRACKS);

  const started = await withHarness(page, (h, queue) => {
    h.recordStart();
    return h.playQueue(queue);
  }, ids);
  expect(started, JSON.stringify(started)).toHaveProperty('toPlayingMs');
  await expect.poll(() => withHarness(page, (h) => h.status().ended), { timeout: 120_000, intervals: [1000] }).toBe(true);
  await withHarness(page, (h) => h.recordStop());
  const events = await withHarness(page, (h) => h.events);
  expect(events.filter((e) => e.type === 'transitioned').map((e) => e.detail?.id)).toEqual(ids.slice(1));
  expect(events.filter((e) => e.type === 'error')).toEqual([]);

  // The spec's flow ran for every track: a web-playback call and a standard licence request each.
  const recorded = (await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ path: string; body: string }> };
  const webPlayback = recorded.requests.filter((r) => r.path.endsWith('/webPlayback'));
  const licences = recorded.requests.filter((r) => r.path.endsWith('/acquireWebPlaybackLicense'));
  expect(webPlayback.map((r) => JSON.parse(r.body).salableAdamId)).toEqual(ids);
  expect(licences).toHaveLength(TRACKS);
  for (const licence of licences) {
    expect(Object.keys(JSON.parse(licence.body)).sort()).toEqual(['adamId', 'challenge', 'isLibrary', 'key-system', 'uri', 'user-initiated']);
  }

  // The rendered audio against the source (clip01..clip08 are contiguous in it, from sample 0).
  const clips = (await loadMediaFixtures()).tracks.slice(0, TRACKS);
  const src = renderSourceSignal(clips[0]!.sourceStartSample, clips.reduce((sum, c) => sum + c.sampleCount, 0));
  const rec = await takeRecording(page);
  if (process.env.GAPLESS_DUMP) writeFileSync(process.env.GAPLESS_DUMP, Buffer.from(rec.buffer));
  // Aligned from 0.5 s on: MEDIA-FACTS, playback may start with a burst and up to ~150 ms of silence.
  const start = findStart(rec, src, Math.round(0.5 * SAMPLE_RATE), 2 * SAMPLE_RATE);
  expect(start.score).toBeGreaterThan(0.9);
  const joins: JoinFigures[] = [];
  let lag = start.lag;
  let at = 0;
  for (let k = 0; k < TRACKS - 1; k++) {
    at += clips[k]!.sampleCount;
    const { figures, lagAfter } = measureJoin(rec, src, `${clips[k]!.id}→${clips[k + 1]!.id}`, at, at, lag);
    joins.push(figures);
    lag = lagAfter;
  }
  const toPlayingMs = 'toPlayingMs' in started ? Math.round(started.toPlayingMs) : Number.NaN;
  console.log(`Gapless album joins (${TRACKS} tracks, ${rec.length / 2} frames recorded):`);
  console.table(joins);
  console.log(
    `worst silence ${Math.max(...joins.map((j) => j.silenceMs))} ms, worst |shift| ${Math.max(...joins.map((j) => Math.abs(j.shiftMs)))} ms, ` +
      `worst jump/normal ${Math.max(...joins.map((j) => j.jump / j.normalJump)).toFixed(3)}, cold play() → playing ${toPlayingMs} ms`,
  );
  await testInfo.attach('gapless-joins.json', { body: JSON.stringify({ recordedFrames: rec.length / 2, startLag: start.lag, coldPlayToPlayingMs: toPlayingMs, joins }, null, 2), contentType: 'application/json' });

  for (const join of joins) {
    expect(join.scoreBefore, join.join).toBeGreaterThan(0.9);
    expect(join.scoreAfter, join.join).toBeGreaterThan(0.9);
    // No silent run longer than 0.1 ms (4.41 frames), a shift under 0.1 ms, no jump beyond twice the music's own.
    expect(join.silenceFrames, join.join).toBeLessThanOrEqual(4);
    expect(Math.abs(join.shiftFrames), join.join).toBeLessThan(0.1e-3 * SAMPLE_RATE);
    expect(join.jump, join.join).toBeLessThanOrEqual(2 * join.normalJump);
  }
});
