import { expect, test, type Browser, type Page } from '@playwright/test';
import { playActivityMark, stopAndExpectNoUnendedPlay } from './play-activity-ledger.ts';
import { addSongMediaFault, clipOf } from './emulator-media-faults.ts';
import { emulatorCall, expectAudioResumed, expectStateMatchesElement as expectStateAgrees, installRecoveryProbe, perform as performOn, PLAYING, snapshot as snapshotOf, type Outcome, type RecoveryAction, type Snapshot } from './recovery-probe.ts';

// Issue 21 "playback that recovers, never wedges, never lies" — the done-when table. The demo
// player signs a subscriber in; each row switches on one emulator fault and plays Bach's album
// through the public instance (setQueue, play, changeToMediaAtIndex, seekToTime). Each row ends
// either RECOVERED (audio resumed, recorded: recovery-probe.ts) with the number of requests the
// recovery policy says (recovery-policy.ts, in the core's playback domain), or with the NAMED MKError
// published within the row's bound and a working play() afterwards. In every row the instance's
// state then matches the element, and play activity has no play without its end.

test.describe.configure({ mode: 'serial' });

/** Emulator fault matches: a leading ^ makes a regex, else a path prefix. */
const LICENCE = '^/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense';
const WEB_PLAYBACK = '/WebObjects/MZPlay.woa/wa/webPlayback';

let page: Page;
let provider = '';
/** Where this file's play-activity events begin (play-activity-ledger.ts). */
let activityMark = 0;
let album: string[] = [];

/** The CDM's key sessions, in the page (recovery-probe.ts installs the audio probe). */
async function installKeySessionHook(target: Page): Promise<void> {
  await target.addInitScript(() => {
    // The CDM's key sessions, newest last, so a row can make the key system report its generic
    // failure (a key status 'internal-error'): Chromium's ClearKey never reports one by itself.
    const sessions: MediaKeySession[] = [];
    const createSession = MediaKeys.prototype.createSession;
    MediaKeys.prototype.createSession = function (this: MediaKeys, ...args: Parameters<MediaKeys['createSession']>) {
      const session = createSession.apply(this, args);
      sessions.push(session);
      return session;
    };
    (window as unknown as { __keySystemGenericError: () => number }).__keySystemGenericError = () => {
      const session = sessions.at(-1);
      if (!session) return 0;
      const internalError = { size: 1, forEach: (report: (status: MediaKeyStatus, keyId: BufferSource) => void) => report('internal-error', new Uint8Array(16)) };
      // Shadows the real map for this one event only; later events read the CDM's own statuses.
      Object.defineProperty(session, 'keyStatuses', { configurable: true, get: () => internalError });
      session.dispatchEvent(new Event('keystatuseschange'));
      delete (session as unknown as { keyStatuses?: unknown }).keyStatuses;
      return sessions.length;
    };
  });
}

