import { EventEmitter } from '../../domain/events/event-emitter.ts';
import { MediaItemState, PlaybackStates } from '../../domain/enums/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { EnginePlayOptions, EngineStopOptions, PlaybackEngine, PlaybackEngineEvents } from '../../domain/playback/playback-engine.ts';
import { MKError } from '../../domain/errors/index.ts';
import { classifyFailure, isNetworkFailure } from '../../domain/playback/failure-class.ts';
import type { LicenseExchange, PlaybackSource } from '../../ports/media-sink.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { FeatureService } from '../features/feature.ts';
import type { NextItemPreparer, PlaybackSourceResolver } from './playback-source.resolver.ts';
import type { SinkPlayer } from './sink-player.ts';

/** What prepares the items that follow (the full-or-preview choice, full-playback.warm-up.ts). */
export interface NextItems {
  /** A feature: its code loads while a queue is being set, or with the first play. */
  readonly preparer: Pick<FeatureService<NextItemPreparer>, 'get' | 'current'>;
  /** A queue is being set: the preparer's code starts loading. */
  queueAhead?(): void;
  /** A stand-in for the source a queue of songs will most likely play (see FullPlayback.warmUp). */
  warmUp?(firstSongId?: string, keySystemsAhead?: (keySystems: readonly string[]) => void): PlaybackSource | null;
}

/** A queue's first item, resolved and loaded into the player before its play asked for it. */
interface Cue {
  readonly item: MediaItem;
  readonly startTime: number | undefined;
  /** The source as loaded: the object handed to the player's `cue`, which its `load` then takes. */
  readonly source: Promise<PlaybackSource>;
  /** The play took it: its licence may now be asked for (`licensedAtPress`). */
  readonly press: () => void;
}

/** States in which the player still has an item that has not ended (it can go on). */
const STILL_PLAYING: ReadonlySet<PlaybackStates> = new Set([PlaybackStates.playing, PlaybackStates.paused, PlaybackStates.waiting, PlaybackStates.stalled, PlaybackStates.seeking]);

/**
 * The controllers' PlaybackEngine on real sinks: resolves an item to a source, plays it through
 * the SinkPlayer and keeps the item's state in step (001 §4 Item and player: loading, ready,
 * playing, ended; a load error maps to restricted, unavailable or error).
 */
export class SinkPlaybackEngine implements PlaybackEngine {
  readonly #player: SinkPlayer;
  readonly #sources: PlaybackSourceResolver;
  readonly #nextItems: NextItems | undefined;
  readonly #events = new EventEmitter<PlaybackEngineEvents>();
  #item: MediaItem | undefined;
  /** The item prepared to follow seamlessly, and the source the sink was given for it. */
  #next: { readonly item: MediaItem; readonly sourceId: string | undefined } | undefined;
  /** Where the current item was when time last moved: a retry after a failure resumes there. */
  #lastTime = 0;
  /**
   * Counts plays, stops and completions: a play whose number is no longer the latest was
   * overtaken (a new queue stopped it, or another item was asked for) while its source was
   * being resolved or loaded, and must not touch the player any more (issue 21).
   */
  #plays = 0;
  /** The queue's first item readied ahead of its play (`prepareAhead`), until a play takes it. */
  #cue: Cue | undefined;
  /**
   * Whether a queue's first item is loaded into the player ahead of its play (issue 17;
   * `prepareAhead`). Off where the user asked to save data: the media of a song never pressed
   * would be fetched.
   */
  readonly #loadsAhead: () => boolean;

