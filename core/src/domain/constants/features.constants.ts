// 001 §9, 002 §9: features, developer flags and the storage keys of the engine.

/** Engine feature defaults (001 §9). */
export const FEATURE_DEFAULTS = {
  'seamless-audio-transitions': true,
  'enhanced-hls': false,
  bookmarking: false,
  xtrick: true,
} as const;

/** Feature flags that can be toggled by a list, a leading '-' disabling one (002 §9). */
export const FEATURE_FLAGS = [
  'enhanced-hls',
  'seamless-audio-transitions',
  'api-data-store',
  'disable-data-store-record-reuse',
  'api-pagination-metadata',
] as const;

/** Prefix that disables a feature in a feature list (002 §9). */
export const FEATURE_DISABLE_PREFIX = '-';

/** Developer flags read from local storage (001 §9). */
export const DEVELOPER_FLAGS = [
  'mk-load-manifest-once',
  'mk-safari-modern-eme',
  'mk-force-audio-mse',
  'mk-mse-buffer',
] as const;

/** Storage keys of the engine (001 §9). */
export const STORAGE_KEYS = {
  audioTrack: 'mk-audio-track',
  textTrack: 'mk-text-track',
  playReadyCbcsUnsupported: 'mk-playready-cbcs-unsupported',
} as const;

/** Local storage keys of the accepted age gate (002 §3 Stored locally). */
export const AGE_GATE_STORAGE_KEYS = {
  age: 'ageGatePolicyAge',
  expiration: 'ageGatePolicyExpiration',
} as const;
