// Issue 20: an encrypted live station. CENC needs fMP4, so this stream is the packaged loop of
// tools/media/generate-encrypted-live-fixtures.ts served round and round on the same wall-time
// timeline as the clear stations (live-stream.ts), with what is on air as emsg ID3.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeId3Tag } from './id3-tag.writer.ts';
import { LIVE_MEDIA_ROOT } from './live-loop.ts';
import type { LiveLoop } from './live-loop.ts';
import { LIVE_WINDOW_SEGMENTS, newestSegment, onAirFrames, segmentMs } from './live-stream.ts';
import type { OnAirSong } from './on-air-schedule.ts';
import type { EncryptedLiveFile } from '../../media/generate-encrypted-live-fixtures.ts';

/** The packaged, encrypted loop: init segment, media segments and the key the licence server grants. */
export interface EncryptedLiveLoop {
  readonly keyId: string;
  readonly key: string;
  readonly timescale: number;
  readonly samplesPerSegment: number;
  readonly codecs: string;
  readonly init: Uint8Array;
  readonly segments: readonly Uint8Array[];
}

/** cenc.json, as the generator writes it (one declaration of its layout). */
type CencFile = EncryptedLiveFile;

let loaded: Promise<EncryptedLiveLoop> | undefined;

/** Reads the encrypted loop once per process. */
export function loadEncryptedLiveLoop(root = join(LIVE_MEDIA_ROOT, 'cenc')): Promise<EncryptedLiveLoop> {
  loaded ??= (async () => {
    const file = JSON.parse(await readFile(join(root, 'cenc.json'), 'utf8')) as CencFile;
    const segments = await Promise.all(Array.from({ length: file.segments }, (_, n) => readFile(join(root, `${n + 1}.m4s`))));
    return { ...file, init: new Uint8Array(await readFile(join(root, 'init.mp4'))), segments: segments.map((bytes) => new Uint8Array(bytes)) };
  })();
  return loaded;
}

/** The encrypted live key (key id → key, hex) under a media root, for the licence server. */
export function encryptedLiveKey(mediaRoot: string): { readonly keyId: string; readonly key: string } {
  const file = JSON.parse(readFileSync(join(mediaRoot, 'live', 'cenc', 'cenc.json'), 'utf8')) as CencFile;
  return { keyId: file.keyId, key: file.key };
}

/** The packager's key tag, as hls.js asks ClearKey for it (tools/media/hls-key-rewriter.ts). */
export function keyTag(keyIdHex: string): string {
  const uri = `data:text/plain;base64,${Buffer.from(keyIdHex, 'hex').toString('base64')}`;
  return `#EXT-X-KEY:METHOD=SAMPLE-AES-CTR,URI="${uri}",KEYFORMAT="org.w3.clearkey",KEYID=0x${keyIdHex.toUpperCase()},KEYFORMATVERSIONS="1"`;
}

/**
 * Segments per era: tfdt is 32-bit (version 0, as the packager wrote it), so the decode time
 * wraps every ERA segments (≈ 24.8 h at 48 kHz); each wrap is an EXT-X-DISCONTINUITY.
 */
export function segmentsPerEra(encrypted: EncryptedLiveLoop): number {
  return Math.floor(2 ** 32 / encrypted.samplesPerSegment);
}

/**
 * The live media playlist of the encrypted station: as the clear one (wall-time MEDIA-SEQUENCE,
 * TARGETDURATION 2, six segments, no ENDLIST), plus EXT-X-MAP, the key tag (001 §3 Manifest key
 * entry; the refetch lists its URI, 001 §4) and discontinuities where the decode time wraps.
 */
export function encryptedLivePlaylist(loop: LiveLoop, encrypted: EncryptedLiveLoop, nowMs: number): string {
  const last = newestSegment(loop, nowMs);
  const first = last - LIVE_WINDOW_SEGMENTS + 1;
  const era = segmentsPerEra(encrypted);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${Math.round(loop.segmentDuration)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / era)}`,
    '#EXT-X-MAP:URI="init.mp4"',
    keyTag(encrypted.keyId),
    `#EXT-X-PROGRAM-DATE-TIME:${new Date(first * segmentMs(loop)).toISOString()}`,
  ];
  for (let sequence = first; sequence <= last; sequence++) {
    if (sequence !== first && sequence % era === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${loop.segmentDuration.toFixed(3)},`, `${sequence}.m4s`);
  }
  return `${lines.join('\n')}\n`;
}

interface Box {
  readonly type: string;
  readonly start: number;
  readonly size: number;
}

function topBoxes(bytes: Uint8Array, from = 0, to = bytes.length): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > to) throw new Error(`Bad MP4 box at byte ${at}`);
    boxes.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at, size });
    at += size;
  }
  return boxes;
}

function child(bytes: Uint8Array, parent: Box, type: string): Box {
  const found = topBoxes(bytes, parent.start + 8, parent.start + parent.size).find((box) => box.type === type);
  if (!found) throw new Error(`No ${type} in ${parent.type}`);
  return found;
}

/** An emsg box, version 1 (ISO/IEC 23009-1 §5.10.3.3): an ID3 event at an absolute presentation time. */
export function emsgId3(timescale: number, presentationTime: number, duration: number, id: number, id3: Uint8Array): Uint8Array {
  const scheme = new TextEncoder().encode('https://aomedia.org/emsg/ID3\0');
  const value = new Uint8Array([0]);
  const size = 8 + 4 + 4 + 8 + 4 + 4 + scheme.length + value.length + id3.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, size);
  out.set(new TextEncoder().encode('emsg'), 4);
  view.setUint32(8, 0x01000000); // version 1, flags 0
  view.setUint32(12, timescale);
  view.setBigUint64(16, BigInt(presentationTime));
  view.setUint32(24, duration);
  view.setUint32(28, id >>> 0);
  out.set(scheme, 32);
  out.set(value, 32 + scheme.length);
  out.set(id3, 32 + scheme.length + value.length);
  return out;
}

/**
 * Segment `sequence` of the encrypted station: the loop's packaged segment with its decode time
 * (tfdt) moved onto the live timeline, and an emsg ID3 event of what is on air in front of its
 * moof (hls.js reads it as timed metadata, on the element's timeline). The sidx is left out: its
 * byte ranges would no longer hold, and HLS does not need it.
 */
export function encryptedSegmentBytes(encrypted: EncryptedLiveLoop, sequence: number, song: OnAirSong | undefined, origin: string): Uint8Array {
  const count = encrypted.segments.length;
  const source = encrypted.segments[((sequence % count) + count) % count] as Uint8Array;
  const era = segmentsPerEra(encrypted);
  const decodeTime = (((sequence % era) + era) % era) * encrypted.samplesPerSegment;
  const boxes = topBoxes(source);
  const parts: Uint8Array[] = [];
  for (const box of boxes) {
    if (box.type === 'sidx') continue;
    const bytes = source.slice(box.start, box.start + box.size);
    if (box.type === 'moof') {
      const local = { ...box, start: 0 };
      const tfdt = child(bytes, child(bytes, local, 'traf'), 'tfdt');
      if (bytes[tfdt.start + 8] !== 0) throw new Error('Expected a version 0 tfdt');
      new DataView(bytes.buffer).setUint32(tfdt.start + 12, decodeTime);
      if (song) parts.push(emsgId3(encrypted.timescale, decodeTime, encrypted.samplesPerSegment, sequence, writeId3Tag(onAirFrames(song, origin))));
    }
    parts.push(bytes);
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
