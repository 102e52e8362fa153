import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '@mediakit/adapters/node';
import { AuthorizationRejection } from '../../../../core/src/domain/auth/index.ts';
import { AuthorizationStatus } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import type { AuthService } from '../../../../core/src/services/auth/index.ts';
import { INVALID_USER_TOKEN, OTHER_USER_TOKEN, PROVIDER_ORIGIN, USER_TOKEN } from '../../domain/auth/auth-fixtures.ts';
import { makeDeveloperToken } from '../../domain/tokens/token-fixtures.ts';
import { createAuthKit, type AuthKit } from './auth-kit.ts';

const KEY = 'music.mkteamtest.media-user-token';

/** Signs in through the pop-up as the provider would. */
async function signIn(kit: AuthKit, auth: AuthService, message: Record<string, unknown> = { action: 'authorize', token: USER_TOKEN, restricted: false, cid: 'cid-1' }) {
  const pending = auth.authorize();
  pending.catch(() => {});
  await flushMicrotasks();
  kit.windowHost.lastPopup!.post(message, PROVIDER_ORIGIN);
  return pending;
}

/**
 * The bridge frame answers a request of the page (issue 22: an updateAuth must echo the id of a
 * requestAuthUpdate the page sent): frameInit makes the page ask, the answer echoes that id.
 */
function answerBridge(kit: AuthKit, answer: Record<string, unknown>, BRIDGE = 'https://mediaauth.apple.com'): void {
  const frame = kit.windowHost.lastFrame!;
  frame.post({ action: 'mediakit:frameInit' }, BRIDGE);
  const request = frame.received.map(({ message }) => message as { action: string; id?: string }).filter((message) => message.action === 'mediakit:requestAuthUpdate').at(-1)!;
  frame.post({ action: 'mediakit:updateAuth', ...answer, id: request.id }, BRIDGE);
}

function eventLog(auth: AuthService): string[] {
  const log: string[] = [];
  auth.addEventListener('authorizationStatusWillChange', ({ authorizationStatus }) => log.push(`will:${authorizationStatus}`));
  auth.addEventListener('authorizationStatusDidChange', ({ authorizationStatus }) => log.push(`did:${authorizationStatus}`));
  auth.addEventListener('userTokenDidChange', ({ userToken }) => log.push(`token:${userToken === undefined ? 'none' : 'set'}`));
  auth.addEventListener('eligibleForSubscribeView', () => log.push('eligibleForSubscribeView'));
  return log;
}

describe('developer token validation is wired (000 §5)', () => {
  it("a malformed developer token fails at construction with 'Invalid token.'", () => {
    const kit = createAuthKit();
    expect(() => kit.load({ developerToken: 'short.token.here' })).toThrow('Invalid token.');
  });

  it("an expired one with 'Initialized with an expired token.'", () => {
    const kit = createAuthKit();
    expect(() => kit.load({ developerToken: makeDeveloperToken({ exp: 1 }) })).toThrow('Initialized with an expired token.');
  });
});

