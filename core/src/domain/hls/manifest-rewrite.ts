// 001 §7 Manifest fetch: "Relative URIs are rewritten to absolute." The manifest text is cached
// and played from a blob: URL, against which a relative URI would no longer resolve.
import { createUriResolver } from './uri-resolver.ts';

/** Tags whose URI="…" attribute names a resource (RFC 8216 §4.3). */
const URI_ATTRIBUTE = 'URI="';

function rewriteTagUris(line: string, resolve: (uri: string) => string): string {
  let out = '';
  let from = 0;
  let at = line.indexOf(URI_ATTRIBUTE);
  while (at !== -1) {
    // Only an attribute named exactly URI: preceded by ':' or ',' (not e.g. 'X-FOO-URI=').
    const before = line.charCodeAt(at - 1);
    const valueStart = at + URI_ATTRIBUTE.length;
    const close = line.indexOf('"', valueStart);
    if (close === -1) break;
    if (before === 58 || before === 44) {
      out += line.slice(from, valueStart) + resolve(line.slice(valueStart, close));
      from = close;
    }
    at = line.indexOf(URI_ATTRIBUTE, close + 1);
  }
  return from === 0 ? line : out + line.slice(from);
}

/**
 * Rewrites every URI line and every URI="…" attribute of a playlist to an absolute URL
 * resolved against `manifestUrl`; all other text is kept as it was.
 *
 * @example
 * makeManifestUrisAbsolute('#EXTM3U\n#EXTINF:10,\nseg1.ts\n', 'https://cdn.example/a/index.m3u8');
 * // '#EXTM3U\n#EXTINF:10,\nhttps://cdn.example/a/seg1.ts\n'
 */
export function makeManifestUrisAbsolute(text: string, manifestUrl: string): string {
  const resolve = createUriResolver(manifestUrl);
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let newline = text.indexOf('\n', start);
    if (newline === -1) newline = text.length;
    const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    const line = text.slice(start, end);
    const trimmed = line.trim();
    if (trimmed.length === 0) parts.push(line);
    else if (trimmed.charCodeAt(0) !== 35 /* # */) parts.push(resolve(trimmed));
    else parts.push(trimmed.startsWith('#EXT') ? rewriteTagUris(line, resolve) : line);
    parts.push(text.slice(end, Math.min(newline + 1, text.length)));
    start = newline + 1;
  }
  return parts.join('');
}
