// RFC 8216 §4.3.2-§4.3.3 media playlist tags: segments with their durations, byte ranges,
// init sections, keys, dates and discontinuities, laid out on one timeline (start = sum of the
// durations before). Unknown tags (LL-HLS parts, vendor tags) are ignored.
import { parseDecimalFloat, parseDecimalInteger, type AttributeList } from './attribute-list.parser.ts';
import { HlsParseError, type HlsParseWarning } from './hls-parse-error.ts';
import { parseKey } from './hls-key.parser.ts';
import { parseByteRangeSpec, parseDateTime, toDateRange, type ByteRangeSpec } from './media-tag-values.parser.ts';
import { PlaylistLineCursor, expectHeader } from './playlist-line-cursor.ts';
import type { HlsByteRange, HlsDateRange, HlsInitSegment, HlsKey, HlsMediaPlaylist, HlsSegment } from './playlist.types.ts';
import { createUriResolver, type UriResolver } from './uri-resolver.ts';

const NO_KEYS: readonly HlsKey[] = Object.freeze([]);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Per-segment tags seen since the last URI line. */
interface PendingSegment {
  duration: number | undefined;
  title: string;
  byteRange: ByteRangeSpec | undefined;
  discontinuity: boolean;
  gap: boolean;
  programDateTime: number | undefined;
}

function freshPending(): PendingSegment {
  return {
    duration: undefined,
    title: '',
    byteRange: undefined,
    discontinuity: false,
    gap: false,
    programDateTime: undefined,
  };
}

function integerTag(value: string, tag: string, line: number): number {
  const number = parseDecimalInteger(value);
  if (Number.isNaN(number)) throw new HlsParseError('invalid-tag-value', `${tag} is not a decimal integer`, line);
  return number;
}

/**
 * RFC 8216 §4.3.2.4: more KEYFORMATs than this at once is not a real playlist (each names a DRM
 * system); later distinct ones are ignored with a warning so that the keys of every segment stay
 * a short list (thousands of distinct KEYFORMATs made parsing quadratic, issue 22).
 */
export const MAX_KEY_FORMATS = 16;

/**
 * The keys in force: EXT-X-KEY replaces the key of the same KEYFORMAT, METHOD=NONE clears all
 * (RFC 8216 §4.3.2.4). Held in a Map by KEYFORMAT; the frozen list segments share is built only
 * when a segment follows a change.
 */
class KeyState {
  readonly #byFormat = new Map<string, HlsKey>();
  #snapshot: readonly HlsKey[] = NO_KEYS;
  #dirty = false;

  apply(key: HlsKey, line: number, warnings: HlsParseWarning[]): void {
    if (key.method === 'NONE') {
      this.#byFormat.clear();
    } else {
      if (!this.#byFormat.has(key.keyFormat) && this.#byFormat.size >= MAX_KEY_FORMATS) {
        warnings.push({ message: `More than ${MAX_KEY_FORMATS} KEYFORMATs in force; EXT-X-KEY ignored`, line });
        return;
      }
      // Delete first so the replacing key goes last, as "remove then append" would put it.
      this.#byFormat.delete(key.keyFormat);
      this.#byFormat.set(key.keyFormat, key);
    }
    this.#dirty = true;
  }

  current(): readonly HlsKey[] {
    if (this.#dirty) {
      this.#snapshot = this.#byFormat.size === 0 ? NO_KEYS : Object.freeze([...this.#byFormat.values()]);
      this.#dirty = false;
    }
    return this.#snapshot;
  }
}

function initSegment(attributes: AttributeList, resolve: UriResolver, line: number): HlsInitSegment {
  const uri = attributes.string('URI');
  if (uri === undefined || uri === '') throw new HlsParseError('missing-attribute', 'EXT-X-MAP without URI', line);
  const rangeText = attributes.string('BYTERANGE');
  let byteRange: HlsByteRange | undefined;
  if (rangeText !== undefined) {
    const spec = parseByteRangeSpec(rangeText);
    if (!spec) throw new HlsParseError('invalid-byte-range', 'EXT-X-MAP BYTERANGE is not n[@o]', line);
    byteRange = { length: spec.length, offset: spec.offset ?? 0 };
  }
  return { uri: resolve(uri), byteRange };
}

