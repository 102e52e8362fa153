import type { HttpClient, StreamResource } from '@mediakit/core';
import { SegmentLoadError } from './sink-errors.ts';

/**
 * The product's bound on one segment: the core's WAIT_BOUNDS.segmentRequestMs (recovery-policy.ts),
 * repeated here because adapters see only the public core (a unit test keeps the two equal).
 */
export const SEGMENT_REQUEST_BOUND_MS = 10_000;

export interface SegmentFetcherOptions {
  /**
   * How long one segment may take, headers and body, before it is aborted and ends as a
   * SegmentLoadError (issue 21 "time bounds on every wait"). Default SEGMENT_REQUEST_BOUND_MS;
   * tests pass a shorter one.
   */
  readonly boundMs?: number;
}

/**
 * Fetches init and media segments through the HttpClient port: whole, or with a Range header for
 * a byte range (001 §7 Other fetches). Any failure is a SegmentLoadError (001 §8), and so is a
 * segment that has not fully arrived within its bound: without one, a server that accepts the
 * connection and never sends the bytes would leave the player waiting forever.
 */
export class SegmentFetcher {
  readonly #http: HttpClient;
  readonly #boundMs: number;

  constructor(http: HttpClient, options: SegmentFetcherOptions = {}) {
    this.#http = http;
    this.#boundMs = options.boundMs ?? SEGMENT_REQUEST_BOUND_MS;
  }

  async fetch(resource: StreamResource, signal?: AbortSignal): Promise<Uint8Array> {
    const headers: Record<string, string> = {};
    if (resource.byteRange) {
      const { offset, length } = resource.byteRange;
      headers.Range = `bytes=${offset}-${offset + length - 1}`;
    }
    // One controller for both the caller's abort and the bound, so the HttpClient sees one signal.
    const bounded = new AbortController();
    const onAbort = (): void => bounded.abort(signal?.reason);
    if (signal?.aborted) bounded.abort(signal.reason);
    else signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      bounded.abort();
    }, this.#boundMs);
    const failed = (cause: unknown): unknown => {
      if (signal?.aborted && !timedOut) return cause;
      return new SegmentLoadError(resource.url, 0, timedOut ? new Error(`no complete answer within ${this.#boundMs} ms`) : cause);
    };
    try {
      let response;
      try {
        response = await this.#http.request({ url: resource.url, method: 'GET', headers, signal: bounded.signal });
      } catch (cause) {
        throw failed(cause);
      }
      if (!response.ok) throw new SegmentLoadError(resource.url, response.status);
      try {
        return new Uint8Array(await response.arrayBuffer());
      } catch (cause) {
        throw failed(cause);
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}
