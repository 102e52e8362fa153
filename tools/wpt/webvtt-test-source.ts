// Reads the source format of web-platform-tests webvtt/parsing/file-parsing/support/*.test
// (see that folder's README.md and tools/build.py): the first line is the title, the lines up to
// a blank line are HTML metadata, then JavaScript assertions up to a "===" line, then the WebVTT
// file with Python `unicode_escape` escapes (\x00, \r, \uFFFD, a backslash before a newline
// joins lines). Shared by the importer (tools/wpt/import-webvtt-file-parsing.ts) and the test run.

/** One upstream test: its title, its assertions (a function body over `cues`) and the file. */
export interface WebVttFileParsingTest {
  readonly title: string;
  readonly assertions: string;
  readonly vtt: string;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\n': '',
};

function isHex(text: string): boolean {
  return /^[0-9a-fA-F]+$/.test(text);
}

/**
 * Python's `unicode_escape` decoding, as build.py applies it to the WebVTT part. Characters
 * outside ASCII are kept as they are (build.py would turn them into Latin-1 mojibake; no upstream
 * source relies on that, they escape such characters).
 */
export function decodePythonEscapes(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch !== '\\' || i + 1 >= source.length) {
      out += ch;
      continue;
    }
    const next = source[i + 1]!;
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i++;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const width = next === 'x' ? 2 : next === 'u' ? 4 : 8;
      const digits = source.slice(i + 2, i + 2 + width);
      if (digits.length !== width || !isHex(digits)) throw new Error(`Bad \\${next} escape at ${i}`);
      out += String.fromCodePoint(Number.parseInt(digits, 16));
      i += 1 + width;
    } else if (next >= '0' && next <= '7') {
      let end = i + 1;
      while (end < i + 4 && end < source.length && source[end]! >= '0' && source[end]! <= '7') end++;
      out += String.fromCharCode(Number.parseInt(source.slice(i + 1, end), 8));
      i = end - 1;
    } else {
      // Python keeps an unknown escape as written.
      out += ch;
    }
  }
  return out;
}

/** Splits a .test source the way build.py does. */
export function parseWebVttTestSource(source: string): WebVttFileParsingTest {
  const blank = source.indexOf('\n\n');
  if (blank === -1) throw new Error('Leave an empty line between the test header and body');
  const header = source.slice(0, blank);
  const body = source.slice(blank + 2);
  const separator = body.indexOf('===\n');
  if (separator === -1) throw new Error('Use === to separate the js and vtt parts');
  const newline = header.indexOf('\n');
  return {
    title: newline === -1 ? header : header.slice(0, newline),
    assertions: body.slice(0, separator),
    vtt: decodePythonEscapes(body.slice(separator + 4)),
  };
}
