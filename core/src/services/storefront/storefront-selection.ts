import { DEFAULT_STOREFRONT } from '../../domain/constants/index.ts';

/**
 * Which storefront `{{storefrontId}}` and the data clients use: one the app chose
 * (`changeUserStorefront`), else one configured, else the listener's (000 §7 me/storefront,
 * or inferred from the language), else 'us' (000 §9).
 */
export class StorefrontSelection {
  #chosen: string | undefined;
  readonly #configured: string | undefined;
  readonly #listener: () => string | undefined;

  constructor(configured: string | undefined, listener: () => string | undefined) {
    this.#configured = configured?.toLowerCase() || undefined;
    this.#listener = listener;
  }

  get storefrontId(): string {
    return this.#chosen ?? this.#configured ?? (this.#listener()?.toLowerCase() || undefined) ?? DEFAULT_STOREFRONT;
  }

  /** The storefront the app chose with `changeUserStorefront`, if it chose one. */
  get chosen(): string | undefined {
    return this.#chosen;
  }

  /** Returns whether the storefront in use changed. */
  choose(storefrontId: string): boolean {
    const before = this.storefrontId;
    this.#chosen = storefrontId.toLowerCase();
    return before !== this.storefrontId;
  }
}
