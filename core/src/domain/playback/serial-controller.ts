// 002 §4 Serial queue playback; 001 §4 Repeat and Shuffle modes.

import { isEnumValue } from '../enums/enum-guards.ts';
import { PlayActivityEndReasonType } from '../enums/play-activity.enums.ts';
import { PlayerRepeatMode, PlayerShuffleMode } from '../enums/playback.enums.ts';
import type { Realm } from '../enums/authorization.enums.ts';
import { emptyMediaQueueError, MKError, notPlayableError } from '../errors/index.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import type { Queue, QueueItemInput } from '../queue/queue.ts';
import type { AutoplayLimits, AutoplayManager } from './autoplay-manager.ts';
import type { AutoplayTrackSource } from './autoplay-track-source.ts';
import { serialCapabilities, type PlaybackCapabilities } from './playback-capabilities.ts';
import { PlaybackController, type MoveOptions, type PlaybackControllerDependencies } from './playback-controller.ts';

/** Autoplay wiring of a serial controller (002 §4 Autoplay). */
export interface SerialAutoplayOptions {
  readonly source: AutoplayTrackSource;
  readonly realm: () => Realm;
  readonly limits?: AutoplayLimits;
  /**
   * The manager's class, given with the track source that needs it: a host that wires no source
   * (the browser and script-tag hosts today) never carries its code (docs/size-budgets.md).
   */
  readonly AutoplayManager: typeof AutoplayManager;
}

export interface SerialControllerDependencies extends PlaybackControllerDependencies {
  /**
   * Without it, autoplay stays off. Given as what loads it (a feature, services/features), the
   * manager is made with the first `autoplayEnabled = true`, so pages that never turn autoplay
   * on never load its code.
   */
  readonly autoplay?: SerialAutoplayOptions | (() => Promise<SerialAutoplayOptions>);
}

/** A resolved queue to play (setQueue after the options were validated and the ids loaded). */
export interface QueueLoad {
  readonly items: readonly QueueItemInput[];
  readonly startWith?: number | string;
  /** Seconds into the first item played. */
  readonly startTime?: number;
  readonly shuffleMode?: PlayerShuffleMode;
  readonly repeatMode?: PlayerRepeatMode;
}

const SKIPPED_FORWARDS = PlayActivityEndReasonType.TRACK_SKIPPED_FORWARDS;
const SKIPPED_BACKWARDS = PlayActivityEndReasonType.TRACK_SKIPPED_BACKWARDS;
const SELECTED_OTHER = PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM;

/**
 * Plays a listener's queue item after item (002 §4 Serial queue playback):
 * - skip-next with no next item: playback state becomes completed;
 * - repeat-one: next and previous stop the item and play it again (001 §4);
 * - skip-previous, user-initiated, repeat off, no previous item: the current item restarts;
 *   otherwise without a previous item nothing happens;
 * - a repeat change while playing re-prepares the next item;
 * - capabilities: edit queue, skips, skip to item, autoplay, volume always; repeat and
 *   shuffle unless an autoplay item is current; pause and seek unless scrubbing is disabled.
 *
 * @example
 * const serial = new SerialController({ engine, queue, scheduler, logger, isAuthorized });
 * serial.activate();
 * await serial.setQueue({ items, startWith: 0 });
 * await serial.play();
 */
export class SerialController extends PlaybackController {
  #autoplay: AutoplayManager | undefined;
  readonly #loadAutoplay: (() => Promise<SerialAutoplayOptions>) | undefined;
  /** The last value asked for while the manager loads: the last call wins. */
  #autoplayWanted: boolean | undefined;
  #autoplayLoading: Promise<void> | undefined;
  #continuous = false;
  #shuffleMode = PlayerShuffleMode.off;

  constructor(dependencies: SerialControllerDependencies) {
    super(dependencies);
    const autoplay = dependencies.autoplay;
    if (typeof autoplay === 'function') this.#loadAutoplay = autoplay;
    else if (autoplay) this.#autoplay = this.#autoplayManager(autoplay);
  }

