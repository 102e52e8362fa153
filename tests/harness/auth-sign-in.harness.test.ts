import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  ScriptedWindowHost,
  SimulatedClock,
  flushMicrotasks,
} from '@mediakit/adapters/node';
import { providerHostsAt } from '../../core/src/domain/auth/index.ts';
import { AuthorizationStatus } from '../../core/src/domain/enums/index.ts';
import { AuthService, type AuthServiceOptions, type AuthServicePorts } from '../../core/src/services/auth/index.ts';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Headless harness: the auth services (scripted window, simulated clock, memory storage) against
// the real provider emulator over HTTP. The test plays the listener in the pop-up: it loads the
// emulator's sign-in page, reads where the page would post, signs in through the page's own
// endpoint and delivers the page's message from the provider origin, as a browser would.

const PAGE_ORIGIN = 'http://localhost:4510';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

function page(options: Partial<AuthServiceOptions> = {}, stores?: { local: MemoryKeyValueStore; session: MemoryKeyValueStore; cookie: MemoryKeyValueStore }) {
  const clock = new SimulatedClock();
  const windowHost = new ScriptedWindowHost({ origin: PAGE_ORIGIN });
  const http = new RecordingHttpClient(RecordingHttpClient.forwardingToNetwork());
  const logger = new MemoryLogger();
  const storage = stores ?? {
    local: new MemoryKeyValueStore('local', clock),
    session: new MemoryKeyValueStore('session', clock),
    cookie: new MemoryKeyValueStore('cookie', clock),
  };
  const ports: AuthServicePorts = {
    windowHost,
    http,
    clock,
    scheduler: clock,
    logger,
    environment: { languages: ['en-GB', 'en'] },
    localStore: storage.local,
    sessionStore: storage.session,
    cookieStore: storage.cookie,
  };
  const auth = new AuthService(ports, {
    developerToken: EMULATOR_DEVELOPER_TOKEN,
    hosts: providerHostsAt(emulator.origin),
    trustedOrigins: [emulator.origin],
    disableAuthBridge: true,
    ...options,
  });
  return { clock, windowHost, http, logger, storage, auth };
}

/** Loads the pop-up's page from the emulator and returns its embedded configuration. */
async function popupPage(url: string, init?: RequestInit): Promise<{ targetOrigin: string | null; flow: string; error: string | null }> {
  const html = await (await fetch(url, init)).text();
  const json = /<script type="application\/json" id="mk-config">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

/** The listener clicks "Sign in as …": the page signs in and posts authorize to its opener. */
async function clickSignIn(windowHost: ScriptedWindowHost, listener: string, targetOrigin: string): Promise<void> {
  expect(targetOrigin).toBe(PAGE_ORIGIN); // the page would post to us, and only to us
  const answer = (await (await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }) })).json()) as Record<string, unknown>;
  windowHost.lastPopup!.post({ action: 'authorize', token: answer['token'], restricted: answer['restricted'], cid: answer['cid'] }, emulator.origin);
}

async function signIn(kit: ReturnType<typeof page>, listener: string): Promise<string> {
  const pending = kit.auth.authorize();
  await flushMicrotasks();
  const config = await popupPage(kit.windowHost.lastPopup!.url);
  expect(config.error).toBeNull();
  await clickSignIn(kit.windowHost, listener, config.targetOrigin ?? '');
  return pending;
}

function tokensOnlyToProvider(http: RecordingHttpClient, tokens: readonly string[]): void {
  for (const request of http.requests) {
    const text = `${request.url} ${JSON.stringify(request.headers ?? {})} ${typeof request.body === 'string' ? request.body : ''}`;
    if (tokens.some((token) => text.includes(token))) expect(new URL(request.url).origin).toBe(emulator.origin);
  }
}

