// 001 §7 Manifest fetch: "Session-data lines (data id and value) are parsed into media-item
// metadata for UTS items. iTunes session data lines are removed before the blob is played."
import { parseAttributeList } from './attribute-list.parser.ts';
import { HlsParseError } from './hls-parse-error.ts';
import type { HlsSessionData } from './playlist.types.ts';

const SESSION_DATA_TAG = '#EXT-X-SESSION-DATA:';

/**
 * Whether a DATA-ID is iTunes / Apple store session data: ids in the reverse-DNS namespaces
 * com.apple.hls.* and com.apple.itunes.*, or any id naming iTunes. A player has no use for
 * them (they carry store metadata, sometimes large base64 values or URIs to fetch).
 *
 * @example
 * isItunesSessionDataId('com.apple.hls.audioAssetMetadata'); // true
 * isItunesSessionDataId('com.example.title'); // false
 */
export function isItunesSessionDataId(dataId: string): boolean {
  const id = dataId.toLowerCase();
  return id.startsWith('com.apple.hls.') || id.startsWith('com.apple.itunes.') || id.includes('itunes');
}

function readSessionData(text: string, from: number, to: number): HlsSessionData | undefined {
  try {
    const attributes = parseAttributeList(text, from, to);
    const dataId = attributes.string('DATA-ID');
    if (dataId === undefined || dataId === '') return undefined;
    return {
      dataId,
      value: attributes.string('VALUE'),
      uri: attributes.string('URI'),
      language: attributes.string('LANGUAGE'),
    };
  } catch (error) {
    // A malformed line is not session data we can use; anything else is a real bug.
    if (error instanceof HlsParseError) return undefined;
    throw error;
  }
}

/** Calls `visit` with each line's bounds (line break excluded) and the bounds with it. */
function forEachLine(text: string, visit: (start: number, end: number, next: number) => void): void {
  let start = 0;
  while (start < text.length) {
    let newline = text.indexOf('\n', start);
    if (newline === -1) newline = text.length;
    const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    visit(start, end, Math.min(newline + 1, text.length));
    start = newline + 1;
  }
}

/**
 * Reads every EXT-X-SESSION-DATA line of a manifest without parsing the rest of it.
 *
 * @example
 * parseSessionDataLines(manifest); // [{ dataId: 'com.example.title', value: 'Live', ... }]
 */
export function parseSessionDataLines(text: string): HlsSessionData[] {
  const entries: HlsSessionData[] = [];
  forEachLine(text, (start, end) => {
    if (!text.startsWith(SESSION_DATA_TAG, start)) return;
    const entry = readSessionData(text, start + SESSION_DATA_TAG.length, end);
    if (entry) entries.push(entry);
  });
  return entries;
}

/**
 * The 001 §7 media-item metadata: DATA-ID → VALUE. Entries with only a URI are left out; when
 * a DATA-ID repeats (one per LANGUAGE), the first one wins, as a player picks the first match.
 *
 * @example
 * sessionDataToMetadata(parseSessionDataLines(manifest))['com.example.title']; // 'Live'
 */
export function sessionDataToMetadata(entries: readonly HlsSessionData[]): Record<string, string> {
  const metadata = new Map<string, string>();
  for (const entry of entries) {
    if (entry.value !== undefined && !metadata.has(entry.dataId)) metadata.set(entry.dataId, entry.value);
  }
  // fromEntries defines own properties, so a DATA-ID such as '__proto__' stays a plain key.
  return Object.fromEntries(metadata);
}

/**
 * Removes the iTunes session-data lines ({@link isItunesSessionDataId}) from manifest text,
 * keeping every other byte (line endings included) as it was.
 *
 * @example
 * const playable = removeItunesSessionData(manifestText);
 */
export function removeItunesSessionData(text: string): string {
  if (!text.includes(SESSION_DATA_TAG)) return text;
  const kept: string[] = [];
  let keptFrom = 0;
  forEachLine(text, (start, end, next) => {
    if (!text.startsWith(SESSION_DATA_TAG, start)) return;
    const entry = readSessionData(text, start + SESSION_DATA_TAG.length, end);
    if (!entry || !isItunesSessionDataId(entry.dataId)) return;
    kept.push(text.slice(keptFrom, start));
    keptFrom = next;
  });
  kept.push(text.slice(keptFrom));
  return kept.join('');
}
