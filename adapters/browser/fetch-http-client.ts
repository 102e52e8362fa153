import type { HttpClient, HttpRequest, HttpResponse } from '@mediakit/core';

/** The `fetch` the client calls (the global one by default). */
export type FetchFunction = typeof globalThis.fetch;

/**
 * The HttpClient port on the platform's `fetch`. fetch already has the contract's shape:
 * any HTTP answer resolves, a network failure rejects with a TypeError.
 */
export class FetchHttpClient implements HttpClient {
  readonly #fetch: FetchFunction;

  /** @param fetchImpl - defaults to the global fetch, looked up when the client is created. */
  constructor(fetchImpl?: FetchFunction) {
    const found = fetchImpl ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined);
    if (!found) throw new TypeError('window.fetch is not defined');
    this.#fetch = found;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const response = await this.#fetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body as BodyInit | undefined,
      credentials: request.credentials,
      keepalive: request.keepalive,
      // The credential gate asks for 'manual' (a browser then answers an opaque status 0).
      ...(request.redirect ? { redirect: request.redirect } : {}),
      signal: request.signal as globalThis.AbortSignal | undefined,
    });
    return {
      status: response.status,
      ok: response.ok,
      url: response.url,
      headers: { get: (name) => response.headers.get(name) },
      text: () => response.text(),
      json: () => response.json() as Promise<unknown>,
      arrayBuffer: () => response.arrayBuffer(),
    };
  }
}
