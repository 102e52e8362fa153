import type { HttpClient, HttpHeaders, HttpRequest, HttpResponse } from '@mediakit/core';

/** Answers a request, or throws a TypeError to simulate a network failure (as fetch does). */
export type HttpHandler = (request: HttpRequest) => HttpResponse | Promise<HttpResponse>;

/**
 * The Node fake of the network: every request is recorded, and a handler answers it, either a
 * scripted one or one that forwards to a real server such as the provider emulator.
 *
 * @example
 * const http = new RecordingHttpClient((req) => jsonResponse(200, { data: [] }, req.url));
 * await session.get('/v1/storefronts');
 * expect(http.requests[0].headers?.Authorization).toBe('Bearer ...');
 */
export class RecordingHttpClient implements HttpClient {
  readonly requests: HttpRequest[] = [];
  #handler: HttpHandler;

  constructor(handler: HttpHandler = (request) => jsonResponse(404, { errors: [{ status: '404' }] }, request.url)) {
    this.#handler = handler;
  }

  /** Replaces the handler (e.g. to make the network fail half-way through a scenario). */
  respondWith(handler: HttpHandler): void {
    this.#handler = handler;
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    if (request.signal?.aborted) throw request.signal.reason;
    return this.#handler(request);
  }

  /** A handler that sends requests to a real server through Node's fetch. */
  static forwardingToNetwork(): HttpHandler {
    return async (request) => {
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body as BodyInit | undefined,
        // Node's fetch shows a manual redirect as it is (status and Location), as the gate expects.
        ...(request.redirect ? { redirect: request.redirect } : {}),
        ...(request.signal ? { signal: request.signal as globalThis.AbortSignal } : {}),
      });
      return fromFetchResponse(response);
    };
  }
}

export function jsonResponse(status: number, body: unknown, url = '', headers: Record<string, string> = {}): HttpResponse {
  return textResponse(status, JSON.stringify(body), url, { 'content-type': 'application/json', ...headers });
}

export function textResponse(status: number, body: string, url = '', headers: Record<string, string> = {}): HttpResponse {
  const bytes = new TextEncoder().encode(body);
  return bytesResponse(status, bytes, url, headers);
}

export function bytesResponse(status: number, bytes: Uint8Array, url = '', headers: Record<string, string> = {}): HttpResponse {
  const lowerCased = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const readHeaders: HttpHeaders = { get: (name) => lowerCased.get(name.toLowerCase()) ?? null };
  return {
    status,
    ok: status >= 200 && status < 300,
    url,
    headers: readHeaders,
    text: async () => new TextDecoder().decode(bytes),
    json: async () => JSON.parse(new TextDecoder().decode(bytes)) as unknown,
    arrayBuffer: async () => bytes.slice().buffer,
  };
}

/** A network failure as fetch reports it. */
export function networkFailure(url: string): TypeError {
  return new TypeError(`fetch failed: ${url}`);
}

async function fromFetchResponse(response: Response): Promise<HttpResponse> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return bytesResponse(response.status, bytes, response.url, headers);
}
