// What the serial and the continuous (station) controllers share (002 §4, §9; 001 §4).

import type { Logger } from '../../ports/logger.ts';
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import { PLAY_PAUSE_DEBOUNCE_MS } from '../constants/index.ts';
import { PlayActivityEndReasonType } from '../enums/play-activity.enums.ts';
import { PlaybackMode, PlayerRepeatMode, PlayerShuffleMode } from '../enums/playback.enums.ts';
import { MKError, notPlayableError, toMKError } from '../errors/index.ts';
import { EventEmitter } from '../events/event-emitter.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import type { Queue } from '../queue/queue.ts';
import { Debouncer } from './debouncer.ts';
import { skipNotificationKind, type PlayActivityIntent } from './play-activity-intent.ts';
import { sameCapabilities, type PlaybackCapabilities, type PlaybackCapability } from './playback-capabilities.ts';
import type { PlaybackEngine } from './playback-engine.ts';
import type { Preloader, PreloaderDependencies } from './preloader.ts';
import { shouldPreload } from './preload.policy.ts';
import { classifyFailure } from './failure-class.ts';
import type { Seeker, SeekerDependencies } from './seeker.ts';
import type { WhilePlayingSource } from './while-playing.ts';
import { SerialTaskQueue } from './serial-task-queue.ts';

/** What a controller needs. */
export interface PlaybackControllerDependencies {
  readonly engine: PlaybackEngine;
  readonly queue: Queue;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** 001 §4 Authorization: the status is authorized or restricted. */
  readonly isAuthorized: () => boolean;
  /** The configuration's previewOnly flag (the PREVIEW_ONLY playback mode counts too). */
  readonly isPreviewOnly?: () => boolean;
  /** 001 §4 seeking and 002 §4 preloading: their code, here or loaded on first need (while-playing.ts). */
  readonly whilePlaying: WhilePlayingSource;
}

/** Events of a controller. */
export interface PlaybackControllerEvents {
  readonly playActivityIntent: PlayActivityIntent;
  readonly capabilitiesChanged: { readonly capabilities: PlaybackCapabilities };
  readonly repeatModeDidChange: { readonly repeatMode: PlayerRepeatMode };
  readonly shuffleModeDidChange: { readonly shuffleMode: PlayerShuffleMode };
  readonly autoplayEnabledDidChange: { readonly autoplayEnabled: boolean };
  /** A failure nobody awaited (a preload rejected with DEVICE_LIMIT or STREAM_UPSELL, ...). */
  readonly mediaPlaybackError: MKError;
}

/** How a move to another item came about. */
export interface MoveOptions {
  readonly userInitiated: boolean;
  /** Why the item that was playing ends. */
  readonly endReason: PlayActivityEndReasonType;
  /**
   * Whether playback counts as running before the move; read from the engine when absent. A
   * track end passes true: the item ran until it ended (001 §4 Track end raises 'track
   * skipped forwards').
   */
  readonly wasPlaying?: boolean;
}

/**
 * The part of playback control common to both controllers: play/pause debounced together at
 * 250 ms (the last call wins), seeks through a {@link Seeker}, skips serialized in their own
 * queue, preloading, track-end handling, capabilities and play-activity intents.
 */
export abstract class PlaybackController {
  protected readonly engine: PlaybackEngine;
  protected readonly logger: Logger;
  readonly #queue: Queue;
  readonly #isAuthorized: () => boolean;
  readonly #isPreviewOnly: () => boolean;
  readonly #events: EventEmitter<PlaybackControllerEvents>;
  readonly #playPause: Debouncer;
  readonly #skips = new SerialTaskQueue();
  readonly #whilePlaying: WhilePlayingSource;
  #seeker: Seeker | undefined;
  /** Counts cancellations, so a seek asked for while the seeker's code loads is dropped if cancelled meanwhile. */
  #seekCancels = 0;
  #preloader: Preloader | undefined;
  #preloaderLoading = false;
  /** Whether the while-playing code was asked for once something played (see #fetchWhilePlayingCode). */
  #whilePlayingAsked = false;
  readonly #preloaderDependencies: PreloaderDependencies;
  readonly #seekerDependencies: SeekerDependencies;
  #subscriptions: Cancel[] = [];
  #capabilities: PlaybackCapabilities = new Set();
  #pendingStartTime: number | undefined;
  /** The start a play() has under way (its item's source resolving or loading), for a pause meanwhile. */
  #starting: Promise<void> | undefined;

