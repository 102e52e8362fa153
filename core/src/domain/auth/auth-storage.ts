import type { KeyValueStore, StoreWriteOptions } from '../../ports/key-value-store.ts';
import { COOKIE_LIFETIME_DAYS, COOKIE_NAMES, COOKIE_PATH, storageKeyPrefix } from '../constants/index.ts';

/** 000 §3 configuration option `persist`: where the user token and auth state are kept. */
export type PersistMode = 'localstorage' | 'cookie';

/** The names auth state is stored under (000 §9 cookie names), each behind the key prefix. */
export type AuthStorageName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export const AUTH_STORAGE_NAMES: readonly AuthStorageName[] = Object.values(COOKIE_NAMES);

/**
 * Why a value is written, which picks its cookie lifetime (000 §9): account state 180 days on
 * path '/', copies reflected from the auth bridge 166 days, anything else the 14-day default.
 */
export type AuthWriteKind = 'account' | 'reflected' | 'default';

const DAY_MS = 86_400_000;

/** The cookie attributes of a write of this kind (000 §9 lifetimes and path). */
export function cookieWriteOptions(kind: AuthWriteKind): StoreWriteOptions {
  switch (kind) {
    case 'account':
      return { maxAgeMs: COOKIE_LIFETIME_DAYS.account * DAY_MS, path: COOKIE_PATH };
    case 'reflected':
      return { maxAgeMs: COOKIE_LIFETIME_DAYS.reflector * DAY_MS, path: COOKIE_PATH };
    default:
      return { maxAgeMs: COOKIE_LIFETIME_DAYS.default * DAY_MS, path: COOKIE_PATH };
  }
}

/**
 * The full key of a stored auth value: "lowercase prefix.teamId" (000 §9) then the name.
 *
 * @example
 * authStorageKey('music', 'ABC123', 'media-user-token'); // 'music.abc123.media-user-token'
 */
export function authStorageKey(prefix: string, teamId: string, name: string): string {
  return `${storageKeyPrefix(prefix, teamId)}.${name}`;
}

/**
 * Auth state kept across page loads in the flavour the `persist` option names (000 §3, §9):
 * localStorage entries live until removed; cookies get the 000 §9 lifetimes and path '/'.
 *
 * @example
 * const storage = new AuthStorage(cookieStore, 'music', 'ABC123');
 * storage.write('media-user-token', token, 'account'); // cookie music.abc123.media-user-token, 180 days
 */
export class AuthStorage {
  readonly #store: KeyValueStore;
  readonly #prefix: string;
  readonly #teamId: string;

  constructor(store: KeyValueStore, prefix: string, teamId: string) {
    this.#store = store;
    this.#prefix = prefix;
    this.#teamId = teamId;
  }

  get flavour(): KeyValueStore['flavour'] {
    return this.#store.flavour;
  }

  keyOf(name: string): string {
    return authStorageKey(this.#prefix, this.#teamId, name);
  }

  read(name: AuthStorageName): string | null {
    const value = this.#store.get(this.keyOf(name));
    return value === '' ? null : value;
  }

  write(name: AuthStorageName, value: string, kind: AuthWriteKind = 'account'): void {
    this.#store.set(this.keyOf(name), value, this.#store.flavour === 'cookie' ? cookieWriteOptions(kind) : undefined);
  }

  remove(name: AuthStorageName): void {
    this.#store.remove(this.keyOf(name), this.#store.flavour === 'cookie' ? { path: COOKIE_PATH } : undefined);
  }

  /** Forgets every auth value (sign-out, revoke). */
  clear(): void {
    for (const name of AUTH_STORAGE_NAMES) this.remove(name);
  }
}
