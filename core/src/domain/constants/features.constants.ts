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

/**
 * The developer flags the library registers (001 §9, with their defaults), the music-movie
 * flag of 000 §4 Playability and the manifest-token flag of 001 §6, whose names the spec does
 * not show (docs/decisions.md). Every one is off until the app sets it.
 */
export const DEVELOPER_FLAGS = {
  loadManifestOnce: 'mk-load-manifest-once',
  safariModernEme: 'mk-safari-modern-eme',
  forceAudioMse: 'mk-force-audio-mse',
  mseBuffer: 'mk-mse-buffer',
  musicMoviePlayback: 'mk-music-movie-playback',
  /** 001 §6: the allowed play and linear hosts receive the tokens with a manifest only when this is on. */
  manifestTokens: 'mk-manifest-tokens',
} as const;

/** 001 §9 "Feature defaults": seamless-audio-transitions on, enhanced-hls off, bookmarking off, xtrick on. */
export const FEATURE_DEFAULTS: Readonly<Record<string, boolean>> = {
  'seamless-audio-transitions': true,
  'enhanced-hls': false,
  bookmarking: false,
  xtrick: true,
};
