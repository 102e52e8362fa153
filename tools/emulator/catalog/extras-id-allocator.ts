import type { SeededRandom } from './seeded-random.ts';

/**
 * Hands out numeric catalogue ids of a given length, never twice and never one the song
 * catalogue already uses, so every id names exactly one resource whatever its type.
 */
export class ExtrasIdAllocator {
  readonly #rng: SeededRandom;
  readonly #taken: Set<string>;

  constructor(rng: SeededRandom, taken: Iterable<string>) {
    this.#rng = rng;
    this.#taken = new Set(taken);
  }

  /** A fresh id of `digits` digits (first digit 1..9). */
  next(digits: number): string {
    for (;;) {
      const id = String(this.#rng.int(1, 9)) + this.#rng.digits(digits - 1);
      if (this.claim(id)) return id;
    }
  }

  /** Ids rising from a random start with small gaps, as episode or season ids are. */
  sequence(digits: number, count: number): string[] {
    const ids: string[] = [];
    // The first digit stays below 9 so the gaps never add a digit.
    let current: number;
    do current = Number(String(this.#rng.int(1, 8)) + this.#rng.digits(digits - 1));
    while (!this.claim(String(current)));
    ids.push(String(current));
    while (ids.length < count) {
      current += this.#rng.int(1, 40);
      if (this.claim(String(current))) ids.push(String(current));
    }
    return ids;
  }

  /** Reserves a chosen id; false when it is taken. */
  claim(id: string): boolean {
    if (this.#taken.has(id)) return false;
    this.#taken.add(id);
    return true;
  }
}
