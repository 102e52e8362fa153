import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TOKEN_RULE } from '../../../tools/emulator/auth/account-store.ts';
import { BRIDGE_COOKIE_MAX_AGE_S } from '../../../tools/emulator/auth/auth-bridge-page.ts';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { AUTH } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

const PAGE = 'http://localhost:4510';

function thirdPartyInfo(token = EMULATOR_DEVELOPER_TOKEN): string {
  return Buffer.from(JSON.stringify({ thirdPartyIconURL: '', thirdPartyName: 'localhost:4510', thirdPartyParameters: {}, thirdPartyToken: token })).toString('base64');
}

/** The JSON configuration a page embeds for its script. */
function pageConfig(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="mk-config">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no page configuration');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

describe('emulator /woa sign-in page (000 §2 authorize GET)', () => {
  it('serves HTML on the provider origin offering the five test listeners', async () => {
    const res = await fetch(`${emulator.origin}/woa?a=${encodeURIComponent(thirdPartyInfo())}&referrer=${encodeURIComponent(PAGE)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    for (const label of ['Sign in as Sam Subscriber', 'Sign in as Nia Non-subscriber', 'Sign in as Rory Restricted', 'Decline as Dana Decliner', 'Continue as Uma Unavailable', 'Switch user', 'Cancel']) {
      expect(html).toContain(label);
    }
    expect(html).toContain('localhost:4510');
    expect(pageConfig(html)).toEqual({ targetOrigin: PAGE, flow: 'get', error: null });
  });

  it('posts the 000 §7 pop-up messages to the opener at its origin, never to "*"', async () => {
    const html = await (await fetch(`${emulator.origin}/woa?a=${encodeURIComponent(thirdPartyInfo())}&referrer=${encodeURIComponent(PAGE)}`)).text();
    expect(html).toContain("window.opener.postMessage(message, config.targetOrigin)");
    expect(html).toContain("action: 'authorize', token: answer.token, restricted: answer.restricted, cid: answer.cid");
    for (const action of ['decline', 'unavailable', 'switchUserId', 'close', 'thirdPartyInfo']) expect(html).toContain(action);
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]\)/);
  });

  it('refuses a third-party info whose developer token is not the emulator token', async () => {
    const html = await (await fetch(`${emulator.origin}/woa?a=${encodeURIComponent(thirdPartyInfo('x'.repeat(20) + '.' + 'y'.repeat(20) + '.' + 'z'.repeat(20)))}&referrer=${encodeURIComponent(PAGE)}`)).text();
    expect(pageConfig(html)['error']).toBe('The developer token is not valid for this service.');
  });

  it('has no opener origin without referrer (or Referer)', async () => {
    const html = await (await fetch(`${emulator.origin}/woa?a=${encodeURIComponent(thirdPartyInfo())}`)).text();
    expect(pageConfig(html)).toMatchObject({ targetOrigin: null, error: 'The page that opened this window is unknown.' });
  });

  it('POST /woa/sign-in issues user tokens that pass the 000 §5 rule, with the restricted flag and cid', async () => {
    for (const [listener, restricted] of [['subscriber', false], ['non-subscriber', false], ['restricted', true]] as const) {
      const res = await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener }) });
      const answer = (await res.json()) as { token: string; restricted: boolean; cid: string };
      expect(res.status).toBe(200);
      expect(answer.token).toMatch(USER_TOKEN_RULE);
      expect(answer.token).toMatch(/[A-Za-z0-9+/]{32,}==$/);
      expect(answer.restricted).toBe(restricted);
      expect(answer.cid).toMatch(/^dflt-/);
      const { accounts } = (await (await fetch(`${emulator.origin}/__emulator/accounts`)).json()) as { accounts: Array<{ token: string; listener: string }> };
      expect(accounts.find((a) => a.token === answer.token)?.listener).toBe(listener);
    }
  });

  it('the decliner and the unavailable listener cannot sign in', async () => {
    for (const listener of ['decliner', 'unavailable', 'nobody']) {
      const res = await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener }) });
      expect(res.status).toBe(400);
    }
  });
});

describe('emulator POST /commerce/account/authenticateMusicKitRequest (000 §2 authorize POST)', () => {
  it('accepts the form and redirects to the sign-in page in post flow, remembering the opener origin', async () => {
    const res = await fetch(`${emulator.origin}/commerce/account/authenticateMusicKitRequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PAGE },
      body: new URLSearchParams({ jwtToken: EMULATOR_DEVELOPER_TOKEN, isWebPlayer: 'true', LogoURL: '' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', emulator.origin);
    expect(location.pathname).toBe('/woa');
    expect(Object.fromEntries(location.searchParams)).toEqual({ flow: 'post', referrer: PAGE });
    const html = await (await fetch(location)).text();
    expect(pageConfig(html)).toEqual({ targetOrigin: PAGE, flow: 'post', error: null });
  });

  it('refuses a wrong developer token or a missing field', async () => {
    const forms: Array<Record<string, string>> = [{ jwtToken: 'nope', isWebPlayer: 'true', LogoURL: '' }, { jwtToken: EMULATOR_DEVELOPER_TOKEN, isWebPlayer: 'true' }];
    for (const fields of forms) {
      const res = await fetch(`${emulator.origin}/commerce/account/authenticateMusicKitRequest`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
      expect(res.status).toBe(401);
    }
  });
});

describe('emulator /upsell and /auth-bridge/ pages (000 §2)', () => {
  it('/upsell shows app and p and posts closeWindow and launchClient {supported}', async () => {
    const res = await fetch(`${emulator.origin}/upsell?app=music&p=subscribe`, { headers: { Referer: `${PAGE}/` } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Subscribe to music');
    expect(html).toContain("{ action: 'closeWindow' }");
    expect(html).toContain("{ action: 'launchClient', supported: false }");
    expect(pageConfig(html)).toEqual({ targetOrigin: PAGE });
  });

  it('/auth-bridge/ speaks the mediakit: protocol and keeps cookies 30 days', async () => {
    const res = await fetch(`${emulator.origin}/auth-bridge/?inc=%2Fv3`);
    const html = await res.text();
    expect(res.status).toBe(200);
    for (const action of ['mediakit:frameInit', 'mediakit:requestAuthUpdate', 'mediakit:updateAuth', 'mediakit:setCookieItem', 'mediakit:clearAuth', 'mediakit:authClearedFromOtherFrame']) {
      expect(html).toContain(action);
    }
    expect(BRIDGE_COOKIE_MAX_AGE_S).toBe(30 * 86_400);
    expect(pageConfig(html)).toMatchObject({ maxAge: BRIDGE_COOKIE_MAX_AGE_S, inc: '/v3', env: null, names: ['mut-refresh', 'pldfltcid', 'pltvcid', 'itre', 'itua', 'media-user-token'] });
    expect((await fetch(`${emulator.origin}/auth-bridge`)).status).toBe(200);
  });
});

describe('emulator /auth/v2/web, /logout, /refresh (000 §7)', () => {
  it('need the Bearer developer token', async () => {
    for (const path of ['/auth/v2/web', '/auth/v2/web/logout', '/auth/v2/web/refresh']) {
      expect((await fetch(`${emulator.origin}${path}`, { method: 'POST' })).status).toBe(401);
      expect((await fetch(`${emulator.origin}${path}`, { method: 'POST', headers: AUTH })).status).toBe(200);
    }
  });

  it('are recorded like every call', () => {
    expect(emulator.recorder.requests.some((r) => r.path === '/auth/v2/web/refresh' && r.headers['authorization'] === `Bearer ${EMULATOR_DEVELOPER_TOKEN}`)).toBe(true);
  });
});
