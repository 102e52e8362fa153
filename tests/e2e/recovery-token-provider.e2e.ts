import { expect, test, type Page } from '@playwright/test';
import { playActivityMark, stopAndExpectNoUnendedPlay } from './play-activity-ledger.ts';
import { emulatorCall, expectAudioResumed, expectStateMatchesElement, installRecoveryProbe, perform as performOn, type Outcome } from './recovery-probe.ts';

// Issue 21 done-when table, the rows that need a developer-token PROVIDER (recovery.e2e.ts has
// the others; same row shape). The page (app-react/demo/e2e/token-provider.ts) configures the
// public instance with `developerToken` a function asking the developer's token server (the
// emulator's issued tokens); the emulator revokes a token (/__emulator/developer-tokens). Each
// row ends RECOVERED (audio resumed, recorded: recovery-probe.ts) with the provider asked the number of
// times docs/decisions.md "Recovery policy" says, or with the NAMED MKError within its bound and a
// working play() afterwards; in every row the instance's state matches the element, and play
// activity has no play without its end.

test.describe.configure({ mode: 'serial' });

let page: Page;
let provider = '';
/** Where this file's play-activity events begin (play-activity-ledger.ts). */
let activityMark = 0;
let album: string[] = [];
let nextTrack = 0;

function emulator(path: string, method = 'GET'): Promise<unknown> {
  return emulatorCall(page, provider, path, method);
}

/** The developer's token server hands out a new token and the old one is revoked (401 from then on). */
async function rotateDeveloperToken(): Promise<void> {
  const old = (await emulator('/__emulator/developer-tokens/latest')) as { token: string };
  await emulator('/__emulator/developer-tokens', 'POST');
  await emulator(`/__emulator/developer-tokens/${old.token}`, 'DELETE');
}

const providerCalls = (): Promise<number> => page.evaluate(() => (window as unknown as { __tokenProvider: { asked: number } }).__tokenProvider.asked);
const setHang = (hang: boolean): Promise<void> => page.evaluate((h) => void ((window as unknown as { __tokenProvider: { hang: boolean } }).__tokenProvider.hang = h), hang);

/** Runs `action` on the instance (recovery-probe.ts): recorded audio, a named failure, or `timedOut`. */
function perform(action: { kind: 'queue'; id: string } | { kind: 'play' }, boundMs: number): Promise<Outcome> {
  return performOn(page, action.kind === 'queue' ? { kind: 'queue', ids: [action.id], startWith: 0 } : action, boundMs);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  page = await context.newPage();
  await installRecoveryProbe(page);
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

test('token revoked with a provider: the 401 asks the provider once, the request is retried with the new token, audio resumed (recorded) (issue 21 rotation)', async () => {
  const first = await perform({ kind: 'queue', id: album[nextTrack++]! }, 20_000);
  expectAudioResumed(first, 20_000);
  await page.evaluate(async () => {
    const music = (window as unknown as { MusicKit: { getInstance(): { stop(): Promise<unknown> } } }).MusicKit.getInstance();
    await music.stop();
  });
  const before = await providerCalls();
  await rotateDeveloperToken();
  const outcome = await perform({ kind: 'queue', id: album[nextTrack++]! }, 20_000);
  expectAudioResumed(outcome, 20_000);
  expect(await providerCalls()).toBe(before + 1);
  await expectStateMatchesElement(page);
});

test('hung token provider: after a revocation the provider never answers; CONFIGURATION_ERROR within 10 s + 3 s, play() works once it answers again', async () => {
  await setHang(true);
  await rotateDeveloperToken();
  const outcome = await perform({ kind: 'queue', id: album[nextTrack++]! }, 25_000);
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, errorCode: 'CONFIGURATION_ERROR' });
  expect(outcome.ms).toBeLessThanOrEqual(13_000);
  await expectStateMatchesElement(page);
  await setHang(false);
  const again = await perform({ kind: 'play' }, 20_000);
  expectAudioResumed(again, 20_000);
  await expectStateMatchesElement(page);
});
