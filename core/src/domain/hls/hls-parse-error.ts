// A playlist that cannot be read fails with one typed error rather than a TypeError from deep
// inside (DESIGN.md "Errors"); the playback layer maps it to CONTENT_UNAVAILABLE
// ('Failed to load manifest', 001 §8).

/** Why a playlist could not be parsed. */
export type HlsParseErrorCode =
  | 'missing-header'
  | 'wrong-playlist-type'
  | 'invalid-attribute-list'
  | 'missing-attribute'
  | 'invalid-attribute'
  | 'missing-uri'
  | 'missing-extinf'
  | 'invalid-duration'
  | 'invalid-byte-range'
  | 'invalid-tag-value'
  | 'invalid-base-url';

/**
 * Thrown by the playlist parsers for input they cannot make sense of.
 *
 * @example
 * try { parseMediaPlaylist(text, url); } catch (e) { if (e instanceof HlsParseError) e.code; }
 */
export class HlsParseError extends Error {
  readonly code: HlsParseErrorCode;
  /** 1-based line of the offending input, 0 when not tied to a line. */
  readonly line: number;

  constructor(code: HlsParseErrorCode, message: string, line = 0) {
    super(line > 0 ? `${message} (line ${line})` : message);
    this.name = 'HlsParseError';
    this.code = code;
    this.line = line;
  }
}

/** Something the parser tolerated (an optional value it could not read, an unknown type). */
export interface HlsParseWarning {
  readonly message: string;
  readonly line: number;
}
