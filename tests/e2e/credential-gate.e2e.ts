import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/auth/developer-token.ts';

// Issue 22 "Credentials leave the allow-list" (DESIGN.md Security; 001 §6-§7: the tokens are sent
// only to the allowed hosts). The demo player (browser host, configured from meta tags) signs a
// subscriber in, then each case hands the public instance a foreign URL, directly or through the
// provider (a foreign `next` link, licence or manifest URL, a 302/307 redirect). A SECOND local
// server records every request it gets, headers and body: no request carrying a token may reach
// it, and the public call fails with an MKError.
//
// Foreign hosts: http://evil.example:<port> (Chromium resolves evil.example to 127.0.0.1 here),
// the same recorder as http://127.0.0.1:<port> (the provider's host, another port), and a TLS
// port that only counts connections (https://evil.example:<port>).

const FOREIGN_HOST = 'evil.example';

// The project's launch flags (playwright.config.ts), plus one resolver rule for the foreign host.
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${FOREIGN_HOST} 127.0.0.1`] });
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial' });

interface Recorded {
  readonly method: string;
  readonly host: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface Outcome {
  readonly ok: boolean;
  readonly name?: string;
  readonly errorCode?: string;
  readonly message?: string;
}

const recorded: Recorded[] = [];
let recorder: Server;
let tls: TcpServer;
let tlsConnections = 0;
let foreignPort = 0;
let tlsPort = 0;
let page: Page;
let provider = '';
let userToken = '';
/** Tokens of other sign-ins of this run (the witness looks for every one). */
const otherTokens: string[] = [];
let catalog: { albums: Array<{ id: string; name: string; trackIds: string[] }>; songs: Array<{ id: string; albumId: string }> };

/** A permissive server, as an attacker's is: it answers CORS preflights for any header, so a browser would send the tokens if the library let it. */
function startRecorder(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', host: req.headers.host ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The recorded requests that carry a credential: a credential header, or either token anywhere. */
function tokenBearing(): Recorded[] {
  const tokens = [EMULATOR_DEVELOPER_TOKEN, userToken, ...otherTokens].filter((token) => token !== '');
  return recorded.filter((request) => {
    const names = Object.keys(request.headers);
    if (names.some((name) => ['authorization', 'music-user-token', 'media-user-token', 'x-dsid'].includes(name))) return true;
    const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`;
    return tokens.some((token) => text.includes(token) || text.includes(encodeURIComponent(token)));
  });
}

async function emulator(path: string, init: { method?: string; data?: unknown } = {}): Promise<unknown> {
  const response = await page.request.fetch(`${provider}${path}`, { method: init.method ?? 'GET', ...(init.data === undefined ? {} : { data: init.data }) });
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function resetEmulator(): Promise<void> {
  await emulator('/__emulator/faults', { method: 'DELETE' });
  await emulator('/__emulator/playback-faults', { method: 'DELETE' });
}

/** Runs `api.music(url)` on the instance; resolves with how it ended. */
function apiMusic(url: string): Promise<Outcome> {
  return page.evaluate(async (target) => {
    const music = (window as unknown as { MusicKit: { getInstance(): { api: { music(path: string): Promise<unknown> } } } }).MusicKit.getInstance();
    try {
      await music.api.music(target);
      return { ok: true };
    } catch (error) {
      const e = error as { name?: string; errorCode?: string; message?: string };
      return { ok: false, name: e.name, errorCode: e.errorCode, message: String(e.message) };
    }
  }, url);
}

/**
 * Queues a song and plays it; resolves with the first failure the public surface shows: the
 * rejection of setQueue or play, or a mediaPlaybackError event (playback errors are published,
 * 002 §8), or ok when playback starts.
 */
function playSong(songId: string): Promise<Outcome> {
  return page.evaluate(async (id) => {
    type Instance = {
      setQueue(options: unknown): Promise<unknown>;
      play(): Promise<unknown>;
      stop(): Promise<unknown>;
      addEventListener(name: string, listener: (event: unknown) => void): void;
      removeEventListener(name: string, listener: (event: unknown) => void): void;
      playbackState: number;
    };
    const music = (window as unknown as { MusicKit: { getInstance(): Instance } }).MusicKit.getInstance();
    const describe = (error: unknown) => {
      const e = error as { name?: string; errorCode?: string; message?: string };
      return { ok: false, name: e?.name, errorCode: e?.errorCode, message: String(e?.message) };
    };
    return new Promise<{ ok: boolean }>((resolve) => {
      const onError = (event: unknown) => finish(describe(event));
      const onState = () => {
        if (music.playbackState === 2 /* playing */) finish({ ok: true });
      };
      const finish = (outcome: { ok: boolean }) => {
        music.removeEventListener('mediaPlaybackError', onError);
        music.removeEventListener('playbackStateDidChange', onState);
        resolve(outcome);
      };
      music.addEventListener('mediaPlaybackError', onError);
      music.addEventListener('playbackStateDidChange', onState);
      music
        .setQueue({ song: id })
        .then(() => music.play())
        .catch((error: unknown) => finish(describe(error)));
    });
  }, songId);
}

async function stopPlayback(): Promise<void> {
  await page.evaluate(async () => {
    const music = (window as unknown as { MusicKit: { getInstance(): { stop(): Promise<unknown> } } }).MusicKit.getInstance();
    await music.stop().catch(() => undefined);
  });
}

/** Opens the demo in a fresh context and signs the subscriber in through the provider's pop-up. */
async function openSignedIn(browser: Browser): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedIn = await context.newPage();
  await signedIn.goto('/');
  const [popup] = await Promise.all([signedIn.waitForEvent('popup'), signedIn.getByRole('button', { name: 'Sign in' }).click()]);
  await popup.waitForLoadState();
  await popup.getByRole('button', { name: /^Sign in as Sam/ }).click();
  await expect.poll(() => signedIn.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { isAuthorized: boolean } } }).MusicKit.getInstance().isAuthorized)).toBe(true);
  const token = await signedIn.evaluate(() => (window as unknown as { MusicKit: { getInstance(): { musicUserToken: string } } }).MusicKit.getInstance().musicUserToken);
  expect(token.length).toBeGreaterThan(20);
  return { page: signedIn, token };
}

