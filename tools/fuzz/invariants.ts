// What must hold of every parser output (issue 22 "Values that break invariants"): numbers are
// finite and integers exact, never -0 where a position is meant, times do not run backwards.

/** Finds every non-finite number in a parse result (walks objects and arrays, skips bytes). */
export function nonFiniteNumbers(value: unknown, path = '$', seen = new Set<object>(), out: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path} = ${value}`);
    return out;
  }
  if (typeof value === 'bigint' || typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return out;
  if (seen.has(value) || out.length > 5) return out;
  seen.add(value);
  if (value instanceof Map) {
    for (const [key, item] of value) nonFiniteNumbers(item, `${path}.get(${String(key)})`, seen, out);
  } else {
    for (const [key, item] of Object.entries(value)) nonFiniteNumbers(item, `${path}.${key}`, seen, out);
  }
  return out;
}

/** A violation message when `condition` is false. */
export function check(condition: boolean, message: string, out: string[]): void {
  if (!condition) out.push(message);
}