describe('authorize(): the pop-up result is adopted and persisted per persist', () => {
  it('resolves with the user token, becomes AUTHORIZED, stores it under prefix.teamId (localStorage)', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    const log = eventLog(auth);
    await expect(signIn(kit, auth)).resolves.toBe(USER_TOKEN);
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    expect(auth.isAuthorized).toBe(true);
    expect(auth.musicUserToken).toBe(USER_TOKEN);
    expect(kit.local.get(KEY)).toBe(USER_TOKEN);
    expect(kit.local.get('music.mkteamtest.itre')).toBe('0');
    expect(kit.local.get('music.mkteamtest.pldfltcid')).toBe('cid-1');
    expect(kit.cookie.keys()).toEqual([]);
    expect(log.slice(0, 3)).toEqual(['token:set', 'will:3', 'did:3']);
  });

  it('then opens the web session and reads the storefront and the subscription', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await signIn(kit, auth);
    await flushMicrotasks();
    expect(kit.calls()).toEqual(expect.arrayContaining(['POST /auth/v2/web', 'GET /v1/me/storefront', 'GET /v1/me/account']));
    expect(auth.storefrontCountryCode).toBe('us');
  });

  it('persist cookie: the token is a cookie for 180 days on path /, not in localStorage', async () => {
    const kit = createAuthKit({ options: { persist: 'cookie' } });
    const auth = kit.load();
    await signIn(kit, auth);
    expect(kit.cookie.get(KEY)).toBe(USER_TOKEN);
    expect(kit.local.get(KEY)).toBeNull();
    kit.clock.advance(180 * 86_400_000);
    expect(kit.cookie.get(KEY)).toBeNull();
  });

  it('a custom prefix and team id shape the keys in lower case', async () => {
    const kit = createAuthKit({ options: { prefix: 'MyApp', teamId: 'TEAM9' } });
    await signIn(kit, kit.load());
    expect(kit.local.get('myapp.team9.media-user-token')).toBe(USER_TOKEN);
  });

  it('the restricted flag of the result forces RESTRICTED and is stored as itre 1', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await signIn(kit, auth, { action: 'authorize', token: USER_TOKEN, restricted: true });
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
    expect(auth.isRestricted).toBe(true);
    expect(kit.local.get('music.mkteamtest.itre')).toBe('1');
  });

  it('survives a reload: a new page restores the stored token without a pop-up', async () => {
    const kit = createAuthKit();
    await signIn(kit, kit.load());
    const reloaded = kit.load();
    expect(reloaded.authorizationStatus).toBe(AuthorizationStatus.AUTHORIZED);
    await expect(reloaded.authorize()).resolves.toBe(USER_TOKEN);
    expect(kit.windowHost.popups).toHaveLength(1);
  });

  it('a stored token that fails the user-token rule is dropped', () => {
    const kit = createAuthKit();
    kit.local.set(KEY, INVALID_USER_TOKEN);
    const auth = kit.load();
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(kit.local.get(KEY)).toBeNull();
  });

  it('decline rejects with 1 and the status becomes DENIED; account calls then fail "Not authorized: 1"', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    const error = await signIn(kit, auth, { action: 'decline' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthorizationRejection);
    expect(Number(error)).toBe(1);
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.DENIED);
    await expect(auth.me()).rejects.toThrow('Not authorized: 1');
  });

  it('unavailable rejects with -1 (UNAVAILABLE); closing rejects with 0 and changes nothing', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    expect(Number(await signIn(kit, auth, { action: 'unavailable' }).catch((e: unknown) => e))).toBe(-1);
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.UNAVAILABLE);
    const closing = auth.authorize();
    closing.catch(() => {});
    await flushMicrotasks();
    kit.windowHost.lastPopup!.closeByUser();
    kit.clock.advance(500);
    expect(Number(await closing.catch((e: unknown) => e))).toBe(0);
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.UNAVAILABLE);
    expect(kit.local.keys()).toEqual([]);
  });

  it("001 §6: if the new listener's storefront request fails, authorize rejects and the listener is signed out", async () => {
    const kit = createAuthKit();
    kit.provider.answers.set('/v1/me/storefront', { status: 500 });
    const auth = kit.load();
    await expect(signIn(kit, auth)).rejects.toThrow('Storefront Country Code error.');
    expect(auth.isAuthorized).toBe(false);
    expect(kit.local.get(KEY)).toBeNull();
  });
});

