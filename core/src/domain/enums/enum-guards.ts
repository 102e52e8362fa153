/**
 * True when `value` is one of the numeric values of a two-way TS enum (its reverse entries,
 * the member names, are not values). Setters use it to ignore invalid modes (001 §4 Repeat
 * modes: "The setter ignores values that are not valid modes"; 002 §4 playback modes).
 *
 * @example
 * isEnumValue(PlayerRepeatMode, 2); // true
 * isEnumValue(PlayerRepeatMode, 'all'); // false
 */
export function isEnumValue<E extends Record<string, string | number>>(enumObject: E, value: unknown): value is E[keyof E] {
  return typeof value === 'number' && Number.isInteger(value) && typeof enumObject[value as unknown as keyof E] === 'string';
}
