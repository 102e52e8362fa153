import type { Logger } from '../../ports/logger.ts';
import { AccountManager, type AccountManagerDeps, type AccountManagerOptions } from './account-manager.ts';
import { SubscriptionOffers } from './subscription-offers.ts';

/** What the signed-in steps read and change of the auth service. */
export interface SignedInContext {
  readonly logger: Pick<Logger, 'log'>;
  readonly isAuthorized: () => boolean;
  /** Runs once the account info applied (000 §4: the authorization's own restricted flag wins over the controls). */
  readonly afterInfo: () => void;
}

/** The provider's account calls (000 §7) behind the auth service, once loaded. */
export interface AccountServices {
  readonly account: AccountManager;
  readonly offers: SubscriptionOffers;
  /**
   * What follows a sign-in, and a signed-in page's start (000 §4, §6, §9): the web session
   * (`refresh` or `signIn`), the storefront and the account info (parental controls, GDPR). A
   * failure only warns, except a storefront error that signed the listener out (001 §6), which
   * rejects when `rethrowSignOut` (authorize()).
   */
  followSignedIn(session: 'refresh' | 'signIn', rethrowSignOut: boolean, context: SignedInContext): Promise<void>;
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
  return { account, offers: new SubscriptionOffers(deps.http, options.hosts), followSignedIn: (session, rethrowSignOut, context) => followSignedIn(account, session, rethrowSignOut, context) };
}

async function followSignedIn(account: AccountManager, session: 'refresh' | 'signIn', rethrowSignOut: boolean, context: SignedInContext): Promise<void> {
  const { logger } = context;
  void account.webSession(session);
  // 000 §4 parental controls and 000 §9 GDPR hold from the sign-in on, not from the app's first `me()`.
  await Promise.all([
    account.fetchStorefront().catch((error: unknown) => {
      // A storefront error has signed the listener out (000 §8, 001 §6); a network failure has not.
      if (rethrowSignOut && !context.isAuthorized()) throw error;
      logger.log('warning', 'The storefront could not be read', error);
    }),
    account.fetchInfo().then(context.afterInfo, (error: unknown) => logger.log('warning', 'Account info could not be read at sign-in', error)),
  ]);
}
