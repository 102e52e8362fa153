import type { QueryParameters } from '../domain/auth/deeplinks.ts';
import type { AuthService } from '../services/auth/auth-service.ts';
import type { SubscribeViewOutcome } from '../services/auth/subscribe-view.ts';

export type { SubscribeViewOutcome } from '../services/auth/subscribe-view.ts';

type AccountAuth = Pick<AuthService, 'needsGDPR' | 'openServiceView' | 'resetSubscribeViewOffer' | 'subscriptionOffers' | 'storeDeeplink' | 'financeAppDeeplink'>;

/**
 * The listener's account views and links, beyond the incumbent's surface (`music.account`):
 * the subscribe view (000 §2), subscription offers (000 §7), deeplinks with the configured
 * `deeplink` parameters and `at` / `ct` (from `affiliateToken` / `campaignToken`), and GDPR.
 *
 * @example
 * music.addEventListener('eligibleForSubscribeView', () => showUpsellButton());
 * upsellButton.onclick = async () => (await music.account.openSubscribeView()).action; // 'closeWindow'
 * const link = music.account.storeDeeplink({ p: 'browse' });
 */
export class InstanceAccount {
  readonly #auth: AccountAuth;

  /** @internal Built by the core's wiring; stripped from the published declarations. */
  constructor(auth: AccountAuth) {
    this.#auth = auth;
  }

  /** 000 §3: the listener has not acknowledged the privacy version required (read at sign-in). */
  get needsGDPR(): boolean {
    return this.#auth.needsGDPR;
  }

  /**
   * Opens the provider's subscribe (upsell) view (000 §2); call it from a click handler, or the
   * browser blocks the pop-up (USER_INTERACTION_REQUIRED). Resolves with how it ended.
   */
  openSubscribeView(): Promise<SubscribeViewOutcome> {
    return this.#auth.openServiceView('subscribe');
  }

  /** 000 §2: the subscribe view is offered (`eligibleForSubscribeView`) once a session; this offers it again. */
  resetSubscribeViewOffer(): void {
    this.#auth.resetSubscribeViewOffer();
  }

  /** The subscription offers for the listener's storefront and the browser language (000 §7). */
  subscriptionOffers(languageTag?: string): Promise<readonly unknown[]> {
    return languageTag === undefined ? this.#auth.subscriptionOffers() : this.#auth.subscriptionOffers(languageTag);
  }

  /** The store deeplink (000 §2; default `p=browse`), with the configured deeplink parameters. */
  storeDeeplink(parameters?: QueryParameters): string {
    return this.#auth.storeDeeplink(parameters);
  }

  /** The finance-app deeplink (000 §2), with the configured deeplink parameters. */
  financeAppDeeplink(parameters?: QueryParameters): string {
    return this.#auth.financeAppDeeplink(parameters);
  }
}
