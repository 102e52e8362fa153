import type { Scheduler } from '../../ports/scheduler.ts';
import type { Clock } from '../../ports/clock.ts';
import type { HttpClient, HttpHeaders, HttpMethod, HttpRequest, HttpResponse } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import { MKError, isMKError, fetchNotDefinedError, fetchUnavailableError, requestFailedError } from '../errors/index.ts';
import { resolveApiUrl } from './api-url.resolver.ts';
import { KeyValueCacheStorage, MemoryCacheStorage, type CachedResponse, type ResponseCacheStorage } from './cache-storage.ts';
import { DeveloperTokenProvider, type DeveloperTokenSource } from './developer-token.provider.ts';
import { InFlightRequests } from './in-flight-requests.ts';
import { appendQuery, cacheKeyFor, formBody, type QueryParams } from './query-string.ts';
import { ResponseCache } from './response-cache.ts';
import { failedResponseError, readJsonBody, resultOf, serverErrorsOf } from './response-reader.ts';

export interface RequestSessionOptions {
  /** The network. Missing: CONFIGURATION_ERROR 'window.fetch is not defined' (000 §5). */
  readonly http: HttpClient | null | undefined;
  readonly clock: Pick<Clock, 'now'>;
  /** The API base, e.g. 'https://api.music.example/v1' (000 §9: the music API v1). */
  readonly baseUrl: string;
  /** A token, a function returning one, or a ready provider (see {@link DeveloperTokenSource}). */
  readonly developerToken: DeveloperTokenSource | DeveloperTokenProvider;
  readonly userToken?: string | null;
  /** Where cached responses live; default in memory. Not together with `underlyingStorage` (000 §5). */
  readonly storage?: ResponseCacheStorage;
  /** A KeyValueStore to keep cached responses in (e.g. session storage). */
  readonly underlyingStorage?: KeyValueStore;
  /** Cache lifetime when a response has no max-age; default 300,000 ms (000 §9). */
  readonly cacheLifetimeMs?: number;
  /** Header carrying the user token (000 §7: music-user-token). */
  readonly userTokenHeader?: string;
  /** Headers sent with every request. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly credentials?: HttpRequest['credentials'];
  readonly logger?: Logger;
  /** Bounds the wait on a developer-token function (issue 21; DeveloperTokenProviderOptions). */
  readonly scheduler?: Pick<Scheduler, 'setTimeout'>;
}

export interface SessionRequest {
  readonly method?: HttpMethod;
  /** Relative to the API base, root-relative ('/v1/…') or absolute (see resolveApiUrl). */
  readonly path: string;
  /** Sent in the query string, whatever the method. */
  readonly query?: QueryParams;
  /** A string or bytes are sent as is; anything else as JSON, or form-encoded when asked. */
  readonly body?: unknown;
  readonly bodyEncoding?: 'json' | 'form';
  readonly headers?: Readonly<Record<string, string>>;
  /** 'no-store' bypasses the cache both ways; 'reload' skips reading it but stores the answer. */
  readonly cache?: 'default' | 'no-store' | 'reload';
  readonly credentials?: HttpRequest['credentials'];
  readonly signal?: AbortSignal;
}

export interface SessionResponse<T = unknown> {
  readonly status: number;
  readonly url: string;
  readonly headers: HttpHeaders;
  readonly body: T;
  readonly fromCache: boolean;
}

/** A session's options once its cache storage is chosen (see {@link ApiSession}). */
export type ApiSessionOptions = Omit<RequestSessionOptions, 'underlyingStorage'>;

/** The options of the verb helpers (`get`, `post`, ...). */
export type SessionCallOptions = Omit<SessionRequest, 'method' | 'path' | 'query' | 'body'>;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The token-authenticated request session (000 §7 generic session request): Bearer developer
 * token and user-token headers, query strings and JSON or form bodies, JSON answers read as
 * results/data/body, errors as MKErrors, a GET cache flushed on user-token change (000 §6, §9),
 * coalescing of identical in-flight GETs, and one retry with a fresh token after a 401.
 *
 * The session keeps its GET cache where `storage` says, in memory by default. The instance builds
 * it this way; {@link RequestSession} adds 000 §5's `underlyingStorage`, so the persisted storage's
 * code stays out of the script tag's main script, where nothing asks for it (docs/size-budgets.md).
 *
 * @example
 * const session = new ApiSession({ http, clock, baseUrl: 'https://api.music.example/v1', developerToken: () => getJwt() });
 * const songs = await session.get('/v1/catalog/us/songs', { ids: ['1', '2'] });
 */
