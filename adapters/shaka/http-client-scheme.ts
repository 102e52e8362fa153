import shaka from 'shaka-player/dist/shaka-player.hls.js';
import type { HttpClient, HttpHeaders, HttpMethod } from '@mediakit/core';

/**
 * The request header a sink's request filter sets so the (process-wide) scheme plugin knows
 * whose HttpClient sends the request; it is removed before the request leaves.
 */
const ROUTE_HEADER = 'x-mediakit-sink';
const clients = new Map<string, HttpClient>();
let nextRoute = 1;
let registered = false;

/** Response headers shaka reads (content type for manifests, ranges and caching). */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-range', 'date', 'age', 'last-modified', 'etag', 'cache-control'];

function headersOf(headers: HttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

function bodyOf(body: ArrayBuffer | ArrayBufferView | null): Uint8Array | undefined {
  if (!body) return undefined;
  return body instanceof ArrayBuffer ? new Uint8Array(body) : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}

const { Severity, Category, Code } = shaka.util.Error;

/**
 * shaka's networking scheme seam (NetworkingEngine.registerScheme) on our HttpClient port, so
 * every manifest, segment and subtitle request of this backend goes through the same client as
 * the rest of MediaKit (same header policy, fault handling and recording). Errors are the ones
 * shaka's own fetch plugin raises, so its retry rules stay as they are.
 */
export const httpClientScheme: shaka.extern.SchemePlugin = (uri, request, requestType, _progress, headersReceived) => {
  const route = request.headers[ROUTE_HEADER];
  const headers = { ...request.headers };
  delete headers[ROUTE_HEADER];
  const http = (route === undefined ? undefined : clients.get(route)) ?? [...clients.values()].at(-1);
  if (!http) return shaka.util.AbortableOperation.failed(new shaka.util.Error(Severity.CRITICAL, Category.NETWORK, Code.HTTP_ERROR, uri, new Error('No HttpClient registered'), requestType));

  const abort = new AbortController();
  let timedOut = false;
  const timeoutMs = request.retryParameters.timeout;
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), abort.abort()), timeoutMs) : undefined;
  const started = performance.now();
  const body = bodyOf(request.body);
  const promise = http
    .request({ url: uri, method: request.method as HttpMethod, headers, ...(body ? { body } : {}), signal: abort.signal, ...(request.allowCrossSiteCredentials ? { credentials: 'include' as const } : {}) })
    .then(async (response) => {
      const responseHeaders = headersOf(response.headers);
      headersReceived(responseHeaders);
      const data = await response.arrayBuffer();
      clearTimeout(timer);
      if (!response.ok) {
        const severity = response.status === 401 || response.status === 403 ? Severity.CRITICAL : Severity.RECOVERABLE;
        const text = new TextDecoder().decode(data);
        throw new shaka.util.Error(severity, Category.NETWORK, Code.BAD_HTTP_STATUS, uri, response.status, text, responseHeaders, requestType, response.url || uri);
      }
      const result: shaka.extern.Response = {
        uri: response.url || uri,
        originalUri: uri,
        data,
        status: response.status,
        headers: responseHeaders,
        timeMs: performance.now() - started,
        fromCache: false,
        originalRequest: request,
      };
      return result;
    })
    .catch((error: unknown) => {
      clearTimeout(timer);
      if (error instanceof shaka.util.Error) throw error;
      if (timedOut) throw new shaka.util.Error(Severity.RECOVERABLE, Category.NETWORK, Code.TIMEOUT, uri, requestType);
      if (abort.signal.aborted) throw new shaka.util.Error(Severity.RECOVERABLE, Category.NETWORK, Code.OPERATION_ABORTED, uri, requestType);
      throw new shaka.util.Error(Severity.RECOVERABLE, Category.NETWORK, Code.HTTP_ERROR, uri, error, requestType);
    });
  return new shaka.util.AbortableOperation(promise, async () => {
    abort.abort();
  });
};

/**
 * Routes one player's requests to `http` (through a request filter) and installs the scheme
 * plugin for http(s) once. Returns the function that stops routing.
 */
export function routeThroughHttpClient(player: shaka.Player, http: HttpClient): () => void {
  if (!registered) {
    registered = true;
    // APPLICATION priority wins over shaka's own fetch and XHR plugins for the same schemes.
    const priority = shaka.net.NetworkingEngine.PluginPriority.APPLICATION;
    for (const scheme of ['http', 'https']) shaka.net.NetworkingEngine.registerScheme(scheme, httpClientScheme, priority, false);
  }
  const route = String(nextRoute++);
  clients.set(route, http);
  const filter: shaka.extern.RequestFilter = (_type, request) => {
    request.headers[ROUTE_HEADER] = route;
  };
  player.getNetworkingEngine()?.registerRequestFilter(filter);
  return () => {
    clients.delete(route);
    player.getNetworkingEngine()?.unregisterRequestFilter(filter);
  };
}
