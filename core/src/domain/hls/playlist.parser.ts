// RFC 8216 §4.3.4 / §4.3.3 make master and media playlists disjoint by their tags, so the tags
// present tell which parser a playlist needs.

/** True when the text holds a master-playlist tag (and so must be parsed as a master). */
export function isMasterPlaylist(text: string): boolean {
  return text.includes('#EXT-X-STREAM-INF') || text.includes('#EXT-X-MEDIA:') || text.includes('#EXT-X-I-FRAME-STREAM-INF');
}
