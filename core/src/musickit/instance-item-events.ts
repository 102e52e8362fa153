import { MediaItemState, PlaybackStates } from '../domain/enums/index.ts';
import type { EventEmitter } from '../domain/events/event-emitter.ts';
import type { MediaItem } from '../domain/media-item/media-item.ts';
import type { Cancel } from '../ports/scheduler.ts';
import type { MusicKitInstanceEvents } from './instance-events.ts';

/**
 * The instance events the incumbent raises about the item playing (MUSICKIT-SURFACE.md), derived
 * from events the instance already has:
 * - `mediaItemStateWillChange` / `mediaItemStateDidChange`: the now-playing item's own state events;
 * - `metadataDidChange`: the now-playing item took the play service's data (it became ready);
 * - `mediaCanPlay`: the item's media can play (loading gave way to playing or paused).
 */
export function forwardNowPlayingItemEvents(events: EventEmitter<MusicKitInstanceEvents>): void {
  let detachItem: Cancel = () => {};
  events.on('nowPlayingItemDidChange', ({ item }) => {
    detachItem();
    detachItem = item ? followItem(item, events) : () => {};
  });
  events.on('playbackStateDidChange', ({ oldState, state, nowPlayingItem }) => {
    const canPlay = state === PlaybackStates.playing || state === PlaybackStates.paused;
    if (oldState === PlaybackStates.loading && canPlay && nowPlayingItem) events.emit('mediaCanPlay', { item: nowPlayingItem });
  });
}

function followItem(item: MediaItem, events: EventEmitter<MusicKitInstanceEvents>): Cancel {
  const offs = [
    item.addEventListener('mediaItemStateWillChange', (change) => events.emit('mediaItemStateWillChange', change)),
    item.addEventListener('mediaItemStateDidChange', (change) => {
      events.emit('mediaItemStateDidChange', change);
      if (change.state === MediaItemState.ready) events.emit('metadataDidChange', { item });
    }),
  ];
  return () => offs.forEach((off) => off());
}