describe('000 §2 start-up hash', () => {
  it('completing a redirect sign-in this page started, it is adopted (token, itre, cid), stored, and cleared from the address', async () => {
    const kit = createAuthKit();
    await kit.load().authorizeByRedirect();
    const state = new URL(kit.windowHost.navigations[0]!).searchParams.get('state')!;
    kit.windowHost.setHash(Buffer.from(JSON.stringify({ itre: '1', musicUserToken: USER_TOKEN, cid: 'cid-hash', state, pad: 'x'.repeat(60) })).toString('base64'));
    const auth = kit.load();
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
    expect(auth.musicUserToken).toBe(USER_TOKEN);
    expect(Object.fromEntries(auth.cids)).toEqual({ music: 'cid-hash' });
    expect(kit.local.get(KEY)).toBe(USER_TOKEN);
    expect(kit.windowHost.hash).toBe('');
    expect(kit.windowHost.hashClears).toBe(1);
  });

  it('a page hash that is not a start-up hash is left alone', () => {
    const kit = createAuthKit({ hash: 'section-2' });
    kit.load();
    expect(kit.windowHost.hash).toBe('section-2');
    expect(kit.windowHost.hashClears).toBe(0);
  });
});

describe('unauthorize()', () => {
  it('signs out: NOT_DETERMINED, storage cleared, bridge told clearAuth, provider logout with the old token', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await auth.start();
    kit.windowHost.lastFrame!.post({ action: 'mediakit:frameInit' }, 'https://mediaauth.apple.com');
    await signIn(kit, auth);
    kit.http.requests.length = 0;
    await auth.unauthorize();
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(auth.musicUserToken).toBeUndefined();
    expect(kit.local.keys()).toEqual([]);
    expect(kit.windowHost.lastFrame!.received.at(-1)?.message).toEqual({ action: 'mediakit:clearAuth' });
    const logout = kit.http.requests.find((r) => r.url.endsWith('/account/web/logout'));
    expect(logout?.headers?.['Media-User-Token']).toBe(USER_TOKEN);
    expect(kit.calls()).toEqual(expect.arrayContaining(['POST /auth/v2/web/logout']));
  });

  it('000 §8: a logout failure is ignored', async () => {
    const kit = createAuthKit();
    kit.provider.answers.set('/account/web/logout', 'network');
    const auth = kit.load();
    await signIn(kit, auth);
    await expect(auth.unauthorize()).resolves.toBeUndefined();
    expect(auth.isAuthorized).toBe(false);
  });
});

describe('start(): storefront, mut-refresh, subscribe-view offer', () => {
  it('001 §6: a signed-out listener gets a storefront from the browser language', async () => {
    const kit = createAuthKit({ languages: ['en-GB', 'en'] });
    const auth = kit.load();
    await auth.start();
    expect(auth.storefrontCountryCode).toBe('gb');
    expect(kit.calls()).toEqual(['GET /v1/storefronts']);
    expect(kit.http.requests[0]!.headers?.['Music-User-Token']).toBeUndefined();
  });

  it('…and us when the lookup fails', async () => {
    const kit = createAuthKit({ languages: ['en-GB'] });
    kit.provider.answers.set('/v1/storefronts', 'network');
    const auth = kit.load();
    await auth.start();
    expect(auth.storefrontCountryCode).toBe('us');
  });

  it('000 §6: restriction is on by default for an inferred restricted storefront', async () => {
    const kit = createAuthKit({ languages: ['ko-KR'] });
    const auth = kit.load();
    await auth.start();
    expect(auth.storefrontCountryCode).toBe('kr');
    expect(auth.isRestricted).toBe(true);
  });

  it('a signed-in listener reads the account storefront and refreshes the web session', async () => {
    const kit = createAuthKit();
    kit.local.set(KEY, USER_TOKEN);
    const auth = kit.load();
    await auth.start();
    expect(kit.calls()).toEqual(expect.arrayContaining(['GET /v1/me/storefront', 'POST /auth/v2/web/refresh']));
  });

  it('000 §1, §9, issue 17: a signed-in listener\'s subscription is checked at start, so the first play asks for nothing more', async () => {
    const kit = createAuthKit();
    kit.local.set(KEY, USER_TOKEN);
    const auth = kit.load();
    await auth.start();
    await flushMicrotasks();
    const accountCalls = () => kit.calls().filter((call) => call.startsWith('GET /v1/me/account'));
    expect(accountCalls()).toHaveLength(1);
    await expect(auth.hasMusicSubscription()).resolves.toBe(true);
    expect(accountCalls()).toHaveLength(1);
  });

  it('mut-refresh: a flagged token is renewed at start and the flag removed', async () => {
    const kit = createAuthKit();
    kit.provider.renewedToken = OTHER_USER_TOKEN;
    kit.local.set(KEY, USER_TOKEN);
    kit.local.set('music.mkteamtest.mut-refresh', '1');
    const auth = kit.load();
    await auth.start();
    expect(auth.musicUserToken).toBe(OTHER_USER_TOKEN);
    expect(kit.local.get('music.mkteamtest.mut-refresh')).toBeNull();
  });

  it('000 §2, §4: eligibleForSubscribeView is offered to a signed-out listener once per session, and again after the reset', async () => {
    const kit = createAuthKit();
    const first = kit.load();
    const log = eventLog(first);
    await first.start();
    expect(log).toEqual(['eligibleForSubscribeView']);
    const reloaded = kit.load();
    const reloadedLog = eventLog(reloaded);
    await reloaded.start();
    expect(reloadedLog).toEqual([]);
    reloaded.resetSubscribeViewOffer();
    kit.provider.answers.set('/v1/me/account', { status: 200, body: { data: [{}], meta: { subscription: { active: false } } } });
    await signIn(kit, reloaded);
    await flushMicrotasks();
    expect(reloadedLog).toContain('eligibleForSubscribeView');
  });

  it('a subscriber is not offered the subscribe view', async () => {
    const kit = createAuthKit();
    kit.local.set(KEY, USER_TOKEN);
    const auth = kit.load();
    const log = eventLog(auth);
    await auth.start();
    await auth.hasMusicSubscription();
    expect(log).toEqual([]);
  });
});

