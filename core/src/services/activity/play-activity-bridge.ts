import type { PlayActivityDescriptor } from '../../domain/activity/play-activity-descriptor.ts';
import { PlayActivityEndReasonType, PlaybackStates } from '../../domain/enums/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlayActivityIntent } from '../../domain/playback/play-activity-intent.ts';
import type { PlaybackControllerSwitch } from '../../domain/playback/playback-controller-switch.ts';
import type { PlaybackEngine } from '../../domain/playback/playback-engine.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import type { SinkPlayer } from '../playback/sink-player.ts';
import type { EventEmitter } from '../../domain/events/event-emitter.ts';
import type { LiveRadioServiceEvents } from '../live-radio/live-radio.service.ts';
import type { ActivityReporter } from './activity-reporter.ts';
import { activityDescriptorOf, type QueueModes } from './item-activity-descriptor.mapper.ts';
import type { PlayActivityListener } from './play-activity-listener.ts';

export { playActivityCredentials } from './play-activity-credentials.ts';

/** The reporter calls the bridge makes. */
export type PlayActivityReporterPort = Pick<ActivityReporter, 'state' | 'playStart' | 'playEnd' | 'pause' | 'scrubBegin' | 'scrubEnd' | 'timedMetadata' | 'exit' | 'activate'>;

/**
 * The page's life, as the `WindowHost` port reports it. `onShow` (pageshow, e.g. a page
 * restored from the back-forward cache) is optional: without it, activate runs at start only.
 */
export interface PageLifecycle {
  onUnload(listener: () => void): Cancel;
  onVisibilityChange?(listener: (visibility: 'visible' | 'hidden') => void): Cancel;
  onShow?(listener: () => void): Cancel;
}

export interface PlayActivityBridgeDependencies {
  readonly reporter: PlayActivityReporterPort;
  /** The serial and continuous controllers; their `playActivityIntent` events name the moves. */
  readonly controllers: Pick<PlaybackControllerSwitch, 'serial' | 'continuous' | 'active' | 'on'>;
  /** The item playing, its time, and natural ends. */
  readonly engine: PlaybackEngine;
  /** Pauses, resumes, stops and fatal errors (the single writer of playback state). */
  readonly player: Pick<SinkPlayer, 'state' | 'events'>;
  readonly listener: PlayActivityListener;
  /** What is on air on live radio (001 §3), once its feature runs; without it, no timed metadata is reported. */
  readonly liveRadio?: { onReady(listener: (radio: { readonly events: Pick<EventEmitter<LiveRadioServiceEvents>, 'on'> }) => void): void };
  readonly clock: Pick<Clock, 'now'>;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly page?: PageLifecycle;
  /** 000 §9: on iOS a hidden page dispatches exit and a visible one activate. */
  readonly isIOS?: () => boolean;
}

/**
 * A jump in playback time larger than playing can explain is a seek: more than this many
 * seconds backwards, or forwards beyond `elapsed × MAX_RATE` plus this.
 */
const SEEK_TOLERANCE_SECONDS = 1.5;
const MAX_RATE = 2;

type Phase = 'idle' | 'playing' | 'paused';

/**
 * Turns what playback does into play-activity reports (000 §3-§5, 002 §3, §6):
 * - controller intents (002 §4 skip notifications): play → start; skip → end (the intent's
 *   reason: skipped forwards 2 or backwards 14, selected another item 5) then start; stop → end;
 *   a seamless hand-over → natural end (7) then start;
 * - the engine's track end → natural end (7), which the following 'skip' intent (001 §4 "track
 *   skipped forwards") does not overwrite: the record says why the play ended, not how the
 *   queue moved;
 * - the player: pause → end (3); resume → start; a fatal error → end (10, 000 §8); a stop no
 *   controller explained (a new queue replacing the old) → end (5);
 * - a jump in playback time while playing → scrub begin (12) and scrub end (13);
 * - live radio's timed metadata changing → the segment heard so far ends and a new one starts
 *   carrying the new metadata (000 §1, §3 timed-metadata);
 * - the page: unload while playing → exit (17, deferred to the next activate, 000 §9); start and
 *   page show → activate (sends what earlier pages left).
 * Reports go out only while the listener is authorized (002 §6); previews and untracked kinds
 * are described so that the reporter ignores them (002 §6).
 *
 * @example
 * const bridge = new PlayActivityBridge({ reporter, controllers, engine, player, listener, clock, scheduler, logger, page });
 * bridge.start();
 */
