import { storeFrontHeader } from '../../domain/constants/index.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import { responseError } from '../../domain/errors/index.ts';
import { accountUrls, asNetworkError, recordOf } from './account-calls.ts';
import type { ProviderHttp } from './provider-http.ts';

/** The header carrying "{storefront id}-{language id},8" (000 §7 offers call). */
export const STORE_FRONT_HEADER_NAME = 'X-Apple-Store-Front';

/**
 * GET {buyBase}/commerce/web/subscription/offers/music (000 §7): the store-front header is built
 * from the storefront code, the language code and ',8'; an unknown mapping answers an empty list
 * without calling; a failed answer rejects with its status (000 §8).
 *
 * @example
 * await offers.fetch('us', 'en-US'); // [{ ... }] — sent with X-Apple-Store-Front: 143441-1,8
 */
export class SubscriptionOffers {
  readonly #http: ProviderHttp;
  readonly #url: string;

  constructor(http: ProviderHttp, hosts: ProviderHosts) {
    this.#http = http;
    this.#url = accountUrls(hosts).subscriptionOffers;
  }

  async fetch(storefrontCountryCode: string, languageTag: string): Promise<readonly unknown[]> {
    const header = storeFrontHeader(storefrontCountryCode, languageTag);
    if (header === undefined) return [];
    const answer = await this.#http
      .send({ url: this.#url, headers: { [STORE_FRONT_HEADER_NAME]: header } })
      .catch((error: unknown) => Promise.reject(asNetworkError(error, this.#url)));
    if (!answer.ok) throw responseError({ status: answer.status, url: this.#url }, answer.body);
    const offers = recordOf(answer.body)?.['offers'];
    return Array.isArray(offers) ? offers : [];
  }
}
