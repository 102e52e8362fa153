/**
 * The gzip budget of this backend's lazy chunk (`hlsjs-media-sink.js`), held by
 * tests/unit/build/size-budget.test.ts (docs/size-budgets.md). Tools read it; no bundle ships it.
 * hls.js itself (with its EME support, which ClearKey playback needs) plus our thin sink: the
 * library's own size, fixed by its version. The budget catches our core being copied into the chunk.
 */
export const chunkBudget = { gzipKiB: 205, lazyPackages: ['hls.js'] } as const;
