/**
 * The size budgets (docs/size-budgets.md gives the reasons), in gzip bytes (level 9).
 * tests/unit/build/size-budget.test.ts builds and fails over any of them; the doc's table must
 * carry the same numbers (the test checks that too).
 */
export const KIB = 1024;

export interface SizeBudget {
  /** What is measured, as the doc's table names it. */
  readonly name: string;
  readonly gzipBytes: number;
}

/** `mediakit.js`, the classic script a page loads: everything but the lazy backends. */
export const SCRIPT_TAG_MAIN_BUDGET: SizeBudget = { name: 'script-tag main (mediakit.js)', gzipBytes: 60 * KIB };

/** `@mediakit/core` whole (every entry and chunk), minified as an app's bundler would. */
export const CORE_BUDGET: SizeBudget = { name: '@mediakit/core, minified, all entries', gzipBytes: 100 * KIB };

/** The lazy chunks, by chunk name: each is its library plus a thin sink. */
export const LAZY_CHUNK_BUDGETS: Readonly<Record<string, SizeBudget>> = {
  'hlsjs-media-sink': { name: 'lazy chunk hlsjs-media-sink.js', gzipBytes: 205 * KIB },
  'shaka-media-sink': { name: 'lazy chunk shaka-media-sink.js', gzipBytes: 240 * KIB },
  'mse-audio-media-sink': { name: 'lazy chunk mse-audio-media-sink.js', gzipBytes: 16 * KIB },
  'play-activity-reporting': { name: 'lazy chunk play-activity-reporting.js', gzipBytes: 12 * KIB },
};

/** Any other lazy chunk (a new backend, a shared piece): small until someone budgets it. */
export const OTHER_LAZY_CHUNK_BUDGET: SizeBudget = { name: 'any other lazy chunk', gzipBytes: 8 * KIB };

/** npm packages that may never be in the main script: they load only when a backend is chosen. */
export const LAZY_ONLY_PACKAGES = ['hls.js', 'shaka-player'] as const;
