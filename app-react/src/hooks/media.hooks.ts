import { useInstanceSnapshot } from './use-instance-snapshot.ts';
import type { AudioTrack, MusicKitInstance, PresentationMode, TextTrack, TimedMetadata } from '@mediakit/core';

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

export interface PresentationSnapshot {
  /** `PresentationMode.pictureinpicture` while the video is in the browser's picture-in-picture window, else `inline`. */
  readonly mode: PresentationMode;
  /** A video plays and the browser lets it go picture-in-picture (`music.requestPictureInPicture()`). */
  readonly pictureInPictureAvailable: boolean;
}

// Availability changes with the sink that plays: the state events come once the new sink holds
// the item (playerTypeDidChange alone is raised before the instance follows the new sink).
const PRESENTATION_EVENTS = ['presentationModeDidChange', 'playerTypeDidChange', 'playbackStateDidChange', 'nowPlayingItemDidChange'] as const;
const readPresentation = (instance: MusicKitInstance): PresentationSnapshot => ({
  mode: instance.presentationMode,
  pictureInPictureAvailable: instance.pictureInPictureAvailable,
});

/**
 * 001 §2 presentation of the video that plays: whether it is in picture-in-picture, and whether it can go there.
 *
 * @example
 * const { pictureInPictureAvailable } = usePresentationMode();
 * return pictureInPictureAvailable && <button onClick={() => music.requestPictureInPicture()}>Picture in picture</button>;
 */
export function usePresentationMode(): PresentationSnapshot {
  return useInstanceSnapshot(PRESENTATION_EVENTS, readPresentation);
}
