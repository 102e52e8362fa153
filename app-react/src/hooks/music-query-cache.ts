import type { MusicKitInstance } from '@mediakit/core';

/** The part of `instance.api` the cache calls: `api.music(path, params, { fetchOptions })`. */
export type MusicQueryApi = Pick<MusicKitInstance['api'], 'music'>;

/** The query parameters `api.music` takes (sent in the query string). */
export type MusicQueryParams = NonNullable<Parameters<MusicQueryApi['music']>[1]>;

/**
 * What a query shows. `fetching` is true while a request is out, including a refetch that keeps
 * showing the previous answer (stale-while-revalidate). A failed refetch keeps the stale `data`
 * with `status: 'success'` and puts the failure in `error`. `idle`: the query is disabled and has
 * no answer cached.
 */
export type MusicQueryState<T> =
  | { readonly status: 'idle'; readonly data: undefined; readonly error: undefined; readonly fetching: false }
  | { readonly status: 'loading'; readonly data: undefined; readonly error: undefined; readonly fetching: boolean }
  | { readonly status: 'success'; readonly data: T; readonly error: unknown; readonly fetching: boolean }
  | { readonly status: 'error'; readonly data: undefined; readonly error: unknown; readonly fetching: boolean };

interface Entry {
  state: MusicQueryState<unknown>;
  readonly listeners: Set<() => void>;
  /** When the last request started; 0: never asked (or its request was aborted). */
  fetchedAt: number;
  /** The request in flight, aborted when no component wants the answer any more. */
  controller: AbortController | undefined;
  /** What the key stands for, kept so an invalidation can ask again. */
  request: { readonly path: string; readonly params: MusicQueryParams | undefined } | undefined;
  /** A mutation made the answer stale: the next request goes past the request session's HTTP cache. */
  invalidated: boolean;
}

export const IDLE: MusicQueryState<never> = { status: 'idle', data: undefined, error: undefined, fetching: false };
const LOADING: MusicQueryState<never> = { status: 'loading', data: undefined, error: undefined, fetching: true };

export interface MusicQueryCacheOptions {
  /** How long an answer counts as fresh; a subscriber after that refetches (showing the stale answer meanwhile). */
  readonly staleMs?: number;
  /** Answers kept for queries no component shows; the least recently used go first. */
  readonly maxEntries?: number;
}

/**
 * Caches `api.music` answers per path and parameters for the data hook: one request per key
 * however many components ask, answers kept for `staleMs`, at most `maxEntries` unused answers
 * (least recently used evicted, so debounced search keystrokes do not pile up), a request aborted
 * when its last component unmounts or moves to another key.
 * (The instance's request session has its own HTTP cache; this one keeps React state stable.)
 */
export class MusicQueryCache {
  readonly #api: MusicQueryApi;
  /** In least-recently-used order: a use moves an entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #staleMs: number;
  readonly #maxEntries: number;

  constructor(api: MusicQueryApi, options: MusicQueryCacheOptions = {}) {
    this.#api = api;
    this.#staleMs = options.staleMs ?? 300_000;
    this.#maxEntries = options.maxEntries ?? 50;
  }

  static keyOf(path: string, params?: MusicQueryParams): string {
    const sorted = params ? Object.keys(params).sort().map((name) => [name, params[name]]) : [];
    return `${path}?${JSON.stringify(sorted)}`;
  }

  /** The keys held, least recently used first (for tests and diagnostics). */
  get keys(): readonly string[] {
    return [...this.#entries.keys()];
  }

  state(key: string): MusicQueryState<unknown> {
    return this.#entries.get(key)?.state ?? LOADING;
  }

  /** The state without starting anything: what a disabled query shows. */
  peek(key: string): MusicQueryState<unknown> {
    const state = this.#entries.get(key)?.state;
    return state?.status === 'success' ? state : IDLE;
  }

  subscribe(key: string, path: string, params: MusicQueryParams | undefined, listener: () => void): () => void {
    const entry = this.#use(key);
    entry.request = { path, params };
    entry.listeners.add(listener);
    const fresh = entry.state.status === 'success' && Date.now() - entry.fetchedAt <= this.#staleMs;
    if (!fresh && !entry.controller) this.#request(entry, path, params, false);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0) return;
      // Nobody shows this answer any more: stop its request (the next subscriber asks again).
      if (entry.controller) {
        entry.controller.abort();
        entry.controller = undefined;
        entry.fetchedAt = 0;
        if (entry.state.fetching) entry.state = entry.state.status === 'success' ? { ...entry.state, fetching: false } : LOADING;
      }
      this.#evict();
    };
  }