async function openSignedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedIn = await context.newPage();
  await installRecoveryProbe(signedIn);
  await installKeySessionHook(signedIn);
  await signedIn.goto('/');
  const [popup] = await Promise.all([signedIn.waitForEvent('popup'), signedIn.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.waitForLoadState();
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect(signedIn.getByText('Signed in · full tracks')).toBeVisible();
  return signedIn;
}

function emulator(path: string, method = 'GET', data?: unknown): Promise<unknown> {
  return emulatorCall(page, provider, path, method, data);
}

async function resetFaults(): Promise<void> {
  await emulator('/__emulator/faults', 'DELETE');
  await emulator('/__emulator/license-faults', 'DELETE');
  await emulator('/__emulator/playback-faults', 'DELETE');
  await emulator('/__emulator/media-faults', 'DELETE');
}

async function requestCount(pattern: RegExp): Promise<number> {
  const { requests } = (await emulator('/__emulator/requests')) as { requests: Array<{ path: string }> };
  return requests.filter((r) => pattern.test(r.path)).length;
}

/** Runs `action` on the instance (recovery-probe.ts): recorded audio, a named failure, or `timedOut`. */
function perform(action: RecoveryAction, boundMs: number): Promise<Outcome> {
  return performOn(page, action, boundMs);
}

function snapshot(): Promise<Snapshot> {
  return snapshotOf(page);
}

/** In every row: the state the instance reports is the element's. */
function expectStateMatchesElement(): Promise<Snapshot> {
  return expectStateAgrees(page);
}

test.beforeAll(async ({ browser }) => {
  page = await openSignedIn(browser);
  provider = (await page.locator('meta[name="mediakit-provider-origin"]').getAttribute('content')) ?? '';
  activityMark = await playActivityMark(page, provider);
  const catalog = (await emulator('/__emulator/catalog')) as { albums: Array<{ name: string; trackIds: string[] }> };
  album = catalog.albums.find((a) => a.name.startsWith('Bach'))!.trackIds;
});

test.beforeEach(async () => {
  await resetFaults();
  await emulator('/__emulator/requests', 'DELETE');
});

test.afterEach(async () => {
  await resetFaults();
  await stopAndExpectNoUnendedPlay(page, provider, activityMark);
});

test.afterAll(async () => {
  await page?.context().close();
});

/**
 * A track of the album not played yet in this file (no manifest or key session cached for it).
 * Licence rows queue that one song alone, so no next item's keys are fetched ahead (001 §4).
 */
let nextTrack = 0;
function freshTrack(): number {
  return nextTrack++ % album.length;
}

/** The named error within its bound, then a working play() with the fault gone. */
async function expectNamedErrorThenPlay(outcome: Outcome, reason: string, boundMs: number): Promise<void> {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, errorCode: reason });
  expect(outcome.ms).toBeLessThanOrEqual(boundMs);
  await expectStateMatchesElement();
  await resetFaults();
  const again = await perform({ kind: 'play' }, 20_000);
  expectAudioResumed(again, 20_000);
  await expectStateMatchesElement();
}

const LICENCE_CODES: Array<{ code: number; reason: string }> = [
  { code: -1004, reason: 'DEVICE_LIMIT' },
  { code: -1017, reason: 'GEO_BLOCK' },
  { code: -1021, reason: 'WIDEVINE_CDM_EXPIRED' },
  { code: -1002, reason: 'MEDIA_LICENSE' },
];

for (const { code, reason } of LICENCE_CODES) {
  test(`licence error code ${code}: ${reason} published at once, play() works after (001 §8)`, async () => {
    const track = freshTrack();
    await emulator('/__emulator/license-faults', 'POST', { errorCode: code, times: 1 });
    const outcome = await perform({ kind: 'queue', ids: [album[track]!], startWith: 0 }, 20_000);
    await expectNamedErrorThenPlay(outcome, reason, 15_000);
  });
}

