// ID3v2 tags as live radio carries them (001 §3 Timed metadata; 002 §3 "timed metadata from audio
// tags"): the frames the library reads are TIT2 title, TPE1 performer, TALB album, WXXX and W***
// links, TXXX and PRIV (storefront adam ids, the transport timestamp). Versions 2.2, 2.3 and 2.4
// (id3.org id3v2.3.0, id3v2.4.0-structure and -frames). The bytes come from the network: the
// parser must never throw, whatever it is given; a damaged tag yields the frames read before it.
import { decodeId3Text, latin1, readEncoding, terminatorAt, terminatorLength } from './id3-text.decoder.ts';

/** One frame, decoded when the library knows its kind. */
export type Id3Frame =
  /** T*** (not TXXX): one or more values (ID3v2.4 separates them with a terminator). */
  | { readonly kind: 'text'; readonly id: string; readonly values: readonly string[] }
  /** TXXX: a user-defined text with its description. */
  | { readonly kind: 'user-text'; readonly id: 'TXXX'; readonly description: string; readonly value: string }
  /** W*** (not WXXX): a URL, always ISO-8859-1. */
  | { readonly kind: 'url'; readonly id: string; readonly url: string }
  /** WXXX: a user-defined link with its description. */
  | { readonly kind: 'user-url'; readonly id: 'WXXX'; readonly description: string; readonly url: string }
  /** PRIV: an owner identifier and opaque data. */
  | { readonly kind: 'private'; readonly id: 'PRIV'; readonly owner: string; readonly data: Uint8Array }
  /** Any other frame, kept raw. */
  | { readonly kind: 'other'; readonly id: string; readonly data: Uint8Array };

/** One ID3v2 tag: its version, its frames, and its bytes as received (header included). */
export interface Id3Tag {
  readonly version: 2 | 3 | 4;
  readonly frames: readonly Id3Frame[];
  readonly bytes: Uint8Array;
}

const HEADER_LENGTH = 10;
/** ID3v2.2 frame ids of the frames we read, as their ID3v2.3 names. */
const V22_FRAME_IDS: Readonly<Record<string, string>> = { TT2: 'TIT2', TP1: 'TPE1', TAL: 'TALB', TXX: 'TXXX', WXX: 'WXXX' };

/**
 * Every ID3v2 tag found back to back from the start of `bytes` (a segment may carry several, and
 * hls.js hands them over as one block). Bytes that are not a tag end the list; nothing throws.
 *
 * @example
 * const [tag] = parseId3(sample.data);
 * tag?.frames.find((frame) => frame.id === 'TIT2'); // { kind: 'text', id: 'TIT2', values: ['Song'] }
 */
export function parseId3(bytes: Uint8Array): Id3Tag[] {
  const tags: Id3Tag[] = [];
  let offset = 0;
  while (offset + HEADER_LENGTH <= bytes.length && isTagHeader(bytes, offset)) {
    const parsed = parseTag(bytes, offset);
    tags.push(parsed.tag);
    offset = parsed.end;
  }
  return tags;
}

/** True when a tag header starts at `offset`: 'ID3', a known version, a syncsafe size. */
function isTagHeader(bytes: Uint8Array, offset: number): boolean {
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) return false;
  const major = bytes[offset + 3] as number;
  if (major < 2 || major > 4 || bytes[offset + 4] === 0xff) return false;
  for (let index = 6; index < 10; index++) if (((bytes[offset + index] ?? 0x80) & 0x80) !== 0) return false;
  return true;
}

function parseTag(bytes: Uint8Array, offset: number): { tag: Id3Tag; end: number } {
  const version = bytes[offset + 3] as 2 | 3 | 4;
  const flags = bytes[offset + 5] as number;
  const size = syncsafe(bytes, offset + 6);
  const hasFooter = version === 4 && (flags & 0x10) !== 0;
  const end = offset + HEADER_LENGTH + size + (hasFooter ? HEADER_LENGTH : 0);
  // A tag longer than what arrived is cut short: read what is there, frame bounds still hold.
  const bodyEnd = Math.min(bytes.length, offset + HEADER_LENGTH + size);
  let body = bytes.subarray(offset + HEADER_LENGTH, bodyEnd);
  const unsynchronised = (flags & 0x80) !== 0;
  // ID3v2.2-2.3 unsynchronise the whole tag body; 2.4 marks frames one by one (below).
  if (unsynchronised && version < 4) body = resynchronise(body);
  const tagBytes = bytes.subarray(offset, Math.min(end, bytes.length));
  if (version === 2) {
    // ID3v2.2 compression has no defined scheme: such a tag cannot be read.
    return { tag: { version, frames: (flags & 0x40) !== 0 ? [] : readV22Frames(body, 0), bytes: tagBytes }, end };
  }
  const cursor = (flags & 0x40) !== 0 ? extendedHeaderLength(body, version) : 0;
  return { tag: { version, frames: readFrames(body, cursor, version, unsynchronised), bytes: tagBytes }, end };
}

/** Bytes to skip for the extended header (2.3: size excludes itself; 2.4: syncsafe, includes itself). */
function extendedHeaderLength(body: Uint8Array, version: 3 | 4): number {
  if (body.length < 4) return body.length;
  return version === 3 ? 4 + uint32(body, 0) : syncsafe(body, 0);
}

