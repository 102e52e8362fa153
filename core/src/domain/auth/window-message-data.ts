/**
 * Message data as a record. Pop-up and bridge pages may post objects or their JSON text; both
 * read the same. Anything else (numbers, arrays, unparsable text) is `undefined`.
 */
export function messageRecord(data: unknown): Readonly<Record<string, unknown>> | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** '1', 1 and true read as true (000 §2: itre '1' means restricted on). */
export function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