test('licence 500 ×1: retried, recovered with 2 licence requests, audio resumed (recorded) (recovery policy: 5xx retried)', async () => {
  const track = freshTrack();
  await emulator('/__emulator/faults', 'POST', { match: LICENCE, status: 500, times: 1 });
  const outcome = await perform({ kind: 'queue', ids: [album[track]!], startWith: 0 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  expect(await requestCount(/acquireWebPlaybackLicense/)).toBe(2);
  await expectStateMatchesElement();
});

test('licence 500 ×3: 3 retries after 1 s, 2 s, 3 s recover with 4 licence requests, audio resumed (recorded) (001 §7)', async () => {
  const track = freshTrack();
  await emulator('/__emulator/faults', 'POST', { match: LICENCE, status: 500, times: 3 });
  const outcome = await perform({ kind: 'queue', ids: [album[track]!], startWith: 0 }, 30_000);
  expectAudioResumed(outcome, 30_000);
  expect(await requestCount(/acquireWebPlaybackLicense/)).toBe(4);
  await expectStateMatchesElement();
});

test('licence 500 persistent: MEDIA_LICENSE within 15 s (4 requests), play() works after', async () => {
  const track = freshTrack();
  await emulator('/__emulator/faults', 'POST', { match: LICENCE, status: 500 });
  const outcome = await perform({ kind: 'queue', ids: [album[track]!], startWith: 0 }, 30_000);
  expect(await requestCount(/acquireWebPlaybackLicense/)).toBe(4);
  await expectNamedErrorThenPlay(outcome, 'MEDIA_LICENSE', 15_000);
});

test('web-playback 500 ×1: retried after 1 s, recovered with 2 requests, audio resumed (recorded)', async () => {
  const track = freshTrack();
  await emulator('/__emulator/faults', 'POST', { match: WEB_PLAYBACK, status: 500, times: 1 });
  const outcome = await perform({ kind: 'queue', ids: [album[track]!], startWith: 0 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  expect(await requestCount(/webPlayback$/)).toBe(2);
  await expectStateMatchesElement();
});

test('web-playback connection dropped ×1: retried, recovered with 2 requests, audio resumed (recorded)', async () => {
  const track = freshTrack();
  await emulator('/__emulator/faults', 'POST', { match: WEB_PLAYBACK, drop: true, times: 1 });
  const outcome = await perform({ kind: 'queue', ids: [album[track]!], startWith: 0 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  expect(await requestCount(/webPlayback$/)).toBe(2);
  await expectStateMatchesElement();
});

test('failed track change: changeToMediaAtIndex while the play service answers 503 rejects SERVICE_UNAVAILABLE within 10 s; what played goes on, state agrees', async () => {
  // The last track, looped into a long one: it is still playing when the change gives up.
  const long = album.length - 1;
  await addSongMediaFault(page, provider, album[long]!, { loop: 10 });
  const outcome = await perform({ kind: 'queue', ids: album, startWith: long }, 20_000);
  expectAudioResumed(outcome, 20_000);
  await emulator('/__emulator/faults', 'POST', { match: WEB_PLAYBACK, status: 503 });
  const change = await perform({ kind: 'change', index: 6 }, 20_000);
  expect(change, JSON.stringify(change)).toMatchObject({ ok: false, errorCode: 'SERVICE_UNAVAILABLE' });
  expect(change.ms).toBeLessThanOrEqual(10_000);
  expect(await requestCount(/webPlayback$/)).toBe(1 + 4);
  const after = await expectStateMatchesElement();
  // The failed item is not current: the instance, its queue position and the element still
  // play what played before.
  expect(after).toMatchObject({ nowPlayingId: album[long], position: long, playbackState: PLAYING, elementPlaying: true });
});

/** Two tracks of the album on different clips, neither played yet in this file (so neither is cached). */
async function twoFreshTracksOnTwoClips(): Promise<[string, string]> {
  const a = album[freshTrack()]!;
  for (let tries = 0; tries < album.length; tries++) {
    const b = album[freshTrack()]!;
    if ((await clipOf(page, provider, b)) !== (await clipOf(page, provider, a))) return [a, b];
  }
  throw new Error('The album plays one clip only');
}

/** Requests for the segments of `songId`'s clip: only a load of that song onto an element asks for them. */
async function segmentRequests(songId: string): Promise<number> {
  return requestCount(new RegExp(`^/media/audio/${await clipOf(page, provider, songId)}/cenc/seg_`));
}

// Issue 21 "state always true" for a queue replaced while a play starts (a listener clicking album
// after album): A's web-playback answer is held 1.5 s, so A's play is still starting when B's queue
// comes. Its late answer must not load A, whose start would leave "loading" with nothing playing, or
// play A under B's name.
const HELD_MS = 1_500;

test('rapid queue replacement: setQueue(A) + play(), then before A plays setQueue(B) + play(): B plays (recorded), A never loads, state agrees (issue 21 "state always true")', async () => {
  const [a, b] = await twoFreshTracksOnTwoClips();
  await emulator('/__emulator/faults', 'POST', { match: WEB_PLAYBACK, delayMs: HELD_MS, times: 1 });
  const outcome = await perform({ kind: 'replace', first: [a], ids: [b], play: true }, 20_000);
  expectAudioResumed(outcome, 20_000);
  // Past A's held answer (not a speed bound: the row's claim is about what comes after it).
  await page.waitForTimeout(HELD_MS + 500);
  const after = await expectStateMatchesElement();
  expect(after).toMatchObject({ nowPlayingId: b, position: 0, playbackState: PLAYING, elementPlaying: true });
  expect(await segmentRequests(a)).toBe(0);
});

test('rapid queue replacement without a play: setQueue(A) + play(), then before A plays setQueue(B): nothing plays and the state is not left "loading"; play() then plays B (recorded)', async () => {
  const [a, b] = await twoFreshTracksOnTwoClips();
  await emulator('/__emulator/faults', 'POST', { match: WEB_PLAYBACK, delayMs: HELD_MS, times: 1 });
  expect(await perform({ kind: 'replace', first: [a], ids: [b], play: false }, 10_000)).toMatchObject({ ok: true });
  await page.waitForTimeout(HELD_MS + 500);
  const idle = await expectStateMatchesElement();
  expect(idle.elementPlaying).toBe(false);
  // none, paused or stopped: what is true of a queue set and not played; never loading (1) or waiting (8).
  expect([0, 3, 4]).toContain(idle.playbackState);
  expect(await segmentRequests(a)).toBe(0);
  const played = await perform({ kind: 'play' }, 20_000);
  expectAudioResumed(played, 20_000);
  expect(await expectStateMatchesElement()).toMatchObject({ nowPlayingId: b, position: 0, playbackState: PLAYING, elementPlaying: true });
});

test('rapid queue replacement while A loads: setQueue(A) + play(), then, with the segments of A each held 1.5 s, setQueue(B) + play(): B plays (recorded), state agrees (issue 21 "state always true")', async () => {
  const [a, b] = await twoFreshTracksOnTwoClips();
  await emulator('/__emulator/faults', 'POST', { match: `^/media/audio/${await clipOf(page, provider, a)}/cenc/seg_`, delayMs: HELD_MS });
  const outcome = await perform({ kind: 'replace', first: [a], ids: [b], play: true, afterMs: 1_000 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  await page.waitForTimeout(HELD_MS + 500);
  const after = await expectStateMatchesElement();
  expect(after).toMatchObject({ nowPlayingId: b, position: 0, playbackState: PLAYING, elementPlaying: true });
});

/** The emulator path match for segment `n` of a song's encrypted clip. */
async function segmentOf(songId: string, n: number): Promise<string> {
  return `^/media/audio/${await clipOf(page, provider, songId)}/cenc/seg_${n}\\.m4s`;
}

test('segment 404 once: the load-segment error ends as MEDIA_SESSION within 5 s (001 §8), play() works after', async () => {
  const song = album[freshTrack()]!;
  await emulator('/__emulator/faults', 'POST', { match: await segmentOf(song, 1), status: 404, times: 1 });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000);
  await expectNamedErrorThenPlay(outcome, 'MEDIA_SESSION', 5_000);
});

test('segment 404 persistent: MEDIA_SESSION within 5 s, play() works once the segment is back', async () => {
  const song = album[freshTrack()]!;
  await emulator('/__emulator/faults', 'POST', { match: await segmentOf(song, 1), status: 404 });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000);
  await expectNamedErrorThenPlay(outcome, 'MEDIA_SESSION', 5_000);
});

test('segment connection dropped: MEDIA_SESSION within 5 s, no uncaught page error, play() works after', async () => {
  const song = album[freshTrack()]!;
  const uncaught: string[] = [];
  const onError = (error: Error) => uncaught.push(error.message);
  page.on('pageerror', onError);
  await emulator('/__emulator/faults', 'POST', { match: await segmentOf(song, 1), drop: true });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000);
  await expectNamedErrorThenPlay(outcome, 'MEDIA_SESSION', 5_000);
  page.off('pageerror', onError);
  expect(uncaught).toEqual([]);
});

test('segment that never arrives (answer held 60 s): MEDIA_SESSION after the 10 s segment bound (decisions.md "Recovery policy"), play() works after', async () => {
  const song = album[freshTrack()]!;
  await emulator('/__emulator/faults', 'POST', { match: await segmentOf(song, 1), delayMs: 60_000, times: 1 });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 30_000);
  expect(outcome.ms, JSON.stringify(outcome)).toBeGreaterThanOrEqual(10_000);
  await expectNamedErrorThenPlay(outcome, 'MEDIA_SESSION', 13_000);
});

test('slow segments (each 1.5 s late): recovered, audio resumed (recorded)', async () => {
  const song = album[freshTrack()]!;
  await emulator('/__emulator/faults', 'POST', { match: `^/media/audio/${await clipOf(page, provider, song)}/cenc/seg_`, delayMs: 1500 });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  await expectStateMatchesElement();
});

const SEEKS = [
  { name: 'to end − 0.3 s, next item not chained yet', fromEnd: 0.3, afterMs: 0 },
  { name: 'past the end (clamped to the duration)', fromEnd: -2, afterMs: 0 },
  { name: 'to end − 0.3 s with the next item chained (after the 30 % preload, 002 §4)', fromEnd: 0.3, afterMs: 3_000 },
];

for (const { name, fromEnd, afterMs } of SEEKS) {
  test(`seek ${name} on the gapless engine: moves on to the next item within 3 s, audio resumed (recorded) (001 §4 Seeking)`, async () => {
    const start = freshTrack() % (album.length - 2);
    const outcome = await perform({ kind: 'queue', ids: album, startWith: start }, 20_000);
    expectAudioResumed(outcome, 20_000);
    if (afterMs > 0) await page.waitForTimeout(afterMs);
    const at = (await snapshot()).position;
    const seek = await perform({ kind: 'seek', fromEnd }, 5_000);
    expectAudioResumed(seek, 5_000);
    await expect.poll(async () => (await snapshot()).position, { timeout: 3_000 }).toBeGreaterThan(at);
    // The next item loads (when it was not chained) and plays.
    await expect.poll(async () => (await snapshot()).playbackState, { timeout: 5_000 }).toBe(PLAYING);
    await expectStateMatchesElement();
  });
}

test('offline 10 s: the web-playback retry waits for `online` and audio starts by itself (recorded) within 5 s of the network returning; state agrees', async () => {
  // A fresh start: nothing of the album prepared or cached (session storage, the item buffer).
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();
  // One song online first: the page's lazily loaded code is in before the network goes.
  expectAudioResumed(await perform({ kind: 'queue', ids: [album[freshTrack()]!], startWith: 0 }, 20_000), 20_000);
  await page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { stop(): Promise<unknown> } } }).MusicKit.getInstance().stop());
  const song = album[freshTrack()]!;
  expect(await perform({ kind: 'setQueue', ids: [song] }, 10_000)).toMatchObject({ ok: true });
  await page.context().setOffline(true);
  const pending = perform({ kind: 'play' }, 25_000);
  await page.waitForTimeout(10_000);
  await page.context().setOffline(false);
  const outcome = await pending;
  // Audio is recorded from the network's return on, and within 5 s of it.
  expectAudioResumed(outcome, 15_000);
  expect(outcome.audioMs, JSON.stringify(outcome)).toBeGreaterThanOrEqual(10_000);
  await expectStateMatchesElement();
});

