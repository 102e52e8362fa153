// 002 §4 Continuous (station) playback; 002 §5 and §8 station messages.

import type { Cancel } from '../../ports/scheduler.ts';
import { PlayActivityEndReasonType } from '../enums/play-activity.enums.ts';
import { PlayerRepeatMode, PlayerShuffleMode } from '../enums/playback.enums.ts';
import {
  continuousPlaybackRequiredError,
  noStationTrackDataError,
  queueOperationUnsupportedError,
  stationLoadError,
} from '../errors/index.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import type { Queue } from '../queue/queue.ts';
import { stationCapabilities, type PlaybackCapabilities } from './playback-capabilities.ts';
import { PlaybackController, type MoveOptions, type PlaybackControllerDependencies } from './playback-controller.ts';
import { validateStationQueueOptions, type StationQueueOptions, type ValidatedStationQueueOptions } from './station-queue-options.validator.ts';
import { isLiveStation, type StationDescriptor, type StationTrackLoader } from './station-track-loader.ts';

export interface ContinuousControllerDependencies extends PlaybackControllerDependencies {
  readonly loader: StationTrackLoader;
}

/**
 * Plays a station (002 §4 Continuous playback):
 * - always continuous; turning it off fails with 'Continuous playback cannot be disabled for
 *   station queues.';
 * - every station supports volume, and no skip to item, autoplay, queue editing ('Appending to
 *   the Queue is not supported for this type of playback', and likewise), shuffle or repeat;
 * - live stations have no pause, skip or seek;
 * - algorithmic stations load more tracks when no next playable item remains.
 *
 * @example
 * const station = new ContinuousController({ engine, queue, scheduler, logger, isAuthorized, loader });
 * station.activate();
 * await station.setStationQueue({ id: 'ra.123' });
 */
export class ContinuousController extends PlaybackController {
  readonly #loader: StationTrackLoader;
  #station: StationDescriptor | undefined;
  #refill: Promise<void> | undefined;
  #positionSubscription: Cancel | undefined;

  constructor(dependencies: ContinuousControllerDependencies) {
    super(dependencies);
    this.#loader = dependencies.loader;
    // 002 §4: no queue editing, whoever edits (the instance's playNext, or `music.queue.append`).
    dependencies.queue.refuseEdits((operation) => {
      throw queueOperationUnsupportedError(operation);
    });
  }

  protected get playsStation(): boolean {
    return true;
  }

  /** Always true for stations. */
  get continuous(): boolean {
    return true;
  }

  /** 002 §5: 'Continuous playback cannot be disabled for station queues.' */
  set continuous(value: boolean) {
    if (!value) throw continuousPlaybackRequiredError();
  }

  get station(): StationDescriptor | undefined {
    return this.#station;
  }

  /**
   * Live when the station says so, or when what it plays is a live stream: setStationQueue is
   * usually given only an id, and only the loaded stream item knows (002 §3 attributes.isLive).
   */
  get isLive(): boolean {
    if (this.#station === undefined) return false;
    return isLiveStation(this.#station) || this.queue.currentItem?.isLiveRadioStation === true;
  }

  get capabilities(): PlaybackCapabilities {
    return stationCapabilities(this.isLive, this.queue.currentItem);
  }

  /** Stations do not repeat (002 §4). */
  get repeatMode(): PlayerRepeatMode {
    return PlayerRepeatMode.none;
  }

  set repeatMode(_mode: PlayerRepeatMode) {
    this.allowed('repeat');
  }

  /** Stations do not shuffle (002 §4). */
  get shuffleMode(): PlayerShuffleMode {
    return PlayerShuffleMode.off;
  }

  set shuffleMode(_mode: PlayerShuffleMode) {
    this.allowed('shuffle');
  }

  get autoplayEnabled(): boolean {
    return false;
  }

  /** 002 §4: stations have no autoplay; the change is ignored (logged), as repeat and shuffle are. */
  set autoplayEnabled(_value: boolean) {
    this.allowed('autoplay');
  }

  /** Validates setStationQueue options (002 §5); the validator loads with station playback. */
  request(options: StationQueueOptions): ValidatedStationQueueOptions {
    return validateStationQueueOptions(options);
  }

  /**
   * Loads the station and starts its queue at its first item (stopping what plays). A request
   * for an artist or a song (`type` 'artists' or 'songs') plays the station it seeds.
   * A failed load: CONTENT_UNAVAILABLE 'Cannot load requested station'; nothing to play:
   * CONTENT_UNAVAILABLE 'No track data is available for the current station.' (002 §8).
   */
  async setStationQueue(station: StationDescriptor): Promise<Queue> {
    let items;
    try {
      station = (await this.#loader.resolveStation?.(station)) ?? station;
      items = await this.#loader.loadStation(station);
    } catch (error) {
      throw stationLoadError(error);
    }
    if (this.engine.nowPlayingItem) {
      await this.engine.stop({ endReason: PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM, userInitiated: true });
    }
    this.queue.repeatMode = PlayerRepeatMode.none;
    this.queue.setItems(items, { startWith: 0 });
    if (this.queue.isEmpty) throw noStationTrackDataError();
    this.#station = station;
    this.refreshCapabilities();
    return this.queue;
  }

  // --- queue editing is not supported (002 §8) -------------------------------------------

  append(_items?: unknown): never {
    throw queueOperationUnsupportedError('append');
  }

  prepend(_items?: unknown): never {
    throw queueOperationUnsupportedError('prepend');
  }

  insertAt(_index?: number, _items?: unknown): never {
    throw queueOperationUnsupportedError('insert');
  }

  clearQueue(): never {
    throw queueOperationUnsupportedError('clear');
  }

  override activate(): void {
    super.activate();
    this.#positionSubscription ??= this.queue.addEventListener('queuePositionDidChange', () => void this.loadMoreIfNeeded());
  }

  override async deactivate(): Promise<void> {
    this.#positionSubscription?.();
    this.#positionSubscription = undefined;
    await super.deactivate();
  }

  /**
   * 002 §4: an algorithmic station loads more tracks when no next playable item remains.
   * Failures are logged; playback then completes at the end of what it has.
   */
  loadMoreIfNeeded(): Promise<void> {
    const station = this.#station;
    if (!station || this.isLive || this.queue.nextPlayableItemIndex !== undefined) return Promise.resolve();
    this.#refill ??= this.#loader
      .nextTracks(station)
      .then(
        (tracks) => {
          if (this.#station === station) this.queue.asOwner(() => this.queue.append(tracks));
        },
        (error: unknown) => this.logger.log('warning', `Loading more tracks for station ${station.id} failed`, error),
      )
      .finally(() => {
        this.#refill = undefined;
      });
    return this.#refill;
  }

  /** Skip-next: loads more tracks first when none is left; completes when there are still none. */
  protected async next(options: MoveOptions): Promise<MediaItem | undefined> {
    const from = this.queue.currentItem;
    const wasPlaying = this.wasPlaying(options);
    if (this.queue.nextPlayableItemIndex === undefined) await this.loadMoreIfNeeded();
    const index = this.queue.nextPlayableItemIndex;
    if (index === undefined) return this.completePlayback({ ...options, from, wasPlaying });
    this.queue.changeToPosition(index);
    return this.startCurrent({ ...options, from, wasPlaying });
  }
}
