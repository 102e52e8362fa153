import { resolveApiUrl } from '../../domain/api/api-url.resolver.ts';
import { failedResponseError } from '../../domain/api/response-reader.ts';
import { inferStorefrontId } from '../../domain/auth/storefront-inference.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import { answerFailed, asNetworkError } from './account-calls.ts';
import type { ProviderHttp } from './provider-http.ts';

/**
 * Storefront lookup for listeners without an account storefront (000 §7 GET {api}/v1/storefronts;
 * 001 §6: unauthorized users get a default storefront country).
 *
 * @example
 * await new StorefrontLookup(http, hosts).infer(['en-GB']); // 'gb' when the provider lists gb
 */
export class StorefrontLookup {
  readonly #http: ProviderHttp;
  readonly #url: string;

  constructor(http: ProviderHttp, hosts: Pick<ProviderHosts, 'apiBase'>) {
    this.#http = http;
    this.#url = resolveApiUrl(hosts.apiBase, 'storefronts');
  }

  /** The ids of the data list; an errors field or a failed answer rejects (000 §7). */
  async storefrontIds(): Promise<string[]> {
    const answer = await this.#http.send({ url: this.#url }).catch((error: unknown) => Promise.reject(asNetworkError(error, this.#url)));
    if (answerFailed(answer)) throw failedResponseError(answer.status, this.#url, answer.body);
    const data = (answer.body as { data?: unknown } | undefined)?.data;
    return Array.isArray(data)
      ? data.map((item: unknown) => (item as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string')
      : [];
  }

  /** The storefront for these browser languages: the region part when listed, else us. */
  async infer(languages: readonly string[]): Promise<string> {
    return inferStorefrontId(languages, await this.storefrontIds());
  }
}