describe('auth bridge wiring (000 §2, §7)', () => {
  const BRIDGE = 'https://mediaauth.apple.com';

  it('opens the bridge frame at start unless disableAuthBridge', async () => {
    const kit = createAuthKit();
    await kit.load().start();
    expect(kit.windowHost.lastFrame?.url).toBe(`${BRIDGE}/auth-bridge/`);
    const off = createAuthKit({ options: { disableAuthBridge: true } });
    await off.load().start();
    expect(off.windowHost.frames).toHaveLength(0);
  });

  it('shares a new token with the bridge (setCookieItem media-user-token and itre)', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await auth.start();
    kit.windowHost.lastFrame!.post({ action: 'mediakit:frameInit' }, BRIDGE);
    await signIn(kit, auth);
    const sent = kit.windowHost.lastFrame!.received.map((m) => m.message);
    expect(sent).toEqual(
      expect.arrayContaining([
        { action: 'mediakit:setCookieItem', name: 'media-user-token', value: USER_TOKEN },
        { action: 'mediakit:setCookieItem', name: 'itre', value: '0' },
      ]),
    );
    expect(kit.windowHost.lastFrame!.received.every((m) => m.targetOrigin === BRIDGE)).toBe(true);
  });

  it("adopts the bridge's shared cookies when this page has no listener; reflected copies live 166 days", async () => {
    const kit = createAuthKit({ options: { persist: 'cookie' } });
    const auth = kit.load();
    await auth.start();
    answerBridge(kit, { enabled: true, cookies: { 'media-user-token': USER_TOKEN, itre: '1', itua: 'gb' } });
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.RESTRICTED);
    expect(kit.cookie.get(KEY)).toBe(USER_TOKEN);
    kit.clock.advance(166 * 86_400_000 - 1);
    expect(kit.cookie.get(KEY)).toBe(USER_TOKEN);
    kit.clock.advance(1);
    expect(kit.cookie.get(KEY)).toBeNull();
  });

  it('ignores updateAuth when not enabled, or with an invalid token', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await auth.start();
    answerBridge(kit, { enabled: false, cookies: { 'media-user-token': USER_TOKEN } });
    answerBridge(kit, { enabled: true, cookies: { 'media-user-token': INVALID_USER_TOKEN } });
    expect(auth.isAuthorized).toBe(false);
  });

  it('sign-out from another frame signs this page out', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await auth.start();
    await signIn(kit, auth);
    kit.windowHost.lastFrame!.post({ action: 'mediakit:authClearedFromOtherFrame' }, BRIDGE);
    expect(auth.isAuthorized).toBe(false);
    expect(kit.local.get(KEY)).toBeNull();
  });
});