describe('harness: sign-in against the emulator (000 §2, §4, §7)', () => {
  it('a subscriber signs in by GET /woa, is stored, survives a reload, and has a subscription', async () => {
    const kit = page();
    const token = await signIn(kit, 'subscriber');
    expect(kit.auth.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    expect(kit.auth.storefrontCountryCode).toBe('us');
    expect(kit.storage.local.get('music.mkteam0001.media-user-token')).toBe(token);
    await expect(kit.auth.hasMusicSubscription()).resolves.toBe(true);
    const me = await kit.auth.me();
    expect(me.subscription).toEqual({ active: true, storefront: 'us' });
    // 000 §7: info was empty, so infoRefresh ran and info was asked again; cids are kept per namespace.
    expect(me.info?.privacyAcknowledgement).toEqual({ music: 1, podcasts: 1, tv: 1 });
    expect([...kit.auth.cids.keys()].sort()).toEqual(['music', 'tv']);
    expect(kit.auth.needsGDPR).toBe(false);

    const reloaded = page({}, kit.storage);
    expect(reloaded.auth.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    expect(reloaded.auth.musicUserToken).toBe(token);
    tokensOnlyToProvider(kit.http, [token, EMULATOR_DEVELOPER_TOKEN]);
  });

  it('a non-subscriber in gb is offered the subscribe view and needs GDPR', async () => {
    const kit = page();
    const offered = new Promise((resolve) => kit.auth.addEventListener('eligibleForSubscribeView', resolve));
    await kit.auth.start(); // signed out: offered once this session
    await offered;
    kit.auth.resetSubscribeViewOffer();
    const offeredAgain = new Promise((resolve) => kit.auth.addEventListener('eligibleForSubscribeView', resolve, { once: true }));
    await signIn(kit, 'non-subscriber');
    await expect(offeredAgain).resolves.toMatchObject({ authorizationStatus: AuthorizationStatus.AUTHORIZED, hasActiveSubscription: false });
    expect(kit.auth.storefrontCountryCode).toBe('gb');
    await kit.auth.me();
    expect(kit.auth.needsGDPR).toBe(true);
  });

  it('a restricted listener is RESTRICTED, by the flag and by parental controls', async () => {
    const kit = page();
    await signIn(kit, 'restricted');
    expect(kit.auth.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
    await kit.auth.me();
    expect(kit.auth.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
  });

  it('decline rejects with 1 and unavailable with -1; closing the pop-up rejects with 0', async () => {
    const kit = page();
    for (const [action, status] of [['decline', 1], ['unavailable', -1]] as const) {
      const pending = kit.auth.authorize();
      await flushMicrotasks();
      const config = await popupPage(kit.windowHost.lastPopup!.url);
      expect(config.targetOrigin).toBe(PAGE_ORIGIN);
      kit.windowHost.lastPopup!.post({ action }, emulator.origin);
      expect(Number(await pending.catch((e: unknown) => e))).toBe(status);
    }
    const closing = kit.auth.authorize();
    await flushMicrotasks();
    kit.windowHost.lastPopup!.closeByUser();
    kit.clock.advance(500);
    expect(Number(await closing.catch((e: unknown) => e))).toBe(0);
  });

  it('authorize by POST: the hidden form reaches the commerce path, the page asks thirdPartyInfo, then signs in', async () => {
    const kit = page({ authenticateMethod: 'POST' });
    const pending = kit.auth.authorize();
    await flushMicrotasks();
    const [form] = kit.windowHost.forms;
    expect(form?.action).toBe(`${emulator.origin}/commerce/account/authenticateMusicKitRequest`);
    const response = await fetch(form!.action, { method: 'POST', body: new URLSearchParams(form!.fields), headers: { Origin: PAGE_ORIGIN }, redirect: 'manual' });
    expect(response.status).toBe(303);
    const config = await popupPage(new URL(response.headers.get('location') ?? '', emulator.origin).toString());
    expect(config).toEqual({ targetOrigin: PAGE_ORIGIN, flow: 'post', error: null });
    kit.windowHost.lastPopup!.post({ action: 'thirdPartyInfo' }, emulator.origin);
    expect(kit.windowHost.lastPopup!.received[0]).toMatchObject({ targetOrigin: emulator.origin, message: { thirdPartyInfo: { thirdPartyName: 'localhost:4510' } } });
    await clickSignIn(kit.windowHost, 'subscriber', config.targetOrigin ?? '');
    await expect(pending).resolves.toMatch(/==$/);
  });

  it('unauthorize revokes the token at the provider: a page still holding it fails renewal with "Renew token"', async () => {
    const first = page();
    const token = await signIn(first, 'subscriber');
    // Another page (another site) that still holds the same token.
    const heldElsewhere = new MemoryKeyValueStore('local', first.clock);
    heldElsewhere.set('music.mkteam0001.media-user-token', token);
    const stale = page({}, { ...first.storage, local: heldElsewhere });
    expect(stale.auth.isAuthorized).toBe(true);
    await first.auth.unauthorize();
    expect(first.auth.isAuthorized).toBe(false);
    await expect(stale.auth.renewMusicToken()).rejects.toThrow('Renew token');
    expect(stale.auth.authorizationStatus).toBe(AuthorizationStatus.NOT_DETERMINED);
  });

  it('renewMusicToken replaces the token with the music-token the provider answers', async () => {
    const kit = page();
    const token = await signIn(kit, 'subscriber');
    const renewed = await kit.auth.renewMusicToken();
    expect(renewed).not.toBe(token);
    expect(kit.auth.musicUserToken).toBe(renewed);
    await expect(kit.auth.hasMusicSubscription()).resolves.toBe(true);
  });

  it('a signed-out page infers its storefront from the browser language via GET /v1/storefronts', async () => {
    const kit = page();
    await kit.auth.start();
    expect(kit.auth.storefrontCountryCode).toBe('gb');
  });

  it('the emulator saw tokens only on its own origin', () => {
    for (const request of emulator.recorder.requests) {
      const carries = Object.values(request.headers).some((value) => value.includes(EMULATOR_DEVELOPER_TOKEN) || /==$/.test(value));
      if (carries) expect(request.headers['host']).toBe(new URL(emulator.origin).host);
    }
  });
});
