// The safe node tree of cue text (W3C WebVTT §3.2 "WebVTT Node Objects"). It holds data only:
// a renderer creates elements from the fixed CUE_ELEMENT_NAMES table and fills text with
// textContent, so no subtitle file can inject markup or script (001 §1 renderer).

/** The only tags cue text can produce (W3C §6.4 tree construction). */
export type CueTextTag = 'c' | 'i' | 'b' | 'u' | 'ruby' | 'rt' | 'v' | 'lang';

/** A run of plain text (character references already decoded). */
export interface CueTextString {
  readonly type: 'text';
  readonly value: string;
}

/** A `<00:01.000>` timestamp inside the cue (karaoke-style progress), in seconds. */
export interface CueTextTimestamp {
  readonly type: 'timestamp';
  readonly time: number;
}

/** An element: class span, italic, bold, underline, ruby, ruby text, voice or language. */
export interface CueTextElement {
  readonly type: 'element';
  readonly tag: CueTextTag;
  /** Class names from `<c.loud.red>`, without empty names. */
  readonly classes: readonly string[];
  /** The voice of `<v Name>` or the language of `<lang en>`; '' for other tags. */
  readonly annotation: string;
  /** The applicable language (innermost `<lang>`), '' when none. */
  readonly lang: string;
  readonly children: CueTextNode[];
}

export type CueTextNode = CueTextString | CueTextTimestamp | CueTextElement;

/**
 * The HTML element a renderer creates for each tag (W3C §6.5 "WebVTT cue text DOM construction
 * rules"); `v` carries its voice in a `title` attribute, `lang` in `lang`.
 */
export const CUE_ELEMENT_NAMES: Readonly<Record<CueTextTag, 'span' | 'i' | 'b' | 'u' | 'ruby' | 'rt'>> = {
  c: 'span',
  v: 'span',
  lang: 'span',
  i: 'i',
  b: 'b',
  u: 'u',
  ruby: 'ruby',
  rt: 'rt',
};

/**
 * Flattens nodes to plain text (ruby text included, timestamps dropped), without recursion so
 * that deep nesting cannot overflow the stack.
 *
 * @example
 * cueNodesToPlainText(parseCueText('<v Bob>Hi <b>there</b></v>')); // 'Hi there'
 */
export function cueNodesToPlainText(nodes: readonly CueTextNode[]): string {
  const parts: string[] = [];
  const stack: (readonly CueTextNode[])[] = [nodes];
  const indexes: number[] = [0];
  while (stack.length > 0) {
    const top = stack.length - 1;
    const list = stack[top]!;
    const index = indexes[top]!;
    if (index >= list.length) {
      stack.pop();
      indexes.pop();
      continue;
    }
    indexes[top] = index + 1;
    const node = list[index]!;
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element') {
      stack.push(node.children);
      indexes.push(0);
    }
  }
  return parts.join('');
}
