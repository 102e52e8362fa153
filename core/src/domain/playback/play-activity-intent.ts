// 002 §4 Serial queue playback, skip notifications: "a seamless transition sends a play event.
// Otherwise the event is skip, stop or play, depending on whether playback was running and
// whether an item resulted."

import type { PlayActivityEndReasonType } from '../enums/play-activity.enums.ts';
import type { MediaItem } from '../media-item/media-item.ts';

/** What the controllers tell the play-activity reporter after a move. */
export type PlayActivityIntent =
  | { readonly kind: 'play'; readonly item: MediaItem; readonly seamless: boolean; readonly userInitiated: boolean }
  | {
      readonly kind: 'skip';
      readonly from: MediaItem | undefined;
      readonly item: MediaItem;
      readonly endReason: PlayActivityEndReasonType;
      readonly userInitiated: boolean;
    }
  | {
      readonly kind: 'stop';
      readonly item: MediaItem | undefined;
      readonly endReason: PlayActivityEndReasonType;
      readonly userInitiated: boolean;
    };

/** The kind of notification a move gives, or undefined when there is nothing to tell. */
export type SkipNotificationKind = PlayActivityIntent['kind'] | undefined;

/**
 * 002 §4 skip notifications: seamless → play; running and an item → skip; running and none →
 * stop; not running and an item → play; otherwise nothing.
 *
 * @example
 * skipNotificationKind({ seamless: false, wasPlaying: true, hasItem: false }); // 'stop'
 */
export function skipNotificationKind(move: {
  readonly seamless: boolean;
  readonly wasPlaying: boolean;
  readonly hasItem: boolean;
}): SkipNotificationKind {
  if (move.seamless) return 'play';
  if (move.wasPlaying) return move.hasItem ? 'skip' : 'stop';
  return move.hasItem ? 'play' : undefined;
}
