// 000 §9 Business constants: the request session, identifiers and defaults of the core.

/** Session cache lifetime when the response has no cache-control max-age (000 §9). */
export const SESSION_CACHE_DEFAULT_LIFETIME_MS = 300_000;

/** How long a "subscription active" answer is trusted (000 §9: 900 seconds). */
export const SUBSCRIPTION_CACHE_LIFETIME_S = 900;
export const SUBSCRIPTION_CACHE_LIFETIME_MS = SUBSCRIPTION_CACHE_LIFETIME_S * 1000;

/** Default wait of the debounce helper (000 §9). */
export const DEBOUNCE_DEFAULT_MS = 250;

/** Length of a generated id, in hex characters (000 §3, §9). */
export const RANDOM_ID_LENGTH = 16;

/**
 * The local-storage key holding the id of the player that started playing last. 000 §9 names
 * no key; this is the incumbent's, so our player and an incumbent one in another tab arbitrate
 * with each other.
 */
export const PRIMARY_PLAYER_STORAGE_KEY = 'mk-player-tsid';

/** Storefront used before one is known (000 §9). */
export const DEFAULT_STOREFRONT = 'us';

/** Language tag used when the browser gives none (000 §9). */
export const DEFAULT_LANGUAGE_TAG = 'en-gb';

/**
 * The path of the default API base: version 1 of the music API (000 §9). The host comes from
 * configuration (`apiBase`), so the same build talks to the emulator or the provider.
 */
export const DEFAULT_API_VERSION_PATH = '/v1';

/**
 * Artwork defaults (000 §9): 100x100, doubled when the device pixel ratio is at least 1.5.
 * 000 §9 names the format jpeg; the `{f}` placeholder takes the file extension, 'jpg'
 * (MUSICKIT-SURFACE: formatArtworkURL fills f = jpg).
 */
export const ARTWORK_DEFAULTS = {
  width: 100,
  height: 100,
  highDensityPixelRatio: 1.5,
  highDensityScale: 2,
  format: 'jpg',
} as const;

/**
 * The storage key prefix: "lowercase prefix.teamId" (000 §9).
 *
 * @example
 * storageKeyPrefix('MusicKit', 'ABC123'); // 'musickit.abc123'
 */
export function storageKeyPrefix(prefix: string, teamId: string): string {
  return `${prefix}.${teamId}`.toLowerCase();
}
