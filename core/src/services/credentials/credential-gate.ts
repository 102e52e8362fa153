import { describeOrigin, type CredentialOrigins } from '../../domain/auth/credential-origins.ts';
import { MKError } from '../../domain/errors/index.ts';
import type { HttpClient, HttpRequest, HttpResponse } from '../../ports/http-client.ts';

/**
 * The headers that carry a credential (lower case): the developer token (Bearer, 000 §7), the
 * listener's token in either of its header names (000 §6, §7; 001 §7), and the account id the
 * activity service may be given instead (000 §7 X-Dsid).
 */
export const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'music-user-token', 'media-user-token', 'x-dsid'];

/** fetch's redirect statuses (the ones it would follow). */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** fetch's own limit before it fails a redirect chain. */
const MAX_REDIRECTS = 20;

/** Whether `request` carries a credential header (whatever the case of its name), with a value. */
export function carriesCredentials(request: HttpRequest): boolean {
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value !== '' && CREDENTIAL_HEADERS.includes(name.toLowerCase())) return true;
  }
  return false;
}

/**
 * CONFIGURATION_ERROR: credentials were about to go to an origin outside the allow-list. The
 * spec has no reason for it (000 §8); the library's own allow-list failures already use this one
 * (ProviderHttp), and what decides the list is configuration (docs/decisions.md).
 */
export function credentialsRefusedError(origin: string, redirectedFrom?: string): MKError {
  const from = redirectedFrom === undefined ? undefined : describeOrigin(redirectedFrom);
  return new MKError(MKError.CONFIGURATION_ERROR, `Refusing to send credentials outside the allow-list: ${origin}${from ? ` (redirected from ${from})` : ''}`, {
    details: { origin, ...(from ? { redirectedFrom: from } : {}) },
  });
}

/** What a browser's manual redirect shows of its target: nothing (status 0, no Location). */
const HIDDEN_TARGET = 'a redirect target the browser hides';

/**
 * The one gate every token-bearing request passes (DESIGN.md Security: credentials go only to
 * allow-listed provider hosts, whatever URL a response, a link or an app hands us). It wraps the
 * HttpClient port, so every service that has the port — the request session (api.music, `next`
 * links, relationship pages), the provider calls (account, sign-in), play preparation, manifests,
 * licences, live radio and play activity — goes through it without knowing.
 *
 * A request without credential headers passes untouched. A request with them:
 * - is refused with an MKError, and not sent, unless its URL's origin is on the allow-list;
 * - is sent with `redirect: 'manual'`; a 3xx whose Location lies on the allow-list is re-issued
 *   there (with fetch's method rules), any other target is refused; a browser's opaque redirect
 *   (status 0: the target is hidden from scripts) is refused as well (docs/decisions.md).
 *
 * @example
 * const http = new CredentialGate(new FetchHttpClient(), credentialOriginsFor(configuration));
 * await http.request({ url: 'https://evil.example/x', headers: { Authorization: 'Bearer …' } }); // rejects, nothing sent
 */
export class CredentialGate implements HttpClient {
  readonly #inner: HttpClient;
  readonly #origins: CredentialOrigins;

  constructor(inner: HttpClient, origins: CredentialOrigins) {
    this.#inner = inner;
    this.#origins = origins;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    if (!carriesCredentials(request)) return this.#inner.request(request);
    if (!this.#origins.allows(request.url)) throw credentialsRefusedError(describeOrigin(request.url));
    let current: HttpRequest = { ...request, redirect: 'manual' };
    for (let hops = 0; ; hops++) {
      const response = await this.#inner.request(current);
      if (response.status === 0) throw credentialsRefusedError(HIDDEN_TARGET, current.url);
      if (!REDIRECT_STATUSES.has(response.status)) return response;
      const location = response.headers.get('location');
      // fetch hands a redirect status without a Location back as the answer; so do we.
      if (location === null) return response;
      const target = URL.canParse(location, current.url) ? new URL(location, current.url).href : undefined;
      if (target === undefined || !this.#origins.allows(target)) throw credentialsRefusedError(describeOrigin(target), current.url);
      // As fetch: a redirect loop is a network failure (the port's TypeError).
      if (hops >= MAX_REDIRECTS) throw new TypeError(`Too many redirects: ${describeOrigin(current.url)}`);
      current = redirected(current, response.status, target);
    }
  }
}

/** The request fetch would send to `url` after a `status` redirect (Fetch standard, HTTP-redirect fetch). */
function redirected(request: HttpRequest, status: number, url: string): HttpRequest {
  const method = request.method ?? 'GET';
  const becomesGet = status === 303 ? method !== 'GET' && method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  if (!becomesGet) return { ...request, url };
  const { body: _body, headers, ...rest } = request;
  const kept = Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-type'));
  return { ...rest, url, method: 'GET', headers: kept };
}
