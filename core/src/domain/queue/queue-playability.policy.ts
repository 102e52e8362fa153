// 001 §5 Queue validation rules.

import { PlaybackMode } from '../enums/playback.enums.ts';
import type { MediaItem } from '../media-item/media-item.ts';

/**
 * 001 §5: an item is playable if it has a playable flag, or if preview is allowed (the mode is
 * not full-playback-only) and a preview URL exists.
 */
export function isPlayableInMode(item: MediaItem, mode: PlaybackMode): boolean {
  return item.isPlayable || (mode !== PlaybackMode.FULL_PLAYBACK_ONLY && item.previewURL !== undefined);
}

/** 001 §5: an item can be played only if it is playable, not restricted and not unavailable. */
export function canPlayInMode(item: MediaItem, mode: PlaybackMode): boolean {
  return isPlayableInMode(item, mode) && !item.isRestricted && !item.isUnavailable;
}
