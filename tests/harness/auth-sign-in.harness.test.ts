import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks, SharedMemoryStorage } from '@mediakit/adapters/node';
import { AuthorizationStatus, type MusicKitInstance } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Headless harness: sign-in through the configured instance (createHeadlessMusicKit: scripted
// window, simulated clock, memory storage) against the real provider emulator over HTTP. The
// test plays the listener in the pop-up: it loads the emulator's sign-in page, reads where the
// page would post, signs in through the page's own endpoint and delivers the page's message from
// the provider origin, as a browser would. (The auth service's internals, such as cids, GDPR and
// token renewal, are unit-tested in tests/unit/services/auth.)

const PAGE_ORIGIN = 'http://localhost:4510';
const TOKEN_KEY = 'music.mkteam0001.media-user-token';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

/** A page of the app: an instance configured as apps configure it; `local` is the origin's localStorage. */
async function page(options: { authenticateMethod?: 'GET' | 'POST'; local?: SharedMemoryStorage } = {}) {
  const local = options.local ?? new SharedMemoryStorage();
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN }, sharedLocalStorage: local });
  const music = await MusicKit.configure({
    developerToken: EMULATOR_DEVELOPER_TOKEN,
    providerOrigin: emulator.origin,
    disableAuthBridge: true,
    ...(options.authenticateMethod ? { authenticateMethod: options.authenticateMethod } : {}),
  });
  return { music, host: host(), local };
}

type Page = Awaited<ReturnType<typeof page>>;

