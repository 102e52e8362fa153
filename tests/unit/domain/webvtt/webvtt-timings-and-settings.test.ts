// W3C WebVTT §6.3 "collect a WebVTT timestamp", "collect WebVTT cue timings and settings",
// "parse the WebVTT cue settings"; 001 §5 Subtitles (WebVTT).
import { describe, expect, it } from 'vitest';
import {
  parseWebVtt,
  parseWebVttTimestamp,
  type WebVttCue,
  type WebVttParseError,
} from '../../../../core/src/domain/webvtt/index.ts';

function one(timingLine: string): { cue: WebVttCue | undefined; errors: WebVttParseError[] } {
  const result = parseWebVtt(`WEBVTT\n\n${timingLine}\ntext`);
  return { cue: result.cues[0], errors: result.errors };
}

describe("001 §5 'Cue timestamps must be well formed and separated by an arrow, else Malformed time stamp'", () => {
  it.each([
    ['00:01.000', 1],
    ['01:02.003', 62.003],
    ['00:00:01.000', 1],
    ['1:00:00.000', 3600],
    ['123:00:00.500', 442800.5],
    ['59:59.999', 3599.999],
  ])('reads %s as %f seconds (hours optional)', (stamp, seconds) => {
    expect(parseWebVttTimestamp(stamp)).toBe(seconds);
    expect(one(`${stamp} --> 999:00:00.000`).cue?.start).toBe(seconds);
  });

  it.each([
    ['minutes with one digit', '0:01.000'],
    ['seconds with one digit', '00:1.000'],
    ['seconds with three digits', '00:001.000'],
    ['milliseconds with two digits', '00:01.00'],
    ['milliseconds with four digits', '00:01.0000'],
    ['a comma before milliseconds (SRT)', '00:01,000'],
    ['seconds of 60', '00:60.000'],
    ['minutes of 60 with hours', '00:60:00.000'],
    ['no milliseconds', '00:01'],
    ['a sign', '-00:01.000'],
    ['letters', 'aa:bb.ccc'],
    ['an empty stamp', ''],
  ])('rejects %s', (_name, stamp) => {
    expect(parseWebVttTimestamp(stamp)).toBe(-1);
    const { cue, errors } = one(`${stamp} --> 00:05.000`);
    expect(cue).toBeUndefined();
    expect(errors).toMatchObject([{ code: 'bad-timestamp', message: 'Malformed time stamp', fatal: false }]);
  });

  it('reads a two-digit first field above 59 as hours, which then need a seconds field', () => {
    expect(parseWebVttTimestamp('75:00.000')).toBe(-1);
    expect(parseWebVttTimestamp('75:00:00.000')).toBe(270000);
  });

  it.each([
    ['no arrow', '00:01.000 00:02.000'],
    ['a short arrow', '00:01.000 -> 00:02.000'],
    ['a broken end', '00:01.000 --> 00:02'],
    ['no end', '00:01.000 -->'],
  ])('rejects a timing line with %s', (_name, line) => {
    const { cue, errors } = one(line);
    expect(cue).toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual(['Malformed time stamp']);
  });

  it('accepts any whitespace around the arrow, or none', () => {
    expect(one('00:01.000-->00:02.000').cue).toMatchObject({ start: 1, end: 2 });
    expect(one(' \t00:01.000 \t-->\t 00:02.000 ').cue).toMatchObject({ start: 1, end: 2 });
  });

  it('continues after a bad cue: later cues still parse (W3C: only a bad signature aborts)', () => {
    const result = parseWebVtt('WEBVTT\n\n00:01 --> 00:02\nbad\n\n00:03.000 --> 00:04.000\ngood');
    expect(result.cues.map((c) => c.text)).toEqual(['good']);
    expect(result.errors).toHaveLength(1);
  });

  it('keeps a cue whose end precedes its start (W3C §6 parser, WPT timings-negative) and reports it', () => {
    const { cue, errors } = one('00:05.000 --> 00:04.000');
    expect(cue).toMatchObject({ start: 5, end: 4 });
    expect(errors).toMatchObject([{ code: 'end-before-start', fatal: false }]);
  });

  it('reads line:-0 as 0, and a line beyond the largest double as invalid (WPT settings-line)', () => {
    expect(Object.is(one('00:00.000 --> 00:01.000 line:-0').cue?.line, 0)).toBe(true);
    const huge = one(`00:00.000 --> 00:01.000 line:${'9'.repeat(309)}`);
    expect(huge.cue?.line).toBe('auto');
    expect(huge.errors).toMatchObject([{ code: 'bad-line' }]);
    expect(one(`00:00.000 --> 00:01.000 line:-${'9'.repeat(309)}`).cue?.line).toBe('auto');
  });

  it('keeps a zero-length cue (end equal to start)', () => {
    expect(one('00:05.000 --> 00:05.000').cue).toMatchObject({ start: 5, end: 5 });
  });

  it('reports the line number of the bad line', () => {
    const result = parseWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nok\n\nid\n00:03.000 -> 00:04.000\nx');
    expect(result.errors[0]!.line).toBe(7);
  });
});

