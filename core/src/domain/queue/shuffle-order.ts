// 001 §4 Shuffle modes: "Turning shuffle on keeps the current item first and randomly reorders
// the user-added items. When there is more than one item, it re-shuffles until the order
// differs."

import type { Random } from '../../ports/random.ts';

/** Bound on re-draws before a deterministic swap guarantees a different order (a stuck Random). */
const MAX_RESHUFFLES = 64;

/** An unbiased Fisher-Yates shuffle drawing from the Random port. */
function fisherYates<T>(values: readonly T[], random: Random): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random.next() * (i + 1)));
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  return result;
}

function sameOrder<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * The shuffled order of `order`: `current` first (when given), then the movable values in a
 * random order, then the fixed ones (autoplay entries) in their order. When two or more values
 * move, it draws again until the result differs from `order`.
 *
 * @example
 * shuffledOrder(['a', 'b', 'c'], 'b', () => true, random); // e.g. ['b', 'c', 'a']
 */
export function shuffledOrder<T>(
  order: readonly T[],
  current: T | undefined,
  isMovable: (value: T) => boolean,
  random: Random,
): T[] {
  const others = order.filter((value) => value !== current);
  const movable = others.filter(isMovable);
  const fixed = others.filter((value) => !isMovable(value));
  const head = current === undefined ? [] : [current];
  const draw = (): T[] => [...head, ...fisherYates(movable, random), ...fixed];
  let result = draw();
  if (movable.length < 2) return result;
  for (let attempt = 1; attempt < MAX_RESHUFFLES && sameOrder(result, order); attempt++) result = draw();
  if (sameOrder(result, order)) {
    const first = head.length;
    [result[first], result[first + 1]] = [result[first + 1] as T, result[first] as T];
  }
  return result;
}
