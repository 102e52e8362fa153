// 001 §4 Queue position: "Forward search wraps round only in repeat-all mode; the same holds for
// backward search."

/**
 * The first index after `from` for which `canPlay` holds; with `wrap`, the search continues
 * from the start up to and including `from` (so a one-item queue in repeat-all finds itself).
 * `from` may be -1 (not started). Returns undefined when nothing qualifies.
 *
 * @example
 * nextPlayableIndex(3, 2, () => true, false); // undefined
 * nextPlayableIndex(3, 2, () => true, true); // 0
 */
export function nextPlayableIndex(
  length: number,
  from: number,
  canPlay: (index: number) => boolean,
  wrap: boolean,
): number | undefined {
  for (let i = Math.max(from + 1, 0); i < length; i++) if (canPlay(i)) return i;
  if (!wrap) return undefined;
  for (let i = 0; i <= Math.min(from, length - 1); i++) if (canPlay(i)) return i;
  return undefined;
}

/**
 * The last index before `from` for which `canPlay` holds; with `wrap`, the search continues
 * from the end down to and including `from`. Nothing precedes a queue that has not started
 * (`from` -1).
 *
 * @example
 * previousPlayableIndex(3, 0, () => true, true); // 2
 */
export function previousPlayableIndex(
  length: number,
  from: number,
  canPlay: (index: number) => boolean,
  wrap: boolean,
): number | undefined {
  if (from < 0) return undefined;
  for (let i = Math.min(from, length) - 1; i >= 0; i--) if (canPlay(i)) return i;
  if (!wrap) return undefined;
  for (let i = length - 1; i >= from; i--) if (canPlay(i)) return i;
  return undefined;
}
