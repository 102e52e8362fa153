import type { Cancel } from './scheduler.ts';

/**
 * A playback backend: something that turns a source into sound or pictures. Adapters:
 * mse-audio (gapless), hlsjs, shaka, void and the Node fake. The core picks the first sink,
 * in the configured order, whose loader says `canPlay` (DESIGN.md, backend choice).
 */
export interface MediaSink {
  readonly id: string;
  load(source: PlaybackSource): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  /** Seconds from the start of the loaded source. */
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setPlaybackRate(rate: number): void;
  readonly currentTime: number;
  /** Seconds; NaN until known, Infinity for live streams. */
  readonly duration: number;
  /** Seconds buffered ahead of the start, for the buffered-progress bar. */
  readonly bufferedEnd: number;
  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel;
  /** Stops, releases the element and every resource. The sink is unusable afterwards. */
  destroy(): void;
}

/** Cheap probe plus lazy loader, as Vidstack's provider loaders: the heavy code is imported only when chosen. */
export interface MediaSinkLoader {
  readonly id: string;
  canPlay(source: PlaybackSource): boolean;
  /** Creates a sink for sources like `source` (its kind picks an audio or video element). */
  load(source: PlaybackSource): Promise<MediaSink>;
}
/** All registered loaders; configuration orders them per media kind. */
export const MediaSinkLoader: unique symbol = Symbol.for('mediakit.MediaSinkLoader');

export interface PlaybackSource {
  readonly url: string;
  readonly kind: 'audio' | 'video';
  /** 'hls' for .m3u8 playlists; 'progressive' for a plain file. */
  readonly format: 'hls' | 'progressive';
  readonly encrypted: boolean;
  readonly startTime?: number;
}

export interface MediaSinkEvents {
  playing: void;
  paused: void;
  waiting: void;
  ended: void;
  timeupdate: { readonly currentTime: number };
  durationchange: { readonly duration: number };
  progress: { readonly bufferedEnd: number };
  volumechange: { readonly volume: number; readonly muted: boolean };
  ratechange: { readonly rate: number };
  error: MediaSinkError;
}

export interface MediaSinkError {
  /** The sink's own classification; the core maps it to an MKError reason. */
  readonly kind: 'network' | 'decode' | 'unsupported' | 'key' | 'license' | 'autoplay-blocked' | 'other';
  readonly message: string;
  readonly fatal: boolean;
  readonly httpStatus?: number;
  readonly cause?: unknown;
}
