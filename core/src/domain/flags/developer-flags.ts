import type { KeyValueStore } from '../../ports/key-value-store.ts';
import { DEVELOPER_FLAGS } from '../constants/index.ts';
import { MKError } from '../errors/index.ts';

/** What a developer flag holds. */
export type DeveloperFlagValue = boolean | number | string;

/**
 * Developer flags (000 §5, §8): switches a developer sets in the browser (local storage) to change
 * the library's behaviour, each registered with its type and default. A key is a non-empty
 * string; booleans are stored as 1 or 0 and '1' or 'true' read as true; registering a flag again
 * with another type than before is an error.
 *
 * @example
 * flags.register('mk-music-movie-playback', false);
 * flags.set('mk-music-movie-playback', true); // stored as '1'
 * flags.get('mk-music-movie-playback');       // true
 */
export class DeveloperFlags {
  readonly #store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>;
  readonly #defaults = new Map<string, DeveloperFlagValue>();

  /** @internal Built by the core's wiring; stripped from the published declarations. */
  constructor(store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>, defaults: Readonly<Record<string, DeveloperFlagValue>> = {}) {
    this.#store = store;
    for (const [key, value] of Object.entries(defaults)) this.register(key, value);
  }

  /** Registers `key` with its default; the same key with another type: INVALID_ARGUMENTS (000 §8). */
  register(key: string, defaultValue: DeveloperFlagValue): void {
    checkedKey(key);
    const before = this.#defaults.get(key);
    if (before !== undefined && typeof before !== typeof defaultValue) {
      throw new MKError(MKError.INVALID_ARGUMENTS, `Developer flag ${key} was registered as a ${typeof before}, not a ${typeof defaultValue}`);
    }
    this.#defaults.set(key, defaultValue);
  }

  /** The flag's value: what is stored, read as its registered type, else its default (unregistered: false). */
  get(key: string): DeveloperFlagValue {
    checkedKey(key);
    const fallback = this.#defaults.get(key) ?? false;
    const stored = this.#store.get(key);
    if (stored === null) return fallback;
    if (typeof fallback === 'boolean') return stored === '1' || stored === 'true';
    if (typeof fallback === 'number') {
      const number = Number(stored);
      return Number.isFinite(number) ? number : fallback;
    }
    return stored;
  }

  /** Whether a boolean flag is on. */
  isEnabled(key: string): boolean {
    return this.get(key) === true;
  }

  /** Stores a value (booleans as 1 or 0); a value of another type than registered: INVALID_ARGUMENTS. */
  set(key: string, value: DeveloperFlagValue): void {
    checkedKey(key);
    const registered = this.#defaults.get(key);
    if (registered === undefined) this.#defaults.set(key, value);
    else if (typeof registered !== typeof value) throw new MKError(MKError.INVALID_ARGUMENTS, `Developer flag ${key} holds a ${typeof registered}`);
    this.#store.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }

  /** Back to the default. */
  reset(key: string): void {
    this.#store.remove(checkedKey(key));
  }

  /** The registered keys. */
  get keys(): readonly string[] {
    return [...this.#defaults.keys()];
  }
}

function checkedKey(key: unknown): string {
  // 000 §5: "A developer flag needs a non-empty string key."
  if (typeof key !== 'string' || key === '') throw new MKError(MKError.INVALID_ARGUMENTS, 'A developer flag needs a non-empty string key');
  return key;
}

/** The library's developer flags (001 §9 and the 000 §4 music-movie flag), all off by default, over local storage. */
export function libraryDeveloperFlags(store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>): DeveloperFlags {
  return new DeveloperFlags(store, Object.fromEntries(Object.values(DEVELOPER_FLAGS).map((key) => [key, false])));
}
