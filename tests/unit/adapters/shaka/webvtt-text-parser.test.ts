// @vitest-environment jsdom
// The shaka backend reads WebVTT with the core parser (001 §5); issue 22: it must reject what
// the core rejects and never hand shaka a cue that ends before it starts because of the shift.
import { describe, expect, it } from 'vitest';
import { createWebVttCue } from '../../../../core/src/domain/webvtt/index.ts';
import { CoreWebVttTextParser, shiftCue } from '../../../../adapters/shaka/webvtt-text-parser.ts';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const time = { periodStart: 0, segmentStart: 0, segmentEnd: 10, vttOffset: 0, isMpegTs: false };

describe('shaka backend WebVTT: same acceptance as the core parser (W3C §6.1, WPT signature tests)', () => {
  it('parses a file with one byte order mark', () => {
    const cues = new CoreWebVttTextParser().parseMedia(utf8('\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHi'), time);
    expect(cues.map((cue) => [cue.startTime, cue.endTime, cue.payload])).toEqual([[1, 2, 'Hi']]);
  });

  it('rejects a file with two byte order marks (WPT "signature, two boms"): no cues', () => {
    expect(new CoreWebVttTextParser().parseMedia(utf8('\uFEFF\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHi'), time)).toEqual([]);
  });
});

describe('shaka backend WebVTT: shifting cues onto the media timeline (RFC 8216 §3.5 X-TIMESTAMP-MAP)', () => {
  const cue = (start: number, end: number) => createWebVttCue({ start, end, text: 'x' });

  it('shifts both ends by the offset', () => {
    expect(shiftCue(cue(1, 2), 10)).toMatchObject({ start: 11, end: 12 });
  });

  it('clamps a cue straddling 0 to start at 0, keeping end >= start', () => {
    expect(shiftCue(cue(1, 5), -3)).toMatchObject({ start: 0, end: 2 });
  });

  it('drops a cue that ends before 0 once shifted (it can never show)', () => {
    expect(shiftCue(cue(1, 2), -5)).toBeUndefined();
  });

  it('drops a cue moved to a non-finite time', () => {
    expect(shiftCue(cue(1, 2), Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
