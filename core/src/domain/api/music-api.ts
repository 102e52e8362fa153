import type { HttpHeaders, HttpMethod, HttpRequest } from '../../ports/http-client.ts';
import { DEFAULT_STOREFRONT } from '../constants/index.ts';
import { MKError } from '../errors/index.ts';
import { fillPathTemplate } from './path-template.ts';
import type { QueryParams } from './query-string.ts';
import type { RequestSession, SessionRequest } from './request-session.ts';

/** The `fetch()` options apps pass through `api.music` (MusicKit v3 `fetchOptions`). */
export interface MusicFetchOptions {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>> | { forEach(callback: (value: string, name: string) => void): void };
  /** A string is sent as is; an object as JSON. */
  readonly body?: unknown;
  readonly credentials?: HttpRequest['credentials'];
  readonly signal?: AbortSignal;
  /** 'no-store', 'no-cache' and 'reload' bypass the session cache. */
  readonly cache?: string;
}

export interface MusicRequestOptions {
  readonly fetchOptions?: MusicFetchOptions;
  /** Adds `request` and `response` (status, headers, url) to the result. */
  readonly includeResponseMeta?: boolean;
}

/** What `api.music` resolves to: `{ data: <response body> }`, plus meta when asked. */
export interface MusicApiResult<T = unknown> {
  readonly data: T;
  readonly request?: { readonly url: string; readonly method: HttpMethod };
  readonly response?: { readonly status: number; readonly url: string; readonly headers: HttpHeaders; readonly fromCache: boolean };
}

export interface MusicApiOptions {
  /** @internal The request session the core's clients share; stripped from the published declarations. */
  readonly session: RequestSession;
  /** The storefront `{{storefrontId}}` stands for; default 'us' (000 §9). */
  readonly storefrontId?: () => string | undefined;
}

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The instance's `music.api`: the pass-through `music(path, params, options)`
 * and helpers to follow `next` / `previous` links of paged answers.
 *
 * @example
 * const { data } = await music.api.music('/v1/catalog/{{storefrontId}}/playlists/pl.1/tracks', { limit: 10 });
 * const page2 = await music.api.next({ data }); // null on the last page
 */
export class MusicApi {
  readonly #session: RequestSession;
  readonly #storefrontId: () => string | undefined;

  constructor(options: MusicApiOptions) {
    this.#session = options.session;
    this.#storefrontId = options.storefrontId ?? (() => undefined);
  }

  get storefrontId(): string {
    return this.#storefrontId() || DEFAULT_STOREFRONT;
  }

  /**
   * Requests `path` (with `{{storefrontId}}` filled in) and resolves with `{ data: body }`.
   * Query parameters go in the query string whatever the method.
   */
  async music<T = unknown>(path: string, queryParameters?: QueryParams, options: MusicRequestOptions = {}): Promise<MusicApiResult<T>> {
    if (typeof path !== 'string' || path === '') throw new MKError(MKError.INVALID_ARGUMENTS, 'api.music requires a path');
    const filled = fillPathTemplate(collapseDoubledSlashes(path), { storefrontId: this.storefrontId });
    const request = toSessionRequest(filled, queryParameters, options.fetchOptions);
    const response = await this.#session.send(request);
    const result: MusicApiResult<T> = { data: response.body as T };
    if (!options.includeResponseMeta) return result;
    return {
      ...result,
      request: { url: this.#session.urlFor(filled, queryParameters), method: request.method ?? 'GET' },
      response: { status: response.status, url: response.url, headers: response.headers, fromCache: response.fromCache },
    };
  }

  /**
   * The incumbent's `api.v3.music`, which some clients call: the same request as {@link MusicApi.music}.
   *
   * @example
   * await music.api.v3.music('/v1/catalog/{{storefrontId}}/songs/1');
   */
  get v3(): { readonly music: MusicApi['music'] } {
    return { music: (path, queryParameters, options) => this.music(path, queryParameters, options) };
  }

  /** Follows the `next` link of a paged result; `null` when there is none. */
  next<T = unknown>(result: { readonly data?: unknown } | undefined, queryParameters?: QueryParams, options?: MusicRequestOptions): Promise<MusicApiResult<T> | null> {
    return this.#follow<T>(linkOf(result?.data, 'next'), queryParameters, options);
  }

  /** Follows the `previous` link of a paged result; `null` when there is none. */
  previous<T = unknown>(result: { readonly data?: unknown } | undefined, queryParameters?: QueryParams, options?: MusicRequestOptions): Promise<MusicApiResult<T> | null> {
    return this.#follow<T>(linkOf(result?.data, 'previous'), queryParameters, options);
  }

  async #follow<T>(href: string | undefined, queryParameters?: QueryParams, options?: MusicRequestOptions): Promise<MusicApiResult<T> | null> {
    // The link is root-relative ('/v1/…'); the session strips the base path instead of doubling it.
    return href === undefined ? null : this.music<T>(href, queryParameters, options);
  }
}

/**
 * Apps send paths such as `/v1/me/library//albums` (an empty id joined in), and the provider
 * answers them as if the slash were single: so do we. Only a root-relative path's slashes
 * collapse (a linear scan); absolute URLs and a leading `//` are left for the URL rules.
 */
export function collapseDoubledSlashes(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const query = path.indexOf('?');
  const end = query === -1 ? path.length : query;
  let collapsed = '';
  for (let index = 0; index < end; index += 1) {
    const char = path[index];
    if (char === '/' && collapsed.endsWith('/')) continue;
    collapsed += char;
  }
  return collapsed + path.slice(end);
}

function linkOf(data: unknown, name: 'next' | 'previous'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const href = (data as Record<string, unknown>)[name];
  return typeof href === 'string' && href !== '' ? href : undefined;
}

function toSessionRequest(path: string, query: QueryParams | undefined, fetchOptions: MusicFetchOptions = {}): SessionRequest {
  const method = (fetchOptions.method ?? 'GET').toUpperCase();
  if (!METHODS.has(method)) throw new MKError(MKError.INVALID_ARGUMENTS, `Unsupported method ${fetchOptions.method}`);
  const headers = headersOf(fetchOptions.headers);
  const bypass = fetchOptions.cache === 'no-store' || fetchOptions.cache === 'no-cache' || fetchOptions.cache === 'reload';
  return {
    method: method as HttpMethod,
    path,
    ...(query ? { query } : {}),
    ...(fetchOptions.body !== undefined && fetchOptions.body !== null ? { body: fetchOptions.body } : {}),
    ...(headers ? { headers } : {}),
    ...(fetchOptions.credentials ? { credentials: fetchOptions.credentials } : {}),
    ...(fetchOptions.signal ? { signal: fetchOptions.signal } : {}),
    ...(bypass ? { cache: fetchOptions.cache === 'reload' ? 'reload' : 'no-store' } : {}),
  };
}

function headersOf(headers: MusicFetchOptions['headers']): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  const out: Record<string, string> = {};
  if (typeof (headers as { forEach?: unknown }).forEach === 'function' && !Array.isArray(headers)) {
    (headers as { forEach(callback: (value: string, name: string) => void): void }).forEach((value, name) => {
      out[name] = value;
    });
  } else {
    Object.assign(out, headers);
  }
  return Object.keys(out).length === 0 ? undefined : out;
}
