// Worst-case inputs for a regular expression: long runs of one character (each character the
// pattern names, plus a fixed alphabet) after the pattern's literal prefix, ended by a character
// that makes the match fail. Backtracking blowups (nested or adjacent quantifiers, an unanchored
// repetition before `$`) show up on exactly such runs.

const ALPHABET = ['a', 'A', 'z', '0', '9', ' ', '\t', '\n', '\r', '/', '\\', '.', '-', '_', ':', '=', '+', '%', '#', '?', '&', ',', ';', '"', "'", '<', '>', '@', '!', '~', '{', '}', '(', ')', '[', ']', '\0', 'x', 'é', '\uFEFF'];
const ENDINGS = ['\0', '!', 'a', '\n', '\uFFFF'];

/** The literal text a pattern starts with (after `^`), e.g. 'MPEGTS:' for /MPEGTS:(\d+)/. */
function literalPrefix(source: string): string {
  let i = source.startsWith('^') ? 1 : 0;
  let prefix = '';
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\' && /[/.:\-=#?&]/.test(source[i + 1] ?? '')) {
      prefix += source[i + 1];
      i += 2;
    } else if (/[A-Za-z0-9:=\-_#&,;]/.test(c) && !/[*+?{]/.test(source[i + 1] ?? '')) {
      prefix += c;
      i++;
    } else break;
  }
  return prefix;
}

/** Characters the pattern itself names (literals and the first members of its classes). */
function patternChars(source: string): string[] {
  const chars = new Set<string>();
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const e = source[++i] ?? '';
      if (e === 'd') chars.add('1');
      else if (e === 's') chars.add(' ');
      else if (e === 'w') chars.add('w');
      else if (e === 'u' || e === 'x') continue;
      else chars.add(e === 'n' ? '\n' : e === 'r' ? '\r' : e === 't' ? '\t' : e === '0' ? '\0' : e);
    } else if (!'^$()[]{}|*+?'.includes(c)) chars.add(c);
  }
  return [...chars];
}

/** Every (name, input) pair to try on `regex`, with runs of `length` characters. */
export function worstCaseInputs(regex: RegExp, length: number): string[] {
  const prefix = literalPrefix(regex.source);
  const pumps = [...new Set([...ALPHABET, ...patternChars(regex.source)])];
  const inputs: string[] = [];
  for (const pump of pumps) {
    const run = pump.repeat(length);
    for (const end of ENDINGS) {
      inputs.push(run + end);
      if (prefix) inputs.push(prefix + run + end);
    }
  }
  return inputs;
}
