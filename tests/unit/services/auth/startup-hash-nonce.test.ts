// Issue 22 "Sign-in can be forged or undone from outside", start-up hash half; 000 §2 start-up
// hash; DESIGN.md Security: a hash is adopted only as the completion of a sign-in this page
// started (a nonce kept in sessionStorage before the redirect, spent once), and a hash without
// a valid token never changes state.
import { describe, expect, it } from 'vitest';
import { AuthorizationStatus } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import type { AuthService } from '../../../../core/src/services/auth/index.ts';
import { OTHER_USER_TOKEN, PAGE_ORIGIN, USER_TOKEN } from '../../domain/auth/auth-fixtures.ts';
import { createAuthKit, type AuthKit } from './auth-kit.ts';

const NONCE_KEY = 'music.mkteamtest.sign-in-state';

function hashOf(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ ...value, pad: 'x'.repeat(160) })).toString('base64');
}

/** Starts a redirect sign-in and returns the `state` the page sent. */
async function startRedirect(kit: AuthKit): Promise<string> {
  await kit.load().authorizeByRedirect();
  return new URL(kit.windowHost.navigations.at(-1)!).searchParams.get('state')!;
}

function snapshot(kit: AuthKit, auth: AuthService) {
  const stored = (store: AuthKit['local']) => Object.fromEntries(store.keys().map((key) => [key, store.get(key)]));
  return { status: auth.authorizationStatus, token: auth.musicUserToken, restricted: auth.isRestricted, cids: [...auth.cids], local: stored(kit.local), cookie: stored(kit.cookie) };
}

/** A page signed in as USER_TOKEN, with restriction `itre`, then reloaded with `hash`. */
function signedInWith(itre: '0' | '1'): AuthKit {
  const kit = createAuthKit();
  kit.local.set('music.mkteamtest.media-user-token', USER_TOKEN);
  kit.local.set('music.mkteamtest.itre', itre);
  return kit;
}

