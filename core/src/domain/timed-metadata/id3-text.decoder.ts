// ID3v2 text encodings (ID3v2.4 "4. ID3v2 frame overview": 0 ISO-8859-1, 1 UTF-16 with BOM,
// 2 UTF-16BE, 3 UTF-8). Decoded by hand where a TextDecoder label might be missing in a runtime
// (latin1, UTF-16), so the parser behaves the same in every browser and in Node.

/** The text encodings an ID3v2 frame may declare in its first byte. */
export type Id3TextEncoding = 0 | 1 | 2 | 3;

let utf8: TextDecoder | undefined;

/** True for the two encodings whose characters (and terminators) are two bytes wide. */
function isWideEncoding(encoding: Id3TextEncoding): boolean {
  return encoding === 1 || encoding === 2;
}

/** Reads the encoding byte; an unknown value is read as ISO-8859-1, the ID3 default. */
export function readEncoding(byte: number | undefined): Id3TextEncoding {
  return byte === 1 || byte === 2 || byte === 3 ? byte : 0;
}

/**
 * Where the string starting at `from` ends: the index of its terminator (one zero byte, or two
 * aligned zero bytes for UTF-16), or `bytes.length` when it runs to the end.
 */
export function terminatorAt(bytes: Uint8Array, from: number, encoding: Id3TextEncoding): number {
  if (!isWideEncoding(encoding)) {
    const at = bytes.indexOf(0, from);
    return at === -1 ? bytes.length : at;
  }
  for (let index = from; index + 1 < bytes.length; index += 2) {
    if (bytes[index] === 0 && bytes[index + 1] === 0) return index;
  }
  return bytes.length;
}

/** The width of the terminator of an encoding, in bytes. */
export function terminatorLength(encoding: Id3TextEncoding): number {
  return isWideEncoding(encoding) ? 2 : 1;
}

/** Decodes `bytes[from, to)` in `encoding`; never throws (bad sequences become U+FFFD). */
export function decodeId3Text(bytes: Uint8Array, from: number, to: number, encoding: Id3TextEncoding): string {
  const start = Math.max(0, from);
  const end = Math.min(bytes.length, to);
  if (end <= start) return '';
  switch (encoding) {
    case 0:
      return latin1(bytes, start, end);
    case 3:
      utf8 ??= new TextDecoder('utf-8');
      return utf8.decode(bytes.subarray(start, end));
    case 2:
      return utf16(bytes, start, end, false);
    case 1: {
      // A BOM says the byte order; without one, big-endian (ID3v2.4 §4: UTF-16BE is the default).
      const first = bytes[start];
      const second = bytes[start + 1];
      if (first === 0xff && second === 0xfe) return utf16(bytes, start + 2, end, true);
      if (first === 0xfe && second === 0xff) return utf16(bytes, start + 2, end, false);
      return utf16(bytes, start, end, false);
    }
  }
}

/**
 * Code units are turned into text this many at a time: few enough for `String.fromCharCode`'s
 * argument limit, many enough that a 16 MB frame costs a few thousand concatenations, not
 * millions (issue 22: one character at a time took 2.8 s).
 */
const CHUNK = 8192;

/** ISO-8859-1: each byte is the code point of the same number. */
export function latin1(bytes: Uint8Array, from: number, to: number): string {
  let text = '';
  for (let index = from; index < to; index += CHUNK) {
    text += String.fromCharCode.apply(null, bytes.subarray(index, Math.min(to, index + CHUNK)) as unknown as number[]);
  }
  return text;
}

function utf16(bytes: Uint8Array, from: number, to: number, littleEndian: boolean): string {
  const units = new Uint16Array(Math.min(CHUNK, Math.max(0, (to - from) >> 1)));
  let text = '';
  let count = 0;
  for (let index = from; index + 1 < to; index += 2) {
    const a = bytes[index] as number;
    const b = bytes[index + 1] as number;
    // Code units as they come: a lone surrogate stays a lone surrogate, which JS strings allow.
    units[count++] = littleEndian ? a | (b << 8) : (a << 8) | b;
    if (count === CHUNK) {
      text += String.fromCharCode.apply(null, units as unknown as number[]);
      count = 0;
    }
  }
  if (count > 0) text += String.fromCharCode.apply(null, units.subarray(0, count) as unknown as number[]);
  return text;
}
