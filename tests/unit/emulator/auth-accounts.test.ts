import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore, USER_TOKEN_RULE, issueUserToken } from '../../../tools/emulator/auth/account-store.ts';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { AUTH, expectErrorShape, getJson } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

async function signIn(listener: string): Promise<string> {
  const res = await fetch(`${emulator.origin}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener }) });
  return ((await res.json()) as { token: string }).token;
}

describe('emulator AccountStore: per-token state', () => {
  it('000 §5: every issued token ends with a ≥32-character base64 run ending ==', () => {
    for (let i = 0; i < 200; i++) expect(issueUserToken()).toMatch(USER_TOKEN_RULE);
  });

  it('keeps subscription and restriction per listener, revokes, and renews into a new token', () => {
    const store = new AccountStore();
    const record = store.issue('restricted')!;
    expect(record.listener).toMatchObject({ restricted: true, subscriptionActive: true });
    const renewed = store.renew(record.token)!;
    expect(renewed.token).not.toBe(record.token);
    expect(renewed.listener.id).toBe('restricted');
    expect(store.revoke(record.token)).toBe(true);
    expect(store.active(record.token)).toBeUndefined();
    expect(store.renew(record.token)).toBeUndefined();
    expect(store.issue('decliner')).toBeUndefined();
  });
});

describe('emulator GET /v1/me/storefront and /v1/me/account (000 §7)', () => {
  it('needs the developer token and a user token', async () => {
    expect((await fetch(`${emulator.origin}/v1/me/storefront`)).status).toBe(401);
    const { status, body } = await getJson(`${emulator.origin}/v1/me/storefront`);
    expect(status).toBe(403);
    expectErrorShape(body, 403);
    expect((await getJson(`${emulator.origin}/v1/me/storefront`, { 'Music-User-Token': `${'Q'.repeat(40)}==` })).status).toBe(401);
  });

  it("answers data[0].id with the listener's storefront", async () => {
    const token = await signIn('non-subscriber');
    const { status, body } = await getJson(`${emulator.origin}/v1/me/storefront`, { 'Music-User-Token': token });
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ id: 'gb', type: 'storefronts', href: '/v1/storefronts/gb' });
  });

  it('answers meta.subscription {active, storefront} only when asked', async () => {
    const subscriber = await signIn('subscriber');
    const nonSubscriber = await signIn('non-subscriber');
    const yes = await getJson(`${emulator.origin}/v1/me/account?meta=subscription`, { 'Music-User-Token': subscriber });
    expect(yes.body.meta.subscription).toEqual({ active: true, storefront: 'us' });
    expect(yes.body.data[0].attributes).toMatchObject({ name: 'Sam Subscriber' });
    const no = await getJson(`${emulator.origin}/v1/me/account?meta=subscription`, { 'Music-User-Token': nonSubscriber });
    expect(no.body.meta.subscription).toEqual({ active: false, storefront: 'gb' });
    const bare = await getJson(`${emulator.origin}/v1/me/account`, { 'Music-User-Token': subscriber });
    expect(bare.body.meta).toBeUndefined();
  });
});

describe('emulator /account/web/info, infoRefresh and logout (000 §7)', () => {
  it('info has empty acknowledgements until infoRefresh, which answers cids per namespace', async () => {
    const token = await signIn('restricted');
    const headers = { ...AUTH, 'Media-User-Token': token };
    const first = await (await fetch(`${emulator.origin}/account/web/info`, { headers })).json();
    expect(first).toEqual({
      parentalControlsData: { musicParentalControlsEnabled: true, videoContentRestrictions: { movies: 'PG', tv: 'TV-PG' } },
      privacyAcknowledgement: {},
      storeFrontISO3A: 'USA',
    });
    const cids = await (await fetch(`${emulator.origin}/account/web/infoRefresh`, { headers })).json();
    expect(Object.keys(cids).sort()).toEqual(['music', 'tv']);
    const second = await (await fetch(`${emulator.origin}/account/web/info`, { headers })).json();
    expect(second.privacyAcknowledgement).toEqual({ music: 1, podcasts: 1, tv: 1 });
  });

  it('identifies the listener by the media-user-token cookie of credentialed calls', async () => {
    const token = await signIn('subscriber');
    const res = await fetch(`${emulator.origin}/account/web/info`, { headers: { ...AUTH, Cookie: `media-user-token=${encodeURIComponent(token)}` } });
    expect(res.status).toBe(200);
  });

  it('logout revokes the token: renewMusicToken then answers 401', async () => {
    const token = await signIn('subscriber');
    const renew = () => fetch(`${emulator.origin}/WebObjects/MZPlay.woa/wa/renewMusicToken`, { method: 'POST', headers: { ...AUTH, 'Music-User-Token': token } });
    const renewed = await renew();
    expect(renewed.status).toBe(200);
    const musicToken = ((await renewed.json()) as Record<string, string>)['music-token'];
    expect(musicToken).toMatch(USER_TOKEN_RULE);
    expect(musicToken).not.toBe(token);
    expect((await fetch(`${emulator.origin}/account/web/logout`, { method: 'POST', headers: { ...AUTH, 'Media-User-Token': token } })).status).toBe(200);
    expect((await renew()).status).toBe(401);
    expect((await getJson(`${emulator.origin}/v1/me/storefront`, { 'Music-User-Token': token })).status).toBe(401);
    expect((await getJson(`${emulator.origin}/v1/me/storefront`, { 'Music-User-Token': musicToken! })).status).toBe(200);
  });

  it('the test switch revokes a token over HTTP and lists accounts', async () => {
    const token = await signIn('subscriber');
    const res = await fetch(`${emulator.origin}/__emulator/accounts/revoke`, { method: 'POST', body: JSON.stringify({ token }) });
    expect(res.status).toBe(204);
    const list = (await (await fetch(`${emulator.origin}/__emulator/accounts`)).json()) as { accounts: Array<{ token: string; revoked: boolean }> };
    expect(list.accounts.find((a) => a.token === token)?.revoked).toBe(true);
  });
});

describe('emulator GET /commerce/web/subscription/offers/music (000 §7)', () => {
  it('needs the store-front header "{storefront id}-{language id},8"', async () => {
    expect((await getJson(`${emulator.origin}/commerce/web/subscription/offers/music`)).status).toBe(400);
    const { status, body } = await getJson(`${emulator.origin}/commerce/web/subscription/offers/music`, { 'X-Apple-Store-Front': '143441-1,8' });
    expect(status).toBe(200);
    expect(body.offers.map((o: { id: string }) => o.id)).toEqual(['individual', 'family', 'student']);
    expect(body.offers[0]).toMatchObject({ storefrontId: '143441', languageId: '1' });
  });
});