/** RFC 8216 §4.3.2.2: without an offset, a sub-range follows the previous one of the same resource. */
function segmentByteRange(
  spec: ByteRangeSpec | undefined,
  uri: string,
  previous: HlsSegment | undefined,
  line: number,
  warnings: HlsParseWarning[],
): HlsByteRange | undefined {
  if (!spec) return undefined;
  if (spec.offset !== undefined) {
    if (!Number.isSafeInteger(spec.offset + spec.length)) {
      throw new HlsParseError('invalid-byte-range', 'EXT-X-BYTERANGE ends beyond 2^53', line);
    }
    return { length: spec.length, offset: spec.offset };
  }
  if (previous?.byteRange && previous.uri === uri) {
    const offset = previous.byteRange.offset + previous.byteRange.length;
    // Beyond 2^53 the sum rounds: refuse rather than fetch the wrong bytes.
    if (!Number.isSafeInteger(offset + spec.length)) {
      throw new HlsParseError('invalid-byte-range', 'EXT-X-BYTERANGE ends beyond 2^53', line);
    }
    return { length: spec.length, offset };
  }
  warnings.push({
    message: 'EXT-X-BYTERANGE without offset does not follow a sub-range of the same resource; offset 0',
    line,
  });
  return { length: spec.length, offset: 0 };
}

/** A date counted from huge durations can leave the doubles: then it is unknown, not infinite. */
function finiteOrUndefined(value: number): number | undefined {
  return Number.isFinite(value) ? value : undefined;
}

/** Segments before the first EXT-X-PROGRAM-DATE-TIME get dates counted back from it. */
function backfillProgramDateTimes(segments: Mutable<HlsSegment>[]): void {
  const first = segments.findIndex((segment) => segment.programDateTime !== undefined);
  for (let i = first - 1; i >= 0; i--) {
    segments[i]!.programDateTime = finiteOrUndefined(segments[i + 1]!.programDateTime! - segments[i]!.duration * 1000);
    if (segments[i]!.programDateTime === undefined) break;
  }
}

/**
 * Parses a media playlist. `url` (the playlist's own URL) makes every URI absolute.
 * Throws {@link HlsParseError} for a master playlist, a missing #EXTM3U, a URI without
 * EXTINF, an unreadable duration or byte range, or a key / map without its URI.
 *
 * @example
 * const media = parseMediaPlaylist(text, 'https://cdn.example/a/prog_index.m3u8');
 * media.segments.map((s) => [s.start, s.duration, s.uri]);
 */
