const ABSOLUTE = /^https?:\/\//i;
const VERSIONED = /^\/v\d+(?:[/?]|$)/;
const TRAILING_VERSION = /\/v\d+$/;

/**
 * Resolves an API path against the configured base (000 §9: the music API v1), so that apps
 * can write paths either way MusicKit accepts them:
 * - an absolute URL is used as is;
 * - a path that already starts with the base's path (a `next` link '/v1/…' against base
 *   'https://api.example/v1') has the base path stripped instead of doubled;
 * - another versioned path ('/v3/…') replaces the base's version;
 * - anything else is relative to the base ('catalog/us/songs' → '{base}/catalog/us/songs').
 *
 * @example
 * resolveApiUrl('https://api.example/v1', '/v1/catalog/us/songs/1'); // 'https://api.example/v1/catalog/us/songs/1'
 * resolveApiUrl('https://api.example/v1', 'me/library/songs');      // 'https://api.example/v1/me/library/songs'
 */
export function resolveApiUrl(base: string, path: string): string {
  if (ABSOLUTE.test(path)) return path;
  const origin = originOf(base);
  const basePath = base.slice(origin.length).replace(/[?#][\s\S]*$/, '').replace(/(?<!\/)\/+$/, '');
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (basePath !== '' && (rooted === basePath || rooted.startsWith(`${basePath}/`) || rooted.startsWith(`${basePath}?`))) {
    return origin + rooted;
  }
  if (VERSIONED.test(rooted) && TRAILING_VERSION.test(basePath)) {
    return origin + basePath.replace(TRAILING_VERSION, '') + rooted;
  }
  return origin + basePath + rooted;
}

function originOf(base: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(base);
  return match ? match[0] : '';
}
