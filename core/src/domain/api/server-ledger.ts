import type { Clock } from '../../ports/clock.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import { LEDGER_EXPIRY_MS } from '../constants/index.ts';

/** The library types the ledger follows (002 §3 Server ledger: albums and playlists). */
export type LedgerType = 'albums' | 'playlists';

export interface LedgerChanges {
  /** id → epoch ms of the change. */
  readonly added: Readonly<Record<string, number>>;
  readonly removed: Readonly<Record<string, number>>;
}

/** 002 §3 Server ledger: lastTimestamp and, for albums and playlists, added and removed maps. */
export interface LedgerState {
  readonly lastTimestamp: number;
  readonly albums: LedgerChanges;
  readonly playlists: LedgerChanges;
}

const EMPTY: LedgerState = { lastTimestamp: 0, albums: { added: {}, removed: {} }, playlists: { added: {}, removed: {} } };

export interface ServerLedgerOptions {
  /** The listener whose ledger this is; no token, no ledger. */
  readonly userToken: () => string | null;
  readonly keyPrefix?: string;
}

/**
 * Remembers the listener's own library changes that the server may not show yet (002 §3), in
 * session storage under a per-user key, for 40 minutes after the last change (002 §9). Library
 * lists are reconciled against it, so an album just removed does not reappear.
 *
 * @example
 * ledger.record('albums', 'removed', ['l.1']);
 * ledger.reconcile('albums', records); // l.1 filtered out for 40 minutes
 */
export class ServerLedger {
  readonly #store: KeyValueStore;
  readonly #clock: Pick<Clock, 'now'>;
  readonly #userToken: () => string | null;
  readonly #prefix: string;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(store: KeyValueStore, clock: Pick<Clock, 'now'>, options: ServerLedgerOptions) {
    this.#store = store;
    this.#clock = clock;
    this.#userToken = options.userToken;
    this.#prefix = options.keyPrefix ?? 'mk-server-ledger';
  }

  /** The ledger of the current listener; empty once expired (and then removed from storage). */
  read(): LedgerState {
    const key = this.#key();
    if (key === undefined) return EMPTY;
    const raw = this.#store.get(key);
    if (raw === null) return EMPTY;
    const state = parse(raw);
    if (!state || state.lastTimestamp + LEDGER_EXPIRY_MS <= this.#clock.now()) {
      this.#store.remove(key);
      return EMPTY;
    }
    return state;
  }

  /** Notes ids added to or removed from the library; the opposite entry is dropped. */
  record(type: string, change: 'added' | 'removed', ids: readonly string[]): void {
    const key = this.#key();
    if (key === undefined || (type !== 'albums' && type !== 'playlists') || ids.length === 0) return;
    const now = this.#clock.now();
    const state = this.read();
    const opposite = change === 'added' ? 'removed' : 'added';
    const changes = state[type];
    const same: Record<string, number> = { ...changes[change] };
    const other: Record<string, number> = { ...changes[opposite] };
    for (const id of ids) {
      same[id] = now;
      delete other[id];
    }
    const next: LedgerState = { ...state, lastTimestamp: now, [type]: { [change]: same, [opposite]: other } as unknown as LedgerChanges };
    this.#store.set(key, JSON.stringify(next));
  }

  /** Drops from a library list the items the listener removed since (002 §8 reconciliation). */
  reconcile<T extends { readonly id: string }>(type: string, items: readonly T[]): T[] {
    if (type !== 'albums' && type !== 'playlists') return [...items];
    const removed = this.read()[type].removed;
    return items.filter((item) => !Object.prototype.hasOwnProperty.call(removed, item.id));
  }

  clear(): void {
    const key = this.#key();
    if (key !== undefined) this.#store.remove(key);
  }

  #key(): string | undefined {
    const token = this.#userToken();
    // The key names the listener without writing their token into storage keys.
    return token ? `${this.#prefix}.${fnv1a(token)}` : undefined;
  }
}

function parse(raw: string): LedgerState | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LedgerState>;
    if (typeof value.lastTimestamp !== 'number') return undefined;
    return {
      lastTimestamp: value.lastTimestamp,
      albums: { added: { ...value.albums?.added }, removed: { ...value.albums?.removed } },
      playlists: { added: { ...value.playlists?.added }, removed: { ...value.playlists?.removed } },
    };
  } catch {
    return undefined;
  }
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
