import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HARNESS_PATH, openHarness, providerOrigin, signInAs, snapshot } from './auth-e2e.helpers.ts';

// Issue 22 "Sign-in can be forged or undone from outside" — Done when: each bridge and hash
// attack changes nothing (state, storage, token). Real Chromium; the player is the auth
// harness on http://localhost:PORT, the provider (emulator) http://127.0.0.1:PORT. The test
// serves hostile pages itself on one dual-stack server reached two ways:
//   same-site:  http://localhost:<other port>   (same site as the player: ports do not count)
//   cross-site: http://127.0.0.2:<other port>
// Bridge attacks: the hostile page embeds the provider's /auth-bridge/ frame itself (and, cross
// site, the player too) and tries to read the shared cookies back, clear them, and store its
// own token. Hash attacks: links to the player carrying a base64 start-up hash.

test.describe.configure({ mode: 'serial' });

const ATTACKER_TOKEN = `${'A'.repeat(60)}==`;
let hostile: Server;
let hostilePort = 0;

/**
 * The hostile page: frames the provider's bridge (and `?player=1`: the player too), records
 * every message it receives, and exposes `attack(token)`, which posts to every frame it can
 * reach what the bridge protocol offers: read (requestAuthUpdate), clear (clearAuth), write
 * (setCookieItem, and the pop-up's storeAuth).
 */
function hostilePage(provider: string, player: string, withPlayer: boolean): string {
  return `<!doctype html><meta charset="utf-8"><title>Hostile</title>
<iframe id="bridge" src="${provider}/auth-bridge/"></iframe>
${withPlayer ? `<iframe id="player" src="${player}"></iframe>` : ''}
<script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
  function targets() {
    const list = [];
    for (let i = 0; i < window.frames.length; i++) {
      list.push(window.frames[i]);
      try { for (let j = 0; j < window.frames[i].frames.length; j++) list.push(window.frames[i].frames[j]); } catch {}
    }
    return list;
  }
  window.attack = (token) => {
    let sent = 0;
    for (const target of targets()) {
      const messages = [
        { action: 'mediakit:requestAuthUpdate', id: 'hostile-1' },
        { action: 'mediakit:requestAuthUpdate' },
        { action: 'mediakit:clearAuth' },
        { action: 'mediakit:setCookieItem', name: 'media-user-token', value: token },
        { action: 'mediakit:setCookieItem', name: 'itre', value: '1' },
        { action: 'mediakit:storeAuth', cookies: { 'media-user-token': token, itre: '1' } },
        { action: 'mediakit:updateAuth', id: 'hostile-1', enabled: true, cookies: { 'media-user-token': token } },
        { action: 'mediakit:authClearedFromOtherFrame' },
      ];
      for (const message of messages) { target.postMessage(message, '*'); sent++; }
    }
    return sent;
  };
</script>`;
}

test.beforeAll(async ({ baseURL }) => {
  const player = new URL(HARNESS_PATH, baseURL).toString();
  const provider = `http://127.0.0.1:${new URL(baseURL!).port}`;
  hostile = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile.invalid');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostilePage(provider, player, url.searchParams.get('player') === '1'));
  });
  // '::' is dual-stack: localhost (IPv4 or IPv6) and 127.0.0.2 both reach it.
  await new Promise<void>((resolve) => hostile.listen(0, '::', resolve));
  hostilePort = (hostile.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => hostile.close(() => resolve()));
});

/** What must not change: authorization state, storage (local and cookies) and token. */
async function state(page: Page) {
  const { status, token, restricted, localStorage, cookies } = await snapshot(page);
  return { status, token, restricted, localStorage, cookies };
}

/** Reloads the player from its address without any hash (a fresh load reads storage and the bridge). */
async function reloadPlayer(page: Page): Promise<void> {
  await page.goto('about:blank');
  await openHarness(page);
}

/** A fresh load of the player's site with no local state adopts the bridge's shared sign-in: `token`. */
async function expectBridgeToShare(page: Page, token: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await reloadPlayer(page);
  await expect.poll(async () => (await snapshot(page)).token, { timeout: 10_000 }).toBe(token);
}

async function runBridgeAttack(page: Page, origin: string, withPlayer: boolean): Promise<{ sent: number; received: string }> {
  const attacker = await page.context().newPage();
  await attacker.goto(`${origin}/${withPlayer ? '?player=1' : ''}`);
  await attacker.waitForTimeout(2_000); // frames load (or are refused) and would say frameInit
  const sent = await attacker.evaluate((token) => (window as unknown as { attack(t: string): number }).attack(token), ATTACKER_TOKEN);
  await attacker.waitForTimeout(1_500);
  const received = JSON.stringify(await attacker.evaluate(() => (window as unknown as { received: unknown[] }).received));
  await attacker.close();
  return { sent, received };
}

