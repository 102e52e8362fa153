// Issue 21 "developer-token rotation reaches every request that carries the token": the request
// session (api.music) already asks a function source again after a 401; the play path (web
// playback, manifests, licences, live radio) and play activity read the token when they build a
// request, so one wrapper of their HttpClient gives them the same cure without each knowing.
import type { DeveloperTokenProvider } from '../../domain/api/developer-token.provider.ts';
import type { HttpClient, HttpRequest, HttpResponse } from '../../ports/http-client.ts';

const BEARER = 'Bearer ';

/** What the renewal reads of the developer-token provider. */
export type RenewableDeveloperToken = Pick<DeveloperTokenProvider, 'canRefresh' | 'refresh' | 'current'>;

/**
 * An HttpClient that answers a 401 to a request bearing the developer token by getting a fresh
 * token and sending the request once more with it. The provider is asked only when no other
 * request has renewed the token since this one was sent (one question per rotation, however many
 * requests were in flight); the request is sent again even when the provider answers the same
 * token, as the request session does (a revocation may be lifted by then). A fixed token, a
 * provider that fails, or a second 401 leave the 401 to the caller, whose own rules (002 §4) apply.
 *
 * @example
 * const http = new DeveloperTokenRenewal(gate, session.developerTokens);
 * await http.request({ url: licenceUrl, method: 'POST', headers: { Authorization: `Bearer ${old}` } }); // 401 → asked → retried
 */
export class DeveloperTokenRenewal implements HttpClient {
  readonly #inner: HttpClient;
  readonly #tokens: RenewableDeveloperToken;

  constructor(inner: HttpClient, tokens: RenewableDeveloperToken) {
    this.#inner = inner;
    this.#tokens = tokens;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    return renewAfter401(this.#inner, this.#tokens, request, await this.#inner.request(request));
  }
}

/**
 * What {@link DeveloperTokenRenewal} does with an answer: a 401 to a request bearing the developer
 * token is sent once more with a fresh one; any other answer is returned as it is.
 */
export async function renewAfter401(inner: HttpClient, tokens: RenewableDeveloperToken, request: HttpRequest, response: HttpResponse): Promise<HttpResponse> {
  if (response.status !== 401 || !tokens.canRefresh) return response;
  const header = authorizationHeader(request);
  if (header === undefined || !header.value.startsWith(BEARER)) return response;
  const sent = header.value.slice(BEARER.length);
  let fresh: string;
  try {
    const current = tokens.current?.token;
    fresh = current !== undefined && current !== sent ? current : await tokens.refresh();
  } catch {
    return response;
  }
  return inner.request({ ...request, headers: { ...request.headers, [header.name]: `${BEARER}${fresh}` } });
}

function authorizationHeader(request: HttpRequest): { name: string; value: string } | undefined {
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (name.toLowerCase() === 'authorization') return { name, value };
  }
  return undefined;
}
