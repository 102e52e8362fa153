import { USER_TOKEN_RULE } from '../auth/account-store.ts';
import { userTokenOf } from '../auth/listener-identity.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import { sendError } from '../http/responses.ts';

/** Who a personal (`/v1/me/...`) request is for. */
export interface Listener {
  /** Names the listener's data: the same across renewed tokens of one sign-in. */
  readonly key: string;
  /** Which test listener signed in ('subscriber', 'non-subscriber', 'restricted'). */
  readonly listenerId: string;
  readonly name: string;
  readonly storefront: string;
  readonly subscriptionActive: boolean;
}

/**
 * The one check of the user token for personal routes (002 §1: library, ratings,
 * recommendations, stations, history, taste and summaries need it; 000 §7: it travels in
 * music-user-token, 000 §6: or Media-User-Token). Missing: 403. Not of the 000 §5 shape
 * (a base64-like run of at least 32 characters ending '=='), unknown to the account store, or
 * revoked: 401. Either way in the provider's error shape; returns undefined once answered.
 */
export function requireListener(ctx: RequestContext, services: EmulatorServices): Listener | undefined {
  const token = userTokenOf(ctx.req);
  if (token === undefined) {
    sendError(ctx.res, 403, 'A user token is required (Music-User-Token or Media-User-Token header)');
    return undefined;
  }
  if (!USER_TOKEN_RULE.test(token)) {
    sendError(ctx.res, 401, 'The user token is malformed');
    return undefined;
  }
  const record = services.accounts.active(token);
  if (!record) {
    sendError(ctx.res, 401, services.accounts.find(token) ? 'The user token was revoked' : 'The user token is not known');
    return undefined;
  }
  const { listener } = record;
  return {
    key: record.cids['music'] ?? token,
    listenerId: listener.id,
    name: listener.name,
    storefront: listener.storefront,
    subscriptionActive: listener.subscriptionActive,
  };
}
