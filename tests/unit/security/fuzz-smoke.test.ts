// The small fuzz run inside `npm test` (issue 22): the targets of `npm run fuzz` (tools/fuzz), each
// with 1,500 seeded inputs, in-process. Same contract as the big run: no exception but the
// documented error types, no invariant violation (finite numbers, exact integers, times that do
// not run backwards). Timing is left to `npm run fuzz`, which reports slow inputs and the slope.
import { describe, expect, it } from 'vitest';
import { FUZZ_TARGETS } from '../../../tools/fuzz/fuzz-targets.ts';
import { fuzzTarget } from '../../../tools/fuzz/fuzz-run.ts';

const RUNS = 1_500;
const SEED = 22;

describe('fuzz smoke run: every parser and validator of issue 22 on 1,500 generated inputs', () => {
  it.each(FUZZ_TARGETS.map((target) => [target.name, target] as const))('%s', (_name, target) => {
    const stats = fuzzTarget(target, RUNS, SEED);
    expect(stats.runs).toBe(RUNS);
    expect(stats.findings.filter((finding) => finding.kind !== 'slow')).toEqual([]);
    expect(stats.unexpectedErrors).toBe(0);
    expect(stats.invariantViolations).toBe(0);
  });

  it('the invariant check catches what issue 22 found (Infinity, a rounded integer, end before start)', () => {
    const hls = FUZZ_TARGETS.find((target) => target.name === 'hls media playlist')!;
    expect(hls.invariants({ segments: [{ start: 0, duration: Number.POSITIVE_INFINITY, mediaSequence: 0 }], dateRanges: [] })).not.toEqual([]);
    expect(hls.invariants({ segments: [{ start: 0, duration: 1, mediaSequence: 2 ** 53 + 2 }], dateRanges: [] })).not.toEqual([]);
    expect(hls.invariants({ segments: [], dateRanges: [{ id: 'd', startDate: 10, endDate: 5 }] })).not.toEqual([]);
    const vtt = FUZZ_TARGETS.find((target) => target.name === 'webvtt')!;
    const parsed = (line: number) => ({ result: { cues: [{ start: 0, end: 1, line, position: 'auto', size: 100 }], regions: [], styles: [], errors: [] }, rects: [] });
    expect(vtt.invariants(parsed(-0))).not.toEqual([]);
    expect(vtt.invariants(parsed(Number.NEGATIVE_INFINITY))).not.toEqual([]);
    expect(vtt.invariants(parsed(3))).toEqual([]);
  });
});
