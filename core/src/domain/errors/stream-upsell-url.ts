/**
 * 000 §8: the query parameters removed from a stream-upsell dialog's button URL. They carry the
 * licence request (challenge, key system, key URI) that failed, which the upsell page must not
 * receive.
 */
const STREAM_UPSELL_STRIPPED_PARAMS = ['challenge', 'key-system', 'uri', 'user-initiated'] as const;

const STRIPPED: ReadonlySet<string> = new Set(STREAM_UPSELL_STRIPPED_PARAMS);

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function isAbsoluteUrl(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes the licence parameters from a stream-upsell button URL (000 §8), leaving every other
 * parameter byte for byte as it was (no re-encoding), and the fragment in place. A value that is
 * not an absolute URL is returned unchanged.
 *
 * @example
 * stripStreamUpsellParams('https://x.test/upsell?p=1&challenge=abc&uri=skd%3A%2F%2Fk');
 * // 'https://x.test/upsell?p=1'
 */
export function stripStreamUpsellParams(url: string): string {
  if (!isAbsoluteUrl(url)) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const pairs = beforeHash.slice(queryAt + 1).split('&');
  const kept = pairs.filter((pair) => !STRIPPED.has(parameterName(pair)));
  if (kept.length === pairs.length) return url;
  const query = kept.filter((pair) => pair !== '').join('&');
  return `${beforeHash.slice(0, queryAt)}${query === '' ? '' : `?${query}`}${hash}`;
}
