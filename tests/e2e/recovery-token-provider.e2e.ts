import { expect, test, type Page } from '@playwright/test';
import { playActivityMark, stopAndExpectNoUnendedPlay } from './play-activity-ledger.ts';

// Issue 21 done-when table, the rows that need a developer-token PROVIDER (recovery.e2e.ts has
// the others; same row shape). The page (app-react/demo/e2e/token-provider.ts) configures the
// public instance with `developerToken` a function asking the developer's token server (the
// emulator's issued tokens); the emulator revokes a token (/__emulator/developer-tokens). Each
// row ends RECOVERED (audio plays: an element's time moves) with the provider asked the number of
// times docs/decisions.md "Recovery policy" says, or with the NAMED MKError within its bound and a
// working play() afterwards; in every row the instance's state matches the element, and play
// activity has no play without its end.

test.describe.configure({ mode: 'serial' });

interface Outcome {
  readonly ok: boolean;
  readonly ms: number;
  readonly errorCode?: string;
  readonly message?: string;
  readonly timedOut?: boolean;
}

const PLAYING = 2;

let page: Page;
let provider = '';
/** Where this file's play-activity events begin (play-activity-ledger.ts). */
let activityMark = 0;
let album: string[] = [];
let nextTrack = 0;

async function emulator(path: string, method = 'GET'): Promise<unknown> {
  const response = await page.request.fetch(`${provider}${path}`, { method });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** The developer's token server hands out a new token and the old one is revoked (401 from then on). */
async function rotateDeveloperToken(): Promise<void> {
  const old = (await emulator('/__emulator/developer-tokens/latest')) as { token: string };
  await emulator('/__emulator/developer-tokens', 'POST');
  await emulator(`/__emulator/developer-tokens/${old.token}`, 'DELETE');
}

const providerCalls = (): Promise<number> => page.evaluate(() => (window as unknown as { __tokenProvider: { asked: number } }).__tokenProvider.asked);
const setHang = (hang: boolean): Promise<void> => page.evaluate((h) => void ((window as unknown as { __tokenProvider: { hang: boolean } }).__tokenProvider.hang = h), hang);

/**
 * Runs `action` on the instance; resolves when audio plays (state playing and an element's time
 * moved 0.3 s), with the first failure the public surface shows (a rejection or a
 * mediaPlaybackError), or after `boundMs` with `timedOut`.
 */
function perform(action: { kind: 'queue'; id: string } | { kind: 'play' }, boundMs: number): Promise<Outcome> {
  return page.evaluate(
    async ({ action, boundMs }) => {
      type Instance = {
        setQueue(options: unknown): Promise<unknown>;
        play(): Promise<unknown>;
        playbackState: number;
        addEventListener(name: string, listener: (event: unknown) => void): void;
        removeEventListener(name: string, listener: (event: unknown) => void): void;
      };
      const music = (window as unknown as { MusicKit: { getInstance(): Instance } }).MusicKit.getInstance();
      const started = performance.now();
      const times = () => [...document.querySelectorAll('audio')].map((e) => e.currentTime);
      return new Promise<{ ok: boolean; ms: number; errorCode?: string; message?: string; timedOut?: boolean }>((resolve) => {
        let settled = false;
        let called = false;
        let baseline: number[] | undefined;
        const finish = (outcome: { ok: boolean; errorCode?: string; message?: string; timedOut?: boolean }) => {
          if (settled) return;
          settled = true;
          clearInterval(poll);
          clearTimeout(bound);
          music.removeEventListener('mediaPlaybackError', onError);
          resolve({ ...outcome, ms: Math.round(performance.now() - started) });
        };
        const describe = (error: unknown) => {
          const e = error as { errorCode?: string; message?: string };
          return { ok: false, errorCode: e?.errorCode, message: String(e?.message) };
        };
        const onError = (event: unknown) => finish(describe(event));
        music.addEventListener('mediaPlaybackError', onError);
        const poll = setInterval(() => {
          if (!called || music.playbackState !== 2) return void (baseline = undefined);
          const now = times();
          baseline ??= now;
          if (now.some((t, i) => t - (baseline![i] ?? t) >= 0.3)) finish({ ok: true });
        }, 50);
        const bound = setTimeout(() => finish({ ok: false, timedOut: true }), boundMs);
        const run = action.kind === 'queue' ? music.setQueue({ songs: [action.id], startWith: 0 }).then(() => music.play()) : music.play();
        run.then(
          () => (called = true),
          (error: unknown) => finish(describe(error)),
        );
      });
    },
    { action, boundMs },
  );
}

/** In every row: the state the instance reports is the element's. */
async function expectStateMatchesElement(): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const music = (window as unknown as { MusicKit: { getInstance(): { playbackState: number } } }).MusicKit.getInstance();
          const playing = [...document.querySelectorAll('audio')].some((e) => !e.paused && !e.ended && e.readyState >= 3);
          return { state: music.playbackState, playing };
        }).then(({ state, playing }) => ((state === PLAYING) === playing ? 'agree' : JSON.stringify({ state, playing }))),
      { timeout: 3_000 },
    )
    .toBe('agree');
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();
  // The developer's token server has a token before the app asks for one (the emulator and the
  // page share one server, so its switches answer on the page's origin too).
  const issued = await page.request.post('/__emulator/developer-tokens');
  expect(issued.status()).toBe(201);
  await page.goto('/e2e/token-provider.html');
  provider = (await page.locator('meta[name="mediakit-provider-origin"]').getAttribute('content')) ?? '';
  activityMark = await playActivityMark(page, provider);
  await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true, undefined, { timeout: 30_000 });
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#sign-in')]);
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { isAuthorized: boolean } } }).MusicKit.getInstance().isAuthorized), { timeout: 15_000 }).toBe(true);
  const catalog = (await emulator('/__emulator/catalog')) as { albums: Array<{ name: string; trackIds: string[] }> };
  album = catalog.albums.find((a) => a.name.startsWith('Bach'))!.trackIds;
});

test.afterEach(async () => {
  await setHang(false);
  await stopAndExpectNoUnendedPlay(page, provider, activityMark);
});

test.afterAll(async () => {
  await page?.context().close();
});

test('token revoked with a provider: the 401 asks the provider once, the request is retried with the new token, audio plays (issue 21 rotation)', async () => {
  const first = await perform({ kind: 'queue', id: album[nextTrack++]! }, 20_000);
  expect(first, JSON.stringify(first)).toMatchObject({ ok: true });
  await page.evaluate(async () => {
    const music = (window as unknown as { MusicKit: { getInstance(): { stop(): Promise<unknown> } } }).MusicKit.getInstance();
    await music.stop();
  });
  const before = await providerCalls();
  await rotateDeveloperToken();
  const outcome = await perform({ kind: 'queue', id: album[nextTrack++]! }, 20_000);
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
  expect(await providerCalls()).toBe(before + 1);
  await expectStateMatchesElement();
});

test('hung token provider: after a revocation the provider never answers; CONFIGURATION_ERROR within 10 s + 3 s, play() works once it answers again', async () => {
  await setHang(true);
  await rotateDeveloperToken();
  const outcome = await perform({ kind: 'queue', id: album[nextTrack++]! }, 25_000);
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, errorCode: 'CONFIGURATION_ERROR' });
  expect(outcome.ms).toBeLessThanOrEqual(13_000);
  await expectStateMatchesElement();
  await setHang(false);
  const again = await perform({ kind: 'play' }, 20_000);
  expect(again, JSON.stringify(again)).toMatchObject({ ok: true });
  await expectStateMatchesElement();
});
