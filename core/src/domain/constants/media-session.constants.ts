// 002 §7: operating-system media session.

/** Artwork sizes, in pixels, offered to the OS media session (002 §7). */
export const MEDIA_SESSION_ARTWORK_SIZES = [96, 128, 192, 256, 384, 512] as const;
