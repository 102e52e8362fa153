import type { Random } from '@mediakit/core';

/** Randomness from Web Crypto when present (ids should not be guessable), else Math.random. */
export class CryptoRandom implements Random {
  readonly #buffer = new Uint32Array(1);

  next(): number {
    const crypto = globalThis.crypto;
    if (!crypto?.getRandomValues) return Math.random();
    crypto.getRandomValues(this.#buffer);
    return (this.#buffer[0] as number) / 4_294_967_296;
  }
}