function readFrames(body: Uint8Array, from: number, version: 3 | 4, tagUnsynchronised: boolean): Id3Frame[] {
  const frames: Id3Frame[] = [];
  let cursor = from;
  while (cursor + HEADER_LENGTH <= body.length) {
    const id = latin1(body, cursor, cursor + 4);
    // Padding (zero bytes) or damage: no frame follows.
    if (!/^[A-Z0-9]{4}$/.test(id)) break;
    const size = version === 4 ? syncsafe(body, cursor + 4) : uint32(body, cursor + 4);
    const format = body[cursor + 9] as number;
    const start = cursor + HEADER_LENGTH;
    const end = Math.min(body.length, start + size);
    cursor = start + size;
    const frame = frameData(body.subarray(start, end), format, version, tagUnsynchronised);
    if (frame) frames.push(decodeFrame(id, frame));
  }
  return frames;
}

/**
 * The frame's content after its format flags: compressed or encrypted frames are unreadable
 * here (no inflate in the core, no keys) and are skipped; grouping ids, data length indicators
 * and 2.4 unsynchronisation are undone.
 */
function frameData(raw: Uint8Array, format: number, version: 3 | 4, tagUnsynchronised: boolean): Uint8Array | undefined {
  let data = raw;
  if (version === 3) {
    if ((format & 0xc0) !== 0) return undefined; // 0x80 compression, 0x40 encryption
    if ((format & 0x20) !== 0) data = data.subarray(1); // grouping identity
    return data;
  }
  if ((format & 0x0c) !== 0) return undefined; // 0x08 compression, 0x04 encryption
  if ((format & 0x40) !== 0) data = data.subarray(1); // grouping identity
  if ((format & 0x01) !== 0) data = data.subarray(4); // data length indicator
  if ((format & 0x02) !== 0 || tagUnsynchronised) data = resynchronise(data);
  return data;
}

function readV22Frames(body: Uint8Array, from: number): Id3Frame[] {
  const frames: Id3Frame[] = [];
  let cursor = from;
  while (cursor + 6 <= body.length) {
    const id = latin1(body, cursor, cursor + 3);
    if (!/^[A-Z0-9]{3}$/.test(id)) break;
    const size = ((body[cursor + 3] as number) << 16) | ((body[cursor + 4] as number) << 8) | (body[cursor + 5] as number);
    const start = cursor + 6;
    cursor = start + size;
    frames.push(decodeFrame(V22_FRAME_IDS[id] ?? id, body.subarray(start, Math.min(body.length, start + size))));
  }
  return frames;
}

/** Decodes the frames the library reads; every other frame stays raw. */
function decodeFrame(id: string, data: Uint8Array): Id3Frame {
  if (id === 'TXXX') {
    const encoding = readEncoding(data[0]);
    const split = terminatorAt(data, 1, encoding);
    return {
      kind: 'user-text',
      id,
      description: decodeId3Text(data, 1, split, encoding),
      value: decodeId3Text(data, split + terminatorLength(encoding), terminatorAt(data, split + terminatorLength(encoding), encoding), encoding),
    };
  }
  if (id === 'WXXX') {
    const encoding = readEncoding(data[0]);
    const split = terminatorAt(data, 1, encoding);
    const urlStart = split + terminatorLength(encoding);
    // The URL itself is always ISO-8859-1, whatever the description's encoding.
    return { kind: 'user-url', id, description: decodeId3Text(data, 1, split, encoding), url: latin1(data, urlStart, terminatorAt(data, urlStart, 0)) };
  }
  if (id === 'PRIV') {
    const split = terminatorAt(data, 0, 0);
    return { kind: 'private', id, owner: latin1(data, 0, split), data: data.subarray(Math.min(data.length, split + 1)) };
  }
  if (id.startsWith('T')) return { kind: 'text', id, values: textValues(data) };
  if (id.startsWith('W')) return { kind: 'url', id, url: latin1(data, 0, terminatorAt(data, 0, 0)) };
  return { kind: 'other', id, data };
}

/** The values of a text frame: 2.4 may hold several, separated by terminators. */
function textValues(data: Uint8Array): string[] {
  const encoding = readEncoding(data[0]);
  const values: string[] = [];
  let cursor = 1;
  while (cursor < data.length) {
    const end = terminatorAt(data, cursor, encoding);
    values.push(decodeId3Text(data, cursor, end, encoding));
    cursor = end + terminatorLength(encoding);
  }
  return values.length > 0 ? values : [''];
}

/** Undoes unsynchronisation: every 0xFF 0x00 pair loses its 0x00. */
function resynchronise(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(0xff)) return bytes;
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] as number;
    out[length++] = byte;
    if (byte === 0xff && bytes[index + 1] === 0x00) index++;
  }
  return out.subarray(0, length);
}

/** A 28-bit syncsafe integer (7 bits per byte); missing bytes count as zero. */
function syncsafe(bytes: Uint8Array, offset: number): number {
  return (((bytes[offset] ?? 0) & 0x7f) << 21) | (((bytes[offset + 1] ?? 0) & 0x7f) << 14) | (((bytes[offset + 2] ?? 0) & 0x7f) << 7) | ((bytes[offset + 3] ?? 0) & 0x7f);
}

/** A big-endian unsigned 32-bit integer; missing bytes count as zero. */
function uint32(bytes: Uint8Array, offset: number): number {
  return (((bytes[offset] ?? 0) << 24) >>> 0) + ((bytes[offset + 1] ?? 0) << 16) + ((bytes[offset + 2] ?? 0) << 8) + (bytes[offset + 3] ?? 0);
}