export class PlayActivityBridge {
  readonly #deps: PlayActivityBridgeDependencies;
  readonly #subscriptions: Cancel[] = [];
  /** Checks that wait until the current task is over (see #defer). */
  readonly #checks: Array<() => void> = [];
  #checkTimer: Cancel | null = null;
  #current: { readonly item: MediaItem; readonly descriptor: PlayActivityDescriptor } | undefined;
  #lastDescriptor: PlayActivityDescriptor | undefined;
  #phase: Phase = 'idle';
  /** The last time heard for the current item (seconds) and when (clock ms). */
  #heard: { time: number; at: number } | undefined;
  /** False while the engine swaps or drops its source: time updates then say nothing about this play. */
  #tracking = false;
  #started = false;

  constructor(dependencies: PlayActivityBridgeDependencies) {
    this.#deps = dependencies;
  }

  /** Whether a play of the current item is being reported as running, paused, or none. */
  get phase(): Phase {
    return this.#phase;
  }

  /** Subscribes to playback and the page, and activates the reporter (sending earlier pages' events). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    const { controllers, engine, player, page } = this.#deps;
    const onIntent = (intent: PlayActivityIntent): void => this.#onIntent(intent);
    // The continuous controller may be created later, with the first station queue: it is
    // followed from when it becomes active (its activation announces no move).
    let continuousFollowed = false;
    const followContinuous = (): void => {
      const continuous = controllers.continuous;
      if (continuousFollowed || !continuous) return;
      continuousFollowed = true;
      this.#subscriptions.push(continuous.addEventListener('playActivityIntent', onIntent));
    };
    followContinuous();
    this.#subscriptions.push(
      controllers.on('controllerDidChange', followContinuous),
      controllers.serial.addEventListener('playActivityIntent', onIntent),
      engine.on('itemDidEnd', ({ item }) => this.#onItemDidEnd(item)),
      engine.on('timeDidChange', ({ currentTime }) => this.#onTime(currentTime)),
      player.events.on('playbackStateDidChange', ({ state }) => this.#onState(state)),
      player.events.on('mediaPlaybackError', () => this.#end(PlayActivityEndReasonType.FAILED_TO_LOAD, this.#heardPosition())),
    );
    const liveRadio = this.#deps.liveRadio;
    liveRadio?.onReady((radio) => this.#subscriptions.push(radio.events.on('timedMetadataDidChange', ({ blob }) => this.#onTimedMetadata(blob))));
    if (page) {
      this.#subscriptions.push(page.onUnload(() => this.exit()));
      if (page.onShow) this.#subscriptions.push(page.onShow(() => this.activate()));
      if (page.onVisibilityChange) {
        this.#subscriptions.push(
          page.onVisibilityChange((visibility) => {
            if (!this.#deps.isIOS?.()) return;
            if (visibility === 'hidden') this.exit();
            else this.activate();
          }),
        );
      }
    }
    this.activate();
  }

  /** The page is (again) the active player: the reporter sends what is pending. Never throws. */
  activate(): void {
    this.#deps.reporter.activate().catch((error: unknown) => this.#deps.logger.log('warning', 'Play activity: activate failed; events stay queued', error));
  }

