import type { MediaItem } from '../media-item/media-item.ts';

/** Payload of `queuePositionDidChange` (MUSICKIT-SURFACE.md). */
export interface QueuePositionChange {
  readonly oldPosition: number;
  readonly position: number;
}

/** Queue events and their payloads (MUSICKIT-SURFACE.md: items as MediaItem[]). */
export interface QueueEvents {
  readonly queueItemsDidChange: readonly MediaItem[];
  readonly queuePositionDidChange: QueuePositionChange;
}
