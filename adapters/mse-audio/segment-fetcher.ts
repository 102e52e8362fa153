import type { HttpClient, StreamResource } from '@mediakit/core';
import { SegmentLoadError } from './sink-errors.ts';

/**
 * Fetches init and media segments through the HttpClient port: whole, or with a Range header for
 * a byte range (001 §7 Other fetches). Any failure is a SegmentLoadError (001 §8).
 */
export class SegmentFetcher {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  async fetch(resource: StreamResource, signal?: AbortSignal): Promise<Uint8Array> {
    const headers: Record<string, string> = {};
    if (resource.byteRange) {
      const { offset, length } = resource.byteRange;
      headers.Range = `bytes=${offset}-${offset + length - 1}`;
    }
    let response;
    try {
      response = await this.#http.request({ url: resource.url, method: 'GET', headers, ...(signal ? { signal } : {}) });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new SegmentLoadError(resource.url, 0, cause);
    }
    if (!response.ok) throw new SegmentLoadError(resource.url, response.status);
    try {
      return new Uint8Array(await response.arrayBuffer());
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new SegmentLoadError(resource.url, 0, cause);
    }
  }
}
