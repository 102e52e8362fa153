import type { PlaybackMode, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '../../domain/enums/index.ts';

/** What a session lets its participants change (002 §3 Share session: capabilities). */
export interface ShareSessionCapabilities {
  readonly autoPlayControl?: boolean;
  readonly repeatControl?: boolean;
  readonly shuffleControl?: boolean;
  readonly volumeControl?: boolean;
}

/** The session's media state (002 §3 Share session). Fields absent are unknown. */
export interface ShareSessionMediaState {
  readonly autoPlay?: boolean;
  readonly capabilities?: ShareSessionCapabilities;
  readonly playbackState?: PlaybackStates;
  readonly volume?: number;
  readonly queue?: readonly unknown[];
  readonly shuffleMode?: PlayerShuffleMode;
  readonly repeatMode?: PlayerRepeatMode;
  readonly currentPlayingIndex?: number;
}

/** A share session (002 §3 Share session: id, displayName, participant count, media state). */
export interface ShareSessionInfo {
  readonly id: string;
  readonly displayName?: string;
  readonly participantCount?: number;
  readonly mediaState?: ShareSessionMediaState;
}

/** The player settings a session start saves and its end restores (002 §4 Share session). */
export interface SavedPlayerSettings {
  readonly volume: number;
  readonly repeatMode: PlayerRepeatMode;
  readonly shuffleMode: PlayerShuffleMode;
  readonly autoplayEnabled: boolean;
  readonly playbackMode: PlaybackMode;
}

/**
 * The local player as the share session drives it. The setters apply a value as is, without
 * asking the session (the session itself decides what participants may change).
 */
export interface ShareSessionPlayer {
  read(): SavedPlayerSettings;
  setVolume(volume: number): void;
  setRepeatMode(mode: PlayerRepeatMode): void;
  setShuffleMode(mode: PlayerShuffleMode): void;
  setAutoplayEnabled(enabled: boolean): void;
  setPlaybackMode(mode: PlaybackMode): void;
  /** Plays through the silent void sink (on) or the real backends again (off). */
  switchToVoidSink(on: boolean): Promise<void> | void;
}

/** The session's side: where participant requests go instead of acting locally (002 §4). */
export interface ShareSessionRemote {
  skipToNextItem(): Promise<void> | void;
  skipToPreviousItem(): Promise<void> | void;
}

/** A participant action and whether a session may forbid it. */
export type ParticipantControl =
  | 'seek'
  | 'editQueue'
  | 'pause'
  | 'skipNext'
  | 'skipPrevious'
  | 'skipToItem'
  | 'autoplay'
  | 'repeat'
  | 'shuffle'
  | 'volume';
