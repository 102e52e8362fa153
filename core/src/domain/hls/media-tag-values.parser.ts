// Values of media-playlist tags that need more than an attribute list: byte ranges
// (RFC 8216 §4.3.2.2), program date times (§4.3.2.6) and date ranges (§4.3.2.7).
import { parseDecimalInteger, type AttributeList } from './attribute-list.parser.ts';
import type { HlsParseWarning } from './hls-parse-error.ts';
import type { HlsDateRange, HlsSegment } from './playlist.types.ts';

/** A byte range as written: the offset may be implicit. */
export interface ByteRangeSpec {
  readonly length: number;
  readonly offset: number | undefined;
}

/** Parses 'n[@o]'; undefined when malformed. */
export function parseByteRangeSpec(value: string): ByteRangeSpec | undefined {
  const at = value.indexOf('@');
  const length = parseDecimalInteger(at === -1 ? value : value.slice(0, at));
  if (Number.isNaN(length)) return undefined;
  if (at === -1) return { length, offset: undefined };
  const offset = parseDecimalInteger(value.slice(at + 1));
  return Number.isNaN(offset) ? undefined : { length, offset };
}

/** An ISO 8601 date-time (RFC 8216 §4.3.2.6) as epoch ms; NaN when unreadable. */
export function parseDateTime(value: string): number {
  // Date.parse is pure; it reads ISO 8601 with a zone, which is what the RFC requires.
  return value.length === 0 ? Number.NaN : Date.parse(value);
}

/**
 * Builds a date range, mapping its START-DATE onto the playlist timeline through `anchor`, the
 * first segment that has a program date time (found once by the caller: searching it for every
 * range made many ranges without a date quadratic, issue 22). A range without ID or readable START-DATE is skipped
 * with a warning: markers are optional to playback, the rest of the playlist still plays.
 */
export function toDateRange(
  attributes: AttributeList,
  line: number,
  anchor: HlsSegment | undefined,
  warnings: HlsParseWarning[],
): HlsDateRange | undefined {
  const id = attributes.string('ID');
  const startDate = parseDateTime(attributes.string('START-DATE') ?? '');
  if (id === undefined || id === '' || Number.isNaN(startDate)) {
    warnings.push({ message: 'EXT-X-DATERANGE without ID or a readable START-DATE; ignored', line });
    return undefined;
  }
  const endText = attributes.string('END-DATE');
  const endDate = endText === undefined ? undefined : parseDateTime(endText);
  if (endDate !== undefined && endDate < startDate) {
    // RFC 8216 §4.3.2.7: END-DATE "MUST be equal to or later than the value of the START-DATE".
    warnings.push({ message: 'EXT-X-DATERANGE END-DATE before its START-DATE; ignored', line });
    return undefined;
  }
  const duration = attributes.float('DURATION');
  const startTime = anchor ? anchor.start + (startDate - anchor.programDateTime!) / 1000 : undefined;
  return {
    id,
    class: attributes.string('CLASS'),
    startDate,
    endDate: endDate === undefined || Number.isNaN(endDate) ? undefined : endDate,
    duration,
    plannedDuration: attributes.float('PLANNED-DURATION'),
    endOnNext: attributes.bool('END-ON-NEXT'),
    startTime: startTime !== undefined && Number.isFinite(startTime) ? startTime : undefined,
    clientAttributes: attributes.withPrefix('X-'),
    attributes: attributes.toRecord(),
  };
}
