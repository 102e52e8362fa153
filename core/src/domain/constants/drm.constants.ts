// 001 §7, §9 and 000 §9: key systems and licensing.

/** Licence request retries: at most 3, waiting 1 s times the attempt number (001 §7, §9). */
export const LICENSE_RETRY = {
  maxAttempts: 3,
  delayPerAttemptMs: 1000,
} as const;

/**
 * The wait before retry `attempt` (1-based) of a licence request (001 §7).
 *
 * @example
 * licenseRetryDelayMs(2); // 2000
 */
export function licenseRetryDelayMs(attempt: number): number {
  return LICENSE_RETRY.delayPerAttemptMs * attempt;
}

/** Live radio key sessions no longer listed are removed after this long (001 §4, §9). */
export const STALE_KEY_SESSION_MS = 60_000;

/** renew-after is in seconds; the renewal date is now plus renew-after times this (001 §9). */
export const RENEW_AFTER_UNIT_MS = 1000;

/** 001 §8: a FairPlay key error with this system code is ignored. */
export const IGNORED_FAIRPLAY_SYSTEM_CODE = 4_294_955_417;

/** 001 §8: a session key request failing with this code during generateRequest is retried once. */
export const RETRIED_GENERATE_REQUEST_ERROR_CODE = 75;

/** The key systems whose order the library decides (000 §9). */
export type OrderedKeySystem = 'widevine' | 'playready';

/** Inputs of the key-system order (000 §9): a developer flag and a session-storage flag. */
export interface KeySystemOrderFlags {
  readonly preferPlayReady: boolean;
  readonly playReadyCbcsUnsupported: boolean;
}

/** The three possible orders (000 §9). */
const KEY_SYSTEM_ORDERS = {
  playReadyPreferred: ['playready', 'widevine'],
  widevineFirst: ['widevine', 'playready'],
  widevineOnly: ['widevine'],
} as const satisfies Record<string, ReadonlyArray<OrderedKeySystem>>;

/**
 * The key systems to try, in order (000 §9): the prefer-PlayReady flag puts PlayReady first;
 * otherwise Widevine is first, and alone when PlayReady CBCS is marked unsupported.
 *
 * @example
 * keySystemOrder({ preferPlayReady: false, playReadyCbcsUnsupported: true }); // ['widevine']
 */
export function keySystemOrder(flags: KeySystemOrderFlags): ReadonlyArray<OrderedKeySystem> {
  if (flags.preferPlayReady) return KEY_SYSTEM_ORDERS.playReadyPreferred;
  return flags.playReadyCbcsUnsupported ? KEY_SYSTEM_ORDERS.widevineOnly : KEY_SYSTEM_ORDERS.widevineFirst;
}
