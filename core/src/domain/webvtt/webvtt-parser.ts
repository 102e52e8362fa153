// The W3C WebVTT parser (https://www.w3.org/TR/webvtt1/ §6.1 "WebVTT parser algorithm" and
// "collect a WebVTT block"), reshaped into a line-driven state machine with the states of
// 001 §4 "Subtitle parser states" so that input can arrive in chunks. Lines are cut with
// indexOf, never character by character, because multi-megabyte files must parse fast.
import { applyCueSettings } from './cue-settings.parser.ts';
import { parseRegionSettings } from './region-settings.parser.ts';
import { defaultCue, type WebVttCue, type WebVttRegion } from './webvtt-cue.ts';
import {
  WEBVTT_MESSAGES,
  type WebVttErrorCode,
  type WebVttErrorHandler,
  type WebVttParseError,
} from './webvtt-errors.ts';
import { scanTimestamp, type ScanPosition } from './webvtt-timestamp.parser.ts';

/** 001 §4 Subtitle parser states, plus 'region' for W3C REGION blocks. */
export type WebVttParserState =
  | 'initial'
  | 'header'
  | 'note'
  | 'style'
  | 'region'
  | 'id'
  | 'cue'
  | 'cue text'
  | 'bad cue'
  | 'bad webvtt';

// Numbers on the hot path; names for the public `state` getter.
const INITIAL = 0;
const HEADER = 1;
const NOTE = 2;
const STYLE = 3;
const REGION = 4;
const ID = 5;
const CUE = 6;
const CUE_TEXT = 7;
const BAD_CUE = 8;
const BAD_WEBVTT = 9;
const STATE_NAMES: readonly WebVttParserState[] = [
  'initial',
  'header',
  'note',
  'style',
  'region',
  'id',
  'cue',
  'cue text',
  'bad cue',
  'bad webvtt',
];

/** Everything a finished parse produced. */
export interface WebVttParseResult {
  readonly cues: WebVttCue[];
  readonly regions: WebVttRegion[];
  /** Bodies of STYLE blocks (CSS text), in file order. */
  readonly styles: string[];
  readonly errors: WebVttParseError[];
}

/** Callbacks of a parse; all optional. */
export interface WebVttParserOptions {
  readonly onError?: WebVttErrorHandler;
  readonly onCue?: (cue: WebVttCue) => void;
  readonly onRegion?: (region: WebVttRegion) => void;
  readonly onStyle?: (css: string) => void;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/** W3C: buffer starts with `keyword` and the rest, if any, is ASCII whitespace. */
function isBlockHeader(buffer: string, keyword: string): boolean {
  if (!buffer.startsWith(keyword)) return false;
  for (let i = keyword.length; i < buffer.length; i++) if (!isSpace(buffer.charCodeAt(i))) return false;
  return true;
}

/** W3C §4.1 comment block: "NOTE" then a space, a tab or the end of the line. */
function isNoteHeader(line: string): boolean {
  if (!line.startsWith('NOTE')) return false;
  const next = line.charCodeAt(4);
  return line.length === 4 || next === 32 || next === 9;
}

/** W3C §6.1 steps 3-4: "WEBVTT" alone, or followed by a space or a tab. */
function isSignature(line: string): boolean {
  if (!line.startsWith('WEBVTT')) return false;
  const next = line.charCodeAt(6);
  return line.length === 6 || next === 32 || next === 9;
}

/**
 * An incremental WebVTT parser. Feed text (or UTF-8 bytes) with `parse`, end with `flush`.
 * One instance parses one file.
 *
 * @example
 * const parser = new WebVttParser({ onError: (e) => log(e.message) });
 * for await (const chunk of body) parser.parse(chunk);
 * const { cues } = parser.flush();
 */
export class WebVttParser {
  readonly #options: WebVttParserOptions;
  readonly #cues: WebVttCue[] = [];
  /** Regions by identifier, in file order; a later one of the same id replaces the earlier. */
  readonly #regions = new Map<string, WebVttRegion>();
  readonly #styles: string[] = [];
  readonly #errors: WebVttParseError[] = [];
  readonly #scan: ScanPosition = { pos: 0 };
  #state = INITIAL;
  #lineNumber = 0;
  #pending = '';
  #atStart = true;
  #skipLeadingLf = false;
  #decoder: TextDecoder | undefined;
  #seenCue = false;
  /** Line 1 of the current block, or the body of a STYLE / REGION block. */
  #buffer = '';
  /** Line number of the current block's first line. */
  #blockLine = 0;
  #cue: WebVttCue | undefined;
  #text = '';
  #done = false;

  constructor(options: WebVttParserOptions = {}) {
    this.#options = options;
  }