test('token expired (web playback answers 2034 once): the user token is renewed and the request retried once, audio resumed (recorded) (002 §4)', async () => {
  const song = album[freshTrack()]!;
  await emulator('/__emulator/playback-faults', 'POST', { failureType: '2034', times: 1 });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  expect(await requestCount(/renewMusicToken$/)).toBe(1);
  expect(await requestCount(/webPlayback$/)).toBe(2);
  await expectStateMatchesElement();
});

test('token still expired after its renewal: TOKEN_EXPIRED published within 5 s (one retry only, 002 §4), play() works after', async () => {
  const song = album[freshTrack()]!;
  await emulator('/__emulator/playback-faults', 'POST', { failureType: '2034', times: 2 });
  const outcome = await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000);
  expect(await requestCount(/webPlayback$/)).toBe(2);
  await expectNamedErrorThenPlay(outcome, 'TOKEN_EXPIRED', 5_000);
});

/** Collects the instance's mediaPlaybackError events from now on (read with {@link publishedErrors}). */
async function collectErrors(): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __published?: string[]; MusicKit: { getInstance(): { addEventListener(name: string, listener: (event: unknown) => void): void } } };
    if (w.__published) return void (w.__published.length = 0);
    const published: string[] = [];
    w.__published = published;
    w.MusicKit.getInstance().addEventListener('mediaPlaybackError', (event) => published.push(String((event as { errorCode?: string }).errorCode)));
  });
}

