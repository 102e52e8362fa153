import type { Cancel, Clock, KeyValueStore, StoreWriteOptions } from '@mediakit/core';

/** Where `storage` events arrive: the window (a parameter so tests can hand in their own). */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Suffix of the side entry holding a value's expiry, so the value itself stays as written. */
const EXPIRY_SUFFIX = '::mk-expires';

/**
 * The KeyValueStore port on Web Storage (localStorage or sessionStorage). Values are stored
 * verbatim so other code (and the incumbent library) reads them unchanged; a lifetime, when
 * given, lives in a side entry. A storage that throws (Safari private mode, quota, disabled
 * cookies) is treated as empty rather than crashing the page.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  readonly flavour: 'local' | 'session';
  readonly #storage: Storage | null;
  readonly #clock: Pick<Clock, 'now'>;
  readonly #events: StorageEventSource | undefined;

  /** `events` defaults to the global window, read only when `onExternalChange` is called (SSR-safe). */
  constructor(flavour: 'local' | 'session', storage: Storage | null, clock: Pick<Clock, 'now'>, events?: StorageEventSource) {
    this.flavour = flavour;
    this.#storage = storage;
    this.#clock = clock;
    this.#events = events;
  }

  get(key: string): string | null {
    const expiresAt = Number(this.#attempt(() => this.#storage?.getItem(key + EXPIRY_SUFFIX)) ?? Number.NaN);
    if (Number.isFinite(expiresAt) && expiresAt <= this.#clock.now()) {
      this.remove(key);
      return null;
    }
    return this.#attempt(() => this.#storage?.getItem(key)) ?? null;
  }

  set(key: string, value: string, options?: StoreWriteOptions): void {
    const maxAgeMs = options?.maxAgeMs;
    if (maxAgeMs !== undefined && maxAgeMs <= 0) return this.remove(key);
    this.#attempt(() => {
      this.#storage?.setItem(key, value);
      if (maxAgeMs === undefined) this.#storage?.removeItem(key + EXPIRY_SUFFIX);
      else this.#storage?.setItem(key + EXPIRY_SUFFIX, String(this.#clock.now() + maxAgeMs));
    });
  }

  remove(key: string): void {
    this.#attempt(() => {
      this.#storage?.removeItem(key);
      this.#storage?.removeItem(key + EXPIRY_SUFFIX);
    });
  }

  keys(): readonly string[] {
    const storage = this.#storage;
    if (!storage) return [];
    const keys = this.#attempt(() => Array.from({ length: storage.length }, (_, index) => storage.key(index))) ?? [];
    return keys.filter((key): key is string => key !== null && !key.endsWith(EXPIRY_SUFFIX) && this.get(key) !== null);
  }

  /**
   * Writes by other tabs of this origin, from the browser's `storage` event (which never fires
   * for this page's own writes). Expiry side entries are ours, not values, so they are skipped.
   */
  onExternalChange(listener: (key: string, value: string | null) => void): Cancel {
    const events = this.#events ?? (typeof globalThis.addEventListener === 'function' ? globalThis : undefined);
    const storage = this.#storage;
    if (!events || !storage) return () => {};
    const onStorage = (event: StorageEvent): void => {
      if (event.storageArea !== storage || event.key === null || event.key.endsWith(EXPIRY_SUFFIX)) return;
      listener(event.key, event.newValue);
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  #attempt<T>(operation: () => T): T | undefined {
    try {
      return operation();
    } catch {
      return undefined;
    }
  }
}
