import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { Random } from '../../ports/random.ts';

/** 128 bits, as 32 hex digits: four 32-bit draws of the Random port (Web Crypto in browsers). */
export function randomNonce(random: Random): string {
  let text = '';
  for (let draw = 0; draw < 4; draw++) text += Math.floor(random.next() * 4_294_967_296).toString(16).padStart(8, '0');
  return text;
}

/**
 * The proof that a start-up hash completes a sign-in THIS page started (issue 22; DESIGN.md
 * Security). Before a redirect sign-in the page keeps a random nonce in sessionStorage (one
 * tab, gone with it) and sends it as `state`; the provider echoes it in the hash. A hash is
 * adopted only when its `state` equals the kept nonce, and the nonce works once: reading it
 * removes it, so a replayed or forged link (login CSRF, a session swapped under a signed-in
 * listener) changes nothing.
 *
 * @example
 * const nonce = new SignInNonce(sessionStore, 'music.abc.sign-in-state');
 * const state = nonce.issue(random);   // before navigating to the authorize page
 * nonce.consume(hash.state);           // at start-up: true once, for that state only
 */
export class SignInNonce {
  readonly #store: KeyValueStore;
  readonly #key: string;

  constructor(store: KeyValueStore, key: string) {
    this.#store = store;
    this.#key = key;
  }

  /** Keeps a fresh nonce (replacing any earlier one) and returns it. */
  issue(random: Random): string {
    const nonce = randomNonce(random);
    this.#store.set(this.#key, nonce);
    return nonce;
  }

  /** Whether a sign-in is pending on this page (a nonce is kept). */
  get pending(): boolean {
    return this.#store.get(this.#key) !== null;
  }

  /**
   * Removes the kept nonce and tells whether `state` equals it. A page that started no
   * sign-in, or a state that differs, gives false; either way the nonce is spent.
   */
  consume(state: string | undefined): boolean {
    const kept = this.#store.get(this.#key);
    if (kept === null) return false;
    this.#store.remove(this.#key);
    return typeof state === 'string' && state.length === kept.length && state === kept;
  }
}
