// W3C WebVTT §6.1 "WebVTT parser algorithm" and "collect a WebVTT block", and 001 §4 / §5.
import { describe, expect, it } from 'vitest';
import { parseWebVtt, WebVttParser, type WebVttParseError } from '../../../../core/src/domain/webvtt/index.ts';

function parse(text: string): ReturnType<typeof parseWebVtt> & { reported: WebVttParseError[] } {
  const reported: WebVttParseError[] = [];
  const result = parseWebVtt(text, { onError: (e) => reported.push(e) });
  return { ...result, reported };
}

const CUE = '00:00:01.000 --> 00:00:02.000';

describe('001 §5 "A file must start with a WEBVTT signature"', () => {
  it.each([
    ['WEBVTT alone', 'WEBVTT\n\n' + CUE + '\nHi'],
    ['WEBVTT then a space and text', 'WEBVTT - Some title\n\n' + CUE + '\nHi'],
    ['WEBVTT then a tab and text', 'WEBVTT\tKind: captions\n\n' + CUE + '\nHi'],
    ['a leading byte order mark (W3C §6.1)', '\uFEFFWEBVTT\n\n' + CUE + '\nHi'],
    ['CR line endings', 'WEBVTT\r\r' + CUE + '\rHi'],
    ['CR LF line endings', 'WEBVTT\r\n\r\n' + CUE + '\r\nHi\r\n'],
  ])('accepts %s', (_name, text) => {
    const result = parse(text);
    expect(result.reported).toEqual([]);
    expect(result.cues).toHaveLength(1);
    expect(result.cues[0]!.text).toBe('Hi');
  });

  it.each([
    ['an empty file', ''],
    ['a lowercase signature', 'webvtt\n\n' + CUE + '\nHi'],
    ['WEBVTT followed directly by text', 'WEBVTTX\n\n' + CUE + '\nHi'],
    ['WEBVTT followed by a hyphen', 'WEBVTT-\n\n' + CUE + '\nHi'],
    ['a signature after a blank line', '\nWEBVTT\n\n' + CUE + '\nHi'],
    ['a signature after whitespace', ' WEBVTT\n\n' + CUE + '\nHi'],
    ['two byte order marks', '\uFEFF\uFEFFWEBVTT\n\n' + CUE + '\nHi'],
    ['an SRT file', '1\n00:00:01,000 --> 00:00:02,000\nHi'],
  ])("rejects %s with 'Malformed WebVTT signature.' and no cues", (_name, text) => {
    const result = parse(text);
    expect(result.cues).toEqual([]);
    expect(result.reported).toEqual([{ code: 'bad-signature', message: 'Malformed WebVTT signature.', line: expect.any(Number), fatal: true }]);
  });

  it('stops at a bad signature: nothing after it is parsed (001 §4 state "bad webvtt")', () => {
    const parser = new WebVttParser();
    parser.parse('NOT VTT\n\n' + CUE + '\nHi\n');
    expect(parser.state).toBe('bad webvtt');
    expect(parser.flush().cues).toEqual([]);
  });

  it('reports errors through the callback and in the result (001 §5 "Parse errors are reported through a callback")', () => {
    const seen: string[] = [];
    const result = parseWebVtt('WEBVTT\n\nxx --> yy\nHi', { onError: (e) => seen.push(e.message) });
    expect(seen).toEqual(['Malformed time stamp']);
    expect(result.errors.map((e) => e.message)).toEqual(seen);
  });
});

describe('W3C §6.1 header and blank lines', () => {
  it('ignores header lines after the signature', () => {
    const result = parse('WEBVTT\nKind: captions\nLanguage: en\n\n' + CUE + '\nHi');
    expect(result.cues.map((c) => c.text)).toEqual(['Hi']);
  });

  it('keeps a cue that follows the header without a blank line (header block ends before "-->")', () => {
    const result = parse('WEBVTT\n' + CUE + '\nHi');
    expect(result.reported).toEqual([]);
    expect(result.cues.map((c) => c.text)).toEqual(['Hi']);
  });

  it('keeps a cue whose id follows the header without a blank line as a header line', () => {
    // "collect a WebVTT block" with "in header" set swallows the id line, then the arrow line
    // starts the next block: the cue survives without its id.
    const result = parse('WEBVTT\nintro\n' + CUE + '\nHi');
    expect(result.cues).toMatchObject([{ id: '', text: 'Hi' }]);
  });

  it('ends a cue at a timing line even without a blank line between cues', () => {
    const result = parse('WEBVTT\n\n' + CUE + '\nOne\n00:00:03.000 --> 00:00:04.000\nTwo');
    expect(result.cues.map((c) => [c.start, c.text])).toEqual([
      [1, 'One'],
      [3, 'Two'],
    ]);
  });

  it('treats an id line with no blank line before it as cue text of the previous cue', () => {
    const result = parse('WEBVTT\n\n' + CUE + '\nOne\n2\n00:00:03.000 --> 00:00:04.000\nTwo');
    expect(result.cues.map((c) => [c.id, c.text])).toEqual([
      ['', 'One\n2'],
      ['', 'Two'],
    ]);
  });

  it('skips runs of blank lines between cues', () => {
    const result = parse('WEBVTT\n\n\n\n' + CUE + '\nOne\n\n\n\n\n00:00:03.000 --> 00:00:04.000\nTwo\n\n\n');
    expect(result.cues.map((c) => c.text)).toEqual(['One', 'Two']);
  });

  it('keeps multi-line cue text joined with line feeds', () => {
    expect(parse('WEBVTT\n\n' + CUE + '\nline one\nline two\r\nline three').cues[0]!.text).toBe('line one\nline two\nline three');
  });

  it('keeps a cue with empty text (W3C: the cue text is the empty string)', () => {
    const result = parse('WEBVTT\n\n' + CUE + '\n\n00:00:03.000 --> 00:00:04.000\nTwo');
    expect(result.cues.map((c) => c.text)).toEqual(['', 'Two']);
  });

  it('replaces NULL characters with U+FFFD (W3C §6.1 preprocessing)', () => {
    expect(parse('WEBVTT\n\n' + CUE + '\na\0b').cues[0]!.text).toBe('a\uFFFDb');
  });

  it('reads a signature-only file as valid and empty', () => {
    expect(parse('WEBVTT')).toMatchObject({ cues: [], reported: [] });
    expect(parse('WEBVTT\n')).toMatchObject({ cues: [], reported: [] });
  });
});

