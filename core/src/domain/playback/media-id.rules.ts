// Public API input (issue 22): ids an app passes to setQueue and friends end up in request
// paths (`/v1/catalog/us/albums/{id}`), so an id must look like an id. Catalogue ids are
// digits; library, station and playlist ids carry a prefix ('l.abc', 'ra.123', 'p.xyz',
// 'i.xyz', 'pl.u-…', 'umc.cmc.…'). The rule admits letters, digits, '.', '-' and '_' and
// requires a letter or digit first, which refuses '.', '..' and every path, query or
// fragment character ('/', '?', '#', '%', '\') without listing them.

/** The longest id accepted; real ids are far shorter, and a bound keeps every check cheap. */
export const MEDIA_ID_MAX_LENGTH = 256;

function isIdStart(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isIdPart(code: number): boolean {
  return isIdStart(code) || code === 46 /* . */ || code === 45 /* - */ || code === 95 /* _ */;
}

/** Whether `text` is a catalogue, library or station id (see the rule above). Linear, no regex. */
export function isMediaIdText(text: string): boolean {
  if (text.length === 0 || text.length > MEDIA_ID_MAX_LENGTH || !isIdStart(text.charCodeAt(0))) return false;
  for (let index = 1; index < text.length; index++) if (!isIdPart(text.charCodeAt(index))) return false;
  return true;
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
