import { Realm } from '../enums/index.ts';

/** 000 §3 Auth state: the parental controls part of the account info. */
export interface ParentalControlsData {
  readonly musicParentalControlsEnabled?: unknown;
  readonly videoContentRestrictions?: unknown;
}

/**
 * The restriction a realm takes from the parental controls (000 §4): the music and podcast
 * realms copy the music flag (so false lifts a restriction); the tv realm is restricted when
 * video restrictions exist, and otherwise keeps what it has (`undefined`).
 *
 * @example
 * restrictionFromParentalControls(Realm.MUSIC, { musicParentalControlsEnabled: true }); // true
 * restrictionFromParentalControls(Realm.TV, { videoContentRestrictions: {} });          // undefined
 */
export function restrictionFromParentalControls(realm: Realm, data: ParentalControlsData | undefined): boolean | undefined {
  if (!data) return undefined;
  if (realm === Realm.TV) return hasRestrictions(data.videoContentRestrictions) ? true : undefined;
  return data.musicParentalControlsEnabled === true || data.musicParentalControlsEnabled === 1 || data.musicParentalControlsEnabled === '1';
}

// Video restrictions arrive as a flag, a rating level or a map of them; "none" is false, 0, '' or empty.
function hasRestrictions(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(hasRestrictions);
  return true;
}
