// Finds the regular-expression literals of TypeScript sources, for the ReDoS check. A small
// scanner, not a parser: it skips strings, template literals and comments, and takes a '/' as the
// start of a regex where an expression may begin (after an operator, a bracket, a keyword).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface RegexLiteral {
  readonly file: string;
  readonly line: number;
  readonly source: string;
  readonly flags: string;
}

const EXPRESSION_START = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const KEYWORDS_BEFORE_EXPRESSION = ['return', 'typeof', 'case', 'in', 'of', 'void', 'throw', 'await', 'yield'];

function previousToken(text: string, at: number): string {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  if (i < 0) return '';
  if (/[\w$]/.test(text[i]!)) {
    let start = i;
    while (start > 0 && /[\w$]/.test(text[start - 1]!)) start--;
    return text.slice(start, i + 1);
  }
  return text[i]!;
}

function regexAllowedAfter(token: string): boolean {
  return token === '' || EXPRESSION_START.has(token) || KEYWORDS_BEFORE_EXPRESSION.includes(token);
}

/** The regex literals of one source text. */
export function regexLiteralsOf(file: string, text: string): RegexLiteral[] {
  const found: RegexLiteral[] = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') {
      line++;
      continue;
    }
    if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      i--;
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      for (let j = i; j < (end === -1 ? text.length : end); j++) if (text[j] === '\n') line++;
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\\') j++;
        else if (text[j] === '\n') line++;
        j++;
      }
      i = j;
      continue;
    }
    if (ch !== '/' || !regexAllowedAfter(previousToken(text, i))) continue;
    let j = i + 1;
    let inClass = false;
    while (j < text.length && text[j] !== '\n') {
      const c = text[j]!;
      if (c === '\\') j++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      j++;
    }
    if (text[j] !== '/') continue;
    let k = j + 1;
    while (k < text.length && /[dgimsuvy]/.test(text[k]!)) k++;
    const source = text.slice(i + 1, j);
    const flags = text.slice(j + 1, k);
    try {
      new RegExp(source, flags);
      found.push({ file, line, source, flags });
    } catch {
      // Not a regex after all (a division the heuristic misread).
    }
    i = k - 1;
  }
  return found;
}

/** Every regex literal under the given folders (TypeScript sources, no node_modules or dist). */
export function regexLiteralsUnder(root: string, folders: readonly string[]): RegexLiteral[] {
  const out: RegexLiteral[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(...regexLiteralsOf(relative(root, path), readFileSync(path, 'utf8')));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out;
}
