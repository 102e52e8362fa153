import { useInstanceSnapshot } from './use-instance-snapshot.ts';
import type { MediaItem, MusicKitInstance, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';

const STATE_EVENTS = ['playbackStateDidChange'] as const;
const readState = (instance: MusicKitInstance): PlaybackStates => instance.playbackState;

/** The playback state; re-renders only when it changes. */
export function usePlaybackState(): PlaybackStates {
  return useInstanceSnapshot(STATE_EVENTS, readState);
}

export interface NowPlaying {
  readonly item: MediaItem | undefined;
  readonly index: number;
}

const NOW_PLAYING_EVENTS = ['nowPlayingItemDidChange', 'queuePositionDidChange'] as const;
const readNowPlaying = (instance: MusicKitInstance): NowPlaying => ({ item: instance.nowPlayingItem, index: instance.nowPlayingItemIndex });

/** The item playing and its queue index. */
export function useNowPlaying(): NowPlaying {
  return useInstanceSnapshot(NOW_PLAYING_EVENTS, readNowPlaying);
}

export interface PlaybackTime {
  /** Seconds, quantised to `PROGRESS_RESOLUTION_S` so a progress bar re-renders 4 times a second at most. */
  readonly currentTime: number;
  readonly duration: number;
  readonly remaining: number;
  /** 0..1, rounded to two decimals (000 §9). */
  readonly progress: number;
  /** 0..1, whole percent (000 §9). */
  readonly bufferedProgress: number;
}

/** What a progress bar can show: a quarter second. */
export const PROGRESS_RESOLUTION_S = 0.25;

const TIME_EVENTS = ['playbackTimeDidChange', 'playbackDurationDidChange', 'bufferedProgressDidChange', 'nowPlayingItemDidChange'] as const;
const readTime = (instance: MusicKitInstance): PlaybackTime => {
  const duration = Number.isFinite(instance.currentPlaybackDuration) ? instance.currentPlaybackDuration : 0;
  const currentTime = Math.floor(instance.currentPlaybackTime / PROGRESS_RESOLUTION_S) * PROGRESS_RESOLUTION_S;
  return {
    currentTime,
    duration,
    remaining: Math.max(0, duration - currentTime),
    progress: duration > 0 ? Math.round((currentTime / duration) * 100) / 100 : 0,
    bufferedProgress: Math.round(instance.currentBufferedProgress * 100) / 100,
  };
};

/** Playback time for a progress bar, throttled by quantisation rather than by timers. */
export function usePlaybackTime(): PlaybackTime {
  return useInstanceSnapshot(TIME_EVENTS, readTime);
}

export interface PlayerModes {
  readonly volume: number;
  readonly repeatMode: PlayerRepeatMode;
  readonly shuffleMode: PlayerShuffleMode;
  readonly autoplayEnabled: boolean;
}

const MODE_EVENTS = ['playbackVolumeDidChange', 'repeatModeDidChange', 'shuffleModeDidChange', 'autoplayEnabledDidChange'] as const;
const readModes = (instance: MusicKitInstance): PlayerModes => ({
  volume: instance.volume,
  repeatMode: instance.repeatMode,
  shuffleMode: instance.shuffleMode,
  autoplayEnabled: instance.autoplayEnabled,
});

/** Volume, repeat, shuffle and autoplay. */
export function usePlayerModes(): PlayerModes {
  return useInstanceSnapshot(MODE_EVENTS, readModes);
}
