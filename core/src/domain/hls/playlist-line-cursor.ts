// Walks playlist lines with indexOf and offsets, so a line is only sliced into strings for the
// parts a parser keeps (RFC 8216 §4.1: lines end with LF or CR LF; blank lines are ignored).
// A lone CR also ends a line: the RFC does not allow it, but a playlist saved with old Mac line
// endings otherwise reads as one line and plays nothing (docs/decisions.md).
import { parseAttributeList, type AttributeList } from './attribute-list.parser.ts';
import { HlsParseError } from './hls-parse-error.ts';

const HASH = 35;

/**
 * A cursor over the non-blank lines of a playlist. After `next()` returns true, `[start, end)`
 * is the line with surrounding whitespace trimmed and `line` its 1-based number.
 */
export class PlaylistLineCursor {
  readonly text: string;
  start = 0;
  end = 0;
  line = 0;
  valueFrom = 0;
  #position: number;
  /** Next LF / CR at or after #position (length when none): each searched once, so linear. */
  #nextLf = -1;
  #nextCr = -1;

  constructor(text: string) {
    this.text = text;
    this.#position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  #lineEnd(): number {
    const text = this.text;
    const length = text.length;
    if (this.#nextLf < this.#position) {
      this.#nextLf = text.indexOf('\n', this.#position);
      if (this.#nextLf === -1) this.#nextLf = length;
    }
    if (this.#nextCr < this.#position) {
      this.#nextCr = text.indexOf('\r', this.#position);
      if (this.#nextCr === -1) this.#nextCr = length;
    }
    return Math.min(this.#nextLf, this.#nextCr);
  }

  next(): boolean {
    const text = this.text;
    const length = text.length;
    while (this.#position < length) {
      const newline = this.#lineEnd();
      let start = this.#position;
      let end = newline;
      // CR LF is one terminator; a lone CR or LF is one too.
      this.#position = text.charCodeAt(newline) === 13 && text.charCodeAt(newline + 1) === 10 ? newline + 2 : newline + 1;
      this.line++;
      while (start < end && text.charCodeAt(start) <= 32) start++;
      while (end > start && text.charCodeAt(end - 1) <= 32) end--;
      if (start === end) continue;
      this.start = start;
      this.end = end;
      return true;
    }
    return false;
  }

  /** True for a line starting with '#' (a tag or a comment). */
  isHashLine(): boolean {
    return this.text.charCodeAt(this.start) === HASH;
  }

  /** True for a tag line ('#EXT…'); other '#' lines are comments (RFC 8216 §4.1). */
  isTag(): boolean {
    return this.text.startsWith('#EXT', this.start);
  }

  /**
   * Reads the tag name, e.g. '#EXTINF' (everything before the first ':'), and sets
   * `valueFrom` to where its value starts (`end` when the tag has none).
   */
  readTag(): string {
    const colon = this.indexInLine(58 /* : */, this.start);
    if (colon === -1) {
      this.valueFrom = this.end;
      return this.text.slice(this.start, this.end);
    }
    this.valueFrom = colon + 1;
    return this.text.slice(this.start, colon);
  }

  /** The tag value of the last `readTag()` as a string. */
  value(): string {
    return this.text.slice(this.valueFrom, this.end);
  }

  /** The tag value of the last `readTag()` as an attribute list (RFC 8216 §4.2). */
  attributes(): AttributeList {
    return parseAttributeList(this.text, this.valueFrom, this.end, this.line);
  }

  /** The whole line as a string. */
  lineText(): string {
    return this.text.slice(this.start, this.end);
  }

  /**
   * Index of the first `code` in the current line from `from`, or -1. Bounded by the line so
   * that a character missing from every line cannot make parsing quadratic.
   */
  indexInLine(code: number, from: number): number {
    for (let i = from; i < this.end; i++) if (this.text.charCodeAt(i) === code) return i;
    return -1;
  }
}

/** Reads the first line and throws unless it is #EXTM3U (RFC 8216 §4.3.1.1). */
export function expectHeader(cursor: PlaylistLineCursor): void {
  if (!cursor.next() || !cursor.text.startsWith('#EXTM3U', cursor.start)) {
    throw new HlsParseError('missing-header', 'Playlist does not start with #EXTM3U', cursor.line);
  }
}
