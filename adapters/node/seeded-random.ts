import type { Random } from '@mediakit/core';

/** Deterministic randomness (mulberry32) so shuffles and ids repeat from a seed. */
export class SeededRandom implements Random {
  #state: number;

  constructor(seed = 0x2f6b_1a3d) {
    this.#state = seed >>> 0;
  }

  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}
