// Property tests: whatever the input, the WebVTT parser and the cue text parser never throw
// (001 §5 "Parse errors are reported through a callback"), and valid files round-trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WebVttParser,
  cueNodesToPlainText,
  parseCueText,
  parseWebVtt,
  type CueTextNode,
  type WebVttCue,
  type WebVttErrorCode,
} from '../../../../core/src/domain/webvtt/index.ts';

const RUNS = { numRuns: 10_000 };
const CODES: readonly WebVttErrorCode[] = [
  'bad-signature', 'bad-timestamp', 'end-before-start', 'bad-line', 'bad-position', 'bad-size', 'bad-align', 'bad-vertical', 'duplicate-setting',
];

/** WebVTT-flavoured fragments, so random files reach every parser state. */
const fragment = fc.oneof(
  fc.constantFrom(
    'WEBVTT', 'WEBVTT ', '\uFEFF', '\n', '\n', '\n\n', '\r\n', '\r', '\0', ' ', '\t', '-->', ' --> ', '->',
    '00:01.000', '00:00:02.500', '1:00:00.000', '99:59.999', '00:60.000', '0:1.0', ':', '.',
    'NOTE', 'NOTE ', 'STYLE', 'REGION', 'id:r', 'region:r', 'line:', 'line:-1', 'line:50%', 'position:', 'size:', 'align:',
    'vertical:rl', '%', ',', 'start', 'end', 'center', 'auto', '<b>', '</b>', '<v Bob>', '<c.x>', '<ruby>', '<rt>', '</ruby>',
    '<00:01.000>', '&amp;', '&#x41;', '&', '<', '>', '<script>', 'text', 'é', '😀',
  ),
  fc.string({ maxLength: 8 }),
);
const vttLike = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));
const anything = fc.oneof(fc.string({ maxLength: 200, unit: 'binary' }), vttLike, vttLike.map((s) => 'WEBVTT\n\n' + s));

function checkCue(cue: WebVttCue): void {
  expect(Number.isFinite(cue.start) && Number.isFinite(cue.end)).toBe(true);
  expect(cue.start).toBeGreaterThanOrEqual(0);
  expect(cue.end).toBeGreaterThanOrEqual(cue.start);
  expect(cue.size >= 0 && cue.size <= 100).toBe(true);
  expect(cue.position === 'auto' || (cue.position >= 0 && cue.position <= 100)).toBe(true);
  expect(cue.line === 'auto' || Number.isFinite(cue.line)).toBe(true);
  expect(['start', 'center', 'end', 'left', 'right']).toContain(cue.align);
  expect(['', 'rl', 'lr']).toContain(cue.vertical);
}

function onlyKnownTags(nodes: readonly CueTextNode[]): boolean {
  return nodes.every((n) => n.type !== 'element' || (['c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang'].includes(n.tag) && onlyKnownTags(n.children)));
}

describe('fuzz: WebVTT parser on arbitrary input', () => {
  it('never throws, reports only known errors, and yields only valid cues', () => {
    fc.assert(
      fc.property(anything, (text) => {
        const result = parseWebVtt(text, { onError: () => {} });
        for (const error of result.errors) expect(CODES).toContain(error.code);
        result.cues.forEach(checkCue);
        if (result.errors.some((e) => e.fatal)) expect(result.cues).toEqual([]);
      }),
      RUNS,
    );
  });

  it('gives the same result however the input is cut into chunks', () => {
    fc.assert(
      fc.property(vttLike.map((s) => 'WEBVTT\n' + s), fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const parser = new WebVttParser();
        let from = 0;
        for (const point of [...points, text.length]) {
          parser.parse(text.slice(from, point));
          from = point;
        }
        expect(parser.flush()).toEqual(parseWebVtt(text));
      }),
      RUNS,
    );
  });
});

function stamp(ms: number): string {
  const pad = (n: number, w: number): string => String(n).padStart(w, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const body = `${pad(m, 2)}:${pad(s, 2)}.${pad(ms % 1000, 3)}`;
  return h > 0 || ms % 2 === 0 ? `${pad(h, 2)}:${body}` : body;
}

/** Cue text lines: no blank line, no "-->", no line break. */
const textLine = fc
  .string({ minLength: 1, maxLength: 20 })
  .map((s) => s.replace(/[\r\n\0]/g, ' ').replaceAll('-->', '- >'))
  .filter((s) => s.length > 0 && s.trim().length > 0);
const generatedCue = fc.record({
  id: fc.option(fc.stringMatching(/^[a-z0-9 _-]{1,10}$/).filter((s) => !s.startsWith('NOTE') && s.trim() === s && s.length > 0), { nil: undefined }),
  start: fc.integer({ min: 0, max: 10 * 3_600_000 }),
  length: fc.integer({ min: 0, max: 600_000 }),
  lines: fc.array(textLine, { minLength: 1, maxLength: 3 }),
  size: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  line: fc.option(fc.integer({ min: -20, max: 20 }), { nil: undefined }),
  align: fc.option(fc.constantFrom('start', 'center', 'end', 'left', 'right'), { nil: undefined }),
});

describe('fuzz: valid generated files round-trip', () => {
  it('keeps every cue id, time, text and setting', () => {
    fc.assert(
      fc.property(fc.array(generatedCue, { maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r'), (cues, eol) => {
        const blocks = cues.map((c) => {
          const settings = [
            c.size === undefined ? '' : ` size:${c.size}%`,
            c.line === undefined ? '' : ` line:${c.line}`,
            c.align === undefined ? '' : ` align:${c.align}`,
          ].join('');
          return [...(c.id === undefined ? [] : [c.id]), `${stamp(c.start)} --> ${stamp(c.start + c.length)}${settings}`, ...c.lines].join(eol);
        });
        const file = ['WEBVTT', ...blocks].join(eol + eol) + eol;
        const result = parseWebVtt(file);
        expect(result.errors).toEqual([]);
        expect(result.cues.map((c) => [c.id, c.start, c.end, c.text, c.size, c.line, c.align])).toEqual(
          cues.map((c) => [
            c.id ?? '',
            c.start / 1000,
            (c.start + c.length) / 1000,
            c.lines.join('\n'),
            c.size ?? 100,
            c.line ?? 'auto',
            c.align ?? 'center',
          ]),
        );
      }),
      RUNS,
    );
  });
});

describe('fuzz: cue text parser', () => {
  it('never throws and produces only the known, safe tags', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 100, unit: 'binary' }), vttLike), (text) => {
        expect(onlyKnownTags(parseCueText(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives back any text whose <, > and & are escaped, as text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100, unit: 'binary' }), (raw) => {
        const escaped = raw.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
        const nodes = parseCueText(escaped);
        expect(nodes.every((n) => n.type === 'text')).toBe(true);
        expect(cueNodesToPlainText(nodes)).toBe(raw);
      }),
      RUNS,
    );
  });
});
