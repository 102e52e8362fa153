import { useInstanceSnapshot } from './use-instance-snapshot.ts';
import type { AudioTrack, MusicKitInstance, TextTrack, TimedMetadata } from '@mediakit/core';

export interface TracksSnapshot {
  readonly audioTracks: readonly AudioTrack[];
  readonly textTracks: readonly TextTrack[];
  readonly currentAudioTrack: AudioTrack | undefined;
  readonly currentTextTrack: TextTrack | undefined;
}

const TRACK_EVENTS = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged', 'nowPlayingItemDidChange'] as const;
const readTracks = (instance: MusicKitInstance): TracksSnapshot => ({
  audioTracks: instance.audioTracks,
  textTracks: instance.textTracks,
  currentAudioTrack: instance.currentAudioTrack,
  currentTextTrack: instance.currentTextTrack,
});

/** The item's audio renditions and subtitle tracks (Off first) and which are selected. */
export function useTracks(): TracksSnapshot {
  return useInstanceSnapshot(TRACK_EVENTS, readTracks);
}

const METADATA_EVENTS = ['timedMetadataDidChange', 'nowPlayingItemDidChange'] as const;
const readMetadata = (instance: MusicKitInstance): TimedMetadata | undefined => instance.timedMetadata;

/** What a live station is playing now (timedMetadataDidChange). */
export function useTimedMetadata(): TimedMetadata | undefined {
  return useInstanceSnapshot(METADATA_EVENTS, readMetadata);
}
