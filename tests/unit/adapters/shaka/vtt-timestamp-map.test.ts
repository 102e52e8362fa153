import { describe, expect, it } from 'vitest';
import { cueTimeOffset } from '../../../../adapters/shaka/vtt-timestamp-map.ts';

const time = { periodStart: 2, vttOffset: 5 };

describe('shaka sink: where WebVTT cue times sit on the media timeline (RFC 8216 §3.5 X-TIMESTAMP-MAP)', () => {
  it('maps MPEGTS (90 kHz) to LOCAL for HLS, from the period start', () => {
    expect(cueTimeOffset('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000', time, 'HLS')).toBe(12);
    expect(cueTimeOffset('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:00:00:01.500,MPEGTS:180000', time, 'HLS')).toBeCloseTo(2.5, 9);
  });

  it('accepts hours in LOCAL', () => {
    expect(cueTimeOffset('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:01:00:00.000', { periodStart: 0, vttOffset: 0 }, 'HLS')).toBe(-3600);
  });

  it('uses the text engine’s offset without a map, with a malformed map, or outside HLS', () => {
    expect(cueTimeOffset('WEBVTT', time, 'HLS')).toBe(5);
    expect(cueTimeOffset('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:bad', time, 'HLS')).toBe(5);
    expect(cueTimeOffset('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000', time, 'DASH')).toBe(5);
  });
});

describe('shaka sink: a hostile X-TIMESTAMP-MAP never gives an infinite offset (issue 22)', () => {
  it('ignores an MPEGTS beyond 33 bits (more than 10 digits) and huge LOCAL hours', () => {
    expect(cueTimeOffset(`WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${'9'.repeat(400)},LOCAL:00:00:00.000`, time, 'HLS')).toBe(5);
    expect(cueTimeOffset(`WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:${'9'.repeat(400)}:00:00.000`, time, 'HLS')).toBe(5);
  });
});
