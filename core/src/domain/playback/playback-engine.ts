// The seam between the controllers (002 §4) and whatever actually plays media. The controllers
// decide what to play and when; an engine (wired later on the MediaSink port, or a fake in
// tests) loads, starts, pauses, seeks and reports back.

import type { Cancel } from '../../ports/scheduler.ts';
import type { PlayActivityEndReasonType } from '../enums/play-activity.enums.ts';
import type { PlaybackStates } from '../enums/playback.enums.ts';
import type { MediaItem } from '../media-item/media-item.ts';

/** How to start an item. */
export interface EnginePlayOptions {
  /** Seconds into the item (setQueue startTime); 0 when absent. */
  readonly startTime?: number;
  /** A listener's action, as opposed to playback moving on by itself. */
  readonly userInitiated: boolean;
}

/** Why playback of the current item stops (reported to play activity). */
export interface EngineStopOptions {
  readonly endReason: PlayActivityEndReasonType;
  readonly userInitiated: boolean;
}

/** What an engine reports. */
export interface PlaybackEngineEvents {
  /** The current item played to its end without a seamless hand-over (001 §4 Track end). */
  readonly itemDidEnd: { readonly item: MediaItem };
  /** The engine moved gaplessly to the item prepared with `prepareNext` (001 §4 Stream buffering). */
  readonly seamlessTransition: { readonly from: MediaItem; readonly to: MediaItem };
  /** Playback time moved (seconds). Drives preloading (002 §4). */
  readonly timeDidChange: { readonly currentTime: number; readonly duration: number };
}

/**
 * What the controllers need from playback.
 *
 * @example
 * await engine.play(queue.currentItem, { userInitiated: true });
 * engine.on('itemDidEnd', () => controller.next());
 */
export interface PlaybackEngine {
  readonly playbackState: PlaybackStates;
  /** True while media is playing (not paused, stopped or ended). */
  readonly isPlaying: boolean;
  /** The item loaded in the engine, playing or paused. */
  readonly nowPlayingItem: MediaItem | undefined;
  /** Seconds. */
  readonly currentPlaybackTime: number;
  /** Seconds; 0 when unknown. */
  readonly currentPlaybackDuration: number;

  /**
   * Loads and starts `item`, replacing whatever was loaded. Resolves true once it started;
   * false when a newer play, a stop or a completion overtook it before it started: it then
   * left the player and its state to that call (issue 21), and reports nothing.
   */
  play(item: MediaItem, options: EnginePlayOptions): Promise<boolean>;
  /** Resumes the loaded item. */
  resume(): Promise<void>;
  pause(): Promise<void>;
  /** Stops and unloads the current item. */
  stop(options: EngineStopOptions): Promise<void>;
  /** Stops with playback state `completed` (002 §4: skip-next found no next item). */
  complete(): Promise<void>;
  /** Seeks the loaded item (seconds, already clamped by the caller). */
  seekToTime(seconds: number): Promise<void>;
  /** Preloads `item` as the one after the current (undefined clears it). */
  prepareNext(item: MediaItem | undefined): Promise<void>;
  /**
   * A queue was just set and `item` is what a play would start with (from `startTime`, the
   * queue's): an engine may ready what it can now (nothing plays, nothing changes state); the
   * play resolves the item as always. `undefined`: the queue was stopped before any play, and
   * what was readied for it can go.
   */
  prepareAhead?(item: MediaItem | undefined, startTime?: number): void;

  on<E extends keyof PlaybackEngineEvents>(event: E, listener: (payload: PlaybackEngineEvents[E]) => void): Cancel;
}
