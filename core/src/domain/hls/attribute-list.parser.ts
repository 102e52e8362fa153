// RFC 8216 §4.2 attribute lists: NAME=value pairs separated by commas, where a value is a
// quoted string (which may itself contain commas), a hexadecimal sequence, a decimal integer
// or float, an enumerated string or a resolution. One forward scan, no regular expressions.
import { HlsParseError } from './hls-parse-error.ts';

const QUOTE = 34;
const COMMA = 44;
const EQUALS = 61;

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A video resolution (RFC 8216 §4.2 decimal-resolution). */
export interface Resolution {
  readonly width: number;
  readonly height: number;
}

/**
 * RFC 8216 §4.2 decimal-integer: digits only. NaN when malformed, and NaN above 2^53 - 1: the
 * RFC allows up to 2^64 - 1, but a double above 2^53 silently rounds (a byte offset or a media
 * sequence number off by one is worse than a playlist refused), see docs/decisions.md.
 */
export function parseDecimalInteger(value: string): number {
  if (value.length === 0 || value.length > 20) return Number.NaN;
  for (let i = 0; i < value.length; i++) if (!isDigit(value.charCodeAt(i))) return Number.NaN;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : Number.NaN;
}

/**
 * RFC 8216 §4.2 decimal-floating-point (and signed when `signed`): digits with at most one '.'.
 * NaN when malformed; stricter than Number(), which would take '', '0x1f' or '1e3'.
 */
export function parseDecimalFloat(value: string, signed = false): number {
  let i = signed && value.charCodeAt(0) === 45 ? 1 : 0;
  let digits = 0;
  let dots = 0;
  for (; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isDigit(code)) digits++;
    else if (code === 46 && dots === 0) dots++;
    else return Number.NaN;
  }
  if (digits === 0) return Number.NaN;
  // 309 digits overflow to Infinity: no duration, offset or rate is that large, so the value is
  // malformed rather than infinite (issue 22).
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** RFC 8216 §4.2 hexadecimal-sequence: '0x' then hex digits. Lowercase digits, or undefined. */
export function parseHexSequence(value: string): string | undefined {
  if (value.length < 3 || value.charCodeAt(0) !== 48 || (value.charCodeAt(1) | 32) !== 120) return undefined;
  for (let i = 2; i < value.length; i++) {
    const code = value.charCodeAt(i) | 32;
    if (!isDigit(code) && !(code >= 97 && code <= 102)) return undefined;
  }
  return value.slice(2).toLowerCase();
}

/** RFC 8216 §4.2 decimal-resolution: WIDTHxHEIGHT. */
export function parseResolution(value: string): Resolution | undefined {
  const x = value.indexOf('x');
  if (x === -1) return undefined;
  const width = parseDecimalInteger(value.slice(0, x));
  const height = parseDecimalInteger(value.slice(x + 1));
  return Number.isNaN(width) || Number.isNaN(height) ? undefined : { width, height };
}

/**
 * The attributes of one tag, with typed readers. Quoted values are stored without quotes.
 *
 * @example
 * const attrs = parseAttributeList('BANDWIDTH=128000,CODECS="mp4a.40.2,avc1.4d401e"');
 * attrs.integer('BANDWIDTH'); // 128000
 * attrs.string('CODECS'); // 'mp4a.40.2,avc1.4d401e'
 */
export class AttributeList {
  readonly #values = new Map<string, string>();

  /** @internal used by the parser. */
  set(name: string, value: string): void {
    this.#values.set(name, value);
  }

  has(name: string): boolean {
    return this.#values.has(name);
  }

  string(name: string): string | undefined {
    return this.#values.get(name);
  }

  /** A decimal integer, undefined when absent or malformed. */
  integer(name: string): number | undefined {
    const value = this.#values.get(name);
    if (value === undefined) return undefined;
    const number = parseDecimalInteger(value);
    return Number.isNaN(number) ? undefined : number;
  }

  /** A decimal float (signed when asked), undefined when absent or malformed. */
  float(name: string, signed = false): number | undefined {
    const value = this.#values.get(name);
    if (value === undefined) return undefined;
    const number = parseDecimalFloat(value, signed);
    return Number.isNaN(number) ? undefined : number;
  }

  /** A hexadecimal sequence as lowercase hex digits without '0x'. */
  hex(name: string): string | undefined {
    const value = this.#values.get(name);
    return value === undefined ? undefined : parseHexSequence(value);
  }

  resolution(name: string): Resolution | undefined {
    const value = this.#values.get(name);
    return value === undefined ? undefined : parseResolution(value);
  }

  /** The YES/NO enumerated strings of RFC 8216 (DEFAULT, AUTOSELECT, FORCED...). */
  bool(name: string): boolean {
    return this.#values.get(name) === 'YES';
  }

  /** Attributes whose name starts with `prefix` (e.g. 'X-' client attributes of a DATERANGE). */
  withPrefix(prefix: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of this.#values) if (name.startsWith(prefix)) out[name] = value;
    return out;
  }

  /** All attributes as a plain record (own data properties only, so no prototype pollution). */
  toRecord(): Record<string, string> {
    return Object.fromEntries(this.#values);
  }
}

/**
 * Parses `text[from, to)` as an attribute list. A pair without '=' is skipped (some packagers
 * leave a trailing comma); an unterminated quoted string is an {@link HlsParseError}.
 *
 * @example
 * parseAttributeList('METHOD=SAMPLE-AES,URI="skd://k1",KEYFORMAT="com.apple.streamingkeydelivery"');
 */
export function parseAttributeList(text: string, from = 0, to = text.length, line = 0): AttributeList {
  const list = new AttributeList();
  let i = from;
  while (i < to) {
    while (i < to && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === COMMA)) i++;
    if (i >= to) break;
    const nameStart = i;
    while (i < to && text.charCodeAt(i) !== EQUALS && text.charCodeAt(i) !== COMMA) i++;
    if (i >= to || text.charCodeAt(i) === COMMA) continue; // no '=': not an attribute
    let nameEnd = i;
    while (nameEnd > nameStart && isSpace(text.charCodeAt(nameEnd - 1))) nameEnd--;
    const name = text.slice(nameStart, nameEnd);
    i++;
    while (i < to && isSpace(text.charCodeAt(i))) i++;
    let value: string;
    if (text.charCodeAt(i) === QUOTE && i < to) {
      const close = text.indexOf('"', i + 1);
      if (close === -1 || close >= to) {
        throw new HlsParseError('invalid-attribute-list', `Unterminated quoted string in attribute ${name}`, line);
      }
      value = text.slice(i + 1, close);
      i = close + 1;
      // Anything between the closing quote and the next comma is not part of the value.
      while (i < to && text.charCodeAt(i) !== COMMA) i++;
    } else {
      const valueStart = i;
      while (i < to && text.charCodeAt(i) !== COMMA) i++;
      let valueEnd = i;
      while (valueEnd > valueStart && isSpace(text.charCodeAt(valueEnd - 1))) valueEnd--;
      value = text.slice(valueStart, valueEnd);
    }
    if (name.length > 0) list.set(name, value);
  }
  return list;
}
