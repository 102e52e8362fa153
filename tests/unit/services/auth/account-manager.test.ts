import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, MemoryLogger, RecordingHttpClient, SimulatedClock } from '@mediakit/adapters/node';
import { DeveloperTokenProvider } from '../../../../core/src/domain/api/index.ts';
import { AuthStorage, AuthorizationState, OriginAllowList, type AuthEvents } from '../../../../core/src/domain/auth/index.ts';
import { AuthorizationStatus, Realm } from '../../../../core/src/domain/enums/index.ts';
import { EventEmitter } from '../../../../core/src/domain/events/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { AccountManager, ProviderHttp, type AccountManagerOptions } from '../../../../core/src/services/auth/index.ts';
import { DEVELOPER_TOKEN, OTHER_USER_TOKEN, USER_TOKEN } from '../../domain/auth/auth-fixtures.ts';
import { FIXED_NOW } from '../../domain/tokens/token-fixtures.ts';
import { FakeProvider, HOSTS } from './auth-kit.ts';

function setup(options: Partial<AccountManagerOptions> = {}, signedIn = true) {
  const clock = new SimulatedClock(FIXED_NOW);
  const provider = new FakeProvider();
  const http = new RecordingHttpClient(provider.handle);
  const logger = new MemoryLogger();
  const events = new EventEmitter<AuthEvents>();
  const state = new AuthorizationState(events);
  const store = new MemoryKeyValueStore('local', clock);
  const storage = new AuthStorage(store, 'music', 'TEAM');
  let resets = 0;
  const providerHttp = new ProviderHttp(http, new DeveloperTokenProvider(DEVELOPER_TOKEN, clock), new OriginAllowList());
  const account = new AccountManager(
    { http: providerHttp, clock, logger, state, storage, resetState: () => (resets++, state.reset(), storage.clear()) },
    { hosts: HOSTS, realm: Realm.MUSIC, ...options },
  );
  if (signedIn) {
    storage.write('media-user-token', USER_TOKEN);
    state.setUserToken(USER_TOKEN);
  }
  return { clock, provider, http, logger, events, state, store, storage, account, resets: () => resets, paths: () => http.requests.map((r) => new URL(r.url).pathname) };
}

async function failure(promise: Promise<unknown>): Promise<MKError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MKError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe("000 §6 'Not authorized: {status}': denied or not-determined users cannot call account, storefront or info-refresh", () => {
  it.each([
    ['not determined', (_: AuthorizationState) => {}, 0],
    ['denied', (state: AuthorizationState) => state.markDenied(), 1],
    ['unavailable', (state: AuthorizationState) => state.markUnavailable(), -1],
  ] as const)('%s', async (_name, arrange, status) => {
    const kit = setup({}, false);
    arrange(kit.state);
    for (const call of [() => kit.account.fetchStorefront(), () => kit.account.me(), () => kit.account.hasMusicSubscription(), () => kit.account.infoRefresh(), () => kit.account.fetchInfo()]) {
      const error = await failure(call());
      expect(error.errorCode).toBe(MKError.AUTHORIZATION_ERROR);
      expect(error.message).toBe(`Not authorized: ${status}`);
    }
    expect(kit.http.requests).toEqual([]);
  });

  it('a restricted listener counts as authorized', async () => {
    const kit = setup();
    kit.state.setRestrictedEnabled(true);
    expect(kit.state.status).toBe(AuthorizationStatus.RESTRICTED);
    await expect(kit.account.fetchStorefront()).resolves.toBe('us');
  });
});

