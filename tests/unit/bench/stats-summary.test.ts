import { describe, expect, it } from 'vitest';
import { formatSummary, percentile, ratio, summarize } from '../../../tools/bench/stats-summary.ts';
import { heapGrowth } from '../../../tools/bench/long-playback.bench.ts';

describe('bench median and spread', () => {
  it('median of odd and even counts', () => {
    expect(summarize([5, 1, 3])?.median).toBe(3);
    expect(summarize([4, 1, 3, 2])?.median).toBe(2.5);
  });

  it('spread: min, max and interpolated quartiles', () => {
    const s = summarize([10, 20, 30, 40, 50]);
    expect(s).toMatchObject({ n: 5, min: 10, max: 50, p25: 20, p75: 40, median: 30 });
    expect(percentile([0, 10], 0.25)).toBe(2.5);
  });

  it('ignores missing and non-finite values; nothing left gives null', () => {
    expect(summarize([null, 2, undefined, Number.NaN, 4, Infinity])).toMatchObject({ n: 2, median: 3 });
    expect(summarize([null, undefined])).toBeNull();
  });

  it('ratio is null when either side is missing or the divisor is 0', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(null, 4)).toBeNull();
    expect(ratio(3, 0)).toBeNull();
  });

  it('formats median (min–max, n)', () => {
    expect(formatSummary(summarize([1, 2, 4]))).toBe('2.0 (1.0–4.0, n=3)');
    expect(formatSummary(null)).toBe('n/a');
  });
});

describe('bench heap growth', () => {
  const samples = (used: number[]) => used.map((usedBytes, i) => ({ wallMs: i, mediaSeconds: i, usedBytes, bufferedSeconds: 0 }));

  it('compares the medians of the last and first quarters (a single spike does not count)', () => {
    expect(heapGrowth(samples([10, 10, 10, 10, 99, 10, 10, 10]))).toBe(0);
    expect(heapGrowth(samples([10, 10, 20, 30, 40, 50, 60, 70]))).toBe(55);
  });

  it('needs at least four samples', () => {
    expect(heapGrowth(samples([1, 2, 3]))).toBeNull();
  });
});