for (const [site, host] of [
  ['same-site (localhost, another port)', 'localhost'],
  ['cross-site (127.0.0.2) that also frames the player', '127.0.0.2'],
] as const) {
  test(`bridge attack from a ${site} page: cannot read, clear or overwrite the shared sign-in`, async ({ page }) => {
    await openHarness(page);
    const token = await signInAs(page, 'Sign in as Sam Subscriber');
    await reloadPlayer(page);
    const before = await state(page);
    expect(before).toMatchObject({ status: 3, token });

    const { sent, received } = await runBridgeAttack(page, `http://${host}:${hostilePort}`, host === '127.0.0.2');
    expect(sent).toBeGreaterThan(0);
    // Read: nothing came back — no frameInit or updateAuth, no token.
    expect(received).not.toContain(token);
    expect(received).not.toContain('mediakit:updateAuth');
    expect(received).not.toContain('mediakit:frameInit');

    // The player in its own tab: unchanged now, and after a reload (not signed out).
    expect(await state(page)).toEqual(before);
    await reloadPlayer(page);
    expect(await state(page)).toEqual(before);
    // The bridge still holds the player's sign-in, not the attacker's: a page without local
    // state adopts the real token on its next load (the attacker's token is never adopted).
    await expectBridgeToShare(page, token);
  });
}

/** A token the provider issued to another listener (the attacker's own account). */
async function othersToken(request: APIRequestContext, provider: string, listener: string): Promise<string> {
  const answer = await request.post(`${provider}/woa/sign-in`, { data: { listener } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

function startupHash(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ ...value, pad: 'x'.repeat(160) })).toString('base64');
}

/** Opens the player through a link carrying `hash`; returns the address it ends on. */
async function openLink(page: Page, hash: string): Promise<string> {
  await page.goto('about:blank');
  await openHarness(page, `#${hash}`);
  return page.url();
}

test("hash attack: a link with another user's token, opened by a signed-in subscriber, does not replace the session", async ({ page, request }) => {
  await openHarness(page);
  const provider = await providerOrigin(page);
  const token = await signInAs(page, 'Sign in as Sam Subscriber');
  await reloadPlayer(page);
  const before = await state(page);
  const other = await othersToken(request, provider, 'non-subscriber');
  const address = await openLink(page, startupHash({ musicUserToken: other, itre: '0', cid: 'attacker' }));
  expect(new URL(address).hash).toBe(''); // removed from the address
  expect(await state(page)).toEqual(before);
  expect((await state(page)).token).toBe(token);
});

test("hash attack: the same link opened by a signed-out visitor does not sign them in (login CSRF)", async ({ page, request }) => {
  await openHarness(page);
  const provider = await providerOrigin(page);
  const before = await state(page);
  expect(before).toMatchObject({ status: 0, token: null });
  const other = await othersToken(request, provider, 'non-subscriber');
  const address = await openLink(page, startupHash({ musicUserToken: other, itre: '0' }));
  expect(new URL(address).hash).toBe('');
  expect(await state(page)).toEqual(before);
});

test("hash attack: { itre: '0' } without a token does not lift a restricted listener's restriction", async ({ page }) => {
  await openHarness(page);
  await signInAs(page, 'Sign in as Rory Restricted');
  await reloadPlayer(page);
  const before = await state(page);
  expect(before.restricted).toBe(true);
  await openLink(page, startupHash({ itre: '0' }));
  expect(await state(page)).toEqual(before);
});

test("hash attack: { itre: '1' } does not restrict a subscriber", async ({ page }) => {
  await openHarness(page);
  await signInAs(page, 'Sign in as Sam Subscriber');
  await reloadPlayer(page);
  const before = await state(page);
  expect(before.restricted).toBe(false);
  await openLink(page, startupHash({ itre: '1' }));
  expect(await state(page)).toEqual(before);
});

test('hash attack: a 16,000-character token in the hash — the page loads and the hash is rejected', async ({ page }) => {
  await openHarness(page);
  const token = await signInAs(page, 'Sign in as Sam Subscriber');
  await reloadPlayer(page);
  const before = await state(page);
  const address = await openLink(page, startupHash({ musicUserToken: 'A'.repeat(16_000), itre: '0' }));
  await expect(page.locator('#ready')).toHaveText('ready');
  expect(new URL(address).hash).toBe('');
  expect(await state(page)).toEqual(before);
  expect((await state(page)).token).toBe(token);
});

test('the legitimate redirect sign-in still completes: the hash this page asked for is adopted, once', async ({ page }) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await openHarness(page);
  await page.evaluate(() => void window.__auth!.music.authorizeByRedirect());
  await page.waitForURL(/\/woa\?/);
  await page.getByRole('button', { name: 'Sign in as Sam Subscriber' }).click();
  await page.waitForURL((url) => url.pathname === HARNESS_PATH);
  await expect(page.locator('#ready')).toHaveText('ready', { timeout: 20_000 });
  await expect.poll(async () => (await snapshot(page)).status).toBe(3);
  expect(new URL(page.url()).hash).toBe('');
  const returned = addresses.find((address) => new URL(address).pathname === HARNESS_PATH && new URL(address).hash.length > 200);
  expect(returned).toBeDefined();
  // Replaying that link after signing out (the nonce is spent) changes nothing.
  await page.click('#sign-out');
  await expect.poll(async () => (await snapshot(page)).status).toBe(0);
  await reloadPlayer(page);
  const signedOut = await state(page);
  await page.goto('about:blank');
  await page.goto(returned!);
  await expect(page.locator('#ready')).toHaveText('ready', { timeout: 20_000 });
  expect(await state(page)).toEqual(signedOut);
});
