/**
 * Composition root of the auth e2e harness page (app-react/demo/e2e/auth-harness.html): the
 * auth services on the real browser adapters, configured from the meta tags tools/start.ts
 * injects, with the emulator's origin as the one trusted non-https origin. Query options:
 * `persist=cookie`, `method=POST`, `bridge=off`. Exposes `window.__auth` for the tests.
 */
import { BrowserWindowHost } from '../../adapters/browser/browser-window-host.ts';
import { ConsoleLogger } from '../../adapters/browser/console-logger.ts';
import { CookieKeyValueStore } from '../../adapters/browser/cookie-key-value-store.ts';
import { CryptoRandom } from '../../adapters/browser/crypto-random.ts';
import { FetchHttpClient } from '../../adapters/browser/fetch-http-client.ts';
import { SystemClock } from '../../adapters/browser/system-clock.ts';
import { WebStorageKeyValueStore } from '../../adapters/browser/web-storage-key-value-store.ts';
import { providerHostsAt } from '../../core/src/domain/auth/index.ts';
import { AuthService } from '../../core/src/services/auth/index.ts';

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
  readonly service: AuthService;
  readonly results: AuthHarnessResult[];
  readonly events: string[];
  snapshot(): AuthHarnessSnapshot;
}

declare global {
  interface Window {
    __auth?: AuthHarness;
  }
}

function meta(name: string): string {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!content) throw new Error(`missing meta ${name}`);
  return content;
}

const params = new URLSearchParams(location.search);
const providerOrigin = meta('mediakit-provider-origin');
const clock = new SystemClock();
const storage = (read: () => Storage): Storage | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

const service = new AuthService(
  {
    windowHost: new BrowserWindowHost(window),
    http: new FetchHttpClient(),
    clock,
    scheduler: clock,
    logger: new ConsoleLogger('warning'),
    environment: { languages: navigator.languages },
    localStore: new WebStorageKeyValueStore('local', storage(() => localStorage), clock),
    sessionStore: new WebStorageKeyValueStore('session', storage(() => sessionStorage), clock),
    cookieStore: new CookieKeyValueStore(document),
    random: new CryptoRandom(),
  },
  {
    developerToken: meta('apple-music-developer-token'),
    hosts: providerHostsAt(providerOrigin),
    trustedOrigins: [providerOrigin],
    persist: params.get('persist') === 'cookie' ? 'cookie' : 'localstorage',
    authenticateMethod: params.get('method') === 'POST' ? 'POST' : 'GET',
    disableAuthBridge: params.get('bridge') === 'off',
    deeplink: { at: 'e2e-affiliate' },
  },
);

const results: AuthHarnessResult[] = [];
const events: string[] = [];
const status = document.getElementById('status')!;
const storefront = document.getElementById('storefront')!;
const result = document.getElementById('result')!;

function render(): void {
  status.textContent = String(service.authorizationStatus);
  storefront.textContent = service.storefrontCountryCode;
  result.textContent = JSON.stringify(results.at(-1) ?? null);
}

for (const name of ['authorizationStatusDidChange', 'userTokenDidChange', 'storefrontCountryCodeDidChange', 'eligibleForSubscribeView'] as const) {
  service.addEventListener(name, () => {
    events.push(name);
    render();
  });
}

document.getElementById('sign-in')!.addEventListener('click', () => {
  service.authorize().then(
    (token) => results.push({ ok: true, token }),
    (error: unknown) => {
      const e = error as { errorCode?: string; message?: string };
      results.push({ ok: false, value: Number(error), ...(e.errorCode ? { errorCode: e.errorCode } : {}), ...(e.message ? { message: e.message } : {}) });
    },
  ).finally(render);
});
document.getElementById('sign-out')!.addEventListener('click', () => void service.unauthorize().finally(render));
document.getElementById('subscribe')!.addEventListener('click', () => void service.openServiceView('subscribe').finally(render));

window.__auth = {
  service,
  results,
  events,
  snapshot: () => ({
    status: service.authorizationStatus,
    token: service.musicUserToken ?? null,
    storefront: service.storefrontCountryCode,
    restricted: service.isRestricted,
    localStorage: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ''])),
    cookies: document.cookie,
  }),
};

render();
void service.start().finally(() => {
  render();
  document.getElementById('ready')!.textContent = 'ready';
});