describe('000 §7 GET {apiBase}/me/storefront', () => {
  it('sends the Bearer developer token and the music-user-token header', async () => {
    const kit = setup();
    await kit.account.fetchStorefront();
    const request = kit.http.requests[0]!;
    expect(request.url).toBe('https://api.music.apple.com/v1/me/storefront');
    expect(request.headers).toMatchObject({ Authorization: `Bearer ${DEVELOPER_TOKEN}`, 'Music-User-Token': USER_TOKEN });
  });

  it('data[0].id becomes the (lower-case) storefront country code, stored as itua', async () => {
    const kit = setup();
    kit.provider.answers.set('/v1/me/storefront', { status: 200, body: { data: [{ id: 'GB' }] } });
    const seen: string[] = [];
    kit.events.on('storefrontCountryCodeDidChange', ({ storefrontCountryCode }) => seen.push(storefrontCountryCode));
    await expect(kit.account.fetchStorefront()).resolves.toBe('gb');
    expect(kit.state.storefrontCountryCode).toBe('gb');
    expect(kit.state.storefrontId).toBe('gb');
    expect(kit.storage.read('itua')).toBe('gb');
    expect(seen).toEqual(['gb']);
  });

  it.each([
    ['a non-ok answer', { status: 500, body: {} }, MKError.SERVER_ERROR],
    ['an errors field', { status: 200, body: { errors: [{ status: '403' }] } }, MKError.UNKNOWN_ERROR],
    ['no id', { status: 200, body: { data: [] } }, MKError.UNKNOWN_ERROR],
  ])("%s fails 'Storefront Country Code error.' and resets state", async (_name, answer, reason) => {
    const kit = setup();
    kit.provider.answers.set('/v1/me/storefront', answer);
    const error = await failure(kit.account.fetchStorefront());
    expect(error.message).toBe('Storefront Country Code error.');
    expect(error.errorCode).toBe(reason);
    expect(kit.resets()).toBe(1);
    expect(kit.state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
  });

  it('a network failure is NETWORK_ERROR and leaves the listener signed in', async () => {
    const kit = setup();
    kit.provider.answers.set('/v1/me/storefront', 'network');
    expect((await failure(kit.account.fetchStorefront())).errorCode).toBe(MKError.NETWORK_ERROR);
    expect(kit.resets()).toBe(0);
  });

  it.each(['br', 'ch', 'gt', 'hu', 'id', 'in', 'it', 'kr', 'la', 'lt', 'my', 'ru', 'sg', 'tr'])(
    '000 §6: restriction defaults to on for %s when no stored value exists',
    async (storefront) => {
      const kit = setup();
      kit.provider.answers.set('/v1/me/storefront', { status: 200, body: { data: [{ id: storefront }] } });
      await kit.account.fetchStorefront();
      expect(kit.state.status).toBe(AuthorizationStatus.RESTRICTED);
    },
  );

  it('000 §6: a stored restriction value wins over the storefront default', async () => {
    const kit = setup();
    kit.storage.write('itre', '0');
    kit.provider.answers.set('/v1/me/storefront', { status: 200, body: { data: [{ id: 'kr' }] } });
    await kit.account.fetchStorefront();
    expect(kit.state.status).toBe(AuthorizationStatus.AUTHORIZED);
  });

  it('other storefronts are not restricted by default', async () => {
    const kit = setup();
    kit.provider.answers.set('/v1/me/storefront', { status: 200, body: { data: [{ id: 'de' }] } });
    await kit.account.fetchStorefront();
    expect(kit.state.status).toBe(AuthorizationStatus.AUTHORIZED);
  });
});

describe('000 §7 GET {apiBase}/me/account?meta=subscription plus configured parameters', () => {
  it('reads meta.subscription and the first data item attributes, plus the web info', async () => {
    const kit = setup({ meParameters: { include: 'profile' } });
    const me = await kit.account.me();
    expect(me.subscription).toEqual({ active: true, storefront: 'us' });
    expect(me.attributes).toEqual({ name: 'Sam' });
    expect(me.info).toMatchObject({ storeFrontISO3A: 'USA' });
    const url = new URL(kit.http.requests[0]!.url);
    expect(url.pathname).toBe('/v1/me/account');
    expect(Object.fromEntries(url.searchParams)).toEqual({ meta: 'subscription', include: 'profile' });
  });

  it('000 §9: the subscription answer is trusted for 900 seconds', async () => {
    const kit = setup();
    await expect(kit.account.hasMusicSubscription()).resolves.toBe(true);
    kit.provider.answers.set('/v1/me/account', { status: 200, body: { data: [{}], meta: { subscription: { active: false } } } });
    kit.clock.advance(899_999);
    await expect(kit.account.hasMusicSubscription()).resolves.toBe(true);
    expect(kit.paths().filter((p) => p === '/v1/me/account')).toHaveLength(1);
    kit.clock.advance(1);
    await expect(kit.account.hasMusicSubscription()).resolves.toBe(false);
    expect(kit.paths().filter((p) => p === '/v1/me/account')).toHaveLength(2);
  });

  it('000 §9 cache, issue 17: checks made while one is on its way share its request (the start\'s and a first play\'s)', async () => {
    const kit = setup();
    const answers = await Promise.all([kit.account.hasMusicSubscription(), kit.account.hasMusicSubscription()]);
    expect(answers).toEqual([true, true]);
    expect(kit.paths().filter((p) => p === '/v1/me/account')).toHaveLength(1);
    // Another token does not take the first token's answer on its way.
    kit.account.clearSubscriptionCache();
    const first = kit.account.hasMusicSubscription();
    kit.state.setUserToken(OTHER_USER_TOKEN);
    await Promise.all([first.catch(() => undefined), kit.account.hasMusicSubscription()]);
    expect(kit.paths().filter((p) => p === '/v1/me/account')).toHaveLength(3);
  });

  it('the cache is per token: a new token asks again', async () => {
    const kit = setup();
    await kit.account.hasMusicSubscription();
    kit.state.setUserToken(OTHER_USER_TOKEN);
    await kit.account.hasMusicSubscription();
    expect(kit.paths().filter((p) => p === '/v1/me/account')).toHaveLength(2);
  });

  it.each([
    ['a non-ok answer', { status: 503, body: {} }, MKError.SERVICE_UNAVAILABLE],
    ['a missing meta.subscription', { status: 200, body: { data: [{}] } }, MKError.UNKNOWN_ERROR],
  ])("%s fails 'Account error.' and resets state outside the tv realm", async (_name, answer, reason) => {
    const kit = setup();
    kit.provider.answers.set('/v1/me/account', answer);
    const error = await failure(kit.account.hasMusicSubscription());
    expect(error.message).toBe('Account error.');
    expect(error.errorCode).toBe(reason);
    expect(kit.resets()).toBe(1);
    expect(kit.state.isAuthorized).toBe(false);
  });

  it("000 §8: in the tv realm 'Account error.' does not reset state", async () => {
    const kit = setup({ realm: Realm.TV });
    kit.provider.answers.set('/v1/me/account', { status: 500 });
    expect((await failure(kit.account.me())).message).toBe('Account error.');
    expect(kit.resets()).toBe(0);
    expect(kit.state.isAuthorized).toBe(true);
  });

  it("000 §8: a network failure is NETWORK_ERROR 'Failed to fetch /me/account'", async () => {
    const kit = setup();
    kit.provider.answers.set('/v1/me/account', 'network');
    const error = await failure(kit.account.me());
    expect(error.errorCode).toBe(MKError.NETWORK_ERROR);
    expect(error.message).toBe('Failed to fetch /me/account');
    expect(kit.resets()).toBe(0);
  });
});

describe('000 §7 account web info, infoRefresh and cids', () => {
  it('calls /account/web/info with credentials and applies parental controls (000 §4)', async () => {
    const kit = setup();
    kit.provider.answers.set('/account/web/info', { status: 200, body: { parentalControlsData: { musicParentalControlsEnabled: true }, privacyAcknowledgement: { music: 1 } } });
    await kit.account.fetchInfo();
    expect(kit.http.requests[0]).toMatchObject({ url: 'https://buy.music.apple.com/account/web/info', credentials: 'include' });
    expect(kit.state.status).toBe(AuthorizationStatus.RESTRICTED);
  });

  it('repeats info after infoRefresh when the acknowledgements are empty, storing cids per namespace', async () => {
    const kit = setup();
    let infoCalls = 0;
    kit.provider.answers.set('/account/web/info', () => ({ status: 200, body: { privacyAcknowledgement: ++infoCalls === 1 ? {} : { music: 1 } } }));
    await kit.account.fetchInfo();
    expect(kit.paths()).toEqual(['/account/web/info', '/account/web/infoRefresh', '/account/web/info']);
    expect(kit.http.requests[1]).toMatchObject({ credentials: 'include' });
    expect(Object.fromEntries(kit.state.cids)).toEqual({ music: 'cid-music', tv: 'cid-tv' });
    expect(kit.storage.read('pldfltcid')).toBe('cid-music');
    expect(kit.storage.read('pltvcid')).toBe('cid-tv');
  });

  it('000 §9 GDPR: needsGDPR when the acknowledged version is below the required one', async () => {
    const kit = setup({ requiredPrivacyVersion: 2 });
    const seen: boolean[] = [];
    kit.events.on('needsGDPRDidChange', ({ needsGDPR }) => seen.push(needsGDPR));
    await kit.account.fetchInfo();
    expect(kit.state.needsGdpr).toBe(true);
    kit.provider.answers.set('/account/web/info', { status: 200, body: { privacyAcknowledgement: { music: 2 } } });
    await kit.account.fetchInfo();
    expect(seen).toEqual([true, false]);
  });

  it('000 §8: a failed info fetch only warns', async () => {
    const kit = setup();
    kit.provider.answers.set('/account/web/info', { status: 500 });
    await expect(kit.account.fetchInfo()).resolves.toBeUndefined();
    expect(kit.logger.messages('warning')).toEqual(['Account info could not be fetched']);
    expect(kit.state.isAuthorized).toBe(true);
  });
});

describe('000 §7 logout, renewMusicToken and the web session calls', () => {
  it('logout posts with credentials and the token header; non-ok rejects with the status', async () => {
    const kit = setup();
    await kit.account.logout(USER_TOKEN);
    expect(kit.http.requests[0]).toMatchObject({ method: 'POST', url: 'https://buy.music.apple.com/account/web/logout', credentials: 'include' });
    expect(kit.http.requests[0]!.headers).toMatchObject({ 'Media-User-Token': USER_TOKEN });
    kit.provider.answers.set('/account/web/logout', { status: 403 });
    expect((await failure(kit.account.logout(USER_TOKEN))).details?.status).toBe(403);
  });

  it('000 §3 disableLogoutURL skips the logout call', async () => {
    const kit = setup({ disableLogoutURL: true });
    await kit.account.logout(USER_TOKEN);
    expect(kit.http.requests).toEqual([]);
  });

  it('renewMusicToken: the answer field music-token replaces the user token', async () => {
    const kit = setup();
    kit.provider.renewedToken = OTHER_USER_TOKEN;
    await expect(kit.account.renewMusicToken()).resolves.toBe(OTHER_USER_TOKEN);
    expect(kit.http.requests[0]).toMatchObject({ method: 'POST', url: 'https://play.itunes.apple.com/WebObjects/MZPlay.woa/wa/renewMusicToken' });
    expect(kit.http.requests[0]!.body).toBeUndefined();
    expect(kit.state.userToken).toBe(OTHER_USER_TOKEN);
    expect(kit.storage.read('media-user-token')).toBe(OTHER_USER_TOKEN);
  });

  it("renewMusicToken: 401 revokes the token and fails with 'Renew token'", async () => {
    const kit = setup();
    const error = await failure(kit.account.renewMusicToken());
    expect(error.message).toBe('Renew token');
    expect(kit.resets()).toBe(1);
    expect(kit.state.status).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(kit.storage.read('media-user-token')).toBeNull();
  });

  it("001 §6: another failed token request signs out with 'Unauthorized'", async () => {
    const kit = setup();
    kit.provider.answers.set('/WebObjects/MZPlay.woa/wa/renewMusicToken', { status: 200, body: { 'music-token': 'short' } });
    const error = await failure(kit.account.renewMusicToken());
    expect([error.errorCode, error.message]).toEqual([MKError.AUTHORIZATION_ERROR, 'Unauthorized']);
    expect(kit.resets()).toBe(1);
  });

  it('/auth/v2/web, /logout and /refresh go to the music and tv auth hosts with credentials; failures are logged, not thrown', async () => {
    const kit = setup();
    kit.provider.answers.set('/auth/v2/web/refresh', 'network');
    await kit.account.webSession('signIn');
    await kit.account.webSession('signOut');
    await kit.account.webSession('refresh');
    expect(kit.http.requests.map((r) => `${r.method} ${r.url} ${r.credentials}`)).toEqual([
      'POST https://music.apple.com/auth/v2/web include',
      'POST https://tv.apple.com/auth/v2/web include',
      'POST https://music.apple.com/auth/v2/web/logout include',
      'POST https://tv.apple.com/auth/v2/web/logout include',
      'POST https://music.apple.com/auth/v2/web/refresh include',
      'POST https://tv.apple.com/auth/v2/web/refresh include',
    ]);
    expect(kit.http.requests.every((r) => r.headers?.Authorization === `Bearer ${DEVELOPER_TOKEN}` && r.headers?.['Music-User-Token'] === undefined)).toBe(true);
    expect(kit.logger.messages('warning')).toHaveLength(2);
  });
});

describe('tokens are only sent to allow-listed hosts', () => {
  it('a host outside the allow-list is a CONFIGURATION_ERROR and nothing is sent', async () => {
    const kit = setup({ hosts: { ...HOSTS, apiBase: 'https://api.evil.example/v1' } });
    const error = await failure(kit.account.fetchStorefront());
    expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(kit.http.requests).toEqual([]);
  });
  it('the account fetch keeps that reason: a refusal is not the network failure of 000 §8 (issue 22)', async () => {
    const kit = setup({ hosts: { ...HOSTS, apiBase: 'https://api.evil.example/v1' } });
    const error = await failure(kit.account.hasMusicSubscription());
    expect(error.errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect(kit.http.requests).toEqual([]);
  });
});
