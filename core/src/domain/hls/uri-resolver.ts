// 001 §7 Manifest fetch: "Relative URIs are rewritten to absolute" against the playlist URL
// (RFC 8216 §4.1: relative URIs resolve against the URI of the playlist that contains them).
import { HlsParseError } from './hls-parse-error.ts';

/** Resolves a URI found in a playlist; identity when the playlist has no URL. */
export type UriResolver = (uri: string) => string;

// Characters that cannot change how a relative reference resolves, when none comes first:
// letters, digits, '-', '_', '~', '=', '&', ',', '+' and '.' (not leading), and '?' after the first.
function isPlainSegmentName(uri: string): boolean {
  const first = uri.charCodeAt(0);
  if (first === 46 /* . */ || first === 63 /* ? */) return false;
  for (let i = 0; i < uri.length; i++) {
    const c = uri.charCodeAt(i);
    const plain =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) ||
      c === 45 || c === 95 || c === 126 || c === 61 || c === 38 || c === 44 || c === 43 || c === 46 || c === 63;
    if (!plain) return false;
  }
  return true;
}

/**
 * A resolver for URIs in the playlist at `baseUrl`. Plain segment names ('seg-1.m4s') are
 * joined to the base directory by concatenation, since new URL() per segment dominates the
 * cost of parsing long playlists; everything else goes through the URL parser.
 *
 * @example
 * createUriResolver('https://cdn.example/a/master.m3u8?t=1')('v1/index.m3u8');
 * // 'https://cdn.example/a/v1/index.m3u8'
 */
export function createUriResolver(baseUrl: string | undefined): UriResolver {
  if (baseUrl === undefined || baseUrl === '') return (uri) => uri;
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    throw new HlsParseError('invalid-base-url', `Playlist URL is not an absolute URL: ${baseUrl}`);
  }
  const href = base.href;
  // The directory part of the base: up to the last '/' before any query or fragment.
  const cut = href.length - base.search.length - base.hash.length;
  const directory = href.slice(0, href.lastIndexOf('/', cut - 1) + 1);
  // Hierarchical URLs only: 'data:' or 'blob:' bases have no directory to join to.
  const canJoin = directory.length > 0 && href.startsWith(`${base.protocol}//`);
  return (uri) => {
    if (canJoin && uri.length > 0 && isPlainSegmentName(uri)) return directory + uri;
    try {
      return new URL(uri, base).href;
    } catch {
      // A URI no URL parser accepts is kept as written; the request for it will fail loudly.
      return uri;
    }
  };
}
