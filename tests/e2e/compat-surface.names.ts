/**
 * The names MUSICKIT-SURFACE.md lists, keyed `<section>:<name>` (issue 16: "one check per name,
 * event and payload listed there"). Read from its copy in docs/musickit-surface.md by the
 * coverage test (tests/unit/tools/compat-surface-coverage.test.ts), which fails when a name has
 * no check in compat-surface.checks.ts. Plain string scanning (nothing can backtrack).
 */

/** The document's sections by heading start; a heading not listed here (the complaints) holds no names. */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['## Loading', 'loading'],
  ['## Namespace', 'namespace'],
  ['## Instance', 'instance'],
  ['## Queue', 'queue'],
  ['## MediaItem', 'mediaItem'],
  ['## Events', 'events'],
  ['## Enums', 'enums'],
  ['## MKError', 'mkError'],
];

/** Paragraphs inside a section that open their own name space. */
const PARAGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['Configure options:', 'configure'],
  ['Queue options:', 'queueOptions'],
  ['Payloads:', 'payloads'],
  ['`api.music(', 'instance'],
];

/** Code spans that are values, not names: `undefined`, `true`... */
const LITERALS: ReadonlySet<string> = new Set(['undefined', 'null', 'true', 'false']);

const isNameChar = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '_' || c === '$' || c === '.' || c === '-';

/** The leading name of a code span (`configure(options)` → `configure`, `new MediaItem(…)` → `MediaItem`). */
function leadingName(span: string): string {
  const text = span.startsWith('new ') ? span.slice(4) : span;
  let end = 0;
  while (end < text.length && isNameChar(text[end]!)) end++;
  return text.slice(0, end);
}

/** The comma-separated names inside the first `{ … }` of a text (`{ once }?` → ['once']). */
function bracedNames(text: string): string[] {
  const open = text.indexOf('{');
  const close = text.indexOf('}', open + 1);
  if (open < 0 || close < 0) return [];
  return text
    .slice(open + 1, close)
    .split(',')
    .flatMap((part) => part.split(';'))
    .map((part) => leadingName(part.trim()))
    .filter((name) => name !== '');
}

/** The code spans of a line, each with the text that follows it up to the next span. */
function spans(line: string): Array<{ readonly code: string; readonly after: string }> {
  const parts = line.split('`');
  const found: Array<{ code: string; after: string }> = [];
  for (let i = 1; i < parts.length; i += 2) found.push({ code: parts[i]!, after: parts[i + 1] ?? '' });
  return found;
}

/** Every surface name of the document, as `<section>:<name>` keys (sorted, unique). */
export function surfaceNames(markdown: string): string[] {
  const names = new Set<string>();
  let section: string | undefined;
  /** Payload events whose `{ fields }` have not come yet. */
  let pending: string[] = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) {
      section = SECTIONS.find(([heading]) => line.startsWith(heading))?.[1];
      continue;
    }
    if (!section || line === '') continue;
    if (PARAGRAPHS.some(([start]) => line.startsWith(start))) section = PARAGRAPHS.find(([start]) => line.startsWith(start))![1];
    const add = (name: string) => names.add(`${section}:${name}`);
    const fields = (list: readonly string[]) => {
      for (const event of pending) for (const field of list) add(`${event}.${field}`);
      pending = [];
    };
    if (section === 'payloads' && line.startsWith('{')) fields(bracedNames(line));
    if (section === 'enums' && line.startsWith('| `')) {
      // | `PlaybackStates` | none 0, loading 1, ... |: the enum and each named value.
      const [enumName] = spans(line).map((span) => span.code);
      add(enumName!);
      const cells = line.split('|');
      for (const pair of (cells[2] ?? '').split(',')) {
        const [member, value] = pair.trim().split(' ');
        if (member && value !== undefined && leadingName(member) === member && value !== '' && Number.isInteger(Number(value))) add(`${enumName}.${member}`);
      }
      continue;
    }
    for (const { code, after } of spans(line)) {
      // A value shape, a placeholder or a return type (`Promise<…>`), not a name.
      if (code.startsWith('{') || code.startsWith('<') || code.startsWith('Promise<')) continue;
      if (code.startsWith('class ')) {
        // `class MKError extends Error { errorCode; description?; }`
        const className = leadingName(code.slice(6));
        for (const member of bracedNames(code)) add(`${className}.${member}`);
        continue;
      }
      const name = leadingName(code);
      // A time format (`m:ss`) or a literal value is not a name.
      if (name === '' || LITERALS.has(name) || (code[name.length] === ':' && code[name.length + 1] !== ' ')) continue;
      add(name);
      if (section === 'queueOptions' && code.endsWith('(s)')) add(`${name}s`);
      for (const member of bracedNames(code)) add(`${name}.${member}`);
      if (section !== 'payloads') continue;
      // Payloads: `playbackStateDidChange` {oldState, state, nowPlayingItem}; `a` and `b` {progress};
      // the braces may open the next line.
      pending.push(name);
      const rest = after.trim();
      if (rest.startsWith('{')) fields(bracedNames(rest));
      else if (!rest.startsWith('and') && rest !== '') pending = [];
    }
  }
  return [...names].sort();
}