  /** `nextItems` enables gapless hand-overs; without it every item loads when its turn comes. */
  constructor(player: SinkPlayer, sources: PlaybackSourceResolver, nextItems?: NextItems, loadsAhead = (): boolean => false) {
    this.#player = player;
    this.#sources = sources;
    this.#nextItems = nextItems;
    this.#loadsAhead = loadsAhead;
    player.events.on('ended', () => {
      const item = this.#item;
      if (!item) return;
      item.transitionTo(MediaItemState.ended);
      this.#events.emit('itemDidEnd', { item });
    });
    player.events.on('playbackTimeDidChange', ({ currentTime, duration }) => {
      // A source loaded ahead of its play (a cue) is no item's yet: its time is nobody's.
      if (!this.#item) return;
      this.#lastTime = currentTime;
      this.#events.emit('timeDidChange', { currentTime, duration: Number.isFinite(duration) ? duration : 0 });
    });
    player.events.on('sourceDidTransition', ({ source }) => this.#onTransition(source.id));
    player.events.on('playbackStateDidChange', ({ state }) => {
      if (state === PlaybackStates.playing) this.#item?.transitionTo(MediaItemState.playing);
    });
  }

  get playbackState(): PlaybackStates {
    return this.#player.state;
  }

  get isPlaying(): boolean {
    return this.#player.state === PlaybackStates.playing;
  }

  get nowPlayingItem(): MediaItem | undefined {
    return this.#item;
  }

  get currentPlaybackTime(): number {
    return this.#player.currentTime;
  }

  get currentPlaybackDuration(): number {
    const duration = this.#player.duration;
    if (Number.isFinite(duration) && duration > 0) return duration;
    return (this.#item?.playbackDuration ?? 0) / 1000;
  }

  async play(item: MediaItem, options: EnginePlayOptions): Promise<boolean> {
    const play = ++this.#plays;
    const taken = this.#takeCue(item, options.startTime);
    taken?.press();
    let cued = taken?.source;
    // Issue 21 "state always true": until the player is handed the new source, what played before
    // still plays; a failure before that point gives it back its place (see the catch below).
    const before = { item: this.#item, next: this.#next, lastTime: this.#lastTime };
    let handedToPlayer = false;
    if (this.#item !== item) this.#lastTime = 0;
    if (this.#next?.item !== item) this.#next = undefined;
    this.#item = item;
    if (item.state !== MediaItemState.loading) item.transitionTo(MediaItemState.loading);
    // Nothing plays: the listener sees "loading" while the source is resolved (not after).
    const unprepare = STILL_PLAYING.has(this.#player.state) ? undefined : this.#player.preparing();
    this.#prefetchBackend(item);
    try {
      // Resolved again when the network failed the cue (the press meets the network of now).
      const source = await this.#sources.resolve(item, cued).catch((error: unknown) => (cued && isNetworkFailure(error) ? this.#sources.resolve(item, (cued = undefined)) : Promise.reject(error)));
      // Overtaken while its source was resolved (issue 21): handing it over now would load an
      // item nobody plays, leaving the player "loading" after a stop, or replacing the source
      // of the newer play, whose start would then play this one's audio.
      if (play !== this.#plays) return false;
      handedToPlayer = true;
      // The cue's is the very source the player loaded ahead, which its load then takes.
      await this.#player.load(cued ? source : loadable(item, source, options.startTime));
      if (play !== this.#plays) return false;
      item.transitionTo(MediaItemState.ready);
      await this.#player.play();
      return play === this.#plays;
    } catch (error) {
      // An overtaken play's failure is nobody's: the stop or the newer play owns the state, and
      // putting back the state this one replaced would hide the newer play's "loading".
      if (play !== this.#plays) return false;
      if (!handedToPlayer) unprepare?.();
      if (this.#item === item && !(error instanceof MKError && error.errorCode === MKError.USER_INTERACTION_REQUIRED)) {
        // 001 §4: an item this platform cannot play "may become unsupported" (loading →
        // unsupported, 000 §4's expected move); any other load error is 000 §4's mapping.
        if (classifyFailure(error) === 'unsupported') item.markUnsupported();
        else item.updateFromLoadError(error);
      }
      if (this.#item === item && !handedToPlayer && before.item && before.item !== item && STILL_PLAYING.has(this.#player.state)) {
        // The source could not be resolved: the player never left the item it had, so it stays
        // the engine's item (its time, its prepared next) and the failed one is not current.
        this.#item = before.item;
        this.#next = before.next;
        this.#lastTime = before.lastTime;
      }
      throw error;
    }
  }

  /** The cue, when it readied this item from this start time; any other play drops it. */
  #takeCue(item: MediaItem, startTime: number | undefined): Cue | undefined {
    const cue = this.#cue;
    this.#cue = undefined;
    return cue?.item === item && cue.startTime === startTime ? cue : undefined;
  }

  /**
   * Issue 17: the first item of a queue set while nothing plays is resolved now (its web playback
   * and manifests, or a preview's playlists) and, unless the user saves data, loaded into the
   * player (init and first segments, the key session's challenge), so the play that follows only
   * asks for the licence, if any, and starts the element (before, the press waited for all of it:
   * some 40 ms after a setQueue that had time to prepare, 100 ms right after one). Nothing plays,
   * the state stays what it is, and a failure is the play's to meet. Only where the item's
   * resolution waits for nobody (PlaybackSourceResolver.resolveAhead).
   */
  #cueAhead(item: MediaItem, startTime: number | undefined): Cue | undefined {
    const ahead = this.#item || STILL_PLAYING.has(this.#player.state) ? null : this.#sources.resolveAhead?.(item);
    if (!ahead) return undefined;
    let press!: () => void;
    const pressed = new Promise<void>((resolve) => (press = resolve));
    const cue: Cue = {
      item,
      startTime,
      press,
      source: ahead.then((resolved) => {
        const source = licensedAtPress(loadable(item, resolved, startTime), pressed);
        // Not when a play took it meanwhile (that play loads it) or another queue replaced it.
        if (this.#cue === cue && this.#loadsAhead()) this.#player.cue(source);
        return source;
      }),
    };
    // Marked handled: the play that takes it meets its failure; nobody else waits for it.
    cue.source.catch(() => undefined);
    return cue;
  }

  /**
   * Fetches the backend the item will play on while its source is being resolved (web playback,
   * manifests), instead of after (issue 17). A hint only: failures are the load's to report.
   */
  #prefetchBackend(item: MediaItem): void {
    // The preparer makes the full-or-preview choice; a resolver without one may foresee itself.
    const next = this.#nextItems;
    const foreseen = next ? next.preparer.get().then((preparer) => (preparer.foresee ? preparer.foresee(item) : (this.#sources.foresee?.(item) ?? null))) : this.#sources.foresee?.(item);
    foreseen?.then(
      (source) => {
        if (source && this.#item === item) this.#player.prefetch(source);
      },
      () => undefined,
    );
  }

  /**
   * A queue of songs is being set (its catalogue request in flight): fetches the backend its
   * first play will most likely need, and prepares `firstSongId` when the queue names it, so that
   * play does not wait for them (issue 17). Nothing plays and nothing changes state; a wrong
   * guess costs one backend's code, or one song's preparation, fetched early.
   */
  warmUp(firstSongId?: string): void {
    // A listener who plays full tracks: the sink readies its key system too, so the first licence
    // request goes out beside the first segments rather than after the MediaKeys are made.
    let source: PlaybackSource | null | undefined;
    source = this.#nextItems?.warmUp?.(firstSongId, (keySystems) => source && this.#player.prefetch(source, keySystems));
    if (source) this.#player.prefetch(source);
  }

  /** A queue of any kind is being set: what its first play needs to choose a source starts loading. */
  queueAhead(): void {
    this.#nextItems?.queueAhead?.();
  }

  /**
   * A queue was just set to start with `item` (from `startTime`): what does not depend on the
   * press is done now, between the app's setQueue and its play() (issue 17; `#cueAhead`).
   * `undefined`: the queue was stopped before any play, and nothing readied for it stands.
   */
  prepareAhead(item: MediaItem | undefined, startTime?: number): void {
    // What was readied for the queue before goes: its source fetches no more, and reports nothing.
    this.#player.dropCue();
    this.#cue = item && this.#cueAhead(item, startTime);
  }

  /**
   * Resumes the loaded item; after a failure (the player stopped with the item still loaded) it
   * loads the item again from where it was, which is what a listener's retry means. The item is
   * reset first: its error state is terminal (000 §4) and only a reset leaves it.
   */
  async resume(): Promise<void> {
    const item = this.#item;
    if (item && this.#player.state === PlaybackStates.stopped) {
      if (item.isInTerminalState) item.reset();
      await this.play(item, { userInitiated: true, ...(this.#lastTime > 0 ? { startTime: this.#lastTime } : {}) });
      return;
    }
    await this.#player.play();
  }

  async pause(): Promise<void> {
    this.#player.pause();
  }

  async stop(_options: EngineStopOptions): Promise<void> {
    this.#plays++;
    this.#cue = undefined;
    this.#player.stop();
    this.#item = undefined;
  }

  async complete(): Promise<void> {
    this.#plays++;
    this.#player.stop(PlaybackStates.completed);
    this.#item = undefined;
  }

  async seekToTime(seconds: number): Promise<void> {
    this.#player.seek(seconds);
  }

  /**
   * 001 §4 Seamless audio: prepares the next item and hands its source to the sink, which then
   * moves on at the transition offset with no gap. Backends without a hand-over (hls.js, shaka,
   * previews) load the next item when its turn comes.
   */
  async prepareNext(item: MediaItem | undefined): Promise<void> {
    if (!this.#nextItems || !this.#player.canPreload) return;
    const source = await (await this.#nextItems.preparer.get()).prepareNextItem(item);
    this.#next = item && source ? { item, sourceId: source.id } : undefined;
    await this.#player.preload(source);
  }

  #onTransition(sourceId: string | undefined): void {
    const from = this.#item;
    const next = this.#next;
    if (!from || !next || (sourceId !== undefined && next.sourceId !== undefined && sourceId !== next.sourceId)) return;
    this.#next = undefined;
    this.#item = next.item;
    this.#lastTime = 0;
    from.transitionTo(MediaItemState.ended);
    if (next.item.state !== MediaItemState.loading) next.item.transitionTo(MediaItemState.loading);
    next.item.transitionTo(MediaItemState.ready);
    next.item.transitionTo(MediaItemState.playing);
    this.#nextItems?.preparer.current?.itemDidTransition(next.item);
    this.#events.emit('seamlessTransition', { from, to: next.item });
  }

  on<E extends keyof PlaybackEngineEvents>(event: E, listener: (payload: PlaybackEngineEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }
}

/** The source as the player loads it for `item`: with the item's duration and the start time. */
function loadable(item: MediaItem, source: PlaybackSource, startTime: number | undefined): PlaybackSource {
  // The item's duration helps sinks that cannot read one (the void sink never ends without it).
  const durationHint = item.playbackDuration ? { durationHint: item.playbackDuration / 1000 } : {};
  return { ...source, ...durationHint, ...(startTime ? { startTime } : {}) };
}

/**
 * The source with its licence asked for only once the play is pressed: a licence starts a lease
 * (001 §7 "lease-action start"), which the provider counts against the listener's devices (001 §8
 * DEVICE_LIMIT), so a queue set but never played must not take one, nor stop another device's play.
 * Everything before it (the certificate, the CDM's challenge) is done ahead.
 */
function licensedAtPress(source: PlaybackSource, pressed: Promise<void>): PlaybackSource {
  const license = source.license;
  if (!license) return source;
  // Its other members (the key-system order is a getter) are the exchange's own.
  const atPress: LicenseExchange = Object.create(license);
  atPress.acquire = (request) => pressed.then(() => license.acquire(request));
  return { ...source, license: atPress };
}
