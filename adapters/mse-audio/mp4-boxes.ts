/**
 * Just enough ISO-BMFF (fMP4) reading for gapless audio: the edit list's priming, the sample
 * rate, the CENC key id and pssh boxes of an init segment, and the last sample duration of a
 * media segment (MEDIA-FACTS: gapless joins in one SourceBuffer).
 */

interface Box {
  readonly type: string;
  /** Offset of the box header. */
  readonly start: number;
  readonly end: number;
  /** Offset of the payload (after the size/type header). */
  readonly body: number;
}

/** Boxes whose payload is only child boxes. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'mvex', 'moof', 'traf', 'sinf', 'schi', 'dinf']);
/** Sample entries: their own fields come before the child boxes (ISO 14496-12 §12.2.3). */
const SAMPLE_ENTRY_HEADER: Readonly<Record<string, number>> = { mp4a: 28, enca: 28 };

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function children(bytes: Uint8Array, from: number, to: number): Box[] {
  const v = view(bytes);
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = v.getUint32(offset);
    const type = String.fromCharCode(bytes[offset + 4] ?? 0, bytes[offset + 5] ?? 0, bytes[offset + 6] ?? 0, bytes[offset + 7] ?? 0);
    let header = 8;
    if (size === 1) {
      size = Number(v.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) size = to - offset;
    if (size < header || offset + size > to) break;
    boxes.push({ type, start: offset, end: offset + size, body: offset + header });
    offset += size;
  }
  return boxes;
}

/** Every box of a type, depth first, descending into containers, stsd and sample entries. */
function findAll(bytes: Uint8Array, type: string, from = 0, to = bytes.length): Box[] {
  const found: Box[] = [];
  for (const box of children(bytes, from, to)) {
    if (box.type === type) found.push(box);
    if (CONTAINERS.has(box.type)) found.push(...findAll(bytes, type, box.body, box.end));
    else if (box.type === 'stsd') found.push(...findAll(bytes, type, box.body + 8, box.end));
    else if (SAMPLE_ENTRY_HEADER[box.type] !== undefined) found.push(...findAll(bytes, type, box.body + (SAMPLE_ENTRY_HEADER[box.type] as number), box.end));
  }
  return found;
}

/** What an init segment says about gapless playback and encryption. */
export interface InitSegmentInfo {
  /** mdhd timescale of the (first) track. */
  readonly timescale: number;
  /** From the audio sample entry, else the timescale. */
  readonly sampleRate: number;
  /** Samples the edit list skips (media_time of its first media edit): the priming it hides. */
  readonly editListPrimingSamples: number;
  /** tenc default_KID, lowercase hex; undefined when clear. */
  readonly defaultKeyId: string | undefined;
  /** Whole pssh boxes concatenated ('cenc' init data), empty when none. */
  readonly pssh: Uint8Array;
}

/**
 * Reads an fMP4 init segment.
 *
 * @example
 * readInitSegment(initBytes).editListPrimingSamples; // 1024
 */
export function readInitSegment(bytes: Uint8Array): InitSegmentInfo {
  const v = view(bytes);
  const mdhd = findAll(bytes, 'mdhd')[0];
  let timescale = 0;
  if (mdhd) timescale = v.getUint32(mdhd.body + (bytes[mdhd.body] === 1 ? 20 : 12));
  let sampleRate = timescale;
  const entry = findAll(bytes, 'mp4a')[0] ?? findAll(bytes, 'enca')[0];
  if (entry) {
    // AudioSampleEntry: samplerate is 16.16 fixed point at offset 24 of the entry's fields.
    const rate = v.getUint32(entry.body + 24) >>> 16;
    if (rate > 0) sampleRate = rate;
  }
  let editListPrimingSamples = 0;
  const elst = findAll(bytes, 'elst')[0];
  if (elst && timescale > 0) {
    const version = bytes[elst.body] ?? 0;
    const count = v.getUint32(elst.body + 4);
    let at = elst.body + 8;
    for (let i = 0; i < count; i++) {
      const mediaTime = version === 1 ? Number(v.getBigInt64(at + 8)) : v.getInt32(at + 4);
      at += version === 1 ? 20 : 12;
      if (mediaTime >= 0) {
        editListPrimingSamples = Math.round((mediaTime * sampleRate) / timescale);
        break;
      }
    }
  }
  const tenc = findAll(bytes, 'tenc')[0];
  const defaultKeyId = tenc ? hex(bytes.subarray(tenc.body + 8, tenc.body + 24)) : undefined;
  const psshBoxes = findAll(bytes, 'pssh');
  const total = psshBoxes.reduce((sum, b) => sum + (b.end - b.start), 0);
  const pssh = new Uint8Array(total);
  let o = 0;
  for (const b of psshBoxes) {
    pssh.set(bytes.subarray(b.start, b.end), o);
    o += b.end - b.start;
  }
  return { timescale, sampleRate, editListPrimingSamples, defaultKeyId, pssh };
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Gives the last sample of a media segment its whole frame duration (`frameDuration`, in the
 * track's timescale) when the packager shortened it to the music it holds. Chromium renders the
 * whole last AAC frame anyway; with the nominal duration its splice trims exactly the padding
 * when the next track is appended over it (MEDIA-FACTS: splice rule). Patches `bytes` in place;
 * returns the duration found, or undefined when the segment has no per-sample durations.
 */
export function restoreLastSampleDuration(bytes: Uint8Array, frameDuration: number): number | undefined {
  const truns = findAll(bytes, 'trun');
  const trun = truns[truns.length - 1];
  if (!trun) return undefined;
  const v = view(bytes);
  const flags = v.getUint32(trun.body) & 0xffffff;
  const count = v.getUint32(trun.body + 4);
  if (!(flags & 0x100) || count === 0) return undefined;
  let at = trun.body + 8;
  if (flags & 0x1) at += 4;
  if (flags & 0x4) at += 4;
  const perSample = 4 + (flags & 0x200 ? 4 : 0) + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
  const last = at + (count - 1) * perSample;
  const found = v.getUint32(last);
  if (found < frameDuration) v.setUint32(last, frameDuration);
  return found;
}