async function signIn(browser: Browser): Promise<void> {
  ({ page, token: userToken } = await openSignedIn(browser));
  await expect(page.getByText('Signed in · full tracks')).toBeVisible();
  provider = (await page.locator('meta[name="mediakit-provider-origin"]').getAttribute('content')) ?? '';
  catalog = (await emulator('/__emulator/catalog')) as typeof catalog;
  // 001 §6: the developer flag that lets the play host's manifests carry the tokens is on here,
  // so the manifest cases attack a token-bearing fetch (off, no manifest carries any).
  await page.evaluate(() => {
    const music = (window as unknown as { MusicKit: { getInstance(): { developerFlags: { set(key: string, value: boolean): void } } } }).MusicKit.getInstance();
    music.developerFlags.set('mk-manifest-tokens', true);
  });
}

/** Bach's album, whose songs play in full (a fresh one per playback case: no manifest is cached for it). */
let nextSong = 0;
function freshSong(): string {
  const bach = catalog.albums.find((album) => album.name.startsWith('Bach'))!;
  return bach.trackIds[nextSong++ % bach.trackIds.length]!;
}

test.beforeAll(async ({ browser }) => {
  recorder = await startRecorder();
  foreignPort = (recorder.address() as AddressInfo).port;
  tls = createTcpServer((socket) => {
    tlsConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  tlsPort = (tls.address() as AddressInfo).port;
  await signIn(browser);
});

test.afterEach(async () => {
  await resetEmulator();
  await stopPlayback();
  // The second server is the witness: whatever the case, no token reached it.
  expect(tokenBearing(), JSON.stringify(tokenBearing(), null, 2)).toEqual([]);
});

test.afterAll(async () => {
  await page?.context().close();
  await new Promise<void>((resolve) => recorder?.close(() => resolve()));
  await new Promise<void>((resolve) => tls?.close(() => resolve()));
});

test('the recorder is a real witness: a request the app makes itself with a token arrives there', async () => {
  // Proves the second server would see a leak: the page's own fetch (not the library) is recorded.
  await page.evaluate(async (url) => {
    await fetch(url, { headers: { 'X-Probe': 'yes' } });
  }, `http://${FOREIGN_HOST}:${foreignPort}/probe`);
  expect(recorded.some((request) => request.url === '/probe' && request.headers['x-probe'] === 'yes')).toBe(true);
  recorded.length = 0;
});

test.describe('api.music with an absolute URL on a foreign origin', () => {
  for (const [name, url] of [
    ['http://evil.example:<port>', () => `http://${FOREIGN_HOST}:${foreignPort}/v1/catalog/us/songs/1`],
    ['https://evil.example:<port>', () => `https://${FOREIGN_HOST}:${tlsPort}/v1/catalog/us/songs/1`],
    ['http://127.0.0.1:<other port> (the provider host, another port)', () => `http://127.0.0.1:${foreignPort}/v1/catalog/us/songs/1`],
    ['http://localhost:<provider port> (another host name, same port)', () => `${provider.replace('127.0.0.1', 'localhost')}/v1/catalog/us/songs/1`],
  ] as const) {
    test(`${name} is refused with an MKError and nothing is sent`, async () => {
      const outcome = await apiMusic(url());
      expect(outcome).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      expect(recorded).toEqual([]);
      expect(tlsConnections).toBe(0);
    });
  }
});

test('a page whose next link is foreign: api.next is refused', async () => {
  const path = '/v1/catalog/us/charts';
  await emulator('/__emulator/faults', { method: 'POST', data: { match: path, json: { data: [{ id: '1', type: 'songs' }], next: `http://127.0.0.1:${foreignPort}${path}?offset=1` }, times: 1 } });
  const outcome = await page.evaluate(async (chartPath) => {
    type Api = { music(path: string, query?: unknown): Promise<{ data: unknown }>; next(result: { data: unknown }): Promise<unknown> };
    const music = (window as unknown as { MusicKit: { getInstance(): { api: Api } } }).MusicKit.getInstance();
    const first = await music.api.music(chartPath, { types: 'songs', credentialGateCase: 'next' });
    try {
      await music.api.next(first);
      return { ok: true };
    } catch (error) {
      const e = error as { name?: string; errorCode?: string; message?: string };
      return { ok: false, name: e.name, errorCode: e.errorCode, message: String(e.message) };
    }
  }, path);
  expect(outcome).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
  expect(recorded).toEqual([]);
});

test('setQueue({ album }) whose track relationship pages to a foreign next link is refused', async () => {
  const album = catalog.albums.find((candidate) => !candidate.name.startsWith('Bach'))!;
  const base = `/v1/catalog/us/albums/${album.id}`;
  const real = (await (await page.request.get(`${provider}${base}?include=tracks`, { headers: { Authorization: `Bearer ${EMULATOR_DEVELOPER_TOKEN}` } })).json()) as {
    data: Array<{ relationships: { tracks: { data: unknown[] } } }>;
  };
  const record = real.data[0]!;
  const tracks = record.relationships.tracks.data;
  // The album says its tracks continue on another page, so the loader re-fetches the relationship;
  // the relationship's first page then names a foreign next page.
  const albumAnswer = { data: [{ ...record, relationships: { ...record.relationships, tracks: { data: tracks.slice(0, 1), next: `${base}/tracks?offset=1` } } }] };
  await emulator('/__emulator/faults', { method: 'POST', data: { match: `^${base}(\\?|$)`, json: albumAnswer } });
  await emulator('/__emulator/faults', { method: 'POST', data: { match: `${base}/tracks`, json: { data: tracks.slice(0, 1), next: `http://${FOREIGN_HOST}:${foreignPort}${base}/tracks?offset=1` } } });
  const outcome = await page.evaluate(async (id) => {
    const music = (window as unknown as { MusicKit: { getInstance(): { setQueue(options: unknown): Promise<unknown> } } }).MusicKit.getInstance();
    try {
      await music.setQueue({ album: id });
      return { ok: true };
    } catch (error) {
      const e = error as { name?: string; errorCode?: string; message?: string };
      return { ok: false, name: e.name, errorCode: e.errorCode, message: String(e.message) };
    }
  }, album.id);
  expect(outcome).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
  expect(recorded).toEqual([]);
});

test('a licence URL (hls-key-server-url) on a foreign origin gets no request; playback fails with the MKError', async () => {
  await emulator('/__emulator/playback-faults', { method: 'POST', data: { keyServerUrl: `http://${FOREIGN_HOST}:${foreignPort}/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense` } });
  const outcome = await playSong(freshSong());
  expect(outcome).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
  expect(outcome.message).toContain(`http://${FOREIGN_HOST}:${foreignPort}`);
  expect(recorded).toEqual([]);
});

test.describe('a manifest on a foreign origin is fetched without tokens (001 §7: headers only to the allowed hosts)', () => {
  for (const [name, host] of [
    ['the provider host on another port', () => `http://127.0.0.1:${foreignPort}`],
    ['another host', () => `http://${FOREIGN_HOST}:${foreignPort}`],
  ] as const) {
    test(name, async () => {
      await emulator('/__emulator/playback-faults', { method: 'POST', data: { assetUrl: `${host()}/media/master.m3u8` } });
      const outcome = await playSong(freshSong());
      expect(outcome).toMatchObject({ ok: false, name: 'MKError' });
      // The manifest was asked for (the witness saw it), without any token.
      expect(recorded.some((request) => request.url === '/media/master.m3u8')).toBe(true);
      recorded.length = 0;
    });
  }
});

test.describe('a provider redirect (302/307) to a foreign origin is not followed with tokens', () => {
  for (const status of [302, 307]) {
    test(`${status} on a catalogue GET`, async () => {
      const song = catalog.songs[status === 302 ? 1 : 2]!.id;
      const path = `/v1/catalog/us/songs/${song}`;
      await emulator('/__emulator/faults', { method: 'POST', data: { match: path, status, location: `http://${FOREIGN_HOST}:${foreignPort}${path}` } });
      expect(await apiMusic(path)).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      expect(recorded).toEqual([]);
    });

    test(`${status} on /v1/me/account`, async () => {
      await emulator('/__emulator/faults', { method: 'POST', data: { match: '/v1/me/account', status, location: `http://127.0.0.1:${foreignPort}/v1/me/account` } });
      expect(await apiMusic(`/v1/me/account?meta=subscription&case=${status}`)).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      expect(recorded).toEqual([]);
    });

    test(`${status} on /v1/me/account as the account service sends it (sign-in's subscription check)`, async ({ browser }) => {
      await emulator('/__emulator/faults', { method: 'POST', data: { match: '/v1/me/account', status, location: `http://${FOREIGN_HOST}:${foreignPort}/v1/me/account` } });
      await emulator('/__emulator/requests', { method: 'DELETE' });
      const second = await openSignedIn(browser);
      otherTokens.push(second.token);
      const outcome = await second.page.evaluate(async () => {
        const music = (window as unknown as { MusicKit: { getInstance(): { hasMusicSubscription(): Promise<boolean> } } }).MusicKit.getInstance();
        try {
          return { ok: true, subscribed: await music.hasMusicSubscription() };
        } catch (error) {
          const e = error as { name?: string; errorCode?: string; message?: string };
          return { ok: false, name: e.name, errorCode: e.errorCode, message: String(e.message) };
        }
      });
      expect(outcome).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      const seen = (await emulator('/__emulator/requests?prefix=/v1/me/account')) as { requests: Array<{ method: string }> };
      expect(seen.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(0);
      await second.page.context().close();
      expect(recorded).toEqual([]);
    });

    test(`${status} on web playback`, async () => {
      await emulator('/__emulator/faults', { method: 'POST', data: { match: '/WebObjects/MZPlay.woa/wa/webPlayback', status, location: `http://${FOREIGN_HOST}:${foreignPort}/webPlayback` } });
      expect(await playSong(freshSong())).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      expect(recorded).toEqual([]);
    });

    test(`${status} on the manifest`, async () => {
      await emulator('/__emulator/faults', { method: 'POST', data: { match: '^/media/.*\\.m3u8', status, location: `http://${FOREIGN_HOST}:${foreignPort}/master.m3u8` } });
      expect(await playSong(freshSong())).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      expect(recorded.filter((request) => request.url === '/master.m3u8' && request.method !== 'OPTIONS')).toEqual([]);
    });

    test(`${status} on the licence`, async () => {
      await emulator('/__emulator/faults', { method: 'POST', data: { match: '/WebObjects/MZPlay.woa/wa/acquireWebPlaybackLicense', status, location: `http://${FOREIGN_HOST}:${foreignPort}/license` } });
      expect(await playSong(freshSong())).toMatchObject({ ok: false, name: 'MKError', errorCode: 'CONFIGURATION_ERROR' });
      expect(recorded).toEqual([]);
    });

    test(`${status} on play activity (/play)`, async () => {
      await emulator('/__emulator/faults', { method: 'POST', data: { match: '/play', method: 'POST', status, location: `http://${FOREIGN_HOST}:${foreignPort}/play` } });
      await emulator('/__emulator/requests', { method: 'DELETE' });
      expect(await playSong(freshSong())).toMatchObject({ ok: true });
      await stopPlayback();
      // The reporter did post (and met the redirect); the witness got nothing.
      await expect
        .poll(async () => ((await emulator('/__emulator/requests?prefix=/play')) as { requests: Array<{ method: string }> }).requests.some((request) => request.method === 'POST'), { timeout: 20_000 })
        .toBe(true);
      expect(recorded).toEqual([]);
    });
  }
});