describe('W3C §4 cue identifiers', () => {
  it('reads the line before the timing line as the cue id', () => {
    expect(parse('WEBVTT\n\nintro-1\n' + CUE + '\nHi').cues[0]).toMatchObject({ id: 'intro-1', text: 'Hi' });
  });

  it('keeps spaces and unicode in ids', () => {
    expect(parse('WEBVTT\n\n  Ça va? 1 \n' + CUE + '\nHi').cues[0]!.id).toBe('  Ça va? 1 ');
  });

  it('"-->" in a cue id makes that line a bad timing line: error, then the real timing line starts the cue without id', () => {
    const result = parse('WEBVTT\n\nchapter-->one\n' + CUE + '\nHi');
    expect(result.reported.map((e) => e.message)).toEqual(['Malformed time stamp']);
    expect(result.cues).toMatchObject([{ id: '', start: 1, end: 2, text: 'Hi' }]);
  });

  it('drops a block whose second line is not a timing line and reports it (001 §4 state "bad cue")', () => {
    const result = parse('WEBVTT\n\nid\nnot a timing line\nmore\n\n' + CUE + '\nHi');
    expect(result.cues.map((c) => c.text)).toEqual(['Hi']);
    expect(result.reported).toMatchObject([{ code: 'bad-timestamp', line: 4, fatal: false }]);
  });

  it('reports an id line followed by nothing (001 §5 "A cue needs start, end and text")', () => {
    expect(parse('WEBVTT\n\n' + CUE + '\nHi\n\nlonely\n\n').reported).toMatchObject([{ code: 'bad-timestamp', line: 6 }]);
    expect(parse('WEBVTT\n\n' + CUE + '\nHi\n\nlonely').reported).toMatchObject([{ code: 'bad-timestamp', line: 6 }]);
  });
});

