// Public API input (issue 22): ids an app passes to setQueue and friends end up in request
// paths (`/v1/catalog/us/albums/{id}`), so an id must look like an id. Catalogue ids are
// digits; library, station and playlist ids carry a prefix ('l.abc', 'ra.123', 'p.xyz',
// 'i.xyz', 'pl.u-…', 'umc.cmc.…'). The rule admits letters, digits, '.', '-' and '_' and
// requires a letter or digit first, which refuses '.', '..' and every path, query or
// fragment character ('/', '?', '#', '%', '\') without listing them.

/** The longest id accepted; real ids are far shorter, and a bound keeps every check cheap. */
export const MEDIA_ID_MAX_LENGTH = 256;

// Anchored, one character class, bounded: it cannot backtrack (linear in the id's length).
const MEDIA_ID = /^[A-Za-z0-9][\w.-]{0,255}$/;

/** Whether `text` is a catalogue, library or station id (see the rule above). */
export function isMediaIdText(text: string): boolean {
  return MEDIA_ID.test(text);
}

/**
 * The id as text, or `undefined` when `value` is not an id: a string that passes
 * {@link isMediaIdText}, or a non-negative safe integer (taken as its decimal digits). A
 * number beyond 2^53 has already lost its digits and would print as '1e+21', so it is refused.
 *
 * @example
 * mediaIdText(1440857781); // '1440857781'
 * mediaIdText('..');       // undefined
 */
export function mediaIdText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  return typeof value === 'string' && isMediaIdText(value) ? value : undefined;
}
