// 001 §4 Seeking and 002 §9 seek debounce and serialization.

import type { Scheduler } from '../../ports/scheduler.ts';
import { SEEK_TO_TIME_DEBOUNCE_MS } from '../constants/index.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import { Debouncer } from './debouncer.ts';
import type { PlaybackEngine } from './playback-engine.ts';
import { PlaybackStates } from '../enums/index.ts';
import type { MKError } from '../errors/mk-error.ts';
import { SeekStallWatch } from './seek-stall.watch.ts';
import { seekStepsFor } from './seek-steps.policy.ts';
import { SerialTaskQueue } from './serial-task-queue.ts';

export interface SeekerDependencies {
  readonly scheduler: Scheduler;
  readonly engine: PlaybackEngine;
  /** The item whose kind sets the step sizes (001 §9). */
  readonly currentItem: () => MediaItem | undefined;
  /** 001 §4: a step forward beyond the duration goes to the next item. */
  readonly skipToNext: () => Promise<unknown>;
  readonly debounceMs?: number;
  /** 001 §8: a seek after which playback did not move on within its bound (BUFFER_STALLED_ERROR). */
  readonly onSeekStall?: (error: MKError) => void;
  /** For tests: the seek-stall bound (default WAIT_BOUNDS.seekStallMs). */
  readonly seekStallBoundMs?: number;
}

/** States in which playback is meant to run: a stall shows as waiting or stalled, not playing. */
const MEANT_TO_PLAY: ReadonlySet<PlaybackStates> = new Set([PlaybackStates.playing, PlaybackStates.waiting, PlaybackStates.stalled, PlaybackStates.seeking, PlaybackStates.loading]);

/**
 * Seeks the engine under 001 §4: requests are clamped between 0 and the duration, debounced
 * by 250 ms (the first request of a burst runs at once, the last of the rest wins: Debouncer)
 * and run one at a time in their own queue. Steps build on the burst's latest target, so three
 * quick seekForward calls move three steps.
 *
 * @example
 * const seeker = new Seeker({ scheduler, engine, currentItem, skipToNext });
 * void seeker.seekToTime(42);
 */
export class Seeker {
  readonly #engine: PlaybackEngine;
  readonly #currentItem: () => MediaItem | undefined;
  readonly #skipToNext: () => Promise<unknown>;
  readonly #debouncer: Debouncer;
  readonly #seeks = new SerialTaskQueue();
  #pendingTarget: number | undefined;
  /** The latest target of the burst under way (the engine may not have reached it yet). */
  #burstTarget: number | undefined;
  readonly #stallWatch: SeekStallWatch | undefined;

  constructor(dependencies: SeekerDependencies) {
    this.#engine = dependencies.engine;
    const { onSeekStall } = dependencies;
    this.#stallWatch = onSeekStall
      ? new SeekStallWatch({ scheduler: dependencies.scheduler, isPlaying: () => MEANT_TO_PLAY.has(this.#engine.playbackState), onStall: onSeekStall, ...(dependencies.seekStallBoundMs === undefined ? {} : { boundMs: dependencies.seekStallBoundMs }) })
      : undefined;
    this.#currentItem = dependencies.currentItem;
    this.#skipToNext = dependencies.skipToNext;
    this.#debouncer = new Debouncer(dependencies.scheduler, dependencies.debounceMs ?? SEEK_TO_TIME_DEBOUNCE_MS);
  }

  /** The target of a seek still waiting out its debounce. */
  get pendingTarget(): number | undefined {
    return this.#pendingTarget;
  }

  /** Seeks to `seconds`, clamped to 0..duration (the upper bound only when the duration is known). */
  seekToTime(seconds: number): Promise<void> {
    const duration = this.#engine.currentPlaybackDuration;
    const finite = Number.isFinite(seconds) ? seconds : 0;
    const target = Math.max(0, duration > 0 ? Math.min(finite, duration) : finite);
    const coalesced = this.#debouncer.isPending;
    this.#burstTarget = target;
    if (coalesced) this.#pendingTarget = target;
    return this.#debouncer.run(() =>
      this.#seeks.enqueue(async () => {
        if (this.#pendingTarget === target) this.#pendingTarget = undefined;
        await this.#engine.seekToTime(target);
        this.#stallWatch?.arm(target);
      }),
    );
  }

  /** One forward step (001 §9); past the duration it skips to the next item (001 §4). */
  seekForward(): Promise<unknown> {
    const duration = this.#engine.currentPlaybackDuration;
    const target = this.#base() + seekStepsFor(this.#currentItem()).forward;
    if (duration > 0 && target > duration) {
      this.cancel();
      return this.#skipToNext();
    }
    return this.seekToTime(target);
  }

  /** One backward step (001 §9); below 0 it goes to the start (001 §4). */
  seekBackward(): Promise<void> {
    return this.seekToTime(Math.max(0, this.#base() - seekStepsFor(this.#currentItem()).backward));
  }

  /** Playback time moved (seconds): a seek that plays on past its target is done. */
  timeDidChange(currentTime: number): void {
    this.#stallWatch?.timeDidChange(currentTime);
  }

  /** Drops a seek still waiting (e.g. when the item changes), and its stall watch. */
  cancel(): void {
    this.#stallWatch?.disarm();
    this.#pendingTarget = undefined;
    this.#burstTarget = undefined;
    this.#debouncer.cancel();
  }

  #base(): number {
    return (this.#debouncer.isPending ? this.#burstTarget : undefined) ?? this.#engine.currentPlaybackTime;
  }
}
