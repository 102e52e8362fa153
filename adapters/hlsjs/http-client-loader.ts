import { LoadStats, type Loader, type LoaderCallbacks, type LoaderConfiguration, type LoaderContext, type LoaderStats } from 'hls.js';
import type { HttpClient } from '@mediakit/core';

/**
 * hls.js's `loader` seam (src/types/loader.ts) implemented on our HttpClient port, so every
 * playlist, key and segment request of this backend goes through the same client as the rest
 * of MediaKit: same headers policy, same fault handling, same recording in tests.
 */
export function httpClientLoader(http: HttpClient): new () => Loader<LoaderContext> {
  return class HttpClientLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats: LoaderStats = new LoadStats();
    #abort: AbortController | null = null;
    #headers: { get(name: string): string | null } | null = null;

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      this.context = context;
      this.stats = new LoadStats();
      this.stats.loading.start = performance.now();
      const abort = new AbortController();
      this.#abort = abort;
      const timeoutMs = config.loadPolicy.maxLoadTimeMs || config.timeout;
      const timer = timeoutMs > 0 ? setTimeout(() => this.#timeOut(callbacks), timeoutMs) : undefined;
      const headers: Record<string, string> = { ...context.headers };
      if (context.rangeEnd !== undefined && context.rangeEnd > 0) headers.Range = `bytes=${context.rangeStart ?? 0}-${context.rangeEnd - 1}`;
      else if (context.rangeStart) headers.Range = `bytes=${context.rangeStart}-`;

      void http
        .request({ url: context.url, headers, signal: abort.signal })
        .then(async (response) => {
          this.#headers = response.headers;
          this.stats.loading.first = performance.now();
          if (!response.ok) {
            clearTimeout(timer);
            callbacks.onError({ code: response.status, text: `HTTP ${response.status}` }, context, null, this.stats);
            return;
          }
          const data = context.responseType === 'arraybuffer' ? await response.arrayBuffer() : await response.text();
          if (abort.signal.aborted) return;
          clearTimeout(timer);
          const size = typeof data === 'string' ? data.length : data.byteLength;
          this.stats.loaded = this.stats.total = size;
          this.stats.loading.end = performance.now();
          callbacks.onSuccess({ url: response.url || context.url, data, code: response.status }, this.stats, context, null);
        })
        .catch((error: unknown) => {
          clearTimeout(timer);
          if (abort.signal.aborted) return;
          // 0 is how hls.js's own XHR loader reports a request that got no answer.
          callbacks.onError({ code: 0, text: error instanceof Error ? error.message : String(error) }, context, null, this.stats);
        });
    }

    abort(): void {
      this.stats.aborted = true;
      this.#abort?.abort();
    }

    destroy(): void {
      this.abort();
      this.context = null;
    }

    getResponseHeader(name: string): string | null {
      return this.#headers?.get(name) ?? null;
    }

    getCacheAge(): number | null {
      const age = this.#headers?.get('age');
      return age ? Number(age) : null;
    }

    #timeOut(callbacks: LoaderCallbacks<LoaderContext>): void {
      if (!this.context) return;
      this.#abort?.abort();
      callbacks.onTimeout(this.stats, this.context, null);
    }
  };
}
