// Shared fixtures of the auth tests: user tokens shaped as 000 §5 requires, a developer token.
import { makeDeveloperToken } from '../tokens/token-fixtures.ts';

/** A user token that passes 000 §5 (a run of 86 base64 characters ending '=='). */
export function userToken(seed = 'a'): string {
  // 64 bytes encode to 86 characters and '=='.
  return Buffer.from(seed.repeat(64).slice(0, 64)).toString('base64');
}

export const USER_TOKEN = userToken('listener-one-');
export const OTHER_USER_TOKEN = userToken('listener-two-');
export const INVALID_USER_TOKEN = 'not-a-user-token';

/** A developer token of team MKTEAMTEST (iss), valid until 2100. */
export const DEVELOPER_TOKEN = makeDeveloperToken({ iss: 'MKTEAMTEST', exp: 4_102_444_800 });
export const TEAM_ID = 'MKTEAMTEST';

/** The provider origin of the unit tests (https, on the default provider domain). */
export const PROVIDER_ORIGIN = 'https://authorize.music.apple.com';
export const PAGE_ORIGIN = 'https://app.example';
