import type { Clock, KeyValueStore, KeyValueStoreFlavour, StoreWriteOptions } from '@mediakit/core';

interface Entry {
  readonly value: string;
  readonly expiresAt: number | null;
}

/**
 * In-memory storage of any flavour, with lifetimes measured on the given clock, so cookie
 * expiry (000 §9: 14, 30, 166, 180 days) is testable with a simulated clock.
 * `snapshot`/`restore` let a harness "reload the page" while keeping what a browser keeps.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  readonly flavour: KeyValueStoreFlavour;
  readonly #clock: Pick<Clock, 'now'>;
  #entries = new Map<string, Entry>();

  constructor(flavour: KeyValueStoreFlavour, clock: Pick<Clock, 'now'>) {
    this.flavour = flavour;
    this.#clock = clock;
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
      this.#entries.delete(key);
      return;
    }
    this.#entries.set(key, { value: String(value), expiresAt: maxAgeMs === undefined ? null : this.#clock.now() + maxAgeMs });
  }

  remove(key: string): void {
    this.#entries.delete(key);
  }

  keys(): readonly string[] {
    return [...this.#entries.keys()].filter((key) => this.get(key) !== null);
  }

  snapshot(): ReadonlyMap<string, Entry> {
    return new Map(this.#entries);
  }

  restore(snapshot: ReadonlyMap<string, Entry>): void {
    this.#entries = new Map(snapshot);
  }
}
