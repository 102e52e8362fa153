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

