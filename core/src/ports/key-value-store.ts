import { token } from './token.ts';
import type { Cancel } from './scheduler.ts';

/**
 * String storage that survives (or not) the page, in three flavours the spec uses:
 * local (localStorage), session (sessionStorage) and cookie (document.cookie), 000 §9.
 * Each flavour is bound under its own token: `KeyValueStore.local`, `.session`, `.cookie`.
 *
 * Contract (tests/contracts/key-value-store.contract.ts): a value set is read back until it
 * is removed or its lifetime ends; keys are listed; a missing key reads `null`.
 */
export interface KeyValueStore {
  readonly flavour: KeyValueStoreFlavour;
  get(key: string): string | null;
  set(key: string, value: string, options?: StoreWriteOptions): void;
  remove(key: string, options?: StoreWriteOptions): void;
  keys(): readonly string[];
  /**
   * Optional: tells when ANOTHER page (tab, window) of the same origin changed a key, as the
   * browser's `storage` event does; this page's own writes are not reported. `value` is the new
   * value, `null` when removed. Primary-player arbitration (000 §9) needs it; flavours that
   * cannot observe other pages (cookies) leave it out.
   *
   * @example
   * const off = store.onExternalChange?.((key, value) => { if (key === 'mk-player-tsid') demote(value); });
   */
  onExternalChange?(listener: (key: string, value: string | null) => void): Cancel;
}

export type KeyValueStoreFlavour = 'local' | 'session' | 'cookie';

export interface StoreWriteOptions {
  /** Lifetime in milliseconds from now; absent means the flavour's natural lifetime. */
  readonly maxAgeMs?: number;
  /** Cookie path (000 §9: account cookies use '/'). Ignored by other flavours. */
  readonly path?: string;
  /** Cookie domain. Ignored by other flavours. */
  readonly domain?: string;
}

/** The phantom key that tells the flavours apart in types (never present at run time). */
declare const FLAVOUR: unique symbol;
/** localStorage: kept across sessions, shared by the origin's tabs. */
export type LocalKeyValueStore = KeyValueStore & { readonly [FLAVOUR]?: 'local' };
/** sessionStorage: this tab's session. */
export type SessionKeyValueStore = KeyValueStore & { readonly [FLAVOUR]?: 'session' };
/** document.cookie. */
export type CookieKeyValueStore = KeyValueStore & { readonly [FLAVOUR]?: 'cookie' };

/** One token per flavour, typed apart: a service that needs local storage cannot be handed the session's. */
export const KeyValueStore = {
  local: token<LocalKeyValueStore>('KeyValueStore.local'),
  session: token<SessionKeyValueStore>('KeyValueStore.session'),
  cookie: token<CookieKeyValueStore>('KeyValueStore.cookie'),
} as const;
