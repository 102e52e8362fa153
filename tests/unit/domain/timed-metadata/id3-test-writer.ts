// Builds ID3v2 tags byte by byte for the parser tests (id3.org id3v2.3.0, id3v2.4.0-structure):
// each test says exactly which bytes it sends.

export type Encoding = 0 | 1 | 2 | 3;

export function syncsafe(value: number): number[] {
  return [(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f];
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** Text in an ID3 encoding, without terminator. */
export function encodeText(text: string, encoding: Encoding): number[] {
  switch (encoding) {
    case 0:
      return [...text].map((char) => char.charCodeAt(0) & 0xff);
    case 3:
      return [...new TextEncoder().encode(text)];
    case 1: {
      const units: number[] = [0xff, 0xfe];
      for (let i = 0; i < text.length; i++) units.push(text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8);
      return units;
    }
    case 2: {
      const units: number[] = [];
      for (let i = 0; i < text.length; i++) units.push(text.charCodeAt(i) >> 8, text.charCodeAt(i) & 0xff);
      return units;
    }
  }
}

export function terminator(encoding: Encoding): number[] {
  return encoding === 1 || encoding === 2 ? [0, 0] : [0];
}

export const body = {
  text: (value: string, encoding: Encoding = 3): number[] => [encoding, ...encodeText(value, encoding)],
  userText: (description: string, value: string, encoding: Encoding = 3): number[] => [encoding, ...encodeText(description, encoding), ...terminator(encoding), ...encodeText(value, encoding)],
  userUrl: (description: string, url: string, encoding: Encoding = 3): number[] => [encoding, ...encodeText(description, encoding), ...terminator(encoding), ...encodeText(url, 0)],
  priv: (owner: string, data: readonly number[]): number[] => [...encodeText(owner, 0), 0, ...data],
};

export interface FrameSpec {
  readonly id: string;
  readonly body: readonly number[];
  /** The second flag byte (format flags) as written. */
  readonly format?: number;
}

/** A frame of a 2.3 (plain size) or 2.4 (syncsafe size) tag. */
export function frame(version: 3 | 4, spec: FrameSpec): number[] {
  const size = version === 4 ? syncsafe(spec.body.length) : uint32(spec.body.length);
  return [...encodeText(spec.id, 0), ...size, 0, spec.format ?? 0, ...spec.body];
}

export interface TagOptions {
  readonly version?: 3 | 4;
  readonly flags?: number;
  /** Bytes placed before the frames (an extended header). */
  readonly prefix?: readonly number[];
  readonly padding?: number;
}

export function tag(frames: readonly FrameSpec[], options: TagOptions = {}): Uint8Array {
  const version = options.version ?? 4;
  const content = [...(options.prefix ?? []), ...frames.flatMap((spec) => frame(version, spec)), ...new Array<number>(options.padding ?? 0).fill(0)];
  return Uint8Array.from([0x49, 0x44, 0x33, version, 0, options.flags ?? 0, ...syncsafe(content.length), ...content]);
}

/** ID3v2.3 / 2.4 unsynchronisation: a 0x00 after every 0xFF. */
export function unsynchronise(bytes: readonly number[]): number[] {
  const out: number[] = [];
  for (const byte of bytes) {
    out.push(byte);
    if (byte === 0xff) out.push(0);
  }
  return out;
}
