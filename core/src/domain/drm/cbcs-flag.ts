// 001 §8 "A PlayReady CBC-encryption error sets a session-storage flag marking CBCS unsupported";
// 000 §9 reads it back: with the flag set (and PlayReady not preferred) only Widevine is tried.
import { STORAGE_KEYS } from '../constants/features.constants.ts';
import type { KeySystemOrderFlags } from '../constants/drm.constants.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';

/** The stored value: the incumbent's developer-flag convention stores booleans as 1 or 0 (000 §5). */
const FLAG_SET = '1';

/** Marks PlayReady CBCS unsupported for the rest of the browser session. */
export function markPlayReadyCbcsUnsupported(session: KeyValueStore): void {
  session.set(STORAGE_KEYS.playReadyCbcsUnsupported, FLAG_SET);
}

/** Whether the session flag is set ('1' or 'true', 000 §5). */
export function isPlayReadyCbcsUnsupported(session: KeyValueStore): boolean {
  const value = session.get(STORAGE_KEYS.playReadyCbcsUnsupported);
  return value === FLAG_SET || value === 'true';
}

/**
 * The 000 §9 key-system order inputs from the developer flag and the session flag.
 *
 * @example
 * emeKeySystemOrder(keySystemOrderFlags(sessionStore, false));
 */
export function keySystemOrderFlags(session: KeyValueStore, preferPlayReady: boolean): KeySystemOrderFlags {
  return { preferPlayReady, playReadyCbcsUnsupported: isPlayReadyCbcsUnsupported(session) };
}
