/**
 * Writes ID3v2.4 tags (id3.org id3v2.4.0-structure, -frames) the way a live radio stream carries
 * them: what is on air (TIT2, TPE1, TALB, WXXX links, PRIV storefront adam ids) and the packed
 * audio timestamp (PRIV com.apple.streaming.transportStreamTimestamp, RFC 8216 §3.4) that places
 * the segment on the timeline. Written here, not borrowed from the library: the emulator imports
 * nothing from core/ (DESIGN.md), so a misreading of ID3 cannot pass on both sides of a test.
 */

/** One frame to write. */
export type Id3FrameInput =
  | { readonly kind: 'text'; readonly id: string; readonly value: string }
  | { readonly kind: 'user-url'; readonly description: string; readonly url: string }
  | { readonly kind: 'private'; readonly owner: string; readonly data: Uint8Array };

/** The PRIV owner hls.js and Safari read the segment's start time from (90 kHz, 33 bits). */
export const TRANSPORT_TIMESTAMP_OWNER = 'com.apple.streaming.transportStreamTimestamp';

const utf8 = new TextEncoder();

function syncsafe(value: number): number[] {
  return [(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f];
}

function latin1(text: string): number[] {
  return [...text].map((char) => {
    const code = char.charCodeAt(0);
    return code < 256 ? code : 0x3f;
  });
}

function frameBody(frame: Id3FrameInput): { id: string; body: Uint8Array } {
  switch (frame.kind) {
    case 'text':
      // Encoding 3 = UTF-8 (ID3v2.4 §4.2).
      return { id: frame.id, body: Uint8Array.from([3, ...utf8.encode(frame.value)]) };
    case 'user-url':
      return { id: 'WXXX', body: Uint8Array.from([3, ...utf8.encode(frame.description), 0, ...latin1(frame.url)]) };
    case 'private':
      return { id: 'PRIV', body: Uint8Array.from([...latin1(frame.owner), 0, ...frame.data]) };
  }
}

/** One ID3v2.4 tag holding `frames`, no padding, no footer. */
export function writeId3Tag(frames: readonly Id3FrameInput[]): Uint8Array {
  const parts: number[] = [];
  for (const frame of frames) {
    const { id, body } = frameBody(frame);
    parts.push(...latin1(id), ...syncsafe(body.length), 0, 0, ...body);
  }
  return Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, ...syncsafe(parts.length), ...parts]);
}

/** The 8 bytes of a transport stream timestamp: a 33-bit 90 kHz clock, big-endian. */
export function transportTimestamp(ticks90kHz: number): Uint8Array {
  const wrapped = ticks90kHz % 2 ** 33;
  const high = Math.floor(wrapped / 2 ** 32);
  const low = wrapped % 2 ** 32;
  return Uint8Array.from([0, 0, 0, high & 0x01, (low >>> 24) & 0xff, (low >>> 16) & 0xff, (low >>> 8) & 0xff, low & 0xff]);
}
