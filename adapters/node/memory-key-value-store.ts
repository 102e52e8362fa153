import type { Cancel, Clock, KeyValueStore, KeyValueStoreFlavour, StoreWriteOptions } from '@mediakit/core';

/** One stored value and when it expires (epoch ms; null: never). */
export interface StoredEntry {
  readonly value: string;
  readonly expiresAt: number | null;
}

/** Hears a write another tab made: the key and its new value (null: removed). */
export type ExternalChangeListener = (key: string, value: string | null) => void;

/**
 * One origin's storage seen by several pages: each `MemoryKeyValueStore` made on it is a tab.
 * A write through one store is reported to the others' `onExternalChange` and not to itself,
 * as the browser's `storage` event is (000 §9 primary-player arbitration across tabs).
 *
 * @example
 * const shared = new SharedMemoryStorage();
 * const tabA = new MemoryKeyValueStore('local', clock, shared);
 * const tabB = new MemoryKeyValueStore('local', clock, shared);
 * tabB.onExternalChange((key, value) => ...); tabA.set('k', 'v'); // tabB hears ('k', 'v')
 */
export class SharedMemoryStorage {
  readonly entries = new Map<string, StoredEntry>();
  readonly #listeners = new Map<ExternalChangeListener, MemoryKeyValueStore>();

  /** @internal Registers a listener of `store`, which hears every other store's writes. */
  listen(store: MemoryKeyValueStore, listener: ExternalChangeListener): Cancel {
    const own: ExternalChangeListener = (key, value) => listener(key, value);
    this.#listeners.set(own, store);
    return () => {
      this.#listeners.delete(own);
    };
  }

  /** @internal */
  notify(writer: MemoryKeyValueStore, key: string, value: string | null): void {
    for (const [listener, store] of [...this.#listeners]) if (store !== writer) listener(key, value);
  }
}

/**
 * In-memory storage of any flavour, with lifetimes measured on the given clock, so cookie
 * expiry (000 §9: 14, 30, 166, 180 days) is testable with a simulated clock.
 * `snapshot`/`restore` let a harness "reload the page" while keeping what a browser keeps.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly flavour: KeyValueStoreFlavour;
  readonly #clock: Pick<Clock, 'now'>;
  readonly #shared: SharedMemoryStorage;
  readonly #entries: Map<string, StoredEntry>;

  /** `shared` makes this store one tab of a storage other stores (tabs) also use. */
  constructor(flavour: KeyValueStoreFlavour, clock: Pick<Clock, 'now'>, shared: SharedMemoryStorage = new SharedMemoryStorage()) {
    this.flavour = flavour;
    this.#clock = clock;
    this.#shared = shared;
    this.#entries = shared.entries;
  }

  get(key: string): string | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt !== null && entry.expiresAt <= this.#clock.now()) {
      this.#entries.delete(key);
      return null;
    }
    return entry.value;
  }

  set(key: string, value: string, options?: StoreWriteOptions): void {
    const maxAgeMs = options?.maxAgeMs;
    if (maxAgeMs !== undefined && maxAgeMs <= 0) {
      this.remove(key);
      return;
    }
    const previous = this.#entries.get(key)?.value;
    this.#entries.set(key, { value: String(value), expiresAt: maxAgeMs === undefined ? null : this.#clock.now() + maxAgeMs });
    // As Web Storage: rewriting the same value is no change, so other tabs hear nothing.
    if (previous !== String(value)) this.#shared.notify(this, key, String(value));
  }

  remove(key: string): void {
    if (this.#entries.delete(key)) this.#shared.notify(this, key, null);
  }

  /** Hears writes made through the other stores on the same `SharedMemoryStorage` (other tabs). */
  onExternalChange(listener: (key: string, value: string | null) => void): Cancel {
    return this.#shared.listen(this, listener);
  }

  keys(): readonly string[] {
    return [...this.#entries.keys()].filter((key) => this.get(key) !== null);
  }

  snapshot(): ReadonlyMap<string, StoredEntry> {
    return new Map(this.#entries);
  }

  restore(snapshot: ReadonlyMap<string, StoredEntry>): void {
    // Kept in place: other tabs on the same shared storage hold the same map.
    this.#entries.clear();
    for (const [key, entry] of snapshot) this.#entries.set(key, entry);
  }
}
