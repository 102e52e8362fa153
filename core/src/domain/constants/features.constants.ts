// 001 §9, 002 §9: the feature-list syntax and the storage keys of the engine.

/** Prefix that disables a feature in a feature list (002 §9). */
export const FEATURE_DISABLE_PREFIX = '-';

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
