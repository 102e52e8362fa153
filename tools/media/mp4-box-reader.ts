/**
 * A tiny ISO-BMFF (MP4) box reader: just enough to read the gapless facts out of the packaged
 * fMP4 (edit list, timescales, sample counts, default sample durations) and the protection
 * boxes, so the fixture generator can check what it wrote instead of trusting the encoder.
 *
 * @example
 *   const moov = findBox(readBoxes(initBytes), 'moov');
 */

export interface Mp4Box {
  readonly type: string;
  /** Offset of the box header in the buffer the box was read from. */
  readonly start: number;
  /** Total size including the header. */
  readonly size: number;
  /** The payload (after the header, before children for full boxes we do not descend into). */
  readonly payload: Uint8Array;
  readonly children: readonly Mp4Box[];
}

/** Boxes that hold only other boxes (no own fields before the children). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'mvex', 'moof', 'traf', 'dinf', 'sinf', 'schi']);

/** Boxes with own fields before child boxes: how many payload bytes to skip to reach the children. */
const CONTAINERS_WITH_HEADER: Readonly<Record<string, number>> = {
  stsd: 8, // version/flags + entry_count
  mp4a: 28, // SampleEntry(8) + AudioSampleEntry fields(20)
  enca: 28,
  avc1: 78,
  encv: 78,
};

export function readBoxes(bytes: Uint8Array, start = 0, end = bytes.length): Mp4Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Mp4Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) throw new Error(`Malformed box '${type}' at ${offset}`);
    const payloadStart = offset + header;
    const payload = bytes.subarray(payloadStart, offset + size);
    let children: Mp4Box[] = [];
    if (CONTAINERS.has(type)) children = readBoxes(bytes, payloadStart, offset + size);
    const skip = CONTAINERS_WITH_HEADER[type];
    if (skip !== undefined) children = readBoxes(bytes, payloadStart + skip, offset + size);
    boxes.push({ type, start: offset, size, payload, children });
    offset += size;
  }
  return boxes;
}

/** Finds the first box along a path of types, e.g. findBox(boxes, 'moov', 'trak', 'edts', 'elst'). */
export function findBox(boxes: readonly Mp4Box[], ...path: string[]): Mp4Box | undefined {
  const [head, ...rest] = path;
  for (const box of boxes) {
    if (box.type !== head) continue;
    if (rest.length === 0) return box;
    const found = findBox(box.children, ...rest);
    if (found) return found;
  }
  return undefined;
}

/** All boxes of a type anywhere in the tree, depth first. */
export function findAllBoxes(boxes: readonly Mp4Box[], type: string): Mp4Box[] {
  const out: Mp4Box[] = [];
  for (const box of boxes) {
    if (box.type === type) out.push(box);
    out.push(...findAllBoxes(box.children, type));
  }
  return out;
}

function viewOf(payload: Uint8Array): DataView {
  return new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
}

export interface EditListEntry {
  /** In the movie timescale (mvhd). */
  readonly segmentDuration: number;
  /** In the media timescale (mdhd); -1 is an empty edit. */
  readonly mediaTime: number;
  readonly mediaRate: number;
}

export function parseElst(box: Mp4Box): EditListEntry[] {
  const v = viewOf(box.payload);
  const version = v.getUint8(0);
  const count = v.getUint32(4);
  const entries: EditListEntry[] = [];
  let o = 8;
  for (let i = 0; i < count; i++) {
    if (version === 1) {
      entries.push({
        segmentDuration: Number(v.getBigUint64(o)),
        mediaTime: Number(v.getBigInt64(o + 8)),
        mediaRate: v.getInt16(o + 16),
      });
      o += 20;
    } else {
      entries.push({ segmentDuration: v.getUint32(o), mediaTime: v.getInt32(o + 4), mediaRate: v.getInt16(o + 8) });
      o += 12;
    }
  }
  return entries;
}

/** Timescale of an mvhd or mdhd box (same layout for the fields we need). */
export function parseTimescale(box: Mp4Box): number {
  const v = viewOf(box.payload);
  return v.getUint8(0) === 1 ? v.getUint32(20) : v.getUint32(12);
}

/** default_sample_duration from trex (in moov/mvex), used when a trun carries no durations. */
export function parseTrexDefaultDuration(box: Mp4Box): number {
  return viewOf(box.payload).getUint32(12);
}

export interface TrunSummary {
  readonly sampleCount: number;
  /** Sum of per-sample durations when the trun carries them, else undefined. */
  readonly totalDuration: number | undefined;
}

export function parseTrun(box: Mp4Box): TrunSummary {
  const v = viewOf(box.payload);
  const flags = v.getUint32(0) & 0xffffff;
  const sampleCount = v.getUint32(4);
  let o = 8;
  if (flags & 0x1) o += 4; // data_offset
  if (flags & 0x4) o += 4; // first_sample_flags
  if (!(flags & 0x100)) return { sampleCount, totalDuration: undefined };
  const perSample = (flags & 0x100 ? 4 : 0) + (flags & 0x200 ? 4 : 0) + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
  let total = 0;
  for (let i = 0; i < sampleCount; i++) total += v.getUint32(o + i * perSample);
  return { sampleCount, totalDuration: total };
}

/** default_sample_duration from a tfhd when present (flag 0x8), else undefined. */
export function parseTfhdDefaultDuration(box: Mp4Box): number | undefined {
  const v = viewOf(box.payload);
  const flags = v.getUint32(0) & 0xffffff;
  let o = 8; // version/flags + track_ID
  if (flags & 0x1) o += 8;
  if (flags & 0x2) o += 4;
  if (!(flags & 0x8)) return undefined;
  return v.getUint32(o);
}

/** The key id in a tenc box (CENC default_KID), as lowercase hex. */
export function parseTencKeyId(box: Mp4Box): string {
  return Buffer.from(box.payload.subarray(8, 24)).toString('hex');
}

/** The four-character scheme type of a schm box ('cenc', 'cbcs', ...). */
export function parseSchemeType(box: Mp4Box): string {
  return String.fromCharCode(...box.payload.subarray(4, 8));
}
