import type { MediaItem } from '../media-item/media-item.ts';

/**
 * One place in the queue (001 §3 Queue: "each entry has an autoplay flag"). Entries are
 * distinct objects even when they hold the same item twice, so the shuffled and the original
 * order can refer to the same entry.
 */
export interface QueueEntry {
  readonly item: MediaItem;
  /** Added by autoplay rather than by the listener (001 §3, 002 §4 Autoplay). */
  readonly isAutoplay: boolean;
}

export function createQueueEntry(item: MediaItem, isAutoplay: boolean): QueueEntry {
  return Object.freeze({ item, isAutoplay });
}