async function publishedErrors(): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __published?: string[] }).__published ?? [])]);
}

test('unsupported item mid-queue: [A, X, B] where X is a Dolby ec-3 track this browser cannot decode: X is marked unsupported and skipped, B plays, nothing published (001 §4 Item and player)', async () => {
  // The fault is only a fault where the browser lacks the decoder (Chromium's open build does).
  expect(await page.evaluate(() => MediaSource.isTypeSupported('audio/mp4; codecs="ec-3"'))).toBe(false);
  const start = freshTrack() % (album.length - 2);
  const [a, x, b] = [album[start]!, album[start + 1]!, album[start + 2]!];
  await emulator('/__emulator/media-faults', 'POST', { clip: await clipOf(page, provider, x), codecs: 'ec-3' });
  await collectErrors();
  const outcome = await perform({ kind: 'queue', ids: [a, x, b], startWith: 0 }, 20_000);
  expectAudioResumed(outcome, 20_000);
  // A ends by itself (its last 1.5 s, past the 30 % preload of X): the move to X skips to B.
  expectAudioResumed(await perform({ kind: 'seek', fromEnd: 1.5 }, 5_000), 5_000);
  await expect.poll(async () => (await snapshot()).nowPlayingId, { timeout: 10_000 }).toBe(b);
  // B loads (its manifest, licence and first segments) and plays.
  await expect.poll(async () => (await snapshot()).playbackState, { timeout: 5_000 }).toBe(PLAYING);
  const after = await expectStateMatchesElement();
  expect(after).toMatchObject({ position: 2, playbackState: PLAYING, elementPlaying: true });
  // 000 MediaItemState unsupported (8); the skip is the recovery, so no error reaches the app.
  expect(await page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { queue: { items: Array<{ state: number }> } } } }).MusicKit.getInstance().queue.items[1]!.state)).toBe(8);
  expect(await publishedErrors()).toEqual([]);
  // X's segments were never asked for: no backend took it.
  expect(await requestCount(new RegExp(`/media/audio/${await clipOf(page, provider, x)}/cenc/seg_`))).toBe(0);
});

