import { useInstanceSnapshot } from './use-instance-snapshot.ts';
import type { MediaKitInstance, MediaKitTimedMetadata, MediaKitTrack } from '../media-kit-instance.ts';

export interface TracksSnapshot {
  readonly audioTracks: readonly MediaKitTrack[];
  readonly textTracks: readonly MediaKitTrack[];
  readonly currentAudioTrack: MediaKitTrack | undefined;
  readonly currentTextTrack: MediaKitTrack | undefined;
}

const NO_TRACKS: readonly MediaKitTrack[] = [];
const TRACK_EVENTS = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged', 'nowPlayingItemDidChange'] as const;
const readTracks = (instance: MediaKitInstance): TracksSnapshot => ({
  audioTracks: instance.audioTracks ?? NO_TRACKS,
  textTracks: instance.textTracks ?? NO_TRACKS,
  currentAudioTrack: instance.currentAudioTrack,
  currentTextTrack: instance.currentTextTrack,
});

/** The item's audio renditions and subtitle tracks (Off first) and which are selected. */
export function useTracks(): TracksSnapshot {
  return useInstanceSnapshot(TRACK_EVENTS, readTracks);
}

const METADATA_EVENTS = ['timedMetadataDidChange', 'nowPlayingItemDidChange'] as const;
const readMetadata = (instance: MediaKitInstance): MediaKitTimedMetadata | undefined => instance.timedMetadata;

/** What a live station is playing now (timedMetadataDidChange). */
export function useTimedMetadata(): MediaKitTimedMetadata | undefined {
  return useInstanceSnapshot(METADATA_EVENTS, readMetadata);
}
