// 002 §3 Play-activity descriptor, read from the media item being played and the queue's modes.

import {
  PlayActivityAutoPlayMode,
  PlayActivityRepeatPlayMode,
  PlayActivityShufflePlayMode,
  type PlayActivityContainer,
  type PlayActivityDescriptor,
  type PlayActivityPlayMode,
} from '../../domain/activity/play-activity-descriptor.ts';
import { PlayActivityContainerType, PlaybackType, PlayerRepeatMode, PlayerShuffleMode } from '../../domain/enums/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';

/** The queue's modes when an item starts (002 §3 play mode). */
export interface QueueModes {
  readonly repeat?: PlayerRepeatMode;
  readonly shuffle?: PlayerShuffleMode;
  /** The item was added by autoplay (002 §4 Autoplay). */
  readonly autoplay?: boolean;
}

/**
 * Whether an item plays in full. Only the full-playback path knows, and it says so by setting
 * the item's playbackType; `none` (nobody said) counts as a preview, so a preview is never
 * reported by mistake (002 §6 "never for previews").
 */
export function playsInFull(item: Pick<MediaItem, 'playbackType'>): boolean {
  return item.playbackType === PlaybackType.unencryptedFull || item.playbackType === PlaybackType.encryptedFull;
}

/**
 * The descriptor of `item` (002 §3). An item that does not play in full is described as a
 * preview, which the reporter never records. What plays decides, not the app's `previewOnly` at
 * this moment: source resolution marks each item when it resolves (previewOnly on: its preview),
 * so a full track that keeps playing after `music.previewOnly = true` is still reported.
 *
 * @example
 * activityDescriptorOf(song, { repeat: PlayerRepeatMode.none });
 * // { id: song.id, kind: 'songs', playbackType: 3, duration: 215, container: { id, type: ALBUM }, ... }
 */
export function activityDescriptorOf(item: MediaItem, modes: QueueModes): PlayActivityDescriptor {
  const durationMs = item.playbackDuration;
  const context = item.context;
  const container = containerOf(item);
  return {
    id: item.id,
    kind: item.type,
    playbackType: playsInFull(item) ? item.playbackType : PlaybackType.preview,
    playMode: playModeOf(modes),
    ...(container ? { container } : {}),
    ...(durationMs === undefined ? {} : { duration: durationMs / 1000 }),
    ...(typeof context.reco_id === 'string' ? { recoData: context.reco_id } : {}),
    ...(typeof context.featureName === 'string' ? { featureName: context.featureName } : {}),
    ...(item.trackInfo === undefined ? {} : { trackInfo: JSON.stringify(item.trackInfo) }),
  };
}

/** 002 §3 play mode from the player's repeat and shuffle modes and the item's autoplay origin. */
export function playModeOf(modes: QueueModes): PlayActivityPlayMode {
  const repeat =
    modes.repeat === PlayerRepeatMode.one
      ? PlayActivityRepeatPlayMode.REPEAT_ONE
      : modes.repeat === PlayerRepeatMode.all
        ? PlayActivityRepeatPlayMode.REPEAT_ALL
        : modes.repeat === PlayerRepeatMode.none
          ? PlayActivityRepeatPlayMode.REPEAT_OFF
          : PlayActivityRepeatPlayMode.UNKNOWN;
  const shuffle =
    modes.shuffle === PlayerShuffleMode.songs
      ? PlayActivityShufflePlayMode.SHUFFLE_ON
      : modes.shuffle === PlayerShuffleMode.off
        ? PlayActivityShufflePlayMode.SHUFFLE_OFF
        : PlayActivityShufflePlayMode.UNKNOWN;
  return { repeat, shuffle, autoplay: modes.autoplay ? PlayActivityAutoPlayMode.AUTO_ON : PlayActivityAutoPlayMode.AUTO_OFF };
}

/** 000 §3 container types from the container's resource type ('albums', 'library-playlists', 'stations'...). */
function containerOf(item: MediaItem): PlayActivityContainer | undefined {
  const container = item.container;
  if (!container) return undefined;
  const kind = container.type.replace(/^library-/, '').replace(/s$/, '');
  const type =
    kind === 'album'
      ? PlayActivityContainerType.ALBUM
      : kind === 'playlist'
        ? PlayActivityContainerType.PLAYLIST
        : kind === 'station' || kind === 'radioStation'
          ? PlayActivityContainerType.RADIO
          : kind === 'artist'
            ? PlayActivityContainerType.ARTIST
            : PlayActivityContainerType.UNKNOWN;
  return { id: container.id, type };
}
