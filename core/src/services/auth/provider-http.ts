import type { HttpClient, HttpMethod, HttpRequest } from '../../ports/http-client.ts';
import { readJsonBody } from '../../domain/api/response-reader.ts';
import type { DeveloperTokenProvider } from '../../domain/api/developer-token.provider.ts';
import type { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';
import { MKError } from '../../domain/errors/index.ts';

/** One call to a provider host (000 §7 "Calls made"). */
export interface ProviderCall {
  readonly url: string;
  readonly method?: HttpMethod;
  /** The listener's token and the header it travels in (music-user-token or media-user-token, 000 §6, §7). */
  readonly userToken?: { readonly header: string; readonly token: string };
  readonly headers?: Readonly<Record<string, string>>;
  readonly credentials?: HttpRequest['credentials'];
}

export interface ProviderAnswer {
  readonly status: number;
  readonly ok: boolean;
  /** The JSON body; `undefined` when empty (or unreadable on a failed answer). */
  readonly body: unknown;
}

/**
 * The provider's non-API hosts are called through the HttpClient port directly (the request
 * session's caching and error mapping do not fit calls whose failures have their own messages,
 * 000 §8). Every call carries the developer token as a Bearer header (000 §7). Tokens are sent
 * only to allow-listed origins: a misconfigured host is a CONFIGURATION_ERROR, never a leak.
 * Network failures are left as the port's TypeError for the caller to name (000 §8).
 */
export class ProviderHttp {
  readonly #http: HttpClient;
  readonly #tokens: DeveloperTokenProvider;
  readonly #allowList: OriginAllowList;

  constructor(http: HttpClient, tokens: DeveloperTokenProvider, allowList: OriginAllowList) {
    this.#http = http;
    this.#tokens = tokens;
    this.#allowList = allowList;
  }

  /** The developer token to use now (validated, 000 §5). */
  developerToken(): Promise<string> {
    return this.#tokens.token();
  }

  async send(call: ProviderCall): Promise<ProviderAnswer> {
    if (!this.#allowList.isAllowedUrl(call.url)) {
      throw new MKError(MKError.CONFIGURATION_ERROR, `Refusing to send credentials to a host outside the allow-list: ${originOf(call.url)}`);
    }
    const headers: Record<string, string> = { ...call.headers, Authorization: `Bearer ${await this.#tokens.token()}` };
    if (call.userToken) headers[call.userToken.header] = call.userToken.token;
    const response = await this.#http.request({
      url: call.url,
      method: call.method ?? 'GET',
      headers,
      ...(call.credentials ? { credentials: call.credentials } : {}),
    });
    return { status: response.status, ok: response.ok, body: await readJsonBody(response, call.url) };
  }
}

function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : url;
}
