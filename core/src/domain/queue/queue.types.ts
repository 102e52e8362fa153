import type { Logger } from '../../ports/logger.ts';
import type { Random } from '../../ports/random.ts';
import type { PlaybackMode, PlayerRepeatMode } from '../enums/playback.enums.ts';
import type { MediaItemFactory } from '../media-item/media-item.factory.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import type { MediaItemDescriptor } from '../media-item/media-item.types.ts';

/** An item, or a descriptor to build one from. */
export type QueueItemInput = MediaItem | MediaItemDescriptor;

/** What a queue needs from the outside. */
export interface QueueDependencies {
  /** Draws shuffles (001 §4). */
  readonly random: Random;
  readonly logger?: Logger;
  /** Builds items from descriptors; by default one sharing `random` and `logger`. */
  readonly itemFactory?: MediaItemFactory;
}

/** Initial content and modes of a queue. */
export interface QueueInit {
  readonly items?: readonly QueueItemInput[];
  /** 001 §5: a numeric start position within 0..length-1, or an item id; otherwise not found (-1). */
  readonly startWith?: number | string;
  readonly playbackMode?: PlaybackMode;
  readonly repeatMode?: PlayerRepeatMode;
}
