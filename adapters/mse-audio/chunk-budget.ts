/**
 * The gzip budget of this backend's lazy chunk (`mse-audio-media-sink.js`), held by
 * tests/unit/build/size-budget.test.ts (docs/size-budgets.md). Tools read it; no bundle ships it.
 * Our gapless audio engine, loaded when the first audio item plays; no library behind it.
 */
export const chunkBudget = { gzipKiB: 16, lazyPackages: [] } as const;