test('unsupported item chosen by the listener: changeToMediaAtIndex(X) lands on the next playable item, which plays (001 §4 Queue position)', async () => {
  const start = freshTrack() % (album.length - 2);
  const [a, x, b] = [album[start]!, album[start + 1]!, album[start + 2]!];
  await emulator('/__emulator/media-faults', 'POST', { clip: await clipOf(page, provider, x), codecs: 'ec-3' });
  await collectErrors();
  expectAudioResumed(await perform({ kind: 'queue', ids: [a, x, b], startWith: 0 }, 20_000), 20_000);
  const change = await perform({ kind: 'change', index: 1 }, 20_000);
  expectAudioResumed(change, 20_000);
  const after = await expectStateMatchesElement();
  expect(after).toMatchObject({ nowPlayingId: b, position: 2, playbackState: PLAYING, elementPlaying: true });
  expect(await publishedErrors()).toEqual([]);
});

test('key-system generic error (the CDM reports key status internal-error): the first is retried once, audio resumes (recorded) with no new licence; the next is MEDIA_KEY, published without stopping (002 §4, 001 §8)', async () => {
  const song = album[freshTrack()]!;
  await collectErrors();
  expectAudioResumed(await perform({ kind: 'queue', ids: [song], startWith: 0 }, 20_000), 20_000);
  const licences = await requestCount(/acquireWebPlaybackLicense/);
  // The first: one retry (the source reloaded where it played), nothing published, audio goes on.
  const retried = page.evaluate(() => (window as unknown as { __keySystemGenericError: () => number }).__keySystemGenericError());
  expect(await retried).toBeGreaterThan(0);
  const resumed = await perform({ kind: 'play' }, 10_000);
  expectAudioResumed(resumed, 10_000);
  expect(await publishedErrors()).toEqual([]);
  expect(await requestCount(/acquireWebPlaybackLicense/)).toBe(licences);
  await expectStateMatchesElement();
  // The single global retry flag is spent: the next one is published, and playback does not stop.
  await page.evaluate(() => (window as unknown as { __keySystemGenericError: () => number }).__keySystemGenericError());
  await expect.poll(publishedErrors, { timeout: 3_000 }).toEqual(['MEDIA_KEY']);
  const state = await expectStateMatchesElement();
  expect(state).toMatchObject({ playbackState: PLAYING, elementPlaying: true });
  // play() still works: pause, then play resumes the audio.
  await page.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { pause(): Promise<unknown> } } }).MusicKit.getInstance().pause());
  const again = await perform({ kind: 'play' }, 10_000);
  expectAudioResumed(again, 10_000);
});
