// 002 §2 Embed helper and 002 §9.

/** Sandbox tokens of the embed iframe (002 §2, 000 §9). */
export const EMBED_SANDBOX_FLAGS = [
  'allow-forms',
  'allow-popups',
  'allow-same-origin',
  'allow-scripts',
  'allow-storage-access-by-user-activation',
  'allow-top-navigation-by-user-activation',
] as const;

/** Permissions granted to the embed iframe (002 §2, 000 §9). */
export const EMBED_PERMISSIONS = ['autoplay', 'encrypted-media', 'fullscreen', 'clipboard-write'] as const;

/** Embed sizes (002 §2, §9): 660x450, songs and episodes 175 high, video 16:9 of the width. */
export const EMBED_SIZE = {
  defaultWidth: 660,
  defaultHeight: 450,
  songOrEpisodeHeight: 175,
  videoHeightRatio: 0.5625,
} as const;
