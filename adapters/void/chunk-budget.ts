/**
 * The gzip budget of this backend's lazy chunk (`void-media-sink.js`), held by
 * tests/unit/build/size-budget.test.ts (docs/size-budgets.md). Tools read it; no bundle ships it.
 * A silent sink that ticks once a second (share-session participants, 002 §4): measured 0.6 KiB,
 * so 2 KiB catches anything that drags other code into it.
 */
export const chunkBudget = { gzipKiB: 2, lazyPackages: [] } as const;
