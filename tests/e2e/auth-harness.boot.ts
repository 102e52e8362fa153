/**
 * The auth e2e page (app-react/demo/e2e/auth-harness.html): an app page built with the browser
 * host exactly as apps build it, `MusicKit.configure` from the meta tags tools/start.ts injects
 * (the emulator's origin as the provider). Query options, passed as configuration: `persist=cookie`,
 * `method=POST`, `bridge=off`. Exposes `window.__auth` for the tests.
 */
import { configurationFromDocument, createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
import { shakaBackend } from '@mediakit/adapters/shaka';
import type { MusicKitInstance } from '@mediakit/core';

export interface AuthHarnessResult {
  readonly ok: boolean;
  readonly token?: string;
  /** `Number(rejection)`: the spec's status number (000 §4). */
  readonly value?: number;
  readonly errorCode?: string;
  readonly message?: string;
}

export interface AuthHarnessSnapshot {
  readonly status: number;
  readonly token: string | null;
  readonly storefront: string;
  readonly restricted: boolean;
  readonly localStorage: Record<string, string>;
  readonly cookies: string;
}

export interface AuthHarness {
  readonly music: MusicKitInstance;
  readonly results: AuthHarnessResult[];
  readonly events: string[];
  snapshot(): AuthHarnessSnapshot;
}

declare global {
  interface Window {
    __auth?: AuthHarness;
  }
}

const params = new URLSearchParams(location.search);
const results: AuthHarnessResult[] = [];
const events: string[] = [];
const status = document.getElementById('status')!;
const storefront = document.getElementById('storefront')!;
const result = document.getElementById('result')!;

async function start(): Promise<void> {
  const configuration = configurationFromDocument(document);
  if (!configuration) throw new Error('missing meta apple-music-developer-token');
  const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend, shakaBackend] });
  const music = await MusicKit.configure({
    ...configuration,
    persist: params.get('persist') === 'cookie' ? 'cookie' : 'localstorage',
    authenticateMethod: params.get('method') === 'POST' ? 'POST' : 'GET',
    disableAuthBridge: params.get('bridge') === 'off',
    affiliateToken: 'e2e-affiliate',
  });

  const render = (): void => {
    status.textContent = String(music.authorizationStatus);
    storefront.textContent = music.storefrontCountryCode;
    result.textContent = JSON.stringify(results.at(-1) ?? null);
  };
  for (const name of ['authorizationStatusDidChange', 'userTokenDidChange', 'storefrontCountryCodeDidChange', 'eligibleForSubscribeView'] as const) {
    music.addEventListener(name, () => {
      events.push(name);
      render();
    });
  }
  document.getElementById('sign-in')!.addEventListener('click', () => {
    music
      .authorize()
      .then(
        (token) => void results.push({ ok: true, token }),
        (error: unknown) => {
          const e = error as { errorCode?: string; message?: string };
          results.push({ ok: false, value: Number(error), ...(e.errorCode ? { errorCode: e.errorCode } : {}), ...(e.message ? { message: e.message } : {}) });
        },
      )
      .finally(render);
  });
  document.getElementById('sign-out')!.addEventListener('click', () => void music.unauthorize().finally(render));
  // 000 §2 the subscribe view, as an app opens it: through the instance, from a click.
  document.getElementById('subscribe')!.addEventListener('click', () => {
    music.account.openSubscribeView().then(
      (outcome) => void events.push(`subscribeView:${outcome.action}`),
      (error: unknown) => void events.push(`subscribeView:failed:${(error as { errorCode?: string }).errorCode ?? String(error)}`),
    );
  });

  window.__auth = {
    music,
    results,
    events,
    snapshot: () => ({
      status: music.authorizationStatus,
      token: music.musicUserToken ?? null,
      storefront: music.storefrontCountryCode,
      restricted: music.isRestricted,
      localStorage: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])),
      cookies: document.cookie,
    }),
  };
  render();
  await music.whenReady();
  render();
  document.getElementById('ready')!.textContent = 'ready';
}

void start().catch((error: unknown) => {
  document.getElementById('ready')!.textContent = `failed: ${String(error)}`;
});
