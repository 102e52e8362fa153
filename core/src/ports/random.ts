import { token } from './token.ts';
/** Randomness (shuffle, generated ids). Tests use a seeded generator. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
}
export const Random = token<Random>('Random');
