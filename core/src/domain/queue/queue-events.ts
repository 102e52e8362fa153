import type { MediaItem } from '../media-item/media-item.ts';

/** Payload of `queuePositionDidChange`: the queue's position before and after the move. */
export interface QueuePositionChange {
  readonly oldPosition: number;
  readonly position: number;
}

/** Queue events and their payloads: item lists are `MediaItem[]`, as in MusicKit JS v3. */
export interface QueueEvents {
  readonly queueItemsDidChange: readonly MediaItem[];
  readonly queuePositionDidChange: QueuePositionChange;
}
