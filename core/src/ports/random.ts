/** Randomness (shuffle, generated ids). Tests use a seeded generator. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
}
export const Random: unique symbol = Symbol.for('mediakit.Random');
