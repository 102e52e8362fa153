// W3C WebVTT §6.3 "parse a percentage string": one or more digits, optionally a dot and one or
// more digits, then '%', within 0-100 (001 §5 "size and percentages lie between 0 and 100").

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;
const PERCENT = 37;

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/**
 * Parses `text[from, to)` as a WebVTT percentage. Returns the number (0-100) or -1.
 *
 * @example
 * parsePercentage('12.5%', 0, 5); // 12.5
 */
export function parsePercentage(text: string, from = 0, to = text.length): number {
  if (to - from < 2 || text.charCodeAt(to - 1) !== PERCENT) return -1;
  let i = from;
  while (i < to - 1 && isDigit(text.charCodeAt(i))) i++;
  if (i === from) return -1;
  if (i < to - 1) {
    if (text.charCodeAt(i) !== DOT) return -1;
    i++;
    const fractionStart = i;
    while (i < to - 1 && isDigit(text.charCodeAt(i))) i++;
    if (i === fractionStart || i !== to - 1) return -1;
  }
  const value = Number(text.slice(from, to - 1));
  return value >= 0 && value <= 100 ? value : -1;
}

/** True when `text[from, to)` holds at least one ASCII digit. */
export function containsDigit(text: string, from = 0, to = text.length): boolean {
  for (let i = from; i < to; i++) if (isDigit(text.charCodeAt(i))) return true;
  return false;
}

/**
 * W3C §6.3 line setting, non-percentage branch: an optionally negative real number whose
 * '-' comes first and whose single '.' sits between two digits. Returns NaN when invalid.
 */
export function parseLineNumber(text: string): number {
  const length = text.length;
  let dots = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) continue;
    if (code === 45 /* - */ && i === 0) continue;
    if (code === DOT && dots === 0 && i > 0 && isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1))) {
      dots++;
      continue;
    }
    return Number.NaN;
  }
  if (length === 0 || (length === 1 && text.charCodeAt(0) === 45)) return Number.NaN;
  const value = Number(text);
  // WPT settings-line: a value beyond the largest double is invalid (the cue keeps 'auto'),
  // never ±Infinity; and '-0' is the line 0, not negative zero.
  if (!Number.isFinite(value)) return Number.NaN;
  return value === 0 ? 0 : value;
}