export function parseMediaPlaylist(text: string, url?: string): HlsMediaPlaylist {
  const resolve = createUriResolver(url);
  const cursor = new PlaylistLineCursor(text);
  expectHeader(cursor);
  const warnings: HlsParseWarning[] = [];
  const segments: Mutable<HlsSegment>[] = [];
  const dateRangeTags: [AttributeList, number][] = [];
  let version: number | undefined;
  let targetDuration: number | undefined;
  let mediaSequence = 0;
  let discontinuitySequence = 0;
  let discontinuities = 0;
  let playlistType: 'VOD' | 'EVENT' | undefined;
  let endList = false;
  let iFramesOnly = false;
  let independentSegments = false;
  let start: { timeOffset: number; precise: boolean } | undefined;
  const keys = new KeyState();
  let map: HlsInitSegment | undefined;
  let pending = freshPending();
  let pendingLine = 0;
  let time = 0;
  while (cursor.next()) {
    const line = cursor.line;
    if (!cursor.isHashLine()) {
      if (pending.duration === undefined) throw new HlsParseError('missing-extinf', 'Segment URI without EXTINF', line);
      const uri = resolve(cursor.lineText());
      const previous = segments[segments.length - 1];
      if (pending.discontinuity) discontinuities++;
      if (!Number.isFinite(time + pending.duration)) {
        throw new HlsParseError('invalid-duration', 'Segment durations add up beyond any finite time', line);
      }
      if (!Number.isSafeInteger(mediaSequence + segments.length) || !Number.isSafeInteger(discontinuitySequence + discontinuities)) {
        throw new HlsParseError('invalid-tag-value', 'Media sequence number beyond 2^53', line);
      }
      segments.push({
        uri,
        duration: pending.duration,
        title: pending.title,
        start: time,
        mediaSequence: mediaSequence + segments.length,
        discontinuitySequence: discontinuitySequence + discontinuities,
        discontinuity: pending.discontinuity,
        byteRange: segmentByteRange(pending.byteRange, uri, previous, line, warnings),
        initSegment: map,
        keys: keys.current(),
        programDateTime:
          pending.programDateTime ??
          (previous?.programDateTime === undefined ? undefined : finiteOrUndefined(previous.programDateTime + previous.duration * 1000)),
        gap: pending.gap,
      });
      time += pending.duration;
      pending = freshPending();
      continue;
    }
    if (!cursor.isTag()) continue;
    const tag = cursor.readTag();
    switch (tag) {
      case '#EXTINF': {
        const comma = cursor.indexInLine(44 /* , */, cursor.valueFrom);
        const durationEnd = comma === -1 ? cursor.end : comma;
        const duration = parseDecimalFloat(text.slice(cursor.valueFrom, durationEnd).trim());
        if (Number.isNaN(duration)) throw new HlsParseError('invalid-duration', 'EXTINF duration is not a number', line);
        pending.duration = duration;
        pending.title = durationEnd + 1 < cursor.end ? text.slice(durationEnd + 1, cursor.end) : '';
        pendingLine = line;
        break;
      }
      case '#EXT-X-BYTERANGE': {
        const spec = parseByteRangeSpec(cursor.value());
        if (!spec) throw new HlsParseError('invalid-byte-range', 'EXT-X-BYTERANGE is not n[@o]', line);
        pending.byteRange = spec;
        break;
      }
      case '#EXT-X-KEY':
        keys.apply(parseKey(cursor.attributes(), resolve, line, warnings), line, warnings);
        break;
      case '#EXT-X-MAP':
        map = initSegment(cursor.attributes(), resolve, line);
        break;
      case '#EXT-X-PROGRAM-DATE-TIME': {
        const date = parseDateTime(cursor.value());
        if (Number.isNaN(date)) warnings.push({ message: 'EXT-X-PROGRAM-DATE-TIME is not a date; ignored', line });
        else pending.programDateTime = date;
        break;
      }
      case '#EXT-X-DISCONTINUITY':
        pending.discontinuity = true;
        break;
      case '#EXT-X-GAP':
        pending.gap = true;
        break;
      case '#EXT-X-DATERANGE':
        dateRangeTags.push([cursor.attributes(), line]);
        break;
      case '#EXT-X-TARGETDURATION': {
        // RFC 8216 says decimal-integer; some packagers write '10.0', which loses nothing.
        const value = parseDecimalFloat(cursor.value());
        if (Number.isNaN(value)) throw new HlsParseError('invalid-tag-value', 'EXT-X-TARGETDURATION is not a number', line);
        targetDuration = value;
        break;
      }
      case '#EXT-X-MEDIA-SEQUENCE':
        mediaSequence = integerTag(cursor.value(), tag, line);
        break;
      case '#EXT-X-DISCONTINUITY-SEQUENCE':
        discontinuitySequence = integerTag(cursor.value(), tag, line);
        break;
      case '#EXT-X-PLAYLIST-TYPE': {
        const value = cursor.value();
        if (value === 'VOD' || value === 'EVENT') playlistType = value;
        else warnings.push({ message: `EXT-X-PLAYLIST-TYPE ${value} is unknown; ignored`, line });
        break;
      }
      case '#EXT-X-ENDLIST':
        endList = true;
        break;
      case '#EXT-X-I-FRAMES-ONLY':
        iFramesOnly = true;
        break;
      case '#EXT-X-INDEPENDENT-SEGMENTS':
        independentSegments = true;
        break;
      case '#EXT-X-VERSION': {
        const value = parseDecimalInteger(cursor.value());
        version = Number.isNaN(value) ? undefined : value;
        break;
      }
      case '#EXT-X-START': {
        const attributes = cursor.attributes();
        const timeOffset = attributes.float('TIME-OFFSET', true);
        if (timeOffset === undefined) warnings.push({ message: 'EXT-X-START without a TIME-OFFSET; ignored', line });
        else start = { timeOffset, precise: attributes.bool('PRECISE') };
        break;
      }
      case '#EXT-X-STREAM-INF':
      case '#EXT-X-MEDIA':
      case '#EXT-X-I-FRAME-STREAM-INF':
        throw new HlsParseError('wrong-playlist-type', `${tag} in a media playlist: this is a master playlist`, line);
      default:
        break;
    }
  }
  if (pending.duration !== undefined) {
    warnings.push({ message: 'EXTINF without a segment URI at the end of the playlist; ignored', line: pendingLine });
  }
  backfillProgramDateTimes(segments);
  if (targetDuration === undefined) {
    // RFC 8216 §4.3.3.1 makes the tag required; the longest segment is what it must bound.
    targetDuration = Math.ceil(segments.reduce((max, segment) => Math.max(max, segment.duration), 0));
    warnings.push({ message: 'EXT-X-TARGETDURATION missing; derived from the longest segment', line: 0 });
  }
  const dateRanges: HlsDateRange[] = [];
  const anchor = segments.find((segment) => segment.programDateTime !== undefined);
  for (const [attributes, line] of dateRangeTags) {
    const range = toDateRange(attributes, line, anchor, warnings);
    if (range) dateRanges.push(range);
  }
  return {
    type: 'media',
    url,
    version,
    targetDuration,
    mediaSequence,
    discontinuitySequence,
    playlistType,
    endList,
    iFramesOnly,
    independentSegments,
    start,
    segments,
    duration: time,
    dateRanges,
    warnings,
  };
}
