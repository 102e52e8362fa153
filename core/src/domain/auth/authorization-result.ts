import { isValidUserToken } from '../tokens/index.ts';
import type { AuthorizePopupMessage } from './popup-messages.ts';

/** 000 §3 Authorization result: the restricted flag, the user token and the cid. */
export interface AuthorizationResult {
  readonly restricted: boolean;
  readonly userToken: string;
  readonly cid?: string;
}

/**
 * The result carried by an `authorize` pop-up message, or `undefined` when its token fails the
 * 000 §5 user-token rule (000 §4: "Authorize resolves only with a valid token").
 *
 * @example
 * authorizationResultFrom({ action: 'authorize', token: 'A'.repeat(30) + '==', restricted: false, cid: undefined });
 */
export function authorizationResultFrom(message: Extract<AuthorizePopupMessage, { action: 'authorize' }>): AuthorizationResult | undefined {
  if (!isValidUserToken(message.token)) return undefined;
  return { restricted: message.restricted, userToken: message.token, ...(message.cid === undefined ? {} : { cid: message.cid }) };
}