describe('000 §5, §6: messages from outside the allow-list change nothing', () => {
  it('hostile authorize, bridge and hash-like messages leave state and storage unchanged', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    await auth.start();
    const before = { status: auth.authorizationStatus, keys: kit.local.keys(), cookies: kit.cookie.keys() };
    for (const origin of ['https://evil.example', 'http://mediaauth.apple.com', 'null']) {
      for (const source of ['other', 'frame', 'popup'] as const) {
        kit.windowHost.post({ action: 'authorize', token: USER_TOKEN, restricted: false }, { origin, source });
        kit.windowHost.post({ action: 'mediakit:updateAuth', enabled: true, cookies: { 'media-user-token': USER_TOKEN } }, { origin, source });
        kit.windowHost.post({ action: 'mediakit:authClearedFromOtherFrame' }, { origin, source });
      }
    }
    expect({ status: auth.authorizationStatus, keys: kit.local.keys(), cookies: kit.cookie.keys() }).toEqual(before);
  });
});

describe('000 §7 subscription offers', () => {
  it('sends the store-front header built from storefront, language and ,8', async () => {
    const kit = createAuthKit({ languages: ['fr-FR'] });
    kit.provider.answers.set('/commerce/web/subscription/offers/music', { status: 200, body: { offers: [{ id: 'individual' }] } });
    const auth = kit.load();
    await expect(auth.subscriptionOffers()).resolves.toEqual([{ id: 'individual' }]);
    expect(kit.http.requests[0]!.headers?.['X-Apple-Store-Front']).toBe('143441-3,8');
  });

  it('answers an empty list without calling when the mapping is unknown', async () => {
    const kit = createAuthKit({ languages: ['xx-YY'] });
    await expect(kit.load().subscriptionOffers()).resolves.toEqual([]);
    expect(kit.http.requests).toEqual([]);
  });

  it('000 §8: a failed answer rejects with the status', async () => {
    const kit = createAuthKit();
    kit.provider.answers.set('/commerce/web/subscription/offers/music', { status: 404 });
    const error = (await kit.load().subscriptionOffers().catch((e: unknown) => e)) as MKError;
    expect(error.details?.status).toBe(404);
  });
});

describe('service view and deeplinks (000 §2)', () => {
  it('openServiceView subscribe opens the upsell pop-up; authorize opens the authorize pop-up', async () => {
    const kit = createAuthKit();
    const auth = kit.load();
    const subscribing = auth.openServiceView('subscribe');
    expect(new URL(kit.windowHost.lastPopup!.url).pathname).toBe('/upsell');
    kit.windowHost.lastPopup!.post({ action: 'closeWindow' }, PROVIDER_ORIGIN);
    await expect(subscribing).resolves.toEqual({ action: 'closeWindow' });
    const authorizing = auth.openServiceView('authorize');
    authorizing.catch(() => {});
    await flushMicrotasks();
    expect(new URL(kit.windowHost.lastPopup!.url).pathname).toBe('/woa');
  });

  it('builds the store and finance-app deeplinks and subscribe URLs with the configured parameters', () => {
    const kit = createAuthKit({ options: { deeplink: { at: 'aff' } } });
    const auth = kit.load();
    expect(auth.storeDeeplink()).toBe('https://itunes.apple.com/deeplink?at=aff&p=browse');
    expect(auth.financeAppDeeplink({ p: 'subscribe' })).toBe('https://finance-app.itunes.apple.com/deeplink?at=aff&p=subscribe');
    expect(auth.subscribeUrls.subscribeFamilyURL).toBe('https://finance-app.itunes.apple.com/deeplink?at=aff&app=music&p=subscribe-family');
  });
});