export class ApiSession {
  readonly #http: HttpClient;
  readonly #baseUrl: string;
  readonly #tokens: DeveloperTokenProvider;
  readonly #cache: ResponseCache;
  readonly #inFlight = new InFlightRequests<SessionResponse>();
  readonly #userTokenHeader: string;
  readonly #headers: Readonly<Record<string, string>>;
  readonly #credentials: HttpRequest['credentials'];
  #userToken: string | null;
  // Bumped on every user-token change: answers to requests sent before it are not cached.
  #generation = 0;

  constructor(options: ApiSessionOptions) {
    if (!options.http) throw fetchNotDefinedError();
    this.#http = options.http;
    this.#baseUrl = options.baseUrl;
    this.#tokens =
      options.developerToken instanceof DeveloperTokenProvider
        ? options.developerToken
        : new DeveloperTokenProvider(options.developerToken, options.clock, {
            ...(options.logger ? { logger: options.logger } : {}),
            ...(options.scheduler ? { scheduler: options.scheduler } : {}),
          });
    this.#cache = new ResponseCache(options.clock, options.storage ?? new MemoryCacheStorage(), options.cacheLifetimeMs);
    this.#userToken = options.userToken ?? null;
    this.#userTokenHeader = options.userTokenHeader ?? 'Music-User-Token';
    this.#headers = options.headers ?? {};
    this.#credentials = options.credentials;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  get developerTokens(): DeveloperTokenProvider {
    return this.#tokens;
  }

  /** The last developer token used or validated, if any. */
  get developerToken(): string | undefined {
    return this.#tokens.current?.token;
  }

  get userToken(): string | null {
    return this.#userToken;
  }

