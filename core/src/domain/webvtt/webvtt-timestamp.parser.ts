// W3C WebVTT §6.3 "collect a WebVTT timestamp", done with char codes: it runs twice per cue,
// so it allocates nothing and never backtracks.

/** Where a scan stopped; reused by callers so the hot path allocates nothing. */
export interface ScanPosition {
  pos: number;
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COLON = 58;
const DOT = 46;

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/**
 * Scans a WebVTT timestamp at `text[at]` (W3C §6.3): hours optional (any number of digits),
 * minutes and seconds exactly two digits and below 60, milliseconds exactly three digits
 * (001 §5 "cue timestamps must be well formed"). Returns seconds, or -1 when malformed; on
 * success `out.pos` is the index after the timestamp.
 *
 * @example
 * const at = { pos: 0 }; scanTimestamp('01:02.500 -->', 0, at); // 62.5, at.pos === 9
 */
export function scanTimestamp(text: string, at: number, out: ScanPosition): number {
  const length = text.length;
  let i = at;
  let value1 = 0;
  let digits = 0;
  while (i < length && isDigit(text.charCodeAt(i))) {
    value1 = value1 * 10 + (text.charCodeAt(i) - DIGIT_0);
    i++;
    digits++;
  }
  if (digits === 0) return -1;
  // W3C: a first field that is not exactly two digits, or above 59, can only be hours.
  const hasHours = digits !== 2 || value1 > 59;
  if (text.charCodeAt(i) !== COLON) return -1;
  i++;
  if (!isDigit(text.charCodeAt(i)) || !isDigit(text.charCodeAt(i + 1)) || isDigit(text.charCodeAt(i + 2))) return -1;
  let value2 = (text.charCodeAt(i) - DIGIT_0) * 10 + (text.charCodeAt(i + 1) - DIGIT_0);
  i += 2;
  let value3: number;
  if (hasHours || text.charCodeAt(i) === COLON) {
    if (text.charCodeAt(i) !== COLON) return -1;
    i++;
    if (!isDigit(text.charCodeAt(i)) || !isDigit(text.charCodeAt(i + 1)) || isDigit(text.charCodeAt(i + 2))) return -1;
    value3 = (text.charCodeAt(i) - DIGIT_0) * 10 + (text.charCodeAt(i + 1) - DIGIT_0);
    i += 2;
  } else {
    value3 = value2;
    value2 = value1;
    value1 = 0;
  }
  if (text.charCodeAt(i) !== DOT) return -1;
  i++;
  if (
    !isDigit(text.charCodeAt(i)) ||
    !isDigit(text.charCodeAt(i + 1)) ||
    !isDigit(text.charCodeAt(i + 2)) ||
    isDigit(text.charCodeAt(i + 3))
  ) {
    return -1;
  }
  const millis =
    (text.charCodeAt(i) - DIGIT_0) * 100 + (text.charCodeAt(i + 1) - DIGIT_0) * 10 + (text.charCodeAt(i + 2) - DIGIT_0);
  i += 3;
  if (value2 > 59 || value3 > 59) return -1;
  // Whole milliseconds divided once: the closest double to the written decimal value.
  const seconds = ((value1 * 3600 + value2 * 60 + value3) * 1000 + millis) / 1000;
  // Dozens of hour digits overflow to Infinity: no media is that long, so call it malformed.
  if (!Number.isFinite(seconds)) return -1;
  out.pos = i;
  return seconds;
}

/**
 * Parses a whole string as one WebVTT timestamp (used for `<00:01.000>` timestamp tags,
 * W3C §6.4). Returns seconds or -1.
 *
 * @example
 * parseWebVttTimestamp('1:00:00.000'); // 3600
 */
export function parseWebVttTimestamp(text: string): number {
  const out = { pos: 0 };
  const seconds = scanTimestamp(text, 0, out);
  return seconds >= 0 && out.pos === text.length ? seconds : -1;
}
