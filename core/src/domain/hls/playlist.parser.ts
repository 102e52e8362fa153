// One entry point for "some playlist": RFC 8216 §4.3.4 / §4.3.3 make master and media
// playlists disjoint by their tags, so the tags present tell which parser to use.
import { parseMasterPlaylist } from './master-playlist.parser.ts';
import { parseMediaPlaylist } from './media-playlist.parser.ts';
import type { HlsPlaylist } from './playlist.types.ts';

/** True when the text holds a master-playlist tag (and so must be parsed as a master). */
export function isMasterPlaylist(text: string): boolean {
  return text.includes('#EXT-X-STREAM-INF') || text.includes('#EXT-X-MEDIA:') || text.includes('#EXT-X-I-FRAME-STREAM-INF');
}

/**
 * Parses a master or a media playlist, whichever `text` is.
 *
 * @example
 * const playlist = parsePlaylist(text, url);
 * if (playlist.type === 'master') pick(playlist.variants);
 */
export function parsePlaylist(text: string, url?: string): HlsPlaylist {
  return isMasterPlaylist(text) ? parseMasterPlaylist(text, url) : parseMediaPlaylist(text, url);
}
