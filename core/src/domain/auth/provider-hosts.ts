/**
 * Where the provider's non-API pages and calls live (000 §2, §7). Every host comes from
 * configuration, so the same build talks to the local emulator or to the provider.
 */
export interface ProviderHosts {
  /** The media API base with its version, e.g. 'https://api.music.apple.com/v1' (000 §9). */
  readonly apiBase: string;
  /** Origin of the authorize (/woa) and subscribe (/upsell) pop-ups. */
  readonly authorize: string;
  /** Origin of the auth-bridge frame (/auth-bridge/). */
  readonly authBridge: string;
  /** Origin of the POST authorize form (/commerce/account/authenticateMusicKitRequest). */
  readonly commerce: string;
  /** buyBase: /account/web/* and /commerce/web/subscription/offers/music. */
  readonly buy: string;
  /** playBase with its path, e.g. 'https://play.example/WebObjects/MZPlay.woa/wa' (000 §7). */
  readonly play: string;
  /** The music and tv auth hosts of /auth/v2/web (000 §7). */
  readonly musicAuth: string;
  readonly tvAuth: string;
  /** Bases of the two deeplink builders (000 §2). */
  readonly financeDeeplink: string;
  readonly storeDeeplink: string;
}

/** The play service's base path (000 §7). */
export const PLAY_SERVICE_PATH = '/WebObjects/MZPlay.woa/wa';

/**
 * The provider's hosts as we believe them to be (the spec does not show them). Override any of
 * them by configuration; nothing in the library depends on these values.
 */
export const DEFAULT_PROVIDER_HOSTS: ProviderHosts = {
  apiBase: 'https://api.music.apple.com/v1',
  authorize: 'https://authorize.music.apple.com',
  authBridge: 'https://mediaauth.apple.com',
  commerce: 'https://buy.itunes.apple.com',
  buy: 'https://buy.music.apple.com',
  play: `https://play.itunes.apple.com${PLAY_SERVICE_PATH}`,
  musicAuth: 'https://music.apple.com',
  tvAuth: 'https://tv.apple.com',
  financeDeeplink: 'https://finance-app.itunes.apple.com/deeplink',
  storeDeeplink: 'https://itunes.apple.com/deeplink',
};

/**
 * Every provider host on one origin, as the emulator serves them.
 *
 * @example
 * providerHostsAt('http://127.0.0.1:4510').apiBase; // 'http://127.0.0.1:4510/v1'
 */
export function providerHostsAt(origin: string): ProviderHosts {
  const base = origin.replace(/(?<!\/)\/+$/, '');
  return {
    apiBase: `${base}/v1`,
    authorize: base,
    authBridge: base,
    commerce: base,
    buy: base,
    play: `${base}${PLAY_SERVICE_PATH}`,
    musicAuth: base,
    tvAuth: base,
    financeDeeplink: `${base}/deeplink`,
    storeDeeplink: `${base}/store/deeplink`,
  };
}
