// 000 §2, §6 and §9: authorization pop-ups, cookies and restrictions.

/**
 * The authorize and subscribe pop-ups (000 §2, §9): 650x650, centred on the opener, every
 * window chrome feature off, polled for closing every 500 ms.
 */
export const POPUP = {
  width: 650,
  height: 650,
  closedPollIntervalMs: 500,
  disabledFeatures: ['menubar', 'resizable', 'scrollbars', 'status', 'toolbar'],
} as const;

/** Cookie lifetimes in days, and the path account cookies are stored under (000 §9). */
export const COOKIE_LIFETIME_DAYS = {
  default: 14,
  authBridge: 30,
  reflector: 166,
  account: 180,
} as const;

export const COOKIE_PATH = '/';

/** Cookies the auth bridge and account manager read and write (000 §9). */
export const COOKIE_NAMES = {
  musicUserTokenRefresh: 'mut-refresh',
  defaultCid: 'pldfltcid',
  tvCid: 'pltvcid',
  restricted: 'itre',
  itua: 'itua',
  mediaUserToken: 'media-user-token',
} as const;

/**
 * Storefronts where explicit-content restriction is on when nothing is stored (000 §6).
 *
 * @example
 * RESTRICTED_BY_DEFAULT_STOREFRONTS.includes('kr'); // true
 */
export const RESTRICTED_BY_DEFAULT_STOREFRONTS = [
  'br',
  'ch',
  'gt',
  'hu',
  'id',
  'in',
  'it',
  'kr',
  'la',
  'lt',
  'my',
  'ru',
  'sg',
  'tr',
] as const;

/**
 * True when restriction defaults to on for this storefront (000 §6), case-insensitively.
 *
 * @example
 * isRestrictedByDefault('IT'); // true
 */
export function isRestrictedByDefault(storefront: string): boolean {
  return (RESTRICTED_BY_DEFAULT_STOREFRONTS as ReadonlyArray<string>).includes(storefront.toLowerCase());
}

/** 000 §2: a start-up hash is adopted only with at least this many base64 characters. */
export const STARTUP_HASH_MIN_LENGTH = 200;
