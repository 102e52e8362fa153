import { describe, expect, it } from 'vitest';
import { renderSourceSignal } from '../../../tools/media/source-signal.ts';
import { largestStep, locate, longestQuietRun } from '../../../tools/bench/signal-alignment.ts';

describe('bench signal alignment', () => {
  it('locates a window at its exact frame, whatever its phase against the decimation', () => {
    const haystack = renderSourceSignal(100_000, 40_000);
    for (const at of [12_345, 12_346, 12_351, 20_000]) {
      const needle = renderSourceSignal(100_000 + at, 4_096);
      const found = locate(needle, 0, 4_096, haystack, 0, 35_000);
      expect(found.frame).toBe(at);
      expect(found.score).toBeGreaterThan(0.999);
    }
  });

  it('longest quiet run needs both channels quiet', () => {
    const s = new Float32Array(2 * 10).fill(0.5);
    for (let i = 2; i < 6; i++) s.fill(0, 2 * i, 2 * i + 2); // frames 2..5 silent
    s[2 * 7] = 0; // frame 7: left only
    expect(longestQuietRun(s, 0, 10, 1e-3)).toEqual({ start: 2, length: 4 });
  });

  it('largest step over both channels', () => {
    const s = new Float32Array([0, 0, 0.1, 0, 0.1, 0.8, 0.2, 0.8]);
    expect(largestStep(s, 0, 4)).toBeCloseTo(0.8, 6);
  });
});
