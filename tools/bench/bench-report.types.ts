/**
 * What each comparison module hands back: a markdown section (tables, how it was measured,
 * what is pending and why) and its part of docs/benchmarks.json.
 */

export interface MarkdownTable {
  readonly caption?: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface SectionReport {
  readonly title: string;
  /** How it was measured, one bullet each. */
  readonly method: readonly string[];
  readonly tables: readonly MarkdownTable[];
  /** What could not be measured, and why (one bullet each). */
  readonly pending: readonly string[];
  readonly elapsedMs: number;
}

/** A comparison's figures for docs/benchmarks.json (null = not measurable in this run). */
export type JsonFigures = Record<string, unknown>;

export interface ComparisonResult {
  readonly section: SectionReport;
  readonly json: JsonFigures;
}

/** Progress lines on the console, prefixed with the elapsed time of the run. */
export type Progress = (message: string) => void;
