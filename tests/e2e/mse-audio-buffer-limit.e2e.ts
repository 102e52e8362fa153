import { expect, test, type Page } from '@playwright/test';
import { BUFFER_TRIM_STEP_S } from '@mediakit/core/internal';
import { addSongMediaFault, clearMediaFaults } from './emulator-media-faults.ts';
import { openHarness, providerOf, withHarness, type GaplessHarness } from './gapless-harness.ts';

// 001 §8 Segments and buffer: "A QuotaExceeded error while appending marks the buffer as over
// limit, after which old data is trimmed." (001 §9: trim step 10 s.) Real Chromium, real limit:
// the emulator's loop fault makes one album track 150 times as long (~21 min of real frames; its
// playlist, segments and web-playback metadata agree), more than Chromium's audio SourceBuffer
// holds. Measured here: Chromium refuses an append ("The SourceBuffer is full, and cannot free
// space to append additional buffers.") with ~540 s of this encrypted track buffered (~7 MB of
// segments; ~740 s, 9.3 MB, of the clear one), and it frees played data by itself on later appends.
// The page plays through the public instance (`setQueue({ songs })`, `play()`, `seekToTime()`)
// and records at the MSE boundary (SourceBuffer prototype hooks) what Chromium refused and what
// the instance's sink removed.

interface SourceBufferCall {
  readonly type: 'quota-exceeded' | 'remove';
  readonly start?: number;
  readonly end?: number;
  readonly currentTime: number;
  readonly buffered: ReadonlyArray<readonly [number, number]>;
}

interface BufferHarness extends GaplessHarness {
  watchSourceBuffers(): void;
  sourceBufferCalls(): SourceBufferCall[];
  buffered(): Array<[number, number]>;
}

/** Repetitions of the clip: 150 × 8.3 s ≈ 1,250 s of audio, ~16 MB of segments. */
const LOOP = 150;
/** Where the test seeks once the buffer is full: enough played data behind it to trim. */
const SEEK_TO_SECONDS = 60;

let page: Page;
let provider: string;
let ids: string[];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  provider = providerOf(baseURL);
  page = await browser.newPage({ baseURL });
  ids = await openHarness(page, provider);
});

test.afterAll(async () => {
  await clearMediaFaults(page, provider);
  await page.close();
});

const inPage = <T, A = undefined>(fn: (h: BufferHarness, arg: A) => T | Promise<T>, arg?: A): Promise<T> =>
  withHarness(page, fn as unknown as (h: GaplessHarness, arg: A) => T | Promise<T>, arg);

test('001 §8 Segments and buffer: QuotaExceeded marks the buffer over limit, after which old data is trimmed 10 s at a time and playback goes on', async () => {
  test.setTimeout(180_000);
  const songId = ids[11] as string;
  await addSongMediaFault(page, provider, songId, { loop: LOOP });
  await inPage((h) => {
    h.clearEvents();
    h.watchSourceBuffers();
  });
  expect(await inPage((h, id) => h.playQueue([id]), songId)).toHaveProperty('toPlayingMs');
  expect((await inPage((h) => h.status())).duration).toBeGreaterThan(LOOP * 6);

  // Chromium refuses an append once its audio limit is reached.
  await page.waitForFunction(() => (window as unknown as { __gapless: BufferHarness }).__gapless.sourceBufferCalls().some((c) => c.type === 'quota-exceeded'), null, { timeout: 60_000, polling: 100 });
  const refused = (await inPage((h) => h.sourceBufferCalls())).find((c) => c.type === 'quota-exceeded') as SourceBufferCall;
  const fullAt = refused.buffered.at(-1)?.[1] ?? 0;
  expect(fullAt).toBeGreaterThan(300);
  // Nothing is trimmed before the buffer is over its limit, nor while no data is old enough.
  expect((await inPage((h) => h.sourceBufferCalls())).filter((c) => c.type === 'remove')).toEqual([]);

  // The listener moves on (a seek: no need to wait a minute of music): played data can go now.
  await inPage((h, t) => h.seek(t), SEEK_TO_SECONDS);
  await page.waitForFunction(() => (window as unknown as { __gapless: BufferHarness }).__gapless.sourceBufferCalls().some((c) => c.type === 'remove'), null, { timeout: 45_000, polling: 100 });
  // Appending goes on past where the buffer was full, and so does playback.
  await page.waitForFunction((end) => {
    const h = (window as unknown as { __gapless: BufferHarness }).__gapless;
    return (h.buffered().at(-1)?.[1] ?? 0) > end + 20 && h.status().elementTime > 62;
  }, fullAt, { timeout: 45_000, polling: 200 });

  const removes = (await inPage((h) => h.sourceBufferCalls())).filter((c) => c.type === 'remove');
  for (const trim of removes) {
    // 001 §9: 10 s at a time, from the oldest data, all of it played at least 10 s ago.
    expect((trim.end ?? 0) - (trim.start ?? 0)).toBeCloseTo(BUFFER_TRIM_STEP_S, 3);
    expect(trim.start).toBeCloseTo(trim.buffered[0]?.[0] ?? Number.NaN, 3);
    expect(trim.end ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(trim.currentTime - BUFFER_TRIM_STEP_S);
  }
  const status = await inPage((h) => h.status());
  expect(status.paused).toBe(false);
  // QuotaExceeded is not an error the listener sees: the instance published nothing and kept playing.
  expect(await inPage((h) => h.events.filter((e) => e.type === 'mediaPlaybackError'))).toEqual([]);
  expect(status.playbackState).toBe('playing');
  await inPage((h) => h.pause());
});