describe('W3C §6.3 cue settings (001 §5 line, position, size, align, vertical)', () => {
  it('gives a cue the W3C defaults (001 §2 default size 100)', () => {
    expect(one('00:01.000 --> 00:02.000').cue).toEqual({
      id: '',
      start: 1,
      end: 2,
      text: 'text',
      line: 'auto',
      snapToLines: true,
      lineAlign: 'start',
      position: 'auto',
      positionAlign: 'auto',
      size: 100,
      align: 'center',
      vertical: '',
      region: null,
    });
  });

  it.each([
    ['line:0', { line: 0, snapToLines: true }],
    ['line:-1', { line: -1, snapToLines: true }],
    ['line:3.5', { line: 3.5, snapToLines: true }],
    ['line:10%', { line: 10, snapToLines: false }],
    ['line:100%,end', { line: 100, snapToLines: false, lineAlign: 'end' }],
    ['line:0,center', { line: 0, lineAlign: 'center' }],
    ['position:0%', { position: 0 }],
    ['position:100%', { position: 100 }],
    ['position:25.5%,line-right', { position: 25.5, positionAlign: 'line-right' }],
    ['size:0%', { size: 0 }],
    ['size:100%', { size: 100 }],
    ['size:33.3%', { size: 33.3 }],
    ['align:start', { align: 'start' }],
    ['align:center', { align: 'center' }],
    ['align:end', { align: 'end' }],
    ['align:left', { align: 'left' }],
    ['align:right', { align: 'right' }],
    ['vertical:rl', { vertical: 'rl' }],
    ['vertical:lr', { vertical: 'lr' }],
  ])('applies %s', (settings, expected) => {
    const { cue, errors } = one(`00:01.000 --> 00:02.000 ${settings}`);
    expect(errors).toEqual([]);
    expect(cue).toMatchObject(expected);
  });

  it.each([
    ['line:abc', 'bad-line'],
    ['line:1-', 'bad-line'],
    ['line:1.', 'bad-line'],
    ['line:.5', 'bad-line'],
    ['line:1..2', 'bad-line'],
    ['line:101%', 'bad-line'],
    ['line:-5%', 'bad-line'],
    ['position:101%', 'bad-position'],
    ['position:-1%', 'bad-position'],
    ['position:50', 'bad-position'],
    ['position:50%,left', 'bad-position'],
    ['size:101%', 'bad-size'],
    ['size:-1%', 'bad-size'],
    ['size:50', 'bad-size'],
    ['size:1e2%', 'bad-size'],
    ['align:middle', 'bad-align'],
    ['align:CENTER', 'bad-align'],
    ['vertical:tb', 'bad-vertical'],
    ['vertical:RL', 'bad-vertical'],
  ])('ignores the invalid %s, keeps the default and reports %s', (settings, code) => {
    const { cue, errors } = one(`00:01.000 --> 00:02.000 ${settings}`);
    expect(cue).toMatchObject({ line: 'auto', position: 'auto', size: 100, align: 'center', vertical: '' });
    expect(errors).toMatchObject([{ code, fatal: false }]);
  });

  it('keeps the line of line:0,middle but not its unknown alignment, and reports bad-line (W3C §6.3, WPT settings-line)', () => {
    const { cue, errors } = one('00:01.000 --> 00:02.000 line:0,middle');
    expect(cue).toMatchObject({ line: 0, snapToLines: true, lineAlign: 'start' });
    expect(errors).toMatchObject([{ code: 'bad-line', fatal: false }]);
  });

  it("accepts 'auto' for line and position without an error (001 §5 'a number or auto')", () => {
    const { cue, errors } = one('00:01.000 --> 00:02.000 line:auto position:auto');
    expect(errors).toEqual([]);
    expect(cue).toMatchObject({ line: 'auto', position: 'auto' });
  });

  it('ignores unknown settings silently', () => {
    const { cue, errors } = one('00:01.000 --> 00:02.000 foo:bar T:1 align:start');
    expect(errors).toEqual([]);
    expect(cue!.align).toBe('start');
  });

  it('skips settings without a colon, or with the colon first or last', () => {
    const { cue, errors } = one('00:01.000 --> 00:02.000 align :start size: line');
    expect(errors).toEqual([]);
    expect(cue).toMatchObject({ align: 'center', size: 100, line: 'auto' });
  });

  it('lets the later of duplicate settings win and reports the duplicate', () => {
    const { cue, errors } = one('00:01.000 --> 00:02.000 align:start align:end');
    expect(cue!.align).toBe('end');
    expect(errors).toMatchObject([{ code: 'duplicate-setting', fatal: false }]);
  });

  it('reads settings separated by tabs and several spaces', () => {
    expect(one('00:01.000 --> 00:02.000\tline:1  \t size:50%').cue).toMatchObject({ line: 1, size: 50 });
  });

  it('is case-sensitive in setting names', () => {
    expect(one('00:01.000 --> 00:02.000 Align:start').cue!.align).toBe('center');
  });
});
