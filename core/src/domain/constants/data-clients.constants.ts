// 002 §5 and §9: the data-access clients.

/** A second library add within this window is rejected as quota exceeded (002 §5, §9). */
export const LIBRARY_ADD_THROTTLE_MS = 1000;

/** The server ledger expires this long after its last change: 40 minutes (002 §9). */
export const LEDGER_EXPIRY_MS = 2_400_000;

/** Default page size when loading relationships (002 §9). */
export const RELATIONSHIP_PAGE_LIMIT = 100;

/** Default limit of recents, history and recently-added (002 §7, §9). */
export const RECENTS_DEFAULT_LIMIT = 10;

/** Cap applied to a `limit` query parameter (002 §9). */
export const PARAMETER_LIMIT_CAP = 25;

/** Chunking of bulk id requests (002 §9): library and most clients send one id per chunk. */
export const ID_CHUNKING = {
  maxIds: 100,
  maxCharacters: 1000,
  libraryIdsPerChunk: 1,
} as const;

/** Platform sent for groupings by default (002 §9). */
export const GROUPINGS_DEFAULT_PLATFORM = 'desktop';

/** The fixed suffix of the offers call's store-front header (000 §7). */
export const STORE_FRONT_HEADER_SUFFIX = ',8';
