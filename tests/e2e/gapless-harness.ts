import type { Page } from '@playwright/test';
import { decodeParts } from './gapless-join.analysis.ts';

/** The page API of app-react/demo/e2e/mse-gapless.ts, as the e2e tests use it. */
export interface GaplessHarness {
  ready: boolean;
  signIn(listener?: string): Promise<string>;
  signOut(): void;
  clearEvents(): void;
  albumTracks(name: string): Promise<string[]>;
  playQueue(ids: string[], startAt?: number, chain?: boolean): Promise<{ toPlayingMs: number } | { reason: string; message: string }>;
  preload(id: string | null): Promise<{ ok: true } | { reason: string; message: string }>;
  skipTo(id: string): Promise<{ toPlayingMs: number } | { reason: string; message: string }>;
  seek(seconds: number): void;
  pause(): void;
  status(): { currentTime: number; duration: number; elementTime: number; paused: boolean; ended: boolean };
  events: Array<{ type: string; at: number; detail?: { id?: string; reason?: string; kind?: string; fatal?: boolean; message?: string; httpStatus?: number } }>;
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

/** Opens the harness with the emulator reset and a subscriber signed in; returns the Bach album's track ids. */
export async function openHarness(page: Page, provider: string): Promise<string[]> {
  await page.request.post(`${provider}/__emulator/reset`);
  await page.request.delete(`${provider}/__emulator/license-faults`);
  await page.goto('/e2e/mse-gapless.html');
  await page.waitForFunction(() => (window as unknown as { __gapless?: GaplessHarness }).__gapless?.ready === true);
  return withHarness(page, async (h) => {
    await h.signIn();
    return h.albumTracks('Bach');
  });
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

/** Waits until the harness logged an event of `type` (optionally for item `id`). */
export async function waitForEvent(page: Page, type: string, id?: string, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    ([t, i]) => (window as unknown as { __gapless: GaplessHarness }).__gapless.events.some((e) => e.type === t && (i === undefined || e.detail?.id === i)),
    [type, id] as const,
    { timeout: timeoutMs, polling: 50 },
  );
}
