// W3C WebVTT §6.4 "WebVTT cue text parsing rules": the tokenizer (data, tag, start tag, class,
// annotation, end tag and timestamp states) fused with tree construction in one pass. Unknown
// tags such as <script>, <img> or <div> are dropped while their text stays, exactly as the W3C
// tree construction ignores start and end tags it does not know.
import type { CueTextElement, CueTextNode, CueTextTag } from './cue-text-nodes.ts';
import { decodeCharacterReference, type CharacterReference } from './html-entities.ts';
import { parseWebVttTimestamp } from './webvtt-timestamp.parser.ts';

/**
 * Deeper nesting is ignored (its text kept): no real subtitle nests this deep, and a renderer
 * walking the tree must not be driven into a stack overflow by a hostile file.
 */
export const MAX_CUE_TEXT_DEPTH = 32;

const KNOWN_TAGS: ReadonlySet<string> = new Set<CueTextTag>(['c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang']);

function isSpace(code: number): boolean {
  // The tokenizer's whitespace: tab, LF, FF, space (CR never survives line splitting).
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/** W3C annotation state end: strip, then collapse whitespace runs into single spaces. */
function normalizeAnnotation(value: string): string {
  let out = '';
  let pendingSpace = false;
  let runStart = -1;
  for (let i = 0; i <= value.length; i++) {
    const space = i === value.length || isSpace(value.charCodeAt(i));
    if (space) {
      if (runStart !== -1) {
        out += (pendingSpace && out.length > 0 ? ' ' : '') + value.slice(runStart, i);
        runStart = -1;
      }
      pendingSpace = true;
    } else if (runStart === -1) {
      runStart = i;
    }
  }
  return out;
}

class CueTextBuilder {
  readonly root: CueTextNode[] = [];
  readonly #open: CueTextElement[] = [];
  readonly #languages: string[] = [];
  readonly #ref: CharacterReference = { value: '', end: 0 };
  #children: CueTextNode[] = this.root;

  text(value: string): void {
    if (value.length === 0) return;
    const last = this.#children[this.#children.length - 1];
    // Adjacent runs (split by an ignored tag) merge, as adjacent DOM text would.
    if (last?.type === 'text') this.#children[this.#children.length - 1] = { type: 'text', value: last.value + value };
    else this.#children.push({ type: 'text', value });
  }

  /**
   * Decodes character references in `source[from, to)` (annotation state of the tokenizer).
   * `source[to]` is '>' or the end, so a reference can never run past `to`.
   */
  decode(source: string, from: number, to: number): string {
    let out = '';
    let start = from;
    // A bounded scan: indexOf could run past `to` on every tag and turn quadratic.
    for (let i = from; i < to; i++) {
      if (source.charCodeAt(i) === 38 /* & */ && decodeCharacterReference(source, i, this.#ref, true)) {
        out += source.slice(start, i) + this.#ref.value;
        start = this.#ref.end;
        i = start - 1;
      }
    }
    return start === from ? source.slice(from, to) : out + source.slice(start, to);
  }

  startTag(name: string, classes: string[], annotation: string): void {
    if (!KNOWN_TAGS.has(name) || this.#open.length >= MAX_CUE_TEXT_DEPTH) return;
    const current = this.#open[this.#open.length - 1];
    // W3C: <rt> only opens inside <ruby>.
    if (name === 'rt' && current?.tag !== 'ruby') return;
    const tag = name as CueTextTag;
    const value = tag === 'v' || tag === 'lang' ? annotation : '';
    if (tag === 'lang') this.#languages.push(value);
    const element: CueTextElement = {
      type: 'element',
      tag,
      classes,
      annotation: value,
      lang: this.#languages[this.#languages.length - 1] ?? '',
      children: [],
    };
    this.#children.push(element);
    this.#open.push(element);
    this.#children = element.children;
  }

  endTag(name: string): void {
    const current = this.#open[this.#open.length - 1];
    if (!current) return;
    if (current.tag === name) {
      this.#close();
    } else if (name === 'ruby' && current.tag === 'rt') {
      // W3C: </ruby> inside <rt> closes both.
      this.#close();
      this.#close();
    }
  }

  timestamp(value: string): void {
    const time = parseWebVttTimestamp(value);
    if (time >= 0) this.#children.push({ type: 'timestamp', time });
  }

  #close(): void {
    const closed = this.#open.pop();
    if (closed?.tag === 'lang') this.#languages.pop();
    const parent = this.#open[this.#open.length - 1];
    this.#children = parent ? parent.children : this.root;
  }
}

/** Splits `<name.class1.class2 annotation>` content (start tag, class and annotation states). */
function startTag(builder: CueTextBuilder, source: string, from: number, to: number): void {
  let i = from;
  while (i < to) {
    const code = source.charCodeAt(i);
    if (code === 46 /* . */ || isSpace(code)) break;
    i++;
  }
  const name = source.slice(from, i);
  const classes: string[] = [];
  if (source.charCodeAt(i) === 46 && i < to) {
    let classStart = ++i;
    for (; i <= to; i++) {
      const code = i === to ? 32 : source.charCodeAt(i);
      if (code === 46 || isSpace(code)) {
        if (i > classStart) classes.push(source.slice(classStart, i));
        classStart = i + 1;
        if (code !== 46) break;
      }
    }
  }
  const annotation = i < to ? normalizeAnnotation(builder.decode(source, i, to)) : '';
  builder.startTag(name, classes, annotation);
}

/**
 * Parses cue text into the safe node tree.
 *
 * @example
 * parseCueText('<v.loud Esme>It&apos;s <i>you</i></v>');
 * // [{ type: 'element', tag: 'v', classes: ['loud'], annotation: 'Esme', lang: '', children: [...] }]
 */
export function parseCueText(text: string): CueTextNode[] {
  const builder = new CueTextBuilder();
  const length = text.length;
  const ref: CharacterReference = { value: '', end: 0 };
  let run = '';
  let runStart = 0;
  let i = 0;
  // Jump between '<' and '&' with indexOf; each search reruns only once passed, so it stays linear.
  let nextTag = text.indexOf('<');
  let nextRef = text.indexOf('&');
  for (;;) {
    if (nextTag !== -1 && nextTag < i) nextTag = text.indexOf('<', i);
    if (nextRef !== -1 && nextRef < i) nextRef = text.indexOf('&', i);
    if (nextTag === -1 && nextRef === -1) break;
    if (nextRef !== -1 && (nextTag === -1 || nextRef < nextTag)) {
      i = nextRef;
      if (decodeCharacterReference(text, i, ref, false)) {
        run += text.slice(runStart, i) + ref.value;
        i = runStart = ref.end;
      } else {
        i++;
      }
      continue;
    }
    i = nextTag;
    builder.text(run + text.slice(runStart, i));
    run = '';
    let close = text.indexOf('>', i + 1);
    if (close === -1) close = length; // EOF inside a tag ends the token (W3C tokenizer).
    const first = text.charCodeAt(i + 1);
    if (first === 47 /* / */) builder.endTag(text.slice(i + 2, close));
    else if (first >= 48 && first <= 57) builder.timestamp(text.slice(i + 1, close));
    else startTag(builder, text, i + 1, close);
    i = runStart = close + 1;
  }
  if (runStart < length || run.length > 0) builder.text(run + text.slice(runStart, length));
  return builder.root;
}

