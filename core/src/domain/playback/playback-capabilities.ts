// 002 §4 capabilities of the serial and continuous (station) controllers.

import type { MediaItem } from '../media-item/media-item.ts';
import type { QueueEntry } from '../queue/queue-entry.ts';

/** One control a controller may offer (002 §4). */
export type PlaybackCapability =
  | 'pause'
  | 'seek'
  | 'skipNext'
  | 'skipPrevious'
  | 'skipToItem'
  | 'editQueue'
  | 'autoplay'
  | 'repeat'
  | 'shuffle'
  | 'volume';

/** The controls available now. */
export type PlaybackCapabilities = ReadonlySet<PlaybackCapability>;

/**
 * 002 §4 Serial queue playback: edit queue, skip next and previous, skip to item, autoplay and
 * volume always; repeat and shuffle unless an autoplay item is current; pause and seek unless
 * the current item disables scrubbing.
 */
export function serialCapabilities(current: QueueEntry | undefined): PlaybackCapabilities {
  const capabilities = new Set<PlaybackCapability>(['editQueue', 'skipNext', 'skipPrevious', 'skipToItem', 'autoplay', 'volume']);
  if (!current?.isAutoplay) {
    capabilities.add('repeat');
    capabilities.add('shuffle');
  }
  addPauseAndSeek(capabilities, current?.item);
  return capabilities;
}

/**
 * 002 §4 Continuous (station) playback: every station supports volume, and no skip to item,
 * autoplay, queue editing, shuffle or repeat; live stations have no pause, skip or seek. A
 * station that is not live also skips forward, pauses and seeks (pause and seek unless the
 * item disables scrubbing; decision: docs/decisions.md).
 */
export function stationCapabilities(isLive: boolean, current: MediaItem | undefined): PlaybackCapabilities {
  const capabilities = new Set<PlaybackCapability>(['volume']);
  if (isLive) return capabilities;
  capabilities.add('skipNext');
  addPauseAndSeek(capabilities, current);
  return capabilities;
}

function addPauseAndSeek(capabilities: Set<PlaybackCapability>, item: MediaItem | undefined): void {
  if (item?.isAssetScrubbingDisabled) return;
  capabilities.add('pause');
  capabilities.add('seek');
}

/** True when both hold the same capabilities. */
export function sameCapabilities(a: PlaybackCapabilities, b: PlaybackCapabilities): boolean {
  return a.size === b.size && [...a].every((capability) => b.has(capability));
}