  /**
   * Asks the provider again (past the request session's HTTP cache: a retry button means it);
   * an answer already shown stays until the new one arrives.
   */
  refetch(key: string, path: string, params?: MusicQueryParams): void {
    const entry = this.#use(key);
    entry.request = { path, params };
    this.#request(entry, path, params, true);
  }

  /**
   * A mutation changed what the provider answers under `prefixes` (paths as the hooks give them):
   * every cached answer there is stale. Shown ones are asked again now, past the HTTP cache,
   * keeping the old answer on screen until the new one arrives; the others on their next use.
   * Answers under `removed` (what the mutation deleted) are marked stale but not asked again
   * while shown: the resource is gone, and asking would only earn a 404 the browser logs.
   */
  invalidate(prefixes: readonly string[], removed: readonly string[] = []): void {
    const under = (path: string, list: readonly string[]): boolean => list.some((prefix) => path.startsWith(prefix));
    for (const entry of this.#entries.values()) {
      const request = entry.request;
      if (!request || !under(request.path, prefixes)) continue;
      entry.fetchedAt = 0;
      entry.invalidated = true;
      if (entry.listeners.size > 0 && !under(request.path, removed)) this.#request(entry, request.path, request.params, true);
    }
  }

  #request(entry: Entry, path: string, params: MusicQueryParams | undefined, reload: boolean): void {
    reload ||= entry.invalidated;
    entry.invalidated = false;
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    entry.fetchedAt = Date.now();
    this.#set(entry, entry.state.status === 'success' ? { ...entry.state, fetching: true } : LOADING);
    this.#api.music(path, params, { fetchOptions: { signal: controller.signal, ...(reload ? { cache: 'no-cache' } : {}) } }).then(
      ({ data }) => this.#settle(entry, controller, { status: 'success', data, error: undefined, fetching: false }),
      (error: unknown) =>
        this.#settle(entry, controller, entry.state.status === 'success' ? { ...entry.state, error, fetching: false } : { status: 'error', data: undefined, error, fetching: false }),
    );
  }

  #settle(entry: Entry, controller: AbortController, state: MusicQueryState<unknown>): void {
    // An aborted or superseded request's answer is nobody's.
    if (entry.controller !== controller || controller.signal.aborted) return;
    entry.controller = undefined;
    this.#set(entry, state);
  }

  /** The entry for a key, created if new, moved to the most recently used end. */
  #use(key: string): Entry {
    let entry = this.#entries.get(key);
    if (entry) this.#entries.delete(key);
    else entry = { state: LOADING, listeners: new Set(), fetchedAt: 0, controller: undefined, request: undefined, invalidated: false };
    this.#entries.set(key, entry);
    this.#evict(key);
    return entry;
  }

  /** Drops the least recently used entries no component shows, beyond the bound. */
  #evict(keep?: string): void {
    let excess = this.#entries.size - this.#maxEntries;
    for (const [key, entry] of this.#entries) {
      if (excess <= 0) return;
      if (key === keep || entry.listeners.size > 0 || entry.controller) continue;
      this.#entries.delete(key);
      excess--;
    }
  }

  #set(entry: Entry, state: MusicQueryState<unknown>): void {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  }
}