  protected constructor(dependencies: PlaybackControllerDependencies) {
    this.engine = dependencies.engine;
    this.logger = dependencies.logger;
    this.#queue = dependencies.queue;
    this.#isAuthorized = dependencies.isAuthorized;
    this.#isPreviewOnly = dependencies.isPreviewOnly ?? (() => false);
    this.#events = new EventEmitter<PlaybackControllerEvents>((error, event) =>
      this.logger.log('error', `PlaybackController: a ${String(event)} listener threw`, error),
    );
    this.#playPause = new Debouncer(dependencies.scheduler, PLAY_PAUSE_DEBOUNCE_MS);
    this.#whilePlaying = dependencies.whilePlaying;
    this.#seekerDependencies = {
      scheduler: dependencies.scheduler,
      engine: this.engine,
      currentItem: () => this.#queue.currentItem,
      skipToNext: () => this.skipToNextItem(),
      onSeekStall: (error) => {
        this.logger.log('warning', 'A seek did not play on within its bound', error);
        this.emit('mediaPlaybackError', error);
      },
    };
    this.#preloaderDependencies = {
      engine: this.engine,
      logger: this.logger,
      isAuthorized: () => this.#isAuthorized(),
      isPreviewOnly: () => this.isPreviewOnly,
      isStationPlayback: () => this.playsStation,
      upcomingItem: () => this.upcomingItem,
      skipForward: () => this.#skips.enqueue(() => this.next({ userInitiated: false, endReason: PlayActivityEndReasonType.TRACK_SKIPPED_FORWARDS })),
    };
  }

  /** The queue this controller plays. */
  get queue(): Queue {
    return this.#queue;
  }

  /** Whether playback moves on by itself at the end of an item. */
  abstract get continuous(): boolean;

  /** Whether this controller plays stations (002 §4 "Continuous (station) playback"). */
  protected abstract get playsStation(): boolean;

  /** The controls available now (002 §4). */
  abstract get capabilities(): PlaybackCapabilities;

  /** Moves to the next item (skip-next rules of the controller). */
  protected abstract next(options: MoveOptions): Promise<MediaItem | undefined>;

  /** The item that will play after the current one. */
  protected get upcomingItem(): MediaItem | undefined {
    return this.#queue.nextPlayableItem;
  }

  get playbackMode(): PlaybackMode {
    return this.#queue.playbackMode;
  }

  /** 002 §4 Playback modes (MIXED_CONTENT by default); unknown values are ignored. */
  set playbackMode(mode: PlaybackMode) {
    this.#queue.playbackMode = mode;
  }

  get isPreviewOnly(): boolean {
    return this.#isPreviewOnly() || this.#queue.playbackMode === PlaybackMode.PREVIEW_ONLY;
  }

  get isAuthorized(): boolean {
    return this.#isAuthorized();
  }

  hasCapability(capability: PlaybackCapability): boolean {
    return this.capabilities.has(capability);
  }

  // --- lifecycle ----------------------------------------------------------------------

  /** Starts listening to the engine and the queue (only the active controller does). */
  activate(): void {
    if (this.#subscriptions.length > 0) return;
    this.#subscriptions = [
      this.engine.on('itemDidEnd', ({ item }) => void this.#onItemDidEnd(item)),
      this.engine.on('seamlessTransition', ({ from, to }) => this.#onSeamlessTransition(from, to)),
      this.engine.on('timeDidChange', ({ currentTime, duration }) => void this.#onTimeDidChange(currentTime, duration)),
      // Capabilities follow the current entry, which only a position change (or a reload,
      // which refreshes itself) replaces. No queueItemsDidChange listener: its MediaItem[]
      // payload costs O(n) per edit, which would make edits of long queues linear.
      this.#queue.addEventListener('queuePositionDidChange', () => this.refreshCapabilities()),
    ];
    this.refreshCapabilities();
  }

  /** Stops listening, drops pending play/pause and seeks, and stops playback. */
  async deactivate(): Promise<void> {
    for (const unsubscribe of this.#subscriptions) unsubscribe();
    this.#subscriptions = [];
    this.#playPause.cancel();
    this.#cancelSeek();
    if (this.engine.nowPlayingItem) {
      await this.engine.stop({ endReason: PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM, userInitiated: true });
    }
  }

  get isActive(): boolean {
    return this.#subscriptions.length > 0;
  }

  // --- transport ----------------------------------------------------------------------

  /**
   * 001 §4 Play (debounced with pause, 250 ms): resumes a loaded item; otherwise does nothing
   * for an empty queue, plays the item at the position if set, else the next playable item.
   */
  play(): Promise<void> {
    return this.#playPause.run(() => {
      const starting = this.#playNow();
      this.#starting = starting;
      const done = (): void => {
        if (this.#starting === starting) this.#starting = undefined;
      };
      starting.then(done, done);
      return starting;
    });
  }

  /**
   * Pauses (debounced with play, 250 ms); ignored without the pause capability (002 §4). A pause
   * that comes while play()'s item is still starting applies once it started: the last of play
   * and pause wins (002 §9), where the pause used to find nothing to pause and be lost.
   */
  pause(): Promise<void> {
    return this.#playPause.run(async () => {
      await this.#starting?.catch(() => undefined);
      if (!this.allowed('pause')) return undefined;
      return this.engine.pause();
    });
  }

  /** Stops now (cancels a pending play or pause). */
  async stop(): Promise<void> {
    this.#playPause.cancel();
    this.#cancelSeek();
    const item = this.engine.nowPlayingItem;
    // Nothing played yet: what the engine readied for the queue (issue 17) can go.
    if (!item) return this.engine.prepareAhead?.(undefined);
    const wasPlaying = this.engine.isPlaying;
    const endReason = PlayActivityEndReasonType.NOT_APPLICABLE;
    await this.engine.stop({ endReason, userInitiated: true });
    if (wasPlaying) this.emit('playActivityIntent', { kind: 'stop', item, endReason, userInitiated: true });
  }

  /** 001 §4 Seeking: clamped, debounced 250 ms, serialized; ignored without the seek capability. */
  seekToTime(seconds: number): Promise<void> {
    return this.allowed('seek') ? this.#withSeeker((seeker) => seeker.seekToTime(seconds)) : Promise.resolve();
  }

  /** 001 §9 step forward; past the duration it skips to the next item. */
  async seekForward(): Promise<void> {
    if (this.allowed('seek')) await this.#withSeeker((seeker) => seeker.seekForward());
  }

  /** 001 §9 step backward; below 0 it goes to the start. */
  async seekBackward(): Promise<void> {
    if (this.allowed('seek')) await this.#withSeeker((seeker) => seeker.seekBackward());
  }

  /** Skips to the next item (serialized with other skips); ignored without the capability. */
  skipToNextItem(): Promise<MediaItem | undefined> {
    if (!this.allowed('skipNext')) return Promise.resolve(undefined);
    return this.#skips.enqueue(() =>
      this.next({ userInitiated: true, endReason: PlayActivityEndReasonType.TRACK_SKIPPED_FORWARDS }),
    );
  }

  // --- events -------------------------------------------------------------------------

  addEventListener<E extends keyof PlaybackControllerEvents>(
    event: E,
    listener: (payload: PlaybackControllerEvents[E]) => void,
    options?: { readonly once?: boolean },
  ): Cancel {
    return this.#events.on(event, listener, options);
  }

  removeEventListener<E extends keyof PlaybackControllerEvents>(event: E, listener: (payload: PlaybackControllerEvents[E]) => void): void {
    this.#events.off(event, listener);
  }

  // --- for subclasses -----------------------------------------------------------------

  protected emit<E extends keyof PlaybackControllerEvents>(event: E, payload: PlaybackControllerEvents[E]): void {
    this.#events.emit(event, payload);
  }

  /** Runs `task` in the skip queue (002 §9: skips are serialized in one queue). */
  protected enqueueSkip<T>(task: () => Promise<T>): Promise<T> {
    return this.#skips.enqueue(task);
  }

  /** Returns whether `capability` is available; logs when it is not (the call is then ignored). */
  protected allowed(capability: PlaybackCapability): boolean {
    if (this.capabilities.has(capability)) return true;
    this.logger.log('info', `${capability} is not available for this playback; ignored`);
    return false;
  }

  /** The startTime of the next first play (setQueue startTime), consumed once. */
  protected set pendingStartTime(seconds: number | undefined) {
    this.#pendingStartTime = seconds;
  }

  /** Issue 19: where the next first play starts (a restored queue's time), shown before it plays. */
  get startTimeAhead(): number | undefined {
    return this.#pendingStartTime;
  }

  /**
   * Makes the queue's current item play and tells play activity (002 §4 skip notifications).
   * `from` is what was loaded before the move.
   */
  protected async startCurrent(options: MoveOptions & { readonly from: MediaItem | undefined }): Promise<MediaItem | undefined> {
    const item = this.#queue.currentItem;
    if (!item) return undefined;
    const wasPlaying = this.wasPlaying(options);
    this.#preloader?.reset();
    this.#cancelSeek();
    const startTime = this.#pendingStartTime;
    this.#pendingStartTime = undefined;
    let started: boolean;
    try {
      started = await this.engine.play(item, { userInitiated: options.userInitiated, ...(startTime === undefined ? {} : { startTime }) });
    } catch (error) {
      // 001 §4 Item and player: an item that "may become unsupported, and then playback skips to
      // the next item" (the recovery policy's 'skip'); with nothing after it the error is published.
      if (classifyFailure(error) === 'unsupported' && this.#queue.nextPlayableItemIndex !== undefined) {
        this.logger.log('warning', `Item ${item.id} is not supported here; skipping to the next item`, error);
        item.markUnsupported();
        return this.next({ ...options, wasPlaying });
      }
      await this.#settleFailedMove(item, { ...options, wasPlaying }, error);
      throw error;
    }
    // Issue 21: a stop (a new queue) or a newer move overtook this start before the item played;
    // that call owns the state, and play activity hears of no play that never began.
    if (!started) return undefined;
    this.#fetchWhilePlayingCode();
    this.notifyMove({ ...options, wasPlaying, item, seamless: false });
    return item;
  }

  /**
   * Issue 21 "state always true" after a move whose item failed to start: the failed item is not
   * current unless it plays. When the engine kept what played before (the source could not be
   * resolved), the queue goes back to it. Otherwise what played is gone: the player is stopped,
   * the abandoned play gets its end event, and a listener's move goes back to where it came from
   * (a retry with play() then starts there); an automatic move keeps the failed item, which
   * play() retries. A start the browser refused (USER_INTERACTION_REQUIRED) is left as it is.
   */
  async #settleFailedMove(item: MediaItem, move: MoveOptions & { readonly from: MediaItem | undefined; readonly wasPlaying: boolean }, error: unknown): Promise<void> {
    if (error instanceof MKError && error.errorCode === MKError.USER_INTERACTION_REQUIRED) return;
    const { from } = move;
    const fromIndex = from === undefined ? -1 : this.#queue.indexForItem(from);
    const current = this.engine.nowPlayingItem;
    if (current !== undefined && current === from) {
      if (fromIndex >= 0) this.#queue.changeToPosition(fromIndex);
      return;
    }
    // A newer move superseded this one: it owns the state.
    if (current !== item) return;
    await this.engine.stop({ endReason: move.endReason, userInitiated: move.userInitiated });
    if (move.wasPlaying && from !== undefined && from !== item) {
      this.emit('playActivityIntent', { kind: 'stop', item: from, endReason: move.endReason, userInitiated: move.userInitiated });
    }
    if (move.userInitiated && fromIndex >= 0 && from !== item) this.#queue.changeToPosition(fromIndex);
  }

  /** Whether playback was running before a move (see {@link MoveOptions.wasPlaying}). */
  protected wasPlaying(options: MoveOptions): boolean {
    return options.wasPlaying ?? this.engine.isPlaying;
  }

  /** 001 §4 Repeat modes / 002 §4: stops the item and plays it again. */
  protected async replay(item: MediaItem, options: MoveOptions): Promise<MediaItem> {
    const wasPlaying = this.wasPlaying(options);
    await this.engine.stop(options);
    this.#preloader?.reset();
    this.#cancelSeek();
    // Overtaken (issue 21, see startCurrent): no play to announce.
    if (await this.engine.play(item, { userInitiated: options.userInitiated })) this.notifyMove({ ...options, from: item, item, wasPlaying, seamless: false });
    return item;
  }

  /** 002 §4: skip-next found no next item: playback state becomes completed. */
  protected async completePlayback(options: MoveOptions & { readonly from: MediaItem | undefined }): Promise<undefined> {
    const wasPlaying = this.wasPlaying(options);
    await this.engine.complete();
    this.notifyMove({ ...options, wasPlaying, item: undefined, seamless: false });
    return undefined;
  }

  /** Sends the 002 §4 skip notification for a move. */
  protected notifyMove(move: MoveOptions & {
    readonly from: MediaItem | undefined;
    readonly item: MediaItem | undefined;
    readonly seamless: boolean;
  }): void {
    const wasPlaying = this.wasPlaying(move);
    const kind = skipNotificationKind({ seamless: move.seamless, wasPlaying, hasItem: move.item !== undefined });
    const { userInitiated, endReason } = move;
    if (kind === 'play' && move.item) {
      this.emit('playActivityIntent', { kind, item: move.item, seamless: move.seamless, userInitiated });
    } else if (kind === 'skip' && move.item) {
      this.emit('playActivityIntent', { kind, from: move.from, item: move.item, endReason, userInitiated });
    } else if (kind === 'stop') {
      this.emit('playActivityIntent', { kind, item: move.from, endReason, userInitiated });
    }
  }

  /** 002 §4: re-prepares the next item when it was already preloaded (a mode changed while playing). */
  protected reprepareNext(): void {
    if (!this.engine.isPlaying) return;
    this.#preloader?.reprepare().catch((error: unknown) => this.emit('mediaPlaybackError', toMKError(error)));
  }

  /** Recomputes the capabilities; fires capabilitiesChanged when they differ. */
  protected refreshCapabilities(): void {
    const next = this.capabilities;
    if (sameCapabilities(next, this.#capabilities)) return;
    this.#capabilities = next;
    this.emit('capabilitiesChanged', { capabilities: next });
  }

  // --- internals ----------------------------------------------------------------------

  /**
   * Runs a seek on the seeker, made from its code once that is here. A seek asked for while the
   * code loads runs when it arrives, unless the controller cancelled seeks meanwhile (an item
   * change, a stop): then it is dropped, as a debounced seek would be.
   */
  async #withSeeker(seek: (seeker: Seeker) => Promise<unknown>): Promise<void> {
    if (!this.#seeker) {
      const cancels = this.#seekCancels;
      const { createSeeker } = this.#whilePlaying.current ?? (await this.#whilePlaying.get());
      if (cancels !== this.#seekCancels) return;
      this.#seeker ??= createSeeker(this.#seekerDependencies);
    }
    await seek(this.#seeker);
  }

  /**
   * The preloader, made once preloading is due for the first time (002 §4: past 30 % of an
   * authorized listener's item), when its code is here; undefined before (nothing to prepare),
   * and while that code loads (the next time update after it arrives prepares).
   */
  async #preloaderFor(currentTime: number, duration: number): Promise<Preloader | undefined> {
    if (this.#preloaderLoading || !shouldPreload({ currentTime, duration, isAuthorized: this.#isAuthorized(), isPreviewOnly: this.isPreviewOnly })) return undefined;
    const loaded = this.#whilePlaying.current;
    if (loaded) return (this.#preloader ??= loaded.createPreloader(this.#preloaderDependencies));
    this.#preloaderLoading = true;
    try {
      const { createPreloader } = await this.#whilePlaying.get();
      this.#preloader ??= createPreloader(this.#preloaderDependencies);
    } finally {
      this.#preloaderLoading = false;
    }
    return undefined;
  }

  /**
   * Issue 17: a listener's first seek waited for the seeker's code (one chunk, about 30 ms in the
   * product-path bench, where the peers seek at once). Once an item plays, that code is fetched in
   * the background, after the press it would have slowed; a page that never plays never loads it.
   * A failed fetch is left to the first seek, which asks again and reports it. The seeker is made
   * as its code arrives, so that the first seek does not build it on its way (0.3 ms in traces).
   */
  #fetchWhilePlayingCode(): void {
    if (this.#whilePlayingAsked || this.#seeker) return;
    this.#whilePlayingAsked = true;
    this.#whilePlaying.get().then(
      ({ createSeeker }) => void (this.#seeker ??= createSeeker(this.#seekerDependencies)),
      () => (this.#whilePlayingAsked = false),
    );
  }

  #cancelSeek(): void {
    this.#seekCancels++;
    this.#seeker?.cancel();
  }

  /** The item play() would start with now that nothing is loaded (see #playNow), without moving there. */
  protected get itemAPlayWouldStart(): MediaItem | undefined {
    const queue = this.#queue;
    const index = queue.position >= 0 && queue.canPlayAt(queue.position) ? queue.position : queue.nextPlayableItemIndex;
    return index === undefined ? undefined : queue.item(index);
  }

  async #playNow(): Promise<void> {
    if (this.engine.nowPlayingItem) {
      if (!this.engine.isPlaying) await this.engine.resume();
      return;
    }
    const queue = this.#queue;
    if (queue.isEmpty) return;
    const moved = queue.position >= 0 && queue.canPlayAt(queue.position) ? queue.currentItem : queue.advance();
    // 002 §8: a play with items queued but none of them playable (e.g. the last one turned out
    // unsupported, 001 §4) is answered, not ignored.
    if (!moved) throw notPlayableError();
    await this.startCurrent({ userInitiated: true, endReason: PlayActivityEndReasonType.NOT_APPLICABLE, from: undefined, wasPlaying: false });
  }

  /** 001 §4 Track end: moves on when continuous, authorized or repeat-one. */
  async #onItemDidEnd(item: MediaItem): Promise<void> {
    if (!(this.continuous || this.#isAuthorized() || this.#queue.repeatMode === PlayerRepeatMode.one)) return;
    try {
      await this.#skips.enqueue(() =>
        this.next({ userInitiated: false, endReason: PlayActivityEndReasonType.TRACK_SKIPPED_FORWARDS, wasPlaying: true }),
      );
    } catch (error) {
      this.logger.log('error', `Moving on after ${item.id} ended failed`, error);
      this.emit('mediaPlaybackError', toMKError(error));
    }
  }

  /** 002 §4: a seamless transition sends a play event; the queue follows the engine. */
  #onSeamlessTransition(_from: MediaItem, to: MediaItem): void {
    const queue = this.#queue;
    if (queue.currentItem !== to) {
      const next = queue.nextPlayableItemIndex;
      const index = next !== undefined && queue.item(next) === to ? next : queue.indexForItem(to);
      if (index >= 0) queue.changeToPosition(index);
    }
    this.#preloader?.reset();
    this.#cancelSeek();
    this.emit('playActivityIntent', { kind: 'play', item: to, seamless: true, userInitiated: false });
  }

  async #onTimeDidChange(currentTime: number, duration: number): Promise<void> {
    this.#seeker?.timeDidChange(currentTime);
    try {
      const preloader = this.#preloader ?? (await this.#preloaderFor(currentTime, duration));
      await preloader?.onTimeUpdate(currentTime, duration);
    } catch (error) {
      this.emit('mediaPlaybackError', toMKError(error));
    }
  }
}
