import { STARTUP_HASH_MIN_LENGTH } from '../constants/index.ts';
import { decodeBase64Json } from './base64-json.ts';
import { isTruthyFlag, messageRecord } from './window-message-data.ts';

/** What a start-up hash hands over (000 §2): itre, musicUserToken and cid. */
export interface StartupHashAuth {
  /** itre '1' means restriction on (000 §2); absent when the hash did not say. */
  readonly restricted: boolean | undefined;
  readonly musicUserToken: string | undefined;
  readonly cid: string | undefined;
  /**
   * The `state` the page sent with its redirect sign-in, echoed by the provider (issue 22):
   * the hash is adopted only when it matches the nonce the page kept (SignInNonce).
   */
  readonly state: string | undefined;
}

const BASE64_HASH = new RegExp(`^[A-Za-z0-9+/]{${STARTUP_HASH_MIN_LENGTH},}={0,2}$`);

/**
 * Decoding is not adopting: AuthService adopts a decoded hash only as the completion of a
 * redirect sign-in the page started (matching `state`) and only with a valid token.
 *
 * Decodes the address hash (without '#') when it is 200 or more base64 characters with optional
 * padding whose content is a JSON object (000 §2 start-up hash); `undefined` otherwise, and then
 * the hash belongs to the page and must be left alone. Percent-encoded padding ('%3D') is read
 * as '=' because some redirectors encode it.
 *
 * @example
 * decodeStartupHash(btoa(JSON.stringify({ itre: '1', musicUserToken, cid: 'c1', pad })));
 */
export function decodeStartupHash(hash: string): StartupHashAuth | undefined {
  const text = hash.replace(/^#/, '').replace(/%3D/gi, '=');
  if (!BASE64_HASH.test(text)) return undefined;
  const record = messageRecord(decodeBase64Json(text));
  if (!record) return undefined;
  const token = record['musicUserToken'];
  const cid = record['cid'];
  const state = record['state'];
  return {
    restricted: record['itre'] === undefined ? undefined : isTruthyFlag(record['itre']),
    musicUserToken: typeof token === 'string' && token !== '' ? token : undefined,
    cid: typeof cid === 'string' && cid !== '' ? cid : undefined,
    state: typeof state === 'string' && state !== '' ? state : undefined,
  };
}
