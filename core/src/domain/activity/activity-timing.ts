/**
 * 000 §9: "Timing rounds to whole seconds unless accurate mode is on." Applied to every time
 * and position a record carries (timestamp, positions, durations, milliseconds-since-play).
 *
 * @example
 * wholeSecondsUnlessAccurate(1_499, false); // 1000
 * wholeSecondsUnlessAccurate(1_499.6, true); // 1500
 */
export function wholeSecondsUnlessAccurate(ms: number, accurate: boolean): number {
  if (!Number.isFinite(ms)) return 0;
  return accurate ? Math.round(ms) : Math.round(ms / 1000) * 1000;
}

/**
 * Timed metadata as the record's hex string (000 §3 "timed-metadata (hex)"): bytes as given,
 * text as its UTF-8 bytes.
 *
 * @example
 * toHex(new Uint8Array([0x49, 0x44, 0x33])); // '494433'
 */
export function toHex(value: Uint8Array | string): string {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}
