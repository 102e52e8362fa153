import type { MediaItemState } from '../enums/media-item-state.enum.ts';
import type { MediaItem } from './media-item.ts';

/** Payload of both state events: the item, the state it leaves and the one it enters. */
export interface MediaItemStateChange {
  readonly item: MediaItem;
  readonly oldState: MediaItemState;
  readonly state: MediaItemState;
}

/** 000 §4: a state change fires a will-change event, then a did-change event. */
export interface MediaItemEvents {
  readonly mediaItemStateWillChange: MediaItemStateChange;
  readonly mediaItemStateDidChange: MediaItemStateChange;
}
