import { useEffect } from 'react';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { useInstanceSnapshot, useNowPlaying } from '@mediakit/react';

const CAPABILITY_EVENTS = ['capabilitiesChanged', 'nowPlayingItemDidChange'] as const;
// A string, so the snapshot compares by value (a new Set each read would re-render every event).
const readCapabilities = (instance: MusicKitInstance): string => [...instance.capabilities].sort().join(' ');

/** What the current item allows (002 §4: a live station cannot pause, seek, skip or shuffle). */
export function useCapabilities(): ReadonlySet<string> {
  const key = useInstanceSnapshot(CAPABILITY_EVENTS, readCapabilities);
  return new Set(key ? key.split(' ') : []);
}

const QUEUE_EVENTS = ['queueItemsDidChange', 'queuePositionDidChange', 'nowPlayingItemDidChange'] as const;
const readHasQueue = (instance: MusicKitInstance): boolean => !instance.queueIsEmpty;

/** Whether there is something to play: "Later" with nothing playing still makes Play useful (issue 19). */
export function useHasQueue(): boolean {
  return useInstanceSnapshot(QUEUE_EVENTS, readHasQueue);
}

const BUSY = new Set([PlaybackStates.loading, PlaybackStates.waiting, PlaybackStates.stalled, PlaybackStates.seeking]);

/** Whether playback is busy loading (the bar shows a loading indicator). */
export function isBusy(state: PlaybackStates): boolean {
  return BUSY.has(state);
}

/** The song in the tab title, as desktop players do (issue 19). */
export function useDocumentTitle(base: string): void {
  const { item } = useNowPlaying();
  const title = item?.title ? `${item.title}${item.artistName ? ` · ${item.artistName}` : ''} — ${base}` : base;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
