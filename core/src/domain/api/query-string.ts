/** A query parameter value: arrays are sent comma-joined, nested records as `key[sub]`. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | ReadonlyArray<string | number | boolean>
  | { readonly [key: string]: QueryValue };

export type QueryParams = { readonly [key: string]: QueryValue };

// Brackets, commas and colons stay readable ('filter[identity]', 'ids=1,2', 'limit[results:tracks]');
// servers decode them either way.
function encodePart(value: string): string {
  return encodeURIComponent(value).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/**
 * Flattens parameters into ordered name/value pairs, skipping null and undefined.
 *
 * @example
 * queryPairs({ ids: ['1', '2'], filter: { identity: 'personal' } });
 * // [['ids', '1,2'], ['filter[identity]', 'personal']]
 */
function queryPairs(params: QueryParams | undefined, prefix = ''): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (!params) return pairs;
  for (const [key, value] of Object.entries(params)) {
    const name = prefix === '' ? key : `${prefix}[${key}]`;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) pairs.push([name, value.map(String).join(',')]);
    else if (typeof value === 'object') pairs.push(...queryPairs(value as QueryParams, name));
    else pairs.push([name, String(value)]);
  }
  return pairs;
}

/**
 * Appends parameters to a URL that may already carry a query (a `next` link does).
 * A parameter given here replaces one of the same name already in the URL.
 *
 * @example
 * appendQuery('https://api.example/v1/x?offset=10', { limit: 10 }); // '…/v1/x?offset=10&limit=10'
 */
export function appendQuery(url: string, params: QueryParams | undefined): string {
  const pairs = queryPairs(params);
  if (pairs.length === 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const [path = '', existing = ''] = splitOnce(base, '?');
  const names = new Set(pairs.map(([name]) => name));
  const kept = existing
    .split('&')
    .filter((part) => part !== '' && !names.has(safeDecode(part.split('=')[0] ?? '')));
  const added = pairs.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`);
  return `${path}?${[...kept, ...added].join('&')}`;
}

/** Encodes parameters as an application/x-www-form-urlencoded body. */
export function formBody(params: QueryParams): string {
  return queryPairs(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`.replace(/%20/g, '+'))
    .join('&');
}

/**
 * 000 §9 cache key: the URL's origin and path, then its query sorted and lower-cased, so the
 * same request written with parameters in another order or case hits the same entry.
 *
 * @example
 * cacheKeyFor('https://a.example/v1/x?b=2&A=1'); // 'https://a.example/v1/x?a=1&b=2'
 */
export function cacheKeyFor(url: string): string {
  const hashAt = url.indexOf('#');
  const [path = '', query = ''] = splitOnce(hashAt >= 0 ? url.slice(0, hashAt) : url, '?');
  const parts = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => safeDecode(part.replace(/\+/g, ' ')).toLowerCase())
    .sort();
  return parts.length === 0 ? path : `${path}?${parts.join('&')}`;
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
