import { AccountManager, type AccountManagerDeps, type AccountManagerOptions } from './account-manager.ts';
import { SubscriptionOffers } from './subscription-offers.ts';

/** The provider's account calls (000 §7) behind the auth service, once loaded. */
export interface AccountServices {
  readonly account: AccountManager;
  readonly offers: SubscriptionOffers;
}

/**
 * Builds the account manager (storefront, subscription, token renewal, web session, logout)
 * and the subscription offers. AuthService loads this module the first time it calls the
 * account services: a signed-out page that never signs in never needs them, and the script-tag
 * build keeps them in a lazy chunk (docs/size-budgets.md).
 *
 * @example
 * const { account, offers } = createAccountServices(deps, { hosts, realm });
 */
export function createAccountServices(deps: AccountManagerDeps, options: AccountManagerOptions): AccountServices {
  const account = new AccountManager(deps, options);
  // Loaded for a signed-in listener (a restored sign-in's start, a new sign-in): the subscription
  // check a first full play needs (000 §1, cached 900 s) is made now rather than in front of that
  // play (issue 17: it held back a cold full track's preparation by one account request). Checks
  // that overlap share its request; a failure is the play's to meet and log. Here, not in the
  // auth service, so the script tag's main part does not grow.
  if (deps.state.isAuthorized) account.hasMusicSubscription().catch(() => undefined);
  return { account, offers: new SubscriptionOffers(deps.http, options.hosts) };
}
