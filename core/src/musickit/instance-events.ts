import type { AuthorizationStatus, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, PresentationMode } from '../domain/enums/index.ts';
import type { MKError } from '../domain/errors/index.ts';
import type { MediaItem } from '../domain/media-item/media-item.ts';
import type { MediaItemStateChange } from '../domain/media-item/media-item-events.ts';
import type { PlaybackCapabilities } from '../domain/playback/playback-capabilities.ts';
import type { AudioTrack, TextTrack } from '../domain/tracks/index.ts';
import type { UpNextTiming } from '../domain/markers/item-markers.reader.ts';
import type { RollMarker } from '../domain/markers/roll-marker.ts';
import type { SkipMarker } from '../domain/markers/skip-marker.ts';
import type { TimedMetadata } from '../domain/timed-metadata/timed-metadata.ts';

/**
 * `queueItemsDidChange`'s payload: the queue's items as an array (as MusicKit JS v3 sends it), which also
 * carries them as `items`, because some apps written for the incumbent read `event.items`.
 */
export type QueueItemsPayload = readonly MediaItem[] & { readonly items: readonly MediaItem[] };

/** Builds a {@link QueueItemsPayload} from the queue's items. */
export function queueItemsPayload(items: readonly MediaItem[]): QueueItemsPayload {
  const list = [...items];
  return Object.assign(list, { items: list as readonly MediaItem[] });
}

/**
 * Every instance event with its payload, as the incumbent (MusicKit JS v3) sends them. `addEventListener<K>`
 * is typed by this map, so a listener receives exactly what the incumbent sends.
 */
export interface MusicKitInstanceEvents {
  playbackStateWillChange: { readonly oldState: PlaybackStates; readonly state: PlaybackStates; readonly nowPlayingItem: MediaItem | undefined };
  playbackStateDidChange: { readonly oldState: PlaybackStates; readonly state: PlaybackStates; readonly nowPlayingItem: MediaItem | undefined };
  nowPlayingItemWillChange: { readonly item: MediaItem | undefined };
  nowPlayingItemDidChange: { readonly item: MediaItem | undefined };
  /** The now-playing item's state events, raised on the instance too (instance-item-events.ts). */
  mediaItemStateWillChange: MediaItemStateChange;
  mediaItemStateDidChange: MediaItemStateChange;
  /** The now-playing item took the play service's data (its metadata may have changed). */
  metadataDidChange: { readonly item: MediaItem };
  /** A playback backend created its media element (once per backend), `{ backend }`. */
  mediaElementCreated: { readonly backend: string };
  /** The kind of player in use changed: 'audio', 'video', or null once nothing is loaded. */
  playerTypeDidChange: { readonly playerType: 'audio' | 'video' | null };
  /** An encrypted item cannot play here: the browser has no DRM (002 §5 'NO DRM'); the MKError. */
  drmUnsupported: MKError;
  /** `setQueue` with `startWith` (or a link's `i=`): the item and position playback starts at. */
  queueItemForStartPosition: { readonly item: MediaItem | undefined; readonly position: number };
  /** The now-playing item's media can play (it left loading). */
  mediaCanPlay: { readonly item: MediaItem };
  playbackTimeDidChange: { readonly currentPlaybackDuration: number; readonly currentPlaybackTime: number; readonly currentPlaybackTimeRemaining: number };
  playbackProgressDidChange: { readonly progress: number };
  bufferedProgressDidChange: { readonly progress: number };
  playbackDurationDidChange: { readonly duration: number };
  playbackVolumeDidChange: { readonly volume: number; readonly muted: boolean };
  playbackRateDidChange: { readonly playbackRate: number };
  playbackBitrateDidChange: { readonly bitrate: number };
  /** A remote device (AirPlay, Cast) became available or went away. */
  playbackTargetAvailableDidChange: { readonly available: boolean };
  /**
   * Playback moved to a remote device or back. `playing` is the name the incumbent's player code
   * gives the flag; `isWireless` carries the same value under a name that says what it means.
   */
  playbackTargetIsWirelessDidChange: { readonly isWireless: boolean; readonly playing: boolean };
  /** The video entered or left picture-in-picture, or fullscreen (001 §2; `fullscreen` goes beyond). */
  presentationModeDidChange: { readonly mode: PresentationMode; readonly fullscreen: boolean };
  queueItemsDidChange: QueueItemsPayload;
  queuePositionDidChange: { readonly oldPosition: number; readonly position: number };
  queueIsReady: { readonly items: readonly MediaItem[] };
  repeatModeDidChange: { readonly repeatMode: PlayerRepeatMode };
  shuffleModeDidChange: { readonly shuffleMode: PlayerShuffleMode };
  autoplayEnabledDidChange: { readonly autoplayEnabled: boolean };
  capabilitiesChanged: { readonly capabilities: PlaybackCapabilities };
  mediaPlaybackError: MKError;
  authorizationStatusWillChange: { readonly authorizationStatus: AuthorizationStatus };
  authorizationStatusDidChange: { readonly authorizationStatus: AuthorizationStatus };
  userTokenDidChange: { readonly userToken: string | undefined };
  eligibleForSubscribeView: { readonly authorizationStatus: AuthorizationStatus; readonly hasActiveSubscription: boolean | undefined };
  storefrontCountryCodeDidChange: { readonly storefrontCountryCode: string };
  storefrontIdentifierDidChange: { readonly storefrontIdentifier: string };
  /** 000 §3: whether the listener must acknowledge the privacy terms changed (beyond the incumbent's list). */
  needsGDPRDidChange: { readonly needsGDPR: boolean };
  primaryPlayerDidChange: { readonly isPrimary: boolean };
  audioTrackAdded: { readonly track: AudioTrack };
  audioTrackChanged: { readonly track: AudioTrack };
  audioTrackRemoved: { readonly track: AudioTrack };
  textTrackAdded: { readonly track: TextTrack };
  textTrackChanged: { readonly track: TextTrack };
  textTrackRemoved: { readonly track: TextTrack };
  forcedTextTrackChanged: { readonly track: TextTrack | null };
  // --- live radio and markers (001 §1, §3; 002 §3)
  /** What is on air changed on the live station playing (performer, title, album, links, storefrontAdamIds, blob). */
  timedMetadataDidChange: TimedMetadata;
  /** A pre- or post-roll started (001 §3 Roll marker). */
  mediaRollEntered: RollMarker;
  /** A skippable stretch started (001 §3 Skip marker). */
  mediaSkipAvailable: SkipMarker;
  /** Time to offer what plays next (001 §3: up-next.start, else watched.time). */
  mediaUpNext: UpNextTiming;
}

export type MusicKitInstanceEventName = keyof MusicKitInstanceEvents;
