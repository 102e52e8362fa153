/**
 * Median and spread of repeated measurements. Medians because the machine is shared (other
 * engineers run Chromium and builds at the same time): one slow run must not move the figure.
 */

export interface Summary {
  readonly n: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** 25th and 75th percentiles (linear interpolation between order statistics). */
  readonly p25: number;
  readonly p75: number;
}

/** Percentile `p` (0..1) of sorted values, interpolating linearly between neighbours. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower] as number;
  const b = sorted[upper] as number;
  return a + (b - a) * (position - lower);
}

/** Summary of the finite values; null when there are none. */
export function summarize(values: readonly (number | null | undefined)[]): Summary | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    n: sorted.length,
    median: percentile(sorted, 0.5),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    p25: percentile(sorted, 0.25),
    p75: percentile(sorted, 0.75),
  };
}

/** ours / theirs, or null when either is missing or theirs is 0. */
export function ratio(ours: number | null | undefined, theirs: number | null | undefined): number | null {
  if (ours === null || ours === undefined || theirs === null || theirs === undefined || theirs === 0) return null;
  return ours / theirs;
}

/** Runs `fn` `times` times and returns the elapsed ms of each run (after `warmup` unmeasured runs). */
export function timeRuns(times: number, warmup: number, fn: () => void): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    fn();
    out.push(performance.now() - start);
  }
  return out;
}

/** "12.3 (10.1–15.0, n=7)": median, then min–max. */
export function formatSummary(summary: Summary | null, digits = 1): string {
  if (!summary) return 'n/a';
  return `${summary.median.toFixed(digits)} (${summary.min.toFixed(digits)}–${summary.max.toFixed(digits)}, n=${summary.n})`;
}
