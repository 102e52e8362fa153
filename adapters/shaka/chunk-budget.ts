/**
 * The gzip budget of this backend's lazy chunk (`shaka-media-sink.js`), held by
 * tests/unit/build/size-budget.test.ts (docs/size-budgets.md). Tools read it; no bundle ships it.
 * shaka-player plus our sink, as for hls.js. The sink imports shaka's `hls` build; its compiled
 * build would be far smaller, and this budget should come down with it.
 */
export const chunkBudget = { gzipKiB: 240, lazyPackages: ['shaka-player'] } as const;
