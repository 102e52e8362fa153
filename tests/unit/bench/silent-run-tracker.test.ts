// Issue 21: the hour-long bench reports audible stalls, silent runs in the rendered recording,
// rather than `waiting` events. The bench's own analysis (DESIGN.md: benchmarks are not tests;
// this checks the detection against synthetic recordings with planted gaps).
import { describe, expect, it } from 'vitest';
import { findAudibleStalls, SilentRunTracker } from '../../../tools/bench/silent-run-tracker.ts';

const RATE = 44_100;
const ms = (n: number): number => Math.round((n / 1000) * RATE);

/** Interleaved stereo: a 220 Hz tone at −12 dBFS with silent spans [from, to) in frames planted. */
function recording(totalFrames: number, gaps: ReadonlyArray<readonly [number, number]> = [], noise = 0): Float32Array {
  const out = new Float32Array(2 * totalFrames);
  let state = 99;
  for (let i = 0; i < totalFrames; i++) {
    const silent = gaps.some(([from, to]) => i >= from && i < to);
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const n = noise * ((state / 2 ** 32) * 2 - 1);
    const v = silent ? n : 0.25 * Math.sin((2 * Math.PI * 220 * i) / RATE) + n;
    out[2 * i] = v;
    out[2 * i + 1] = v;
  }
  return out;
}

describe('audible stalls: silent runs in the recording (issue 21)', () => {
  it('a continuous tone has none: its own zero crossings are shorter than 10 ms', () => {
    const report = findAudibleStalls(recording(ms(2000)), { sampleRate: RATE });
    expect(report.stalls).toEqual([]);
    expect(report.audibleFrames).toBeGreaterThan(ms(1900));
  });

  it('a planted 40 ms gap mid-playback is one stall of 40 ms at its frame', () => {
    const from = ms(1000);
    const report = findAudibleStalls(recording(ms(2000), [[from, from + ms(40)]]), { sampleRate: RATE });
    expect(report.stalls).toHaveLength(1);
    expect(report.stalls[0]?.startFrame).toBeLessThanOrEqual(from);
    expect(report.stalls[0]?.startFrame).toBeGreaterThan(from - ms(5));
    expect(report.stalls[0]?.ms).toBeGreaterThanOrEqual(40);
    expect(report.stalls[0]?.ms).toBeLessThan(45);
  });

  it('a gap below minStallMs is not counted; the same gap is with a lower minimum', () => {
    const gap: [number, number] = [ms(500), ms(508)];
    expect(findAudibleStalls(recording(ms(1000), [gap]), { sampleRate: RATE }).stalls).toHaveLength(0);
    expect(findAudibleStalls(recording(ms(1000), [gap]), { sampleRate: RATE, minStallMs: 5 }).stalls).toHaveLength(1);
  });

  it('dither below −60 dBFS in a gap is still silence a listener hears as a gap', () => {
    const report = findAudibleStalls(recording(ms(1000), [[ms(400), ms(450)]], 2e-4), { sampleRate: RATE });
    expect(report.stalls).toHaveLength(1);
  });

  it('silence before the first audible frame (start-up) and after the last (the end) is not a stall', () => {
    const report = findAudibleStalls(recording(ms(1000), [[0, ms(200)], [ms(800), ms(1000)]]), { sampleRate: RATE });
    expect(report.stalls).toEqual([]);
  });

  it("a gap starting just after a seek mark (within the grace) or within 20 ms before it is the seek's: excused, not a stall", () => {
    const seekA = ms(300);
    const seekB = ms(600);
    const report = findAudibleStalls(recording(ms(1000), [[seekA + ms(20), seekA + ms(120)], [seekB - ms(10), seekB + ms(90)], [ms(850), ms(900)]]), {
      sampleRate: RATE,
      excuses: [seekA, seekB],
    });
    expect(report.excused).toBe(2);
    expect(report.stalls).toHaveLength(1);
    expect(report.stalls[0]?.startFrame).toBeGreaterThanOrEqual(ms(849));
  });

  it('a mark in the middle of a gap already heard does not excuse it (a missed join then a skip)', () => {
    const report = findAudibleStalls(recording(ms(2000), [[ms(500), ms(1500)]]), { sampleRate: RATE, excuses: [ms(1400)] });
    expect(report.stalls).toHaveLength(1);
    expect(report.stalls[0]?.ms).toBeGreaterThanOrEqual(1000);
    expect(report.excused).toBe(0);
  });

  it('a mark long before a gap does not excuse it', () => {
    const report = findAudibleStalls(recording(ms(2000), [[ms(1500), ms(1550)]]), { sampleRate: RATE, excuses: [ms(500)] });
    expect(report.stalls).toHaveLength(1);
    expect(report.excused).toBe(0);
  });

  it('fed in recorder batches, a gap split across batches is one stall, and a missing batch (nothing rendered) is silence', () => {
    const whole = recording(ms(1000), [[ms(500), ms(530)]]);
    const tracker = new SilentRunTracker({ sampleRate: RATE });
    const batch = 4096;
    const frames = whole.length / 2;
    for (let start = 0; start < frames; start += batch) {
      // Drop the batch that holds 700 ms: the worklet delivered nothing for those frames.
      if (start <= ms(700) && ms(700) < start + batch) continue;
      tracker.push(start, whole.subarray(2 * start, 2 * Math.min(frames, start + batch)));
    }
    const report = tracker.report();
    expect(report.stalls).toHaveLength(2);
    expect(report.stalls[0]?.ms).toBeGreaterThanOrEqual(30);
    expect(report.stalls[1]?.frames).toBeGreaterThanOrEqual(batch);
    expect(report.stalls[1]?.frames).toBeLessThan(batch + ms(5));
  });

  it('a muted recording has no audible frames, so the report shows it proves nothing', () => {
    const report = findAudibleStalls(new Float32Array(2 * ms(1000)), { sampleRate: RATE });
    expect(report.audibleFrames).toBe(0);
    expect(report.stalls).toEqual([]);
  });
});