  #autoplayManager(autoplay: SerialAutoplayOptions): AutoplayManager {
    const queue = this.queue;
    return new autoplay.AutoplayManager({
      queue,
      source: autoplay.source,
      realm: autoplay.realm,
      logger: this.logger,
      repeatMode: () => queue.repeatMode,
      ...(autoplay.limits ? { limits: autoplay.limits } : {}),
    });
  }

  protected get playsStation(): boolean {
    return false;
  }

  /** Whether playback moves on at the end of an item even without authorization (001 §4 Track end). */
  get continuous(): boolean {
    return this.#continuous;
  }

  set continuous(value: boolean) {
    this.#continuous = value;
  }

  get capabilities(): PlaybackCapabilities {
    return serialCapabilities(this.queue.currentEntry);
  }

  get repeatMode(): PlayerRepeatMode {
    return this.queue.repeatMode;
  }

  /**
   * 001 §4: invalid values are ignored; so is a change while an autoplay item is current
   * (002 §4). Re-prepares the next item while playing and lets autoplay drop its items.
   */
  set repeatMode(mode: PlayerRepeatMode) {
    if (!isEnumValue(PlayerRepeatMode, mode) || mode === this.queue.repeatMode || !this.allowed('repeat')) return;
    this.queue.repeatMode = mode;
    this.emit('repeatModeDidChange', { repeatMode: mode });
    this.#autoplay?.onRepeatModeChanged(mode);
    this.reprepareNext();
  }

  get shuffleMode(): PlayerShuffleMode {
    return this.#shuffleMode;
  }

  /** 001 §4 Shuffle modes: songs shuffles the queue, off restores it; invalid values ignored. */
  set shuffleMode(mode: PlayerShuffleMode) {
    if (!isEnumValue(PlayerShuffleMode, mode) || mode === this.#shuffleMode || !this.allowed('shuffle')) return;
    this.#shuffleMode = mode;
    if (mode === PlayerShuffleMode.songs) this.queue.shuffle();
    else this.queue.unshuffle();
    this.emit('shuffleModeDidChange', { shuffleMode: mode });
    this.reprepareNext();
  }

  get autoplayEnabled(): boolean {
    return this.#autoplay?.enabled ?? false;
  }

  /** 002 §4 Autoplay: starts or stops it (forced off outside the music realm). */
  set autoplayEnabled(value: boolean) {
    if (!this.#autoplay && value && this.#loadAutoplay) {
      this.#autoplayWanted = true;
      void this.whenAutoplayLoaded();
      return;
    }
    if (!this.#autoplay) {
      this.#autoplayWanted = false;
      if (value) this.logger.log('info', 'Autoplay has no track source; it stays off');
      return;
    }
    this.#setAutoplay(this.#autoplay, value);
  }

  /** The autoplay manager, when autoplay is wired (and, when it loads on first use, loaded). */
  get autoplay(): AutoplayManager | undefined {
    return this.#autoplay;
  }

  /** Settles once autoplay's code is loaded and the pending `autoplayEnabled` applied (a failed load: autoplay stays off). */
  whenAutoplayLoaded(): Promise<void> {
    if (this.#autoplay || !this.#loadAutoplay) return Promise.resolve();
    this.#autoplayLoading ??= this.#loadAutoplay().then(
      (options) => {
        const manager = (this.#autoplay ??= this.#autoplayManager(options));
        if (this.#autoplayWanted && this.isActive) this.#setAutoplay(manager, true);
      },
      // The feature logged the failure; the next `autoplayEnabled = true` tries again.
      () => void (this.#autoplayLoading = undefined),
    );
    return this.#autoplayLoading;
  }

  #setAutoplay(manager: AutoplayManager, value: boolean): void {
    this.#autoplayWanted = undefined;
    const before = manager.enabled;
    manager.enabled = value;
    if (manager.enabled !== before) this.emit('autoplayEnabledDidChange', { autoplayEnabled: manager.enabled });
  }

  /**
   * Replaces the queue (stopping what plays), applies startWith, repeat and shuffle, and keeps
   * startTime for the first play. 002 §5: an empty result fails with 'No item data is
   * available for the current media queue.' (CONTENT_UNAVAILABLE).
   */
  async setQueue(load: QueueLoad): Promise<Queue> {
    if (this.engine.nowPlayingItem) await this.engine.stop({ endReason: SELECTED_OTHER, userInitiated: true });
    // Kept before the items change, so the position events already read the start time (issue 19).
    this.pendingStartTime = load.startTime;
    this.queue.setItems(load.items, { startWith: load.startWith });
    if (this.queue.isEmpty) throw emptyMediaQueueError();
    if (load.repeatMode !== undefined) this.repeatMode = load.repeatMode;
    const shuffle = isEnumValue(PlayerShuffleMode, load.shuffleMode) ? load.shuffleMode : this.#shuffleMode;
    if (shuffle !== this.#shuffleMode) this.shuffleMode = shuffle;
    else if (shuffle === PlayerShuffleMode.songs) this.queue.shuffle();
    this.refreshCapabilities();
    void this.#autoplay?.update();
    const first = this.itemAPlayWouldStart;
    if (first) this.engine.prepareAhead?.(first, this.startTimeAhead);
    return this.queue;
  }

  // --- queue editing (002 §4: always available in serial playback) -----------------------

  append(items: QueueItemInput | readonly QueueItemInput[]): MediaItem[] {
    return this.queue.append(items);
  }

  prepend(items: QueueItemInput | readonly QueueItemInput[]): MediaItem[] {
    return this.queue.prepend(items);
  }

  insertAt(index: number, items: QueueItemInput | readonly QueueItemInput[]): MediaItem[] {
    return this.queue.insertAt(index, items);
  }

  /** Stops playback and empties the queue. */
  async clearQueue(): Promise<void> {
    await this.stop();
    this.queue.reset();
  }

  // --- skips --------------------------------------------------------------------------

  /**
   * 002 §4 skip-previous rules (serialized with the other skips). A listener's skip is
   * user-initiated; internal callers (a share session, ...) may pass `userInitiated: false`.
   */
  skipToPreviousItem(options: { readonly userInitiated?: boolean } = {}): Promise<MediaItem | undefined> {
    if (!this.allowed('skipPrevious')) return Promise.resolve(undefined);
    const userInitiated = options.userInitiated ?? true;
    return this.enqueueSkip(() => this.previous({ userInitiated, endReason: SKIPPED_BACKWARDS }));
  }

  /**
   * Plays the item at `index` (or the next playable one after it, 001 §4). INVALID_ARGUMENTS
   * for an index outside the queue.
   */
  changeToMediaAtIndex(index: number): Promise<MediaItem | undefined> {
    if (!this.allowed('skipToItem')) return Promise.resolve(undefined);
    return this.enqueueSkip(async () => {
      if (!Number.isInteger(index) || index < 0 || index >= this.queue.length) {
        throw new MKError(MKError.INVALID_ARGUMENTS, `Queue index ${String(index)} is out of range`);
      }
      const options = { userInitiated: true, endReason: SELECTED_OTHER };
      const from = this.queue.currentItem;
      const wasPlaying = this.wasPlaying(options);
      // 001 §4: an unplayable target gives way to the next playable item; with none, 002 §8.
      if (this.queue.changeToPosition(index) === undefined) throw notPlayableError();
      return this.startCurrent({ ...options, from, wasPlaying });
    });
  }

  /** Plays the given item or item id; MEDIA_DESCRIPTOR when it is not in the queue (001 §8). */
  changeToMediaItem(itemOrId: MediaItem | string): Promise<MediaItem | undefined> {
    const index = this.queue.indexForItem(itemOrId);
    if (index < 0) return Promise.reject(new MKError(MKError.MEDIA_DESCRIPTOR, 'The item is not in the queue'));
    return this.changeToMediaAtIndex(index);
  }

  /** Stops autoplay (002 §4: it stops on deactivation), then playback. */
  override async deactivate(): Promise<void> {
    this.#autoplay?.deactivate();
    await super.deactivate();
  }

  protected override get upcomingItem(): MediaItem | undefined {
    return this.queue.repeatMode === PlayerRepeatMode.one ? this.queue.currentItem : this.queue.nextPlayableItem;
  }

  /** 002 §4 skip-next: repeat-one replays; no next item completes playback. */
  protected async next(options: MoveOptions): Promise<MediaItem | undefined> {
    const from = this.queue.currentItem;
    if (this.queue.repeatMode === PlayerRepeatMode.one && from) return this.replay(from, options);
    const wasPlaying = this.wasPlaying(options);
    const index = this.queue.nextPlayableItemIndex;
    if (index === undefined) return this.completePlayback({ ...options, from, wasPlaying });
    this.queue.changeToPosition(index);
    return this.startCurrent({ ...options, from, wasPlaying });
  }

  /** 002 §4 skip-previous. */
  protected async previous(options: MoveOptions): Promise<MediaItem | undefined> {
    const from = this.queue.currentItem;
    if (this.queue.repeatMode === PlayerRepeatMode.one && from) return this.replay(from, options);
    const index = this.queue.previousPlayableItemIndex;
    if (index === undefined) {
      const restarts = options.userInitiated && this.queue.repeatMode === PlayerRepeatMode.none && from !== undefined;
      return restarts ? this.replay(from, options) : undefined;
    }
    const wasPlaying = this.wasPlaying(options);
    this.queue.changeToPosition(index);
    return this.startCurrent({ ...options, from, wasPlaying });
  }
}