describe('issue 22: redirect sign-in keeps a nonce and sends it as state', () => {
  it('authorizeByRedirect navigates this tab to /woa with redirect_uri = this page and a 128-bit state kept in sessionStorage', async () => {
    const kit = createAuthKit();
    const state = await startRedirect(kit);
    const url = new URL(kit.windowHost.navigations[0]!);
    expect(url.pathname).toBe('/woa');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PAGE_ORIGIN}/`);
    expect(url.searchParams.get('referrer')).toBe(PAGE_ORIGIN);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(kit.session.get(NONCE_KEY)).toBe(state);
    expect(kit.local.keys()).toEqual([]);
  });

  it('each redirect gets a fresh state; the nonce works once (a replayed hash is ignored)', async () => {
    const kit = createAuthKit();
    const first = await startRedirect(kit);
    const second = await startRedirect(kit);
    expect(second).not.toBe(first);
    const hash = hashOf({ musicUserToken: USER_TOKEN, itre: '0', state: second });
    kit.windowHost.setHash(hash);
    expect(kit.load().musicUserToken).toBe(USER_TOKEN);
    expect(kit.session.get(NONCE_KEY)).toBeNull();
    for (const key of kit.local.keys()) kit.local.remove(key);
    kit.windowHost.setHash(hash);
    const replay = kit.load();
    expect(replay.isAuthorized).toBe(false);
    expect(kit.windowHost.hash).toBe('');
  });
});

describe("issue 22: a hash this page did not start changes nothing, and is removed from the address", () => {
  it("another user's token in a link, opened by a signed-in subscriber: the session is not replaced", () => {
    const kit = signedInWith('0');
    kit.windowHost.setHash(hashOf({ musicUserToken: OTHER_USER_TOKEN, itre: '0', cid: 'attacker' }));
    const before = snapshot(kit, kit.load());
    kit.windowHost.setHash(hashOf({ musicUserToken: OTHER_USER_TOKEN, itre: '0', cid: 'attacker' }));
    const auth = kit.load();
    expect(auth.musicUserToken).toBe(USER_TOKEN);
    expect(snapshot(kit, auth)).toEqual(before);
    expect(kit.windowHost.hash).toBe('');
    expect(kit.logger.messages('warning').some((message) => message.includes('no sign-in of this page'))).toBe(true);
  });

  it("another user's token in a link, opened by a signed-out visitor: no login CSRF", () => {
    const kit = createAuthKit({ hash: hashOf({ musicUserToken: OTHER_USER_TOKEN, itre: '0' }) });
    const auth = kit.load();
    expect(auth.authorizationStatus).toBe(AuthorizationStatus.NOT_DETERMINED);
    expect(auth.musicUserToken).toBeUndefined();
    expect(kit.local.keys()).toEqual([]);
    expect(kit.windowHost.hash).toBe('');
  });

  it("a guessed state does not help: a wrong state spends the nonce and adopts nothing", async () => {
    const kit = createAuthKit();
    const state = await startRedirect(kit);
    const guess = state === '0'.repeat(32) ? '1'.repeat(32) : '0'.repeat(32);
    kit.windowHost.setHash(hashOf({ musicUserToken: OTHER_USER_TOKEN, state: guess }));
    expect(kit.load().isAuthorized).toBe(false);
    expect(kit.session.get(NONCE_KEY)).toBeNull();
  });

  it("{ itre: '0' } without a token does not lift a restricted listener's restriction", () => {
    const kit = signedInWith('1');
    const before = snapshot(kit, kit.load());
    expect(before.status).toBe(AuthorizationStatus.RESTRICTED);
    kit.windowHost.setHash(hashOf({ itre: '0' }));
    const auth = kit.load();
    expect(snapshot(kit, auth)).toEqual(before);
  });

  it("{ itre: '1' } does not restrict a subscriber", () => {
    const kit = signedInWith('0');
    const before = snapshot(kit, kit.load());
    kit.windowHost.setHash(hashOf({ itre: '1' }));
    expect(snapshot(kit, kit.load())).toEqual(before);
  });

  it('a 16,000-character token is rejected before the token validator runs (no nonce pending)', () => {
    const kit = signedInWith('0');
    const before = snapshot(kit, kit.load());
    kit.windowHost.setHash(hashOf({ musicUserToken: 'A'.repeat(16_000), itre: '0' }));
    expect(snapshot(kit, kit.load())).toEqual(before);
    expect(kit.windowHost.hash).toBe('');
  });
});

describe('issue 22: even a hash completing our own sign-in needs a valid token', () => {
  it("{ itre, state } with no token, or an invalid one: no itre change, no sign-out", async () => {
    for (const musicUserToken of [undefined, 'short', 'A'.repeat(16_000)]) {
      const kit = signedInWith('1');
      const before = snapshot(kit, kit.load());
      const state = await startRedirect(kit);
      kit.windowHost.setHash(hashOf({ itre: '0', state, ...(musicUserToken === undefined ? {} : { musicUserToken }) }));
      expect(snapshot(kit, kit.load())).toEqual(before);
    }
  });

  it('hosts that cannot navigate reject authorizeByRedirect with UNSUPPORTED_ERROR', async () => {
    const kit = createAuthKit();
    const { random: _random, ...ports } = kit.ports;
    const { AuthService: Service } = await import('../../../../core/src/services/auth/index.ts');
    const { DEVELOPER_TOKEN } = await import('../../domain/auth/auth-fixtures.ts');
    const { DEFAULT_PROVIDER_HOSTS } = await import('../../../../core/src/domain/auth/index.ts');
    const auth = new Service(ports, { developerToken: DEVELOPER_TOKEN, hosts: DEFAULT_PROVIDER_HOSTS });
    const error = (await auth.authorizeByRedirect().catch((caught: unknown) => caught)) as MKError;
    expect(error.errorCode).toBe(MKError.UNSUPPORTED_ERROR);
  });
});