  /**
   * The page is going away (000 §9: page unload while playing dispatches exit). Decisions
   * still waiting are taken first, so a pause just before unload is reported as a pause.
   */
  exit(): void {
    this.#settle();
    const descriptor = this.#current?.descriptor ?? this.#lastDescriptor;
    // A page that never played has nothing to end; its earlier events were tried by activate.
    if (descriptor === undefined) return;
    const position = this.#phase === 'playing' && this.#current ? this.#positionOf(this.#current.item) : 0;
    if (this.#reporting()) this.#deps.reporter.exit(descriptor, position);
  }

  /** Stops listening. Reports already made stay in the reporter's outbox. */
  dispose(): void {
    for (const unsubscribe of this.#subscriptions.splice(0)) unsubscribe();
    this.#checkTimer?.();
    this.#checkTimer = null;
    this.#checks.length = 0;
  }

  // --- playback events ----------------------------------------------------------------

  #onIntent(intent: PlayActivityIntent): void {
    switch (intent.kind) {
      case 'play':
        // 002 §4: a seamless transition sends a play event; the item before it played to its end.
        if (intent.seamless && this.#current && this.#current.item !== intent.item) {
          this.#end(PlayActivityEndReasonType.NATURAL_END_OF_TRACK, this.#current.descriptor.duration ?? this.#heardPosition());
        }
        this.#begin(intent.item);
        return;
      case 'skip':
        if (intent.from === undefined || intent.from === this.#current?.item) this.#end(intent.endReason, this.#heardPosition());
        this.#begin(intent.item);
        return;
      case 'stop':
        if (intent.item === undefined || intent.item === this.#current?.item) this.#end(intent.endReason, this.#heardPosition());
        this.#current = undefined;
        this.#phase = 'idle';
        return;
    }
  }

  #onItemDidEnd(item: MediaItem): void {
    if (item !== this.#current?.item) return;
    this.#end(PlayActivityEndReasonType.NATURAL_END_OF_TRACK, this.#positionOf(item));
  }

  #onState(state: PlaybackStates): void {
    const { engine, player } = this.#deps;
    switch (state) {
      case PlaybackStates.loading:
        this.#tracking = false;
        return;
      case PlaybackStates.stopped:
      case PlaybackStates.completed: {
        this.#tracking = false;
        // A controller's stop or skip explains itself with an intent right after; what is still
        // unexplained then is a queue replaced (setQueue) or a controller switch: reason 5.
        const current = this.#current;
        this.#defer(() => {
          if (current && current === this.#current && engine.nowPlayingItem !== current.item) {
            this.#end(PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM, this.#heardPosition());
          }
        });
        return;
      }
      case PlaybackStates.paused: {
        const current = this.#current;
        if (this.#phase !== 'playing' || !current || engine.nowPlayingItem !== current.item) return;
        const position = engine.currentPlaybackTime;
        // A stop pauses the sink first (paused, then stopped in the same task): only a pause
        // that is still a pause once the task is over ends the play as "manually paused".
        this.#defer(() => {
          if (this.#phase !== 'playing' || this.#current !== current) return;
          if (player.state !== PlaybackStates.paused || engine.nowPlayingItem !== current.item) return;
          this.#phase = 'paused';
          if (this.#reporting()) this.#report('pause', this.#deps.reporter.pause(current.descriptor, position));
        });
        return;
      }
      case PlaybackStates.playing: {
        const current = this.#current;
        if (this.#phase !== 'paused' || !current || engine.nowPlayingItem !== current.item) return;
        // Resumed after a pause: a new play of the same item from where it stands.
        this.#phase = 'playing';
        this.#listen(engine.currentPlaybackTime);
        if (this.#reporting()) this.#report('resume', this.#deps.reporter.playStart(current.descriptor, engine.currentPlaybackTime));
        return;
      }
      default:
        return;
    }
  }

  #onTime(currentTime: number): void {
    const current = this.#current;
    if (!current || !this.#tracking || this.#deps.engine.nowPlayingItem !== current.item) return;
    const now = this.#deps.clock.now();
    const heard = this.#heard;
    if (this.#phase === 'playing' && heard) {
      const elapsed = Math.max(0, (now - heard.at) / 1000);
      const jump = currentTime - heard.time;
      if (jump < -SEEK_TOLERANCE_SECONDS || jump > elapsed * MAX_RATE + SEEK_TOLERANCE_SECONDS) {
        // 000 §4: scrub begin ends the play where the listener left, scrub end restarts it where they let go.
        if (this.#reporting()) {
          this.#report('scrub begin', this.#deps.reporter.scrubBegin(current.descriptor, heard.time));
          this.#report('scrub end', this.#deps.reporter.scrubEnd(current.descriptor, currentTime));
        }
      }
    }
    this.#heard = { time: currentTime, at: now };
  }

  /** What is on air changed: reported for the station playing (the reporter keeps it for a paused one's next start). */
  #onTimedMetadata(metadata: Uint8Array): void {
    const current = this.#current;
    if (!current || this.#deps.engine.nowPlayingItem !== current.item || !this.#reporting()) return;
    this.#report('timed metadata', this.#deps.reporter.timedMetadata(current.descriptor, this.#positionOf(current.item), metadata));
  }

  // --- reporting ----------------------------------------------------------------------

  /** A play of `item` starts where the engine stands (0, or setQueue's startTime). */
  #begin(item: MediaItem): void {
    const before = this.#heardPosition();
    if (this.#phase === 'playing') {
      // A play nobody ended (its stop went unexplained): another item was selected.
      this.#end(PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM, this.#heardPosition());
    }
    const { engine, reporter, listener } = this.#deps;
    const descriptor = activityDescriptorOf(item, this.#modesFor(item));
    this.#current = { item, descriptor };
    this.#lastDescriptor = descriptor;
    this.#phase = 'playing';
    const position = engine.nowPlayingItem === item ? engine.currentPlaybackTime : 0;
    this.#listen(position);
    if (!this.#reporting()) return;
    // The reporter missed an end (the listener signed out meanwhile): close that play first.
    if (reporter.state === 'playing') this.#report('stale end', reporter.playEnd(undefined, before, PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM));
    this.#report('start', reporter.playStart(descriptor, position));
  }

  /** Ends the running play of the current item with `reason`; nothing when none runs (a pause already ended it). */
  #end(reason: PlayActivityEndReasonType, position: number): void {
    const current = this.#current;
    if (!current || this.#phase !== 'playing') return;
    this.#phase = 'idle';
    this.#tracking = false;
    if (this.#reporting()) this.#report('end', this.#deps.reporter.playEnd(current.descriptor, position, reason));
  }

  /** 002 §6: play activity needs an authorized listener with a user token. */
  #reporting(): boolean {
    const { listener } = this.#deps;
    return listener.isAuthorized() && Boolean(listener.userToken());
  }

  #report(what: string, call: Promise<unknown>): void {
    call.catch((error: unknown) => this.#deps.logger.log('warning', `Play activity: ${what} not reported`, error));
  }

  #modesFor(item: MediaItem): QueueModes {
    const { active, serial } = this.#deps.controllers;
    const entry = active.queue.currentEntry;
    return {
      repeat: active.queue.repeatMode,
      ...(active === serial ? { shuffle: serial.shuffleMode } : {}),
      autoplay: entry?.item === item && entry.isAutoplay,
    };
  }

  #listen(position: number): void {
    this.#heard = { time: position, at: this.#deps.clock.now() };
    this.#tracking = true;
  }

  /** Where `item` stands: the engine's time while it holds the item, else the last time heard. */
  #positionOf(item: MediaItem): number {
    const { engine } = this.#deps;
    return engine.nowPlayingItem === item ? engine.currentPlaybackTime : this.#heardPosition();
  }

  #heardPosition(): number {
    return this.#heard?.time ?? 0;
  }

  /**
   * Runs `check` once the current task is over (a scheduler timeout of 0): by then a stop has
   * finished what its pause began, and a controller has sent the intent that explains a stop.
   */
  #defer(check: () => void): void {
    this.#checks.push(check);
    this.#checkTimer ??= this.#deps.scheduler.setTimeout(() => this.#settle(), 0);
  }

  #settle(): void {
    this.#checkTimer?.();
    this.#checkTimer = null;
    for (const check of this.#checks.splice(0)) check();
  }
}
