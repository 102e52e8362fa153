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
  return { account: new AccountManager(deps, options), offers: new SubscriptionOffers(deps.http, options.hosts) };
}
