// 002 §4 Autoplay; 001 §9 autoplay limits.

import type { Logger } from '../../ports/logger.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import { AUTOPLAY_LIMITS } from '../constants/index.ts';
import { Realm } from '../enums/authorization.enums.ts';
import { PlayerRepeatMode } from '../enums/playback.enums.ts';
import { isAutoplaySeedType } from '../media-item/media-item-kinds.ts';
import { MediaItem } from '../media-item/media-item.ts';
import type { Queue, QueueItemInput } from '../queue/queue.ts';
import type { AutoplaySeed, AutoplayTrackSource } from './autoplay-track-source.ts';

/** The three limits of 001 §9 (002 §9: configuration may override them). */
export interface AutoplayLimits {
  /** Autoplay runs only while the listener's part of the queue holds at most this many items. */
  readonly maxQueueSizeForAutoplay: number;
  /** Seeds sent in one start request. */
  readonly maxQueueSizeInRequest: number;
  /** Autoplay items kept ready after the current position. */
  readonly maxUpcomingTracksToMaintain: number;
}

export interface AutoplayDependencies {
  readonly queue: Queue;
  readonly source: AutoplayTrackSource;
  readonly logger: Logger;
  readonly realm: () => Realm;
  readonly repeatMode: () => PlayerRepeatMode;
  readonly limits?: AutoplayLimits;
}

/**
 * Keeps autoplay items flowing after the listener's queue (002 §4 Autoplay):
 * - starts when enabled and stops when disabled or deactivated (stopping removes the autoplay
 *   items after the current position);
 * - is forced off outside the music realm;
 * - seeds only with song and library-song items, skipping ids that failed before; a failed
 *   start marks its seed ids as errored and they are not retried;
 * - removes its items after the position when repeat is not off, and adds none then;
 * - keeps up to maxUpcomingTracksToMaintain items ahead; a failed next-tracks call is ignored.
 *
 * @example
 * const autoplay = new AutoplayManager({ queue, source, logger, realm: () => Realm.MUSIC, repeatMode: () => queue.repeatMode });
 * autoplay.enabled = true;
 */
export class AutoplayManager {
  readonly #deps: AutoplayDependencies;
  readonly #limits: AutoplayLimits;
  readonly #failedIds = new Set<string>();
  #enabled = false;
  #generation = 0;
  #busy: Promise<void> | undefined;
  #unsubscribe: Cancel | undefined;

  constructor(dependencies: AutoplayDependencies) {
    this.#deps = dependencies;
    this.#limits = dependencies.limits ?? AUTOPLAY_LIMITS;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** 002 §4: starts or stops; stays off outside the music realm. */
  set enabled(value: boolean) {
    const next = value && this.#deps.realm() === Realm.MUSIC;
    if (next === this.#enabled) return;
    this.#enabled = next;
    if (next) {
      this.#unsubscribe = this.#deps.queue.addEventListener('queuePositionDidChange', () => void this.update());
      void this.update();
    } else {
      this.#stop();
    }
  }

  /** Ids whose autoplay start failed; they are never sent again (002 §4). */
  get failedIds(): ReadonlySet<string> {
    return this.#failedIds;
  }

  /** Settles when the request in flight, if any, has been handled (for callers and tests). */
  whenIdle(): Promise<void> {
    return this.#busy ?? Promise.resolve();
  }

  /** 002 §4: "stops on deactivation". */
  deactivate(): void {
    this.enabled = false;
  }

  /** 002 §4: repeat one or all removes autoplay items after the position. */
  onRepeatModeChanged(mode: PlayerRepeatMode): void {
    if (mode !== PlayerRepeatMode.none) this.#deps.queue.removeAutoplayItemsAfterPosition();
    else void this.update();
  }

  /** Starts the station or tops up the upcoming items, if the rules allow it now. */
  update(): Promise<void> {
    if (this.#busy) return this.#busy;
    if (!this.#enabled || this.#deps.repeatMode() !== PlayerRepeatMode.none) return Promise.resolve();
    const generation = this.#generation;
    const work = this.#deps.queue.hasAutoplayStation ? this.#topUp(generation) : this.#start(generation);
    this.#busy = work.finally(() => {
      this.#busy = undefined;
    });
    return this.#busy;
  }

  async #start(generation: number): Promise<void> {
    const queue = this.#deps.queue;
    const userItems = queue.userAddedItems;
    if (userItems.length === 0 || userItems.length > this.#limits.maxQueueSizeForAutoplay) return;
    const seeds = userItems
      .filter((item) => isAutoplaySeedType(item.type) && !this.#failedIds.has(item.id))
      .slice(-this.#limits.maxQueueSizeInRequest)
      .map(seedOf);
    if (seeds.length === 0) return;
    try {
      const started = await this.#deps.source.start(seeds, this.#limits.maxUpcomingTracksToMaintain);
      if (generation !== this.#generation) return;
      queue.setAutoplayStation(started.stationId);
      queue.appendAutoplay(this.#accepted(started.tracks).slice(0, this.#limits.maxUpcomingTracksToMaintain));
    } catch (error) {
      for (const seed of seeds) this.#failedIds.add(seed.id);
      this.#deps.logger.log('warning', 'Autoplay could not start; its seed ids will not be retried', error);
    }
  }

  async #topUp(generation: number): Promise<void> {
    const queue = this.#deps.queue;
    const stationId = queue.autoplayStationId;
    const upcoming = queue.entries.slice(queue.position + 1).filter((entry) => entry.isAutoplay).length;
    const missing = this.#limits.maxUpcomingTracksToMaintain - upcoming;
    if (stationId === undefined || missing <= 0) return;
    try {
      const tracks = await this.#deps.source.nextTracks(stationId, missing);
      if (generation !== this.#generation) return;
      queue.appendAutoplay(this.#accepted(tracks).slice(0, missing));
    } catch (error) {
      this.#deps.logger.log('info', 'Autoplay next-tracks failed; ignored', error);
    }
  }

  /** 002 §4: only song and library-song types, and no id that failed before. */
  #accepted(tracks: readonly QueueItemInput[]): QueueItemInput[] {
    return tracks.filter((track) => {
      const type = track instanceof MediaItem ? track.type : (track.type ?? 'song');
      const id = track.id;
      return isAutoplaySeedType(type) && (id === undefined || !this.#failedIds.has(id));
    });
  }

  #stop(): void {
    this.#generation++;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#deps.queue.removeAutoplayItemsAfterPosition();
    this.#deps.queue.setAutoplayStation(undefined);
  }
}

function seedOf(item: MediaItem): AutoplaySeed {
  const container = item.container;
  return container ? { id: item.id, type: item.type, meta: { container: { id: container.id, type: container.type } } } : { id: item.id, type: item.type };
}
