// 001 §3 "Manifest key entry: keyFormat, dataUri": what the key-session layer needs from a
// playlist's keys (key sessions are created per key URI, 001 §4 Key sessions).
import type { HlsKey, HlsMasterPlaylist, HlsMediaPlaylist } from './playlist.types.ts';

/** 001 §3 manifest key entry. */
export interface ManifestKeyEntry {
  readonly keyFormat: string;
  /** The key URI as written in the playlist, made absolute (skd:, data: and https: alike). */
  readonly dataUri: string;
}

/**
 * The manifest key entry of one key, or undefined for METHOD=NONE or a key without URI.
 *
 * @example
 * toManifestKeyEntry(key); // { keyFormat: 'org.w3.clearkey', dataUri: 'https://keys.example/k1' }
 */
export function toManifestKeyEntry(key: HlsKey): ManifestKeyEntry | undefined {
  if (key.method === 'NONE' || key.uri === undefined) return undefined;
  return { keyFormat: key.keyFormat, dataUri: key.uri };
}

/**
 * The distinct key entries of a playlist (session keys of a master, segment keys of a media
 * playlist), in order of first appearance.
 *
 * @example
 * manifestKeyEntries(parseMediaPlaylist(text, url)).map((k) => k.dataUri);
 */
export function manifestKeyEntries(playlist: HlsMasterPlaylist | HlsMediaPlaylist): ManifestKeyEntry[] {
  const seen = new Set<string>();
  const entries: ManifestKeyEntry[] = [];
  const add = (key: HlsKey): void => {
    const entry = toManifestKeyEntry(key);
    if (!entry) return;
    const id = `${entry.keyFormat}\n${entry.dataUri}`;
    if (seen.has(id)) return;
    seen.add(id);
    entries.push(entry);
  };
  if (playlist.type === 'master') {
    playlist.sessionKeys.forEach(add);
  } else {
    let previous: readonly HlsKey[] | undefined;
    for (const segment of playlist.segments) {
      // Segments share one keys array until a key tag changes it: skip the repeats cheaply.
      if (segment.keys === previous) continue;
      previous = segment.keys;
      segment.keys.forEach(add);
    }
  }
  return entries;
}