  /** The 001 §4 state the parser is in. */
  get state(): WebVttParserState {
    return STATE_NAMES[this.#state]!;
  }

  /** Parses the next chunk. A chunk may end anywhere, even inside a line or a CR LF pair. */
  parse(chunk: string | Uint8Array): this {
    if (this.#done) return this;
    let text: string;
    if (typeof chunk === 'string') {
      text = chunk;
    } else {
      // UTF-8 decode (W3C §6.1) already drops one leading BYTE ORDER MARK.
      text = (this.#decoder ??= new TextDecoder('utf-8')).decode(chunk, { stream: true });
      if (chunk.length > 0) this.#atStart = false;
    }
    if (text.length === 0) return this;
    if (this.#atStart) {
      // W3C §6.1: a leading BYTE ORDER MARK is skipped.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      this.#atStart = false;
    }
    if (this.#skipLeadingLf) {
      this.#skipLeadingLf = false;
      if (text.charCodeAt(0) === 10) text = text.slice(1);
    }
    this.#feed(text);
    return this;
  }

  /** Ends the input and returns everything parsed. */
  flush(): WebVttParseResult {
    if (!this.#done) {
      if (this.#decoder) {
        const rest = this.#decoder.decode();
        if (rest.length > 0) this.#feed(rest);
      }
      // The last line needs no terminator (W3C: the line ends at the end of the input).
      if (this.#pending.length > 0) this.#line(this.#pending);
      this.#pending = '';
      this.#end();
      this.#done = true;
    }
    return { cues: this.#cues, regions: [...this.#regions.values()], styles: this.#styles, errors: this.#errors };
  }

  #feed(input: string): void {
    let text = input;
    // W3C §6.1 preprocessing: NULL becomes U+FFFD; CR LF, CR and LF all end a line.
    if (text.indexOf('\0') !== -1) text = text.replaceAll('\0', '\uFFFD');
    if (text.indexOf('\r') !== -1) {
      if (text.charCodeAt(text.length - 1) === 13) this.#skipLeadingLf = true;
      text = text.replace(/\r\n?/g, '\n');
    }
    let newline = text.indexOf('\n');
    if (newline === -1) {
      this.#pending += text;
      return;
    }
    this.#line(this.#pending.length > 0 ? this.#pending + text.slice(0, newline) : text.slice(0, newline));
    let start = newline + 1;
    while (this.#state !== BAD_WEBVTT && (newline = text.indexOf('\n', start)) !== -1) {
      this.#line(text.slice(start, newline));
      start = newline + 1;
    }
    this.#pending = this.#state === BAD_WEBVTT ? '' : text.slice(start);
  }

  #line(line: string): void {
    this.#lineNumber++;
    switch (this.#state) {
      case CUE_TEXT:
        if (line.length === 0) {
          this.#finishCue();
          this.#state = ID;
        } else if (line.indexOf('-->') !== -1) {
          // W3C "collect a WebVTT block" 11.4.2: an arrow line ends the cue and starts a block.
          this.#finishCue();
          this.#startBlock(line);
        } else {
          this.#text = this.#text.length === 0 ? line : this.#text + '\n' + line;
        }
        return;
      case ID:
        if (line.length !== 0) this.#startBlock(line);
        return;
      case CUE:
        this.#secondLine(line);
        return;
      case NOTE:
      case BAD_CUE:
        if (line.length === 0) this.#state = ID;
        else if (line.indexOf('-->') !== -1) this.#startBlock(line);
        return;
      case STYLE:
      case REGION:
        if (line.length === 0) {
          this.#finishBlock();
          this.#state = ID;
        } else if (line.indexOf('-->') !== -1) {
          this.#finishBlock();
          this.#startBlock(line);
        } else {
          this.#buffer += '\n' + line;
        }
        return;
      case HEADER:
        // W3C: the header block ends at a blank line, or before a line holding "-->"
        // (so a missing blank line after the signature costs no cue).
        if (line.length === 0) this.#state = ID;
        else if (line.indexOf('-->') !== -1) this.#startBlock(line);
        return;
      case INITIAL:
        if (isSignature(line)) {
          this.#state = HEADER;
        } else {
          this.#state = BAD_WEBVTT;
          this.#report('bad-signature', WEBVTT_MESSAGES.badSignature, true);
        }
        return;
      default:
        return;
    }
  }

  /** Line 1 of a block (W3C "collect a WebVTT block", line count 1). */
  #startBlock(line: string): void {
    if (line.indexOf('-->') !== -1) {
      this.#startCue(line, '');
    } else {
      this.#buffer = line;
      this.#blockLine = this.#lineNumber;
      this.#state = CUE;
    }
  }

  /** Line 2 of a block whose line 1 (in #buffer) had no arrow. */
  #secondLine(line: string): void {
    if (line.length === 0) {
      this.#lonelyLine();
      this.#state = ID;
    } else if (line.indexOf('-->') !== -1) {
      this.#startCue(line, this.#buffer);
    } else if (!this.#seenCue && isBlockHeader(this.#buffer, 'STYLE')) {
      // W3C: STYLE and REGION blocks count only before the first cue.
      this.#state = STYLE;
      this.#buffer = line;
    } else if (!this.#seenCue && isBlockHeader(this.#buffer, 'REGION')) {
      this.#state = REGION;
      this.#buffer = line;
    } else if (isNoteHeader(this.#buffer)) {
      this.#state = NOTE;
    } else {
      // 001 §5: timings must follow a cue id. W3C drops such a block silently; we also say so.
      this.#state = BAD_CUE;
      this.#report('bad-timestamp', WEBVTT_MESSAGES.badTimestamp, false);
    }
  }

  /** A one-line block: fine for NOTE / STYLE / REGION, otherwise an id whose timings are missing. */
  #lonelyLine(): void {
    const buffer = this.#buffer;
    if (isNoteHeader(buffer) || isBlockHeader(buffer, 'STYLE') || isBlockHeader(buffer, 'REGION')) return;
    this.#report('bad-timestamp', WEBVTT_MESSAGES.badTimestamp, false, this.#blockLine);
  }

  /** W3C §6.3 "collect WebVTT cue timings and settings" from an arrow line. */
  #startCue(line: string, id: string): void {
    const scan = this.#scan;
    const length = line.length;
    let i = 0;
    while (i < length && isSpace(line.charCodeAt(i))) i++;
    const start = scanTimestamp(line, i, scan);
    let end = -1;
    if (start >= 0) {
      i = scan.pos;
      while (i < length && isSpace(line.charCodeAt(i))) i++;
      if (line.charCodeAt(i) === 45 && line.charCodeAt(i + 1) === 45 && line.charCodeAt(i + 2) === 62) {
        i += 3;
        while (i < length && isSpace(line.charCodeAt(i))) i++;
        end = scanTimestamp(line, i, scan);
      }
    }
    if (end < 0) {
      this.#state = BAD_CUE;
      this.#report('bad-timestamp', WEBVTT_MESSAGES.badTimestamp, false);
      return;
    }
    if (end < start) {
      // W3C §4.1 makes such a file non-conforming, but the §6 parser keeps the cue (WPT
      // timings-negative): it is reported and kept, and is never active (start <= t < end).
      this.#report('end-before-start', WEBVTT_MESSAGES.endBeforeStart, false);
    }
    const cue = defaultCue(id, start, end);
    applyCueSettings(line, scan.pos, cue, this.#regions, (code, message) => this.#report(code, message, false));
    this.#cue = cue;
    this.#text = '';
    this.#seenCue = true;
    this.#state = CUE_TEXT;
  }

  #finishCue(): void {
    const cue = this.#cue;
    if (!cue) return;
    cue.text = this.#text;
    this.#cue = undefined;
    this.#text = '';
    this.#cues.push(cue);
    this.#options.onCue?.(cue);
  }

