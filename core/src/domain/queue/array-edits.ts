// Array edits that stay safe for queues of 100,000 entries: spreading that many arguments
// into `splice` overflows the call stack on some engines.

const SPREAD_LIMIT = 1024;

/**
 * Inserts `values` into `target` at `at`, in place.
 *
 * @example
 * const a = [1, 4]; spliceIn(a, 1, [2, 3]); // a = [1, 2, 3, 4]
 */
export function spliceIn<T>(target: T[], at: number, values: readonly T[]): void {
  if (values.length === 0) return;
  if (values.length <= SPREAD_LIMIT) {
    target.splice(at, 0, ...values);
    return;
  }
  const tail = target.splice(at);
  for (const value of values) target.push(value);
  for (const value of tail) target.push(value);
}

/** Keeps, in place and in order, the values for which `keep` holds; returns the removed ones. */
export function retainWhere<T>(target: T[], keep: (value: T, index: number) => boolean): T[] {
  const removed: T[] = [];
  let write = 0;
  for (let read = 0; read < target.length; read++) {
    const value = target[read] as T;
    if (keep(value, read)) target[write++] = value;
    else removed.push(value);
  }
  target.length = write;
  return removed;
}
