/**
 * shaka-packager writes the raw-key CENC tag as
 *   #EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="data:text/plain;base64,<key id>",KEYFORMAT="identity"
 * hls.js only requests ClearKey licences for KEYFORMAT="org.w3.clearkey" (MEDIA-FACTS), and it
 * reads the key id from KEYID=0x... (or, failing that, from a data: URI), so we rewrite the
 * format and add an explicit KEYID. The URI keeps carrying the key id, never the key: the key
 * must come from the licence server.
 */
export function rewriteKeyTags(playlist: string, keyIdHex: string): string {
  let rewrote = 0;
  const out = playlist.replace(/^#EXT-X-KEY:(.*)$/gm, (_line, attrs: string) => {
    rewrote++;
    let next = attrs.replace(/KEYFORMAT="identity"/, 'KEYFORMAT="org.w3.clearkey"');
    if (!/KEYID=/.test(next)) next += `,KEYID=0x${keyIdHex.toUpperCase()}`;
    if (!/KEYFORMATVERSIONS=/.test(next)) next += ',KEYFORMATVERSIONS="1"';
    return `#EXT-X-KEY:${next}`;
  });
  if (rewrote === 0) throw new Error('No #EXT-X-KEY tag to rewrite: was the rendition encrypted?');
  return out;
}

/** Media segment URIs of a media playlist, in order (the EXT-X-MAP init segment excluded). */
export function listSegments(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