  #finishBlock(): void {
    if (this.#state === STYLE) {
      this.#styles.push(this.#buffer);
      this.#options.onStyle?.(this.#buffer);
    } else {
      const region = parseRegionSettings(this.#buffer);
      // W3C §6.1 block loop: a region replaces any earlier one with the same identifier (and
      // takes the last place, as delete-then-set does in a Map).
      this.#regions.delete(region.id);
      this.#regions.set(region.id, region);
      this.#options.onRegion?.(region);
    }
    this.#buffer = '';
  }

  #end(): void {
    switch (this.#state) {
      case INITIAL:
        // No line at all: an empty file has no signature either (001 §5).
        this.#state = BAD_WEBVTT;
        this.#report('bad-signature', WEBVTT_MESSAGES.badSignature, true);
        break;
      case CUE_TEXT:
        this.#finishCue();
        this.#state = ID;
        break;
      case CUE:
        this.#lonelyLine();
        this.#state = ID;
        break;
      case STYLE:
      case REGION:
        this.#finishBlock();
        this.#state = ID;
        break;
      default:
        break;
    }
  }

  #report(code: WebVttErrorCode, message: string, fatal: boolean, line = this.#lineNumber): void {
    const error: WebVttParseError = { code, message, line, fatal };
    this.#errors.push(error);
    this.#options.onError?.(error);
  }
}

/**
 * Parses a whole WebVTT file at once.
 *
 * @example
 * const { cues, errors } = parseWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHello', { onError });
 */
export function parseWebVtt(text: string | Uint8Array, options: WebVttParserOptions = {}): WebVttParseResult {
  return new WebVttParser(options).parse(text).flush();
}
