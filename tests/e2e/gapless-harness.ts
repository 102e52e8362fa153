import { expect, type Page } from '@playwright/test';
import { decodeParts } from './gapless-join.analysis.ts';

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
export function withHarness<T, A = undefined>(page: Page, fn: (h: GaplessHarness, arg: A) => T | Promise<T>, arg?: A): Promise<T> {
  return page.evaluate(
    ([source, a]) => {
      const h = (window as unknown as { __gapless: GaplessHarness }).__gapless;
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      return (new Function('h', 'a', `return (${source})(h, a);`) as (h: GaplessHarness, a: unknown) => T)(h, a);
    },
    [fn.toString(), arg] as const,
  ) as Promise<T>;
}

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
export async function takeRecording(page: Page): Promise<Float32Array> {
  const parts: string[] = [];
  for (let part = 0; ; part++) {
    const chunk = await withHarness(page, (h, a) => h.recording(a[0], a[1]), [part, 1_000_000] as [number, number]);
    if (chunk === null) break;
    parts.push(chunk);
  }
  return decodeParts(parts);
}

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
