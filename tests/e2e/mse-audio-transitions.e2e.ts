import { expect, test } from '@playwright/test';
import { loadMediaFixtures } from '../../tools/emulator/fixtures/media-fixtures.ts';
import { renderSourceSignal } from '../../tools/media/source-signal.ts';
import { align, locate, measureJoin, SAMPLE_RATE } from './gapless-join.analysis.ts';
import { openHarness, providerOf, takeRecording, waitForEvent, withHarness } from './gapless-harness.ts';

// 001 §4 Stream buffering: "A transition can be reverted by a seek or by replacing the next
// item", and Seamless audio: "If the item to play matches the next manifest, it is promoted."
// Each case is checked on the rendered samples against the source signal.

const media = await loadMediaFixtures();
const clip = (n: number) => media.tracks[n - 1]!;
/** The whole source around two clips (clips are contiguous in it, clip01 at sample 0). */
const source = renderSourceSignal(0, media.tracks.reduce((sum, t) => sum + t.sampleCount, 0));
const MAX_SHIFT_FRAMES = 0.1e-3 * SAMPLE_RATE;

test('001 §4: skipping to the preloaded next item promotes it: playing with no new manifest, licence or segment request', async ({ page, baseURL }) => {
  const provider = providerOf(baseURL);
  const ids = await openHarness(page, provider);
  const started = await withHarness(page, (h, queue) => h.playQueue(queue, 0, false), ids.slice(0, 1));
  expect(started).toHaveProperty('toPlayingMs');
  expect(await withHarness(page, (h, id) => h.preload(id), ids[1]!)).toEqual({ ok: true });
  await page.request.delete(`${provider}/__emulator/requests`);
  await withHarness(page, (h) => h.recordStart());
  const skipped = await withHarness(page, (h, id) => h.skipTo(id), ids[1]!);
  expect(skipped, JSON.stringify(skipped)).toHaveProperty('toPlayingMs');
  await page.waitForTimeout(1500);
  await withHarness(page, (h) => h.recordStop());

  const requests = ((await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ method: string; path: string }> }).requests;
  console.log(`preloaded skip → playing: ${Math.round((skipped as { toPlayingMs: number }).toPlayingMs)} ms; requests after the skip: ${JSON.stringify(requests.map((r) => `${r.method} ${r.path}`))}`);
  expect(requests.filter((r) => /webPlayback|\.m3u8$|acquireWebPlaybackLicense|\.m4s$|\.mp4$/.test(r.path))).toEqual([]);

  // The audio after the skip is clip02 from its first samples.
  const rec = await takeRecording(page);
  const at = locate(rec, source, clip(2).sourceStartSample + 4096);
  expect(at.score).toBeGreaterThan(0.95);
  const head = align(rec, source, clip(2).sourceStartSample + 256, Math.round(at.lag), 8, 2048);
  expect(head.score).toBeGreaterThan(0.9);
  expect(Math.abs(head.lag - at.lag)).toBeLessThan(MAX_SHIFT_FRAMES);
});

test('001 §4: a seek back during a begun transition reverts and re-chains it; the join stays gapless', async ({ page, baseURL }) => {
  const ids = await openHarness(page, providerOf(baseURL));
  await withHarness(page, (h, queue) => h.playQueue(queue, 0, false), [ids[2]!]);
  await withHarness(page, (h, id) => h.preload(id), ids[3]!);
  await page.waitForTimeout(300); // clip03 is fully buffered: the transition to clip04 has begun
  await withHarness(page, (h) => h.recordStart());
  const seekTo = 4.2;
  await withHarness(page, (h, s) => h.seek(s), seekTo);
  await waitForEvent(page, 'transitioned', ids[3]!, 10_000);
  await page.waitForTimeout(800);
  await withHarness(page, (h) => h.recordStop());
  const rec = await takeRecording(page);

  // Right after the seek: clip03 from 4.8 s.
  const seekSample = clip(3).sourceStartSample + Math.round(seekTo * SAMPLE_RATE);
  const afterSeek = locate(rec, source, seekSample + 8192);
  expect(afterSeek.score).toBeGreaterThan(0.95);
  const join = measureJoin(rec, source, 'clip03→clip04 after a seek', clip(4).sourceStartSample, clip(4).sourceStartSample, afterSeek.lag).figures;
  console.log('seek mid-transition:', JSON.stringify(join));
  expect(join.silenceFrames).toBeLessThanOrEqual(4);
  expect(Math.abs(join.shiftFrames)).toBeLessThan(MAX_SHIFT_FRAMES);
  expect(join.jump).toBeLessThanOrEqual(2 * join.normalJump);
});

test('001 §4: replacing the next item during a begun transition joins the new one gaplessly (its segments slow)', async ({ page, baseURL }) => {
  const provider = providerOf(baseURL);
  const ids = await openHarness(page, provider);
  await withHarness(page, (h, queue) => h.playQueue(queue, 0, false), [ids[4]!]);
  await withHarness(page, (h, id) => h.preload(id), ids[5]!);
  await page.waitForTimeout(300); // the transition to clip06 has begun
  // Slow segments for the replacement (FaultSwitchboard delay): they still arrive before the join.
  await page.request.post(`${provider}/__emulator/faults`, { data: { match: '^/media/audio/clip08/cenc/seg_\\d+\\.m4s', delayMs: 400 } });
  await withHarness(page, (h) => h.recordStart());
  expect(await withHarness(page, (h, id) => h.preload(id), ids[7]!)).toEqual({ ok: true });
  await waitForEvent(page, 'transitioned', ids[7]!, 15_000);
  await page.waitForTimeout(800);
  await withHarness(page, (h) => h.recordStop());
  await page.request.delete(`${provider}/__emulator/faults`);
  const rec = await takeRecording(page);

  const before = locate(rec, source, clip(6).sourceStartSample - 3 * 4096);
  expect(before.score).toBeGreaterThan(0.95);
  // The music before the join is clip05's end, after it clip08's start: they must abut. (No
  // click test here: two places of the source that do not continue each other differ by design.)
  const join = measureJoin(rec, source, 'clip05→clip08 (replaced clip06)', clip(6).sourceStartSample, clip(8).sourceStartSample, before.lag).figures;
  console.log('replaced next:', JSON.stringify(join));
  expect(join.scoreAfter).toBeGreaterThan(0.9);
  expect(join.silenceFrames).toBeLessThanOrEqual(4);
  expect(Math.abs(join.shiftFrames)).toBeLessThan(MAX_SHIFT_FRAMES);
});