  /** Sets the listener's token; a change flushes the cache (000 §6, §9). */
  setUserToken(token: string | null | undefined): void {
    const next = token === undefined || token === '' ? null : token;
    if (next === this.#userToken) return;
    this.#userToken = next;
    this.flush();
  }

  /** Drops every cached response and forgets in-flight GETs. */
  flush(): void {
    this.#generation += 1;
    this.#cache.flush();
    this.#inFlight.clear();
  }

  /** The absolute URL a path and query resolve to. */
  urlFor(path: string, query?: QueryParams): string {
    return appendQuery(resolveApiUrl(this.#baseUrl, path), query);
  }

  /** GET; resolves with results, else data, else the body (000 §7). */
  async get<T = unknown>(path: string, query?: QueryParams, options: SessionCallOptions = {}): Promise<T> {
    return resultOf((await this.send({ ...options, method: 'GET', path, ...(query ? { query } : {}) })).body) as T;
  }

  async delete<T = unknown>(path: string, query?: QueryParams, options: SessionCallOptions = {}): Promise<T> {
    return resultOf((await this.send({ ...options, method: 'DELETE', path, ...(query ? { query } : {}) })).body) as T;
  }

  async post<T = unknown>(path: string, body?: unknown, options: SessionCallOptions & { readonly query?: QueryParams } = {}): Promise<T> {
    return resultOf((await this.send({ ...options, method: 'POST', path, body })).body) as T;
  }

  async put<T = unknown>(path: string, body?: unknown, options: SessionCallOptions & { readonly query?: QueryParams } = {}): Promise<T> {
    return resultOf((await this.send({ ...options, method: 'PUT', path, body })).body) as T;
  }

  async patch<T = unknown>(path: string, body?: unknown, options: SessionCallOptions & { readonly query?: QueryParams } = {}): Promise<T> {
    return resultOf((await this.send({ ...options, method: 'PATCH', path, body })).body) as T;
  }

  /** Sends a request and resolves with the whole answer; rejects with an MKError. */
  async send(request: SessionRequest): Promise<SessionResponse> {
    if (typeof (this.#http as Partial<HttpClient>).request !== 'function') throw fetchUnavailableError();
    const method = request.method ?? 'GET';
    const url = this.urlFor(request.path, request.query);
    if (method !== 'GET') return this.#fetch(method, url, request, true);
    const key = cacheKeyFor(url);
    const mode = request.cache ?? 'default';
    if (mode === 'default') {
      const cached = this.#cache.read(key);
      if (cached) return { ...cached, fromCache: true };
    }
    const generation = this.#generation;
    const store = (response: SessionResponse): SessionResponse => {
      if (mode !== 'no-store' && generation === this.#generation) this.#cache.write(key, toCached(response));
      return response;
    };
    // A request with its own signal or headers is not "identical": it runs on its own.
    if (request.signal || request.headers || mode !== 'default') return store(await this.#fetch(method, url, request, true));
    return this.#inFlight.run(`${generation} ${url}`, async () => store(await this.#fetch(method, url, request, true)));
  }

  async #fetch(method: HttpMethod, url: string, request: SessionRequest, mayRetry: boolean): Promise<SessionResponse> {
    const developerToken = await this.#tokens.token();
    let response: HttpResponse;
    try {
      response = await this.#http.request(this.#httpRequest(method, url, request, developerToken));
    } catch (error) {
      // An abort is the caller's own doing: it keeps the signal's reason, as fetch does.
      if (request.signal?.aborted) throw error;
      // A refusal of the credential gate (services/credentials) already says why: nothing was sent.
      if (isMKError(error)) throw error;
      throw requestFailedError(url, error);
    }
    if (response.status === 401 && mayRetry && this.#tokens.canRefresh) {
      await this.#tokens.refresh();
      return this.#fetch(method, url, request, false);
    }
    const body = await readJsonBody(response, url);
    if (!response.ok || serverErrorsOf(body) !== undefined) throw failedResponseError(response.status, url, body);
    return { status: response.status, url: response.url || url, headers: response.headers, body, fromCache: false };
  }

  #httpRequest(method: HttpMethod, url: string, request: SessionRequest, developerToken: string): HttpRequest {
    const headers: Record<string, string> = { ...this.#headers, Authorization: `Bearer ${developerToken}` };
    if (this.#userToken !== null) headers[this.#userTokenHeader] = this.#userToken;
    let body: string | Uint8Array | undefined;
    if (request.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      const form = request.bodyEncoding === 'form';
      if (typeof request.body === 'string' || request.body instanceof Uint8Array) body = request.body;
      else body = form ? formBody(request.body as QueryParams) : JSON.stringify(request.body);
      headers['Content-Type'] = form ? FORM_TYPE : JSON_TYPE;
    }
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      for (const existing of Object.keys(headers)) if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
      headers[name] = value;
    }
    const credentials = request.credentials ?? this.#credentials;
    return {
      url,
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(credentials ? { credentials } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    };
  }
}

function toCached(response: SessionResponse): CachedResponse {
  return { status: response.status, url: response.url, headers: response.headers, body: response.body };
}

/**
 * The request session with every 000 §5 option: `underlyingStorage` keeps the cached responses in
 * a KeyValueStore (e.g. session storage); "a session cannot be given both storage and
 * underlyingStorage".
 *
 * @example
 * const session = new RequestSession({ http, clock, baseUrl, developerToken, underlyingStorage: sessionStore });
 */
export class RequestSession extends ApiSession {
  constructor(options: RequestSessionOptions) {
    const { underlyingStorage, ...rest } = options;
    if (rest.storage && underlyingStorage) throw new MKError(MKError.CONFIGURATION_ERROR, 'A session cannot be given both storage and underlyingStorage');
    super(underlyingStorage ? { ...rest, storage: new KeyValueCacheStorage(underlyingStorage, () => options.clock.now()) } : rest);
  }
}
