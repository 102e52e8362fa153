import type { HttpHeaders } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';

/** A response as the session keeps it (000 §3 session cache entry: "expiry time and data"). */
export interface CachedResponse {
  readonly status: number;
  readonly url: string;
  readonly headers: HttpHeaders;
  readonly body: unknown;
}

export interface CacheEntry {
  /** Epoch milliseconds after which the entry is stale. */
  readonly expiry: number;
  readonly data: CachedResponse;
}

/**
 * Where the session cache lives: the session option `storage` (000 §5). In memory by default;
 * {@link KeyValueCacheStorage} puts it in a KeyValueStore (the `underlyingStorage` option).
 */
export interface ResponseCacheStorage {
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  delete(key: string): void;
  clear(): void;
}

/**
 * The default cache storage: a Map. Entries keep the live response objects.
 *
 * @example
 * new RequestSession({ ...options, storage: new MemoryCacheStorage() });
 */
export class MemoryCacheStorage implements ResponseCacheStorage {
  readonly #entries = new Map<string, CacheEntry>();

  get(key: string): CacheEntry | undefined {
    return this.#entries.get(key);
  }

  set(key: string, entry: CacheEntry): void {
    this.#entries.set(key, entry);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

// Headers cannot be enumerated through the port, so a persisted entry keeps the ones that
// matter to callers reading response meta.
const PERSISTED_HEADERS = ['cache-control', 'content-type', 'date', 'etag', 'expires', 'last-modified', 'age'] as const;

interface PersistedEntry {
  readonly expiry: number;
  readonly status: number;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/**
 * Cache storage over a KeyValueStore (the session's `underlyingStorage`, e.g. session storage),
 * as JSON under `{prefix}{key}`, each entry stored with the lifetime it has left.
 *
 * @example
 * new RequestSession({ ...options, underlyingStorage: sessionStore }); // wraps it in this class
 */
export class KeyValueCacheStorage implements ResponseCacheStorage {
  readonly #store: KeyValueStore;
  readonly #prefix: string;
  readonly #now: () => number;

  constructor(store: KeyValueStore, now: () => number, prefix = 'mk-api-cache:') {
    this.#store = store;
    this.#now = now;
    this.#prefix = prefix;
  }

  get(key: string): CacheEntry | undefined {
    const raw = this.#store.get(this.#prefix + key);
    if (raw === null) return undefined;
    try {
      const entry = JSON.parse(raw) as PersistedEntry;
      const headers = new Map(Object.entries(entry.headers ?? {}));
      return {
        expiry: entry.expiry,
        data: { status: entry.status, url: entry.url, body: entry.body, headers: { get: (name) => headers.get(name.toLowerCase()) ?? null } },
      };
    } catch {
      this.#store.remove(this.#prefix + key);
      return undefined;
    }
  }

  set(key: string, entry: CacheEntry): void {
    const headers: Record<string, string> = {};
    for (const name of PERSISTED_HEADERS) {
      const value = entry.data.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const persisted: PersistedEntry = { expiry: entry.expiry, status: entry.data.status, url: entry.data.url, headers, body: entry.data.body };
    this.#store.set(this.#prefix + key, JSON.stringify(persisted), { maxAgeMs: Math.max(1, entry.expiry - this.#now()) });
  }

  delete(key: string): void {
    this.#store.remove(this.#prefix + key);
  }

  clear(): void {
    for (const key of this.#store.keys()) if (key.startsWith(this.#prefix)) this.#store.remove(key);
  }
}
