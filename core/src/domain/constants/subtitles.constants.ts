// 001 §2 and §3: subtitle overlay and text-track defaults.

/**
 * Subtitle overlay defaults (001 §2). The spec writes the video size as 'calc(1vw+1em)'; CSS
 * requires whitespace around `+` inside calc(), so the value carries those spaces to be valid.
 */
export const SUBTITLE_DEFAULTS = {
  overlayMarginPercent: 1.5,
  cueSizePercent: 100,
  fontSize: '36px',
  videoSubtitleSize: 'calc(1vw + 1em)',
  singleLineHeightFallbackPx: 41,
  maxOverlapAttempts: 10,
} as const;

/** The synthetic Off text track, always listed first (001 §2, §3). */
export const OFF_TEXT_TRACK = {
  id: -2,
  kind: 'subtitles',
} as const;