describe('W3C §4.1 NOTE, STYLE and REGION blocks', () => {
  it('skips NOTE comment blocks (001 §4 state "note")', () => {
    const result = parse('WEBVTT\n\nNOTE this is\na comment\n\n' + CUE + '\nHi\n\nNOTE\nanother\n');
    expect(result.cues.map((c) => c.text)).toEqual(['Hi']);
    expect(result.reported).toEqual([]);
  });

  it('enters the note state for a NOTE block', () => {
    const parser = new WebVttParser();
    parser.parse('WEBVTT\n\nNOTE\ncomment line\n');
    expect(parser.state).toBe('note');
  });

  it('ends a NOTE block at a line holding "-->", which starts a cue', () => {
    const result = parse('WEBVTT\n\nNOTE\nremark\n' + CUE + '\nHi');
    expect(result.cues.map((c) => c.text)).toEqual(['Hi']);
  });

  it('reads a timing line right after "NOTE" as a cue whose id is NOTE (W3C block rules)', () => {
    expect(parse('WEBVTT\n\nNOTE\n' + CUE + '\nHi').cues[0]).toMatchObject({ id: 'NOTE', text: 'Hi' });
  });

  it('collects STYLE blocks before the first cue (001 §4 state "style")', () => {
    const result = parse('WEBVTT\n\nSTYLE\n::cue {\n  color: yellow;\n}\n\nSTYLE  \n::cue(b) { color: red }\n\n' + CUE + '\nHi');
    expect(result.styles).toEqual(['::cue {\n  color: yellow;\n}', '::cue(b) { color: red }']);
    expect(result.cues).toHaveLength(1);
  });

  it('ignores STYLE blocks after the first cue', () => {
    const result = parse('WEBVTT\n\n' + CUE + '\nHi\n\nSTYLE\n::cue { color: red }\n');
    expect(result.styles).toEqual([]);
    expect(result.cues.map((c) => c.text)).toEqual(['Hi']);
  });

  it('does not treat "STYLE sheet" as a STYLE block', () => {
    expect(parse('WEBVTT\n\nSTYLE sheet\n::cue {}\n\n' + CUE + '\nHi').styles).toEqual([]);
  });

  it('reads REGION definitions (W3C §6.2) and lets cues refer to them', () => {
    const result = parse(
      'WEBVTT\n\nREGION\nid:fred width:40% lines:3\nregionanchor:0%,100% viewportanchor:10%,90% scroll:up\n\n' +
        CUE + ' region:fred\nHi\n\n00:00:03.000 --> 00:00:04.000 region:nobody\nTwo',
    );
    expect(result.regions).toEqual([
      { id: 'fred', width: 40, lines: 3, regionAnchorX: 0, regionAnchorY: 100, viewportAnchorX: 10, viewportAnchorY: 90, scroll: 'up' },
    ]);
    expect(result.cues.map((c) => c.region)).toEqual(['fred', null]);
  });

  it('skips invalid region settings and keeps defaults', () => {
    const result = parse('WEBVTT\n\nREGION\nid:r width:140% lines:x regionanchor:0% scroll:down\n\n' + CUE + '\nHi');
    expect(result.regions).toEqual([
      { id: 'r', width: 100, lines: 3, regionAnchorX: 0, regionAnchorY: 100, viewportAnchorX: 0, viewportAnchorY: 100, scroll: '' },
    ]);
  });

  it('lets a later region replace an earlier one with the same id', () => {
    const result = parse('WEBVTT\n\nREGION\nid:r width:10%\n\nREGION\nid:r width:20%\n\n' + CUE + '\nHi');
    expect(result.regions.map((r) => r.width)).toEqual([20]);
  });

  it('drops the region of a cue that also sets line, size or vertical (W3C §6.3)', () => {
    const result = parse('WEBVTT\n\nREGION\nid:r\n\n' + CUE + ' region:r line:1\nHi');
    expect(result.cues[0]!.region).toBeNull();
  });
});

describe('incremental parsing (parse(chunk) then flush())', () => {
  const file =
    '\uFEFFWEBVTT\r\n\r\nNOTE c\r\n\r\n1\r\n00:00:01.000 --> 00:00:02.500 align:start\r\n<b>Hello</b>\r\nworld\r\n\r\n' +
    '2\r\n00:00:03.000 --> 00:00:04.000\r\nBye';

  it.each([1, 2, 3, 7, 64])('gives the same cues when split every %i characters, CR LF pairs included', (size) => {
    const whole = parseWebVtt(file);
    const parser = new WebVttParser();
    for (let i = 0; i < file.length; i += size) parser.parse(file.slice(i, i + size));
    expect(parser.flush()).toEqual(whole);
    expect(whole.cues).toHaveLength(2);
  });

  it('decodes UTF-8 byte chunks split inside a multi-byte character', () => {
    const bytes = new TextEncoder().encode('\uFEFFWEBVTT\n\n' + CUE + '\nÇa va — 日本語');
    const parser = new WebVttParser();
    for (let i = 0; i < bytes.length; i += 1) parser.parse(bytes.subarray(i, i + 1));
    expect(parser.flush().cues[0]!.text).toBe('Ça va — 日本語');
  });

  it('skips exactly one byte order mark, from text or from bytes', () => {
    const text = '\uFEFF\uFEFFWEBVTT\n\n' + CUE + '\nHi';
    expect(parseWebVtt(text).errors.map((e) => e.code)).toEqual(['bad-signature']);
    expect(parseWebVtt(new TextEncoder().encode(text)).errors.map((e) => e.code)).toEqual(['bad-signature']);
    expect(parseWebVtt(new TextEncoder().encode(text.slice(1))).cues).toHaveLength(1);
  });

  it('calls onCue as each cue completes', () => {
    const texts: string[] = [];
    const parser = new WebVttParser({ onCue: (cue) => texts.push(cue.text) });
    parser.parse('WEBVTT\n\n' + CUE + '\nOne\n\n');
    expect(texts).toEqual(['One']);
    parser.parse('00:00:03.000 --> 00:00:04.000\nTwo');
    expect(texts).toEqual(['One']);
    parser.flush();
    expect(texts).toEqual(['One', 'Two']);
  });

  it('walks the 001 §4 states initial → header → id → cue → cue text', () => {
    const parser = new WebVttParser();
    const states = [parser.state];
    for (const line of ['WEBVTT\n', '\n', 'id\n', CUE + '\n', 'text\n', '\n']) {
      parser.parse(line);
      states.push(parser.state);
    }
    expect(states).toEqual(['initial', 'header', 'id', 'cue', 'cue text', 'cue text', 'id']);
  });
});