/** Loads the pop-up's page from the emulator and returns its embedded configuration. */
async function popupPage(url: string, init?: RequestInit): Promise<{ targetOrigin: string | null; flow: string; error: string | null }> {
  const html = await (await fetch(url, init)).text();
  const json = /<script type="application\/json" id="mk-config">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

/** The listener clicks "Sign in as …": the page signs in and posts authorize to its opener. */
async function clickSignIn(kit: Page, listener: string, targetOrigin: string): Promise<void> {
  expect(targetOrigin).toBe(PAGE_ORIGIN); // the page would post to us, and only to us
  const answer = (await (await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', body: JSON.stringify({ listener }) })).json()) as Record<string, unknown>;
  kit.host.window.lastPopup!.post({ action: 'authorize', token: answer['token'], restricted: answer['restricted'], cid: answer['cid'] }, emulator.origin);
}

async function signIn(kit: Page, listener: string): Promise<string> {
  const pending = kit.music.authorize();
  await flushMicrotasks();
  const config = await popupPage(kit.host.window.lastPopup!.url);
  expect(config.error).toBeNull();
  await clickSignIn(kit, listener, config.targetOrigin ?? '');
  return pending;
}

function tokensOnlyToProvider(kit: Page, tokens: readonly string[]): void {
  for (const request of kit.host.http.requests) {
    const text = `${request.url} ${JSON.stringify(request.headers ?? {})} ${typeof request.body === 'string' ? request.body : ''}`;
    if (tokens.some((token) => text.includes(token))) expect(new URL(request.url).origin).toBe(emulator.origin);
  }
}

function rejectionOf(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('harness: sign-in through the instance against the emulator (000 §2, §4, §7)', () => {
  it('a subscriber signs in by GET /woa, is stored, survives a reload, and has a subscription', async () => {
    const kit = await page();
    const token = await signIn(kit, 'subscriber');
    expect(kit.music.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    expect(kit.music.musicUserToken).toBe(token);
    expect(kit.music.storefrontCountryCode).toBe('us');
    expect(kit.host.storage.local.get(TOKEN_KEY)).toBe(token);
    await expect(kit.music.hasMusicSubscription()).resolves.toBe(true);
    const me = await kit.music.me();
    expect(me.subscription).toEqual({ active: true, storefront: 'us' });

    // A reload: a new page of the same origin, with the localStorage the browser kept.
    const reloaded = await page({ local: kit.local });
    expect(reloaded.music.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    expect(reloaded.music.musicUserToken).toBe(token);
    tokensOnlyToProvider(kit, [token, EMULATOR_DEVELOPER_TOKEN]);
  });

  it('a signed-out page is offered the subscribe view; a non-subscriber in gb signs in without a subscription', async () => {
    const kit = await page();
    const offered = new Promise((resolve) => kit.music.addEventListener('eligibleForSubscribeView', resolve, { once: true }));
    // Signed out: offered once this session (000 §2).
    await expect(offered).resolves.toMatchObject({ authorizationStatus: AuthorizationStatus.NOT_DETERMINED });
    await signIn(kit, 'non-subscriber');
    expect(kit.music.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    expect(kit.music.storefrontCountryCode).toBe('gb');
    await expect(kit.music.hasMusicSubscription()).resolves.toBe(false);
  });

  it('a restricted listener is RESTRICTED, by the flag and by parental controls', async () => {
    const kit = await page();
    await signIn(kit, 'restricted');
    expect(kit.music.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
    expect(kit.music.isRestricted).toBe(true);
    await kit.music.me();
    expect(kit.music.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
  });

  it('000 §4: decline rejects with 1 and unavailable with -1; closing the pop-up rejects with 0', async () => {
    const kit = await page();
    for (const [action, status] of [['decline', 1], ['unavailable', -1]] as const) {
      const pending = kit.music.authorize();
      await flushMicrotasks();
      const config = await popupPage(kit.host.window.lastPopup!.url);
      expect(config.targetOrigin).toBe(PAGE_ORIGIN);
      kit.host.window.lastPopup!.post({ action }, emulator.origin);
      expect(Number(await rejectionOf(pending))).toBe(status);
    }
    const closing = kit.music.authorize();
    await flushMicrotasks();
    kit.host.window.lastPopup!.closeByUser();
    await kit.host.clock.advanceAsync(500);
    expect(Number(await rejectionOf(closing))).toBe(0);
    expect(kit.music.isAuthorized).toBe(false);
  });

  it('000 §2: authorize by POST: the hidden form reaches the commerce path, the page asks thirdPartyInfo, then signs in', async () => {
    const kit = await page({ authenticateMethod: 'POST' });
    const pending = kit.music.authorize();
    await flushMicrotasks();
    const [form] = kit.host.window.forms;
    expect(form?.action).toBe(`${emulator.origin}/commerce/account/authenticateMusicKitRequest`);
    const response = await fetch(form!.action, { method: 'POST', body: new URLSearchParams(form!.fields), headers: { Origin: PAGE_ORIGIN }, redirect: 'manual' });
    expect(response.status).toBe(303);
    const config = await popupPage(new URL(response.headers.get('location') ?? '', emulator.origin).toString());
    expect(config).toEqual({ targetOrigin: PAGE_ORIGIN, flow: 'post', error: null });
    kit.host.window.lastPopup!.post({ action: 'thirdPartyInfo' }, emulator.origin);
    // Answered once the pop-up's answers (loaded when it opened, the sign-in pop-ups feature) are here.
    await expect.poll(() => kit.host.window.lastPopup!.received[0]).toMatchObject({ targetOrigin: emulator.origin, message: { thirdPartyInfo: { thirdPartyName: 'localhost:4510' } } });
    await clickSignIn(kit, 'subscriber', config.targetOrigin ?? '');
    await expect(pending).resolves.toMatch(/==$/);
    expect(kit.music.isAuthorized).toBe(true);
  });

  it('unauthorize signs out here and revokes the token at the provider: a page still holding it is no longer served', async () => {
    const first = await page();
    const token = await signIn(first, 'subscriber');
    // Another page (another site) that still holds the same token.
    const heldElsewhere = new SharedMemoryStorage();
    heldElsewhere.entries.set(TOKEN_KEY, { value: token, expiresAt: null });
    const stale = await page({ local: heldElsewhere });
    expect(stale.music.isAuthorized).toBe(true);
    await first.music.unauthorize();
    expect(first.music.isAuthorized).toBe(false);
    expect(first.host.storage.local.get(TOKEN_KEY)).toBeNull();
    await expect(stale.music.me()).rejects.toBeTruthy();
  });

  it('the emulator saw tokens only on its own origin', () => {
    for (const request of emulator.recorder.requests) {
      const carries = Object.values(request.headers).some((value) => value.includes(EMULATOR_DEVELOPER_TOKEN) || /==$/.test(value));
      if (carries) expect(request.headers['host']).toBe(new URL(emulator.origin).host);
    }
  });
});
