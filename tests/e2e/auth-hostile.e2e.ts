import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import {
  EMULATOR_DEVELOPER_TOKEN,
  HARNESS_PATH,
  nextResult,
  openSignInPopup,
  providerOrigin,
  recordRequests,
  results,
  signInAs,
  snapshot,
  tokenCarrying,
  type SeenRequest,
} from './auth-e2e.helpers.ts';

// A hostile page on a third origin drives the player window it opened and posts the pop-up's,
// the bridge's and the subscribe view's messages to it (and to its bridge frame). Nothing may
// change: messages count only from the pop-up or bridge frame on an allow-listed origin (000 §5).
//
// Third origin: the test serves the hostile page itself on http://[::1]:<free port> — neither the
// page origin (http://localhost:PORT) nor the provider (http://127.0.0.1:PORT); the start script's
// server listens on 127.0.0.1 only.

test.describe.configure({ mode: 'serial' });

const FORGED_TOKEN = `${'F'.repeat(60)}==`;
const seen: SeenRequest[] = [];
let signedInToken: string | undefined;
let hostile: Server;
let hostileOrigin = '';

function hostilePage(playerUrl: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Hostile</title>
<button id="open">Open the player</button>
<script>
  let player = null;
  window.received = [];
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
  document.getElementById('open').addEventListener('click', () => { player = window.open(${JSON.stringify(playerUrl)}, 'player'); });
  window.attack = (token) => {
    const messages = [
      { action: 'authorize', token, restricted: false, cid: 'forged' },
      JSON.stringify({ action: 'authorize', token, restricted: true }),
      { action: 'thirdPartyInfo' },
      { action: 'decline' }, { action: 'unavailable' }, { action: 'switchUserId' }, { action: 'close' },
      { action: 'closeWindow' }, { action: 'launchClient', supported: true },
      { action: 'mediakit:frameInit' },
      { action: 'mediakit:updateAuth', enabled: true, cookies: { 'media-user-token': token, itre: '1' } },
      { action: 'mediakit:authClearedFromOtherFrame' },
    ];
    for (const message of messages) player.postMessage(message, '*');
    // Straight at the player's hidden bridge frame too: it must obey only its parent.
    for (let i = 0; i < player.frames.length; i++) {
      player.frames[i].postMessage({ action: 'mediakit:clearAuth' }, '*');
      player.frames[i].postMessage({ action: 'mediakit:setCookieItem', name: 'media-user-token', value: token }, '*');
      player.frames[i].postMessage({ action: 'mediakit:requestAuthUpdate' }, '*');
    }
    return messages.length;
  };
</script>`;
}

test.beforeAll(async ({ baseURL }) => {
  hostile = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostilePage(new URL(HARNESS_PATH, baseURL).toString()));
  });
  await new Promise<void>((resolve) => hostile.listen(0, '::1', resolve));
  hostileOrigin = `http://[::1]:${(hostile.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => hostile.close(() => resolve()));
});

/** The hostile page opens the player; returns both once the player is ready. */
async function hostileWithPlayer(page: Page): Promise<Page> {
  await page.goto(`${hostileOrigin}/`);
  const [player] = await Promise.all([page.waitForEvent('popup'), page.click('#open')]);
  await expect(player.locator('#ready')).toHaveText('ready', { timeout: 20_000 });
  return player;
}

/** Lets the posted messages arrive and anything they could trigger run (real time: e2e). */
async function attack(page: Page, player: Page): Promise<void> {
  expect(await page.evaluate((token) => (window as unknown as { attack(t: string): number }).attack(token), FORGED_TOKEN)).toBe(12);
  await player.waitForTimeout(1_500);
}

test('a hostile page changes nothing in a signed-in player: state and storage unchanged', async ({ page, context }, testInfo) => {
  const settle = recordRequests(context, seen, testInfo.title);
  const player = await hostileWithPlayer(page);
  expect(new URL(page.url()).origin).not.toBe(new URL(player.url()).origin);
  const token = await signInAs(player, 'Sign in as Sam Subscriber');
  const before = await snapshot(player);
  expect(before).toMatchObject({ status: 3, token });

  await attack(page, player);

  expect(await snapshot(player)).toEqual(before);
  // And the player still holds a working sign-in after a reload (the bridge was not cleared or overwritten).
  await player.reload();
  await expect(player.locator('#ready')).toHaveText('ready', { timeout: 20_000 });
  expect(await snapshot(player)).toMatchObject({ status: 3, token });
  // Nothing was answered to the hostile page: no third-party info, no developer or user token.
  const received = JSON.stringify(await page.evaluate(() => (window as unknown as { received: unknown[] }).received));
  expect(received).not.toContain(EMULATOR_DEVELOPER_TOKEN);
  expect(received).not.toContain(token);
  await settle();
  signedInToken = token;
});

test('a hostile authorize message during a pending sign-in neither resolves nor rejects it', async ({ page, context }, testInfo) => {
  const settle = recordRequests(context, seen, testInfo.title);
  const player = await hostileWithPlayer(page);
  const before = await snapshot(player);
  expect(before).toMatchObject({ status: 0, token: null });

  const popup = await openSignInPopup(player);
  await attack(page, player);
  expect(await results(player)).toEqual([]);
  expect(popup.isClosed()).toBe(false);
  expect(await snapshot(player)).toEqual(before);

  // Only the listener closing the real pop-up ends it: rejects with 0, nothing stored.
  await popup.close();
  expect(await nextResult(player, 0)).toMatchObject({ ok: false, value: 0 });
  expect(await snapshot(player)).toEqual(before);
  await settle();
});

test('no token reached the hostile origin or any host outside the allow-list', async ({ page }) => {
  await page.goto(HARNESS_PATH);
  const provider = await providerOrigin(page);
  expect(signedInToken).toBeDefined();
  const tokens = [EMULATOR_DEVELOPER_TOKEN, FORGED_TOKEN, signedInToken!];
  const carrying = tokenCarrying(seen, tokens);
  expect(carrying.length).toBeGreaterThan(0);
  for (const request of carrying) expect(new URL(request.url).origin, `a token went to ${request.url}`).toBe(provider);
  expect(seen.some((request) => new URL(request.url).origin === hostileOrigin)).toBe(true);
});
