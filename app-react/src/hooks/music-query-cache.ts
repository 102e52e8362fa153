import type { MusicKitInstance } from '@mediakit/core';

/** The part of `instance.api` the cache calls (MUSICKIT-SURFACE.md `api.music`). */
type MusicApi = Pick<MusicKitInstance['api'], 'music'>;

/** The query parameters `api.music` takes. */
export type MusicQueryParams = NonNullable<Parameters<MusicApi['music']>[1]>;

export type MusicQueryState<T> =
  | { readonly status: 'loading'; readonly data: undefined; readonly error: undefined }
  | { readonly status: 'success'; readonly data: T; readonly error: undefined }
  | { readonly status: 'error'; readonly data: undefined; readonly error: unknown };

interface Entry {
  state: MusicQueryState<unknown>;
  readonly listeners: Set<() => void>;
  fetchedAt: number;
}

const LOADING: MusicQueryState<never> = { status: 'loading', data: undefined, error: undefined };

/**
 * Caches `api.music` answers per path and parameters for the data hook: one request per key
 * however many components ask, answers kept for `staleMs`, errors retried on `refetch`.
 * (The request session below has its own HTTP cache; this one keeps React state stable.)
 */
export class MusicQueryCache {
  readonly #api: MusicApi;
  readonly #entries = new Map<string, Entry>();
  readonly #staleMs: number;

  constructor(api: MusicApi, staleMs = 300_000) {
    this.#api = api;
    this.#staleMs = staleMs;
  }

  static keyOf(path: string, params?: MusicQueryParams): string {
    const sorted = params ? Object.keys(params).sort().map((name) => [name, params[name]]) : [];
    return `${path}?${JSON.stringify(sorted)}`;
  }

  state(key: string): MusicQueryState<unknown> {
    return this.#entries.get(key)?.state ?? LOADING;
  }

  subscribe(key: string, path: string, params: MusicQueryParams | undefined, listener: () => void): () => void {
    const entry = this.#entry(key);
    entry.listeners.add(listener);
    const stale = entry.state.status !== 'success' || Date.now() - entry.fetchedAt > this.#staleMs;
    if (stale && entry.state.status !== 'loading') this.refetch(key, path, params);
    else if (entry.fetchedAt === 0) this.#fetch(key, path, params);
    return () => entry.listeners.delete(listener);
  }

  refetch(key: string, path: string, params?: MusicQueryParams): void {
    this.#set(key, LOADING);
    this.#fetch(key, path, params);
  }

  #fetch(key: string, path: string, params?: MusicQueryParams): void {
    const entry = this.#entry(key);
    entry.fetchedAt = Date.now();
    this.#api.music(path, params).then(
      ({ data }) => this.#set(key, { status: 'success', data, error: undefined }),
      (error: unknown) => this.#set(key, { status: 'error', data: undefined, error }),
    );
  }

  #entry(key: string): Entry {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { state: LOADING, listeners: new Set(), fetchedAt: 0 };
      this.#entries.set(key, entry);
    }
    return entry;
  }

  #set(key: string, state: MusicQueryState<unknown>): void {
    const entry = this.#entry(key);
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }
}
