import { expect, type Page } from '@playwright/test';
import { mediaUrlPath } from '../../tools/emulator/fixtures/media-fixtures.ts';
import type { TrackFixture } from '../../tools/media/track-fixture.types.ts';
import { largestStep, SAMPLE_RATE, type JoinFigures } from './gapless-join.analysis.ts';
import { pageObject, takeRecording as takeRecordingOf } from './page-object.ts';

type Failure = { reason: string; message: string; details?: { status?: number; url?: string; stage?: string } };

/** The page API of app-react/demo/e2e/mse-gapless.ts (the public instance), as the e2e tests use it. */
export interface GaplessHarness {
  ready: boolean;
  signOut(): Promise<void>;
  clearEvents(): void;
  albumTracks(name: string): Promise<string[]>;
  playQueue(songs: string[], startWith?: number): Promise<{ toPlayingMs: number } | Failure>;
  skipToNext(): Promise<{ toPlayingMs: number; id: string | undefined } | Failure>;
  seek(seconds: number): Promise<void>;
  pause(): void;
  repeatOne(): void;
  status(): {
    currentTime: number;
    duration: number;
    elementTime: number;
    paused: boolean;
    ended: boolean;
    playbackState: string;
    backend: string | null;
    playbackType: number | undefined;
    nowPlayingId: string | undefined;
    isAuthorized: boolean;
  };
  events: Array<{ type: string; at: number; detail?: { id?: string; state?: string } & Partial<Failure> }>;
  recordStart(): void;
  recordStop(): void;
  recordedFrames(): number;
  recording(part: number, partFrames: number): string | null;
}

/** Runs `fn` with the page's harness. */
export const withHarness = pageObject<GaplessHarness>('__gapless');

/** The provider origin of the run (same server as the page, as 127.0.0.1). */
export function providerOf(baseURL: string | undefined): string {
  return `http://127.0.0.1:${new URL(baseURL ?? 'http://localhost:4510').port}`;
}

/** 000 §4: signs a test listener in through the provider's real pop-up (the page's Sign in button calls authorize()). */
export async function signIn(page: Page, label: RegExp = /^Sign in as Sam/): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#sign-in')]);
  await popup.getByRole('button', { name: label }).click();
  await expect.poll(() => withHarness(page, (h) => h.status().isAuthorized), { timeout: 30_000 }).toBe(true);
}

/** Opens the page with the emulator reset and a subscriber signed in; returns the Bach album's track ids. */
export async function openHarness(page: Page, provider: string): Promise<string[]> {
  await page.request.post(`${provider}/__emulator/reset`);
  await page.request.delete(`${provider}/__emulator/license-faults`);
  await page.goto('/e2e/mse-gapless.html');
  await page.waitForFunction(() => (window as unknown as { __gapless?: GaplessHarness }).__gapless?.ready === true, undefined, { timeout: 60_000 });
  await signIn(page);
  return withHarness(page, (h) => h.albumTracks('Bach'));
}

/** The recording made in the page, as interleaved stereo float32. */
export const takeRecording = (page: Page): Promise<Float32Array> => takeRecordingOf(page, withHarness);

/** Waits until the page logged an event of `type` (optionally for item `id`). */
export async function waitForEvent(page: Page, type: string, id?: string, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    ([t, i]) => (window as unknown as { __gapless: GaplessHarness }).__gapless.events.some((e) => e.type === t && (i === undefined || e.detail?.id === i)),
    [type, id] as const,
    { timeout: timeoutMs, polling: 50 },
  );
}

/** The paths the emulator recorded since its request log was last cleared. */
export async function requestPaths(page: Page, provider: string): Promise<string[]> {
  return ((await (await page.request.get(`${provider}/__emulator/requests`)).json()) as { requests: Array<{ path: string }> }).requests.map((r) => r.path);
}

/** Waits until the emulator served every media segment of an encrypted clip: its audio is all fetched. */
export async function waitForAllSegmentsOf(page: Page, provider: string, segments: readonly string[], timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(async () => {
      const served = new Set(await requestPaths(page, provider));
      return segments.filter((segment) => !served.has(segment));
    }, { timeout: timeoutMs, intervals: [200] })
    .toEqual([]);
}

/** Frames either side of a join over which its largest step is measured (as measureJoin does). */
const STEP_WINDOW = 32;

/**
 * The largest sample step each join carries in the media itself: the clear clips decoded by the
 * browser (decodeAudioData drops the priming and padding, leaving each clip's sampleCount frames
 * within the container's rounding)
 * and laid end to end. Separately encoded AAC has its own edge distortion, so at some joins the
 * media alone steps further than twice the music's normal level (clip08 → clip09: 0.055); a
 * player cannot render less than its media, only more. A click is a step beyond both.
 */
export async function mediaJoinSteps(page: Page, provider: string, clips: readonly TrackFixture[]): Promise<number[]> {
  const urls = clips.map((clip) => [clip.clear.init, ...clip.clear.segments].map((path) => `${provider}${mediaUrlPath(path)}`));
  const edges = await page.evaluate(async ([files, window]) => {
    const context = new OfflineAudioContext(2, 44_100, 44_100);
    const decoded: Array<{ head: number[]; tail: number[]; frames: number }> = [];
    for (const parts of files) {
      const bytes = await Promise.all(parts.map(async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer())));
      const whole = new Uint8Array(bytes.reduce((sum, b) => sum + b.length, 0));
      bytes.reduce((offset, b) => (whole.set(b, offset), offset + b.length), 0);
      const buffer = await context.decodeAudioData(whole.buffer);
      const interleave = (from: number, to: number): number[] => {
        const out: number[] = [];
        for (let n = from; n < to; n++) out.push(buffer.getChannelData(0)[n]!, buffer.getChannelData(buffer.numberOfChannels > 1 ? 1 : 0)[n]!);
        return out;
      };
      decoded.push({ head: interleave(0, window), tail: interleave(buffer.length - window, buffer.length), frames: buffer.length });
    }
    return decoded;
  }, [urls, STEP_WINDOW] as const);
  // decodeAudioData trims the priming exactly (edit-list media time) but ends on the edit
  // duration, which the container rounds to its millisecond movie timescale: ±1 frame.
  edges.forEach((edge, k) => expect(Math.abs(edge.frames - clips[k]!.sampleCount), `${clips[k]!.id} decodes to its sampleCount`).toBeLessThanOrEqual(1));
  return edges.slice(0, -1).map((edge, k) => largestStep(new Float32Array([...edge.tail, ...edges[k + 1]!.head]), 0, 2 * STEP_WINDOW));
}

/**
 * 001 §4 Seamless audio, the bound every gapless e2e asserts on a measured join: both sides
 * aligned with the source, no silent run longer than 0.1 ms (4.41 frames), a shift under 0.1 ms,
 * and no click: no step beyond twice the music's own, unless the media itself steps that far at
 * its ideal splice (then the rendered step must be the media's, within 10 %).
 */
export function expectSeamlessJoin(join: JoinFigures, mediaStep: number): void {
  expect(join.scoreBefore, join.join).toBeGreaterThan(0.9);
  expect(join.scoreAfter, join.join).toBeGreaterThan(0.9);
  expect(join.silenceFrames, join.join).toBeLessThanOrEqual(4);
  expect(Math.abs(join.shiftFrames), join.join).toBeLessThan(0.1e-3 * SAMPLE_RATE);
  expect(join.jump, join.join).toBeLessThanOrEqual(Math.max(2 * join.normalJump, 1.1 * mediaStep));
}
