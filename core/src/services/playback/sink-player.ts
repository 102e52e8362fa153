import { EventEmitter } from '../../domain/events/event-emitter.ts';
import { PlaybackStates } from '../../domain/enums/index.ts';
import { MKError } from '../../domain/errors/index.ts';
import { autoplayBlockedError, playbackError, unsupportedPlaybackError } from '../../domain/errors/index.ts';
import type { Logger } from '../../ports/logger.ts';
import type { MediaSink, MediaSinkError, MediaSinkLoader, PlaybackSource } from '../../ports/media-sink.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { SinkSelector } from './sink-selector.ts';
import { classifyFailure } from '../../domain/playback/failure-class.ts';

export interface SinkPlayerEvents {
  playbackStateDidChange: { readonly oldState: PlaybackStates; readonly state: PlaybackStates };
  playbackTimeDidChange: { readonly currentTime: number; readonly duration: number };
  playbackDurationDidChange: { readonly duration: number };
  bufferedDidChange: { readonly bufferedEnd: number };
  playbackVolumeDidChange: { readonly volume: number; readonly muted: boolean };
  ended: void;
  /** A gapless sink moved on to the source it was given with `preload` (001 §4 Seamless audio). */
  sourceDidTransition: { readonly source: PlaybackSource };
  mediaPlaybackError: MKError;
  /** The sink playing now changed (a load picked another backend, or stop); TrackService follows it. */
  sinkDidChange: { readonly sink: MediaSink | null };
  /** A backend's sink (and with it its media element) was created: once per backend. */
  sinkCreated: { readonly sink: MediaSink };
}

/**
 * Plays one source at a time on whichever backend the selector picks, and is the single writer
 * of playback state (DESIGN.md): sinks report events, this class decides what state they mean.
 * A sink is kept per backend and reused for the next source, so its media element (and the
 * autoplay permission a user gesture gave it) survives track changes.
 */
export class SinkPlayer {
  readonly events: EventEmitter<SinkPlayerEvents>;
  readonly #selector: SinkSelector;
  /** One sink per backend and kind, created once; the promise is kept so concurrent loads share it. */
  readonly #sinks = new Map<string, Promise<MediaSink>>();
  /**
   * The same sinks once created: a load on one goes straight to it, with no `await` in between
   * (issue 17: a skip to the preloaded track is a seek the sink can make in the call itself).
   */
  readonly #readySinks = new Map<string, MediaSink>();
  readonly #createdSinks: MediaSink[] = [];
  #current: { readonly sink: MediaSink; readonly detach: Cancel } | null = null;
  /**
   * The sink a stop left (a new queue stops first): the next load on another sink still takes
   * its source away, as a direct hand-over does (issue 20).
   */
  #stoppedSink: MediaSink | undefined;
  /** What the current sink plays (kept to move it to another backend, `useBackend`). */
  #source: PlaybackSource | null = null;
  #state = PlaybackStates.none;
  #loadSequence = 0;
  /**
   * True from a load until the new source plays (or the load fails). The element's own
   * 'pause' and 'waiting' during a source swap are not states a listener should see: the
   * incumbent flickers loading → waiting → playing → paused during skips (MUSICKIT-SURFACE.md).
   */
  #swapping = false;
  /**
   * A source loaded ahead of its play while nothing plays (`cue`), and that load: the `load` of
   * the same source takes it instead of loading again. Any other load or a stop drops it.
   */
  #cuedSource: PlaybackSource | null = null;
  #cuedLoad: Promise<void> | undefined;
  /** Destroyed with its instance (a configure replaced it): a warm-up that comes later makes no sink. */
  #destroyed = false;
  /** 002 §4: "a single global retry flag" for key-system generic errors. */
  #genericKeyErrorRetried = false;

  readonly #logger: Logger;

  constructor(selector: SinkSelector, logger: Logger) {
    this.#selector = selector;
    this.#logger = logger;
    this.events = new EventEmitter((error, event) => logger.log('error', `A ${String(event)} listener threw`, error));
  }

  get state(): PlaybackStates {
    return this.#state;
  }

  get currentTime(): number {
    return this.#current?.sink.currentTime ?? 0;
  }

  get duration(): number {
    return this.#current?.sink.duration ?? Number.NaN;
  }

  get bufferedEnd(): number {
    return this.#current?.sink.bufferedEnd ?? 0;
  }

  /** The sink playing now, or null when stopped (for services that follow it, e.g. tracks). */
  get currentSink(): MediaSink | null {
    return this.#current?.sink ?? null;
  }

  /** The backend playing now, e.g. 'hlsjs'. */
  get backendId(): string | null {
    return this.#current?.sink.id ?? null;
  }

  /** What kind of media the loaded source is ('audio' or 'video'); null with nothing loaded. */
  get sourceKind(): PlaybackSource['kind'] | null {
    return this.#current ? (this.#source?.kind ?? null) : null;
  }

  /**
   * Loads a source, replacing what was loaded. Resolves when it can start; a load superseded
   * by a newer one resolves without effect.
   */
  load(source: PlaybackSource): Promise<void> {
    const cued = this.#cuedSource === source;
    this.#cuedSource = null;
    if (!cued) return this.#load(source, 0);
    // The load the cue started goes on as the press's own, showing its states from now on.
    this.#setState(PlaybackStates.loading);
    return this.#cuedLoad!.catch((cause: unknown) => {
      this.#setState(PlaybackStates.stopped);
      throw cause;
    });
  }

  /**
   * Loads `source` into its sink while nothing plays, for a play expected soon (issue 17: a
   * queue's first song, so that the press only starts the element). The state stays what it is
   * (no "loading" before anyone pressed), nothing plays, and a failure is left for the play: the
   * cue is dropped, and its `load` loads again. Only the source object given here is taken by that load.
   */
  cue(source: PlaybackSource): void {
    if (this.#destroyed) return;
    this.#cuedLoad = this.#load(source, 0, true);
    // One that fails before its play is dropped: it met the network and the provider of before the
    // press, so the play loads again, and reports a failure that happens again as any load does.
    this.#cuedLoad.catch(() => this.#cuedSource === source && this.dropCue());
    this.#cuedSource = source;
  }

  /**
   * A cue no play will take (the queue changed, or was stopped before any play): its sink lets
   * the source go, so it fetches no more of it, and what it reports reaches nobody.
   */
  dropCue(): void {
    if (!this.#cuedSource) return;
    this.#cuedSource = null;
    this.#loadSequence++;
    this.#swapping = false;
    const sink = this.#current?.sink;
    this.#current?.detach();
    this.#current = null;
    if (!sink) return;
    this.events.emit('sinkDidChange', { sink: null });
    sink.unload?.();
  }

  async #load(source: PlaybackSource, restarts: number, quiet = false): Promise<void> {
    const sequence = ++this.#loadSequence;
    const loader = this.#selector.select(source);
    this.#source = source;
    if (!loader) throw new MKError(MKError.CONTENT_UNSUPPORTED, `No playback backend can play ${source.kind} ${source.format} sources here`);
    this.#swapping = true;
    if (!quiet) this.#setState(PlaybackStates.loading);
    const sink = this.#readySinks.get(sinkKey(loader, source)) ?? (await this.#sinkOf(loader, source));
    if (sequence !== this.#loadSequence) return;
    this.#attach(sink);
    const keySystems = source.license?.keySystems.join(' ');
    try {
      await sink.load(source);
    } catch (cause) {
      if (sequence !== this.#loadSequence) return;
      // 002 §4: "A CBC encryption error from the PlayReady licence triggers a restart with a
      // different key system." The licence client marked CBCS unsupported (001 §8), so the
      // source's key-system order no longer holds PlayReady: the restart loads it once more (the
      // recovery policy's one key-system restart; its table stays out of the main script).
      if (classifyFailure(cause) === 'key-system-restart' && restarts === 0 && source.license && source.license.keySystems.join(' ') !== keySystems) {
        this.#logger.log('warning', `PlayReady refused CBC encryption; restarting with ${source.license.keySystems.join(', ')}`, cause);
        return this.#load(source, restarts + 1, quiet);
      }
      this.#swapping = false;
      // A cue's failure before its play shows nothing (`cue`); after, its taker reports it (`load`).
      if (!quiet) this.#setState(PlaybackStates.stopped);
      throw cause instanceof MKError ? cause : playbackError(cause);
    }
  }

  /**
   * Creates, ahead of its load, the sink that would play `source` (fetching its backend's code),
   * so the load that follows does not wait for it (issue 17). Nothing plays, nothing changes
   * state; a failure here is left for that load to meet and report. Called again for the same
   * source, it finds the same sink.
   */
  prefetch(source: PlaybackSource, keySystems?: readonly string[]): void {
    const loader = this.#selector.select(source);
    if (!loader || this.#destroyed) return;
    this.#sinkOf(loader, source).then(
      (sink) => {
        // With `keySystems` (a listener who plays full tracks), the sink also readies the one it
        // would be granted (MediaSink.prepareKeySystems) and, when it plays nothing, what its next
        // load starts by making (MediaSink.prepareLoad): for an encrypted load that work also
        // slowed the CDM's answer to the key request, 20–26 ms instead of 1–3 (docs/decisions.md).
        if (!keySystems) return;
        sink.prepareKeySystems?.(keySystems);
        if (this.#current?.sink !== sink) sink.prepareLoad?.();
      },
      () => undefined,
    );
  }

  /**
   * The backend's one sink for the source's kind, created on first use; concurrent callers share
   * its creation. Per kind, because a sink plays in the element it was made with: a backend that
   * played audio (hls.js for a preview or a station) would otherwise play a video in an `<audio>`
   * element, sound without picture (issue 20).
   */
  #sinkOf(loader: MediaSinkLoader, source: PlaybackSource): Promise<MediaSink> {
    const key = sinkKey(loader, source);
    let created = this.#sinks.get(key);
    if (!created) {
      created = loader.load(source).then((sink) => {
        // Its backend's code arrived after the player was destroyed: the sink goes with it.
        if (this.#destroyed) {
          sink.destroy();
          return sink;
        }
        this.#createdSinks.push(sink);
        this.#readySinks.set(key, sink);
        this.events.emit('sinkCreated', { sink });
        return sink;
      });
      this.#sinks.set(key, created);
      // A backend that failed to load (e.g. its chunk did not download) may be tried again.
      created.catch(() => this.#sinks.delete(key));
    }
    return created;
  }

  async play(): Promise<void> {
    const sink = this.#current?.sink;
    if (!sink) return;
    try {
      await sink.play();
    } catch (cause) {
      const blocked = cause instanceof Error && cause.name === 'NotAllowedError';
      // The source is loaded and only the start was refused (000 §8): leave "loading" for
      // "paused", so the instance is not stuck and the listener's next play() resumes it.
      if (blocked && sink === this.#current?.sink && this.#state === PlaybackStates.loading) this.#setState(PlaybackStates.paused);
      throw blocked ? autoplayBlockedError(cause) : playbackError(cause);
    }
  }

  pause(): void {
    this.#swapping = false;
    this.#current?.sink.pause();
  }

  /**
   * Stops playback and forgets the source; the sinks stay for reuse. `completed` is the final
   * state when a queue ran out (002 §4 serial playback), else `stopped`.
   */
  /**
   * A new item's source is being resolved while nothing plays: the state is "loading" from the
   * press, not only once a source reaches a sink (a preview read into segments fetches its
   * manifest first; issue 17). The returned function puts back the state it replaced when the
   * source never arrives, so a failure leaves no "loading" behind (issue 21).
   */
  preparing(): () => void {
    const before = this.#state;
    const sequence = this.#loadSequence;
    this.#setState(PlaybackStates.loading);
    return () => {
      if (this.#loadSequence === sequence && this.#state === PlaybackStates.loading) this.#setState(before);
    };
  }

  stop(finalState: PlaybackStates.stopped | PlaybackStates.completed = PlaybackStates.stopped): void {
    this.#loadSequence++;
    this.#cuedSource = null;
    this.#current?.sink.pause();
    const hadSink = this.#current !== null;
    if (this.#current) this.#stoppedSink = this.#current.sink;
    this.#current?.detach();
    this.#current = null;
    if (hadSink) this.events.emit('sinkDidChange', { sink: null });
    this.#setState(finalState);
  }

  /**
   * Gives the current sink the source to move on to without a gap (001 §4: the next item is
   * prepared ahead); `null` forgets it. Sinks that cannot hand over seamlessly ignore it.
   */
  async preload(next: PlaybackSource | null): Promise<void> {
    const sink = this.#current?.sink;
    // Only a source this sink's backend would be chosen for is chained: one it cannot decode
    // (an 'ec-3' track for the gapless sink) would break the join, and 001 §4 wants such an item
    // skipped when its turn comes, which its own load then does.
    const handOver = next !== null && sink !== undefined && this.#selector.select(next)?.id !== sink.id ? null : next;
    await sink?.preload?.(handOver);
  }

  /** Whether the current sink can take a next source (the gapless backend can). */
  get canPreload(): boolean {
    return typeof this.#current?.sink.preload === 'function';
  }

  /**
   * Plays every source on backend `id` from now on, whatever the configuration says; `null` goes
   * back to the configured choice. What is loaded moves over at its position, in the state it was:
   * a share-session participant goes silent (the void sink, 002 §4) without losing its place.
   */
  async useBackend(id: string | null): Promise<void> {
    this.#selector.forcedBackend = id;
    const current = this.#current;
    const source = this.#source;
    if (!current || !source || this.#selector.select(source)?.id === current.sink.id) return;
    const state = this.#state;
    const moved = { ...source, startTime: current.sink.currentTime };
    await this.load(moved);
    if (this.#source !== moved) return; // a newer load took over
    if (state === PlaybackStates.playing) return this.play();
    // A paused (or ended) item is paused (or ended) again on the new sink, not left loading.
    this.#swapping = false;
    this.#setState(state);
  }

  /** The app gave the instance another video container: the sink that plays moves its video there (001 §2). */
  videoContainerChanged(): void {
    this.#current?.sink.videoContainerChanged?.();
  }

  seek(seconds: number): void {
    this.#current?.sink.seek(seconds);
  }

  setVolume(volume: number): void {
    for (const sink of this.#createdSinks) sink.setVolume(volume);
  }

  setMuted(muted: boolean): void {
    for (const sink of this.#createdSinks) sink.setMuted(muted);
  }

  setPlaybackRate(rate: number): void {
    this.#current?.sink.setPlaybackRate(rate);
  }

  /** Releases every sink and element. */
  destroy(): void {
    this.#destroyed = true;
    this.stop();
    for (const sink of this.#createdSinks) sink.destroy();
    this.#createdSinks.length = 0;
    this.#sinks.clear();
    this.#readySinks.clear();
    this.#stoppedSink = undefined;
  }

  #attach(sink: MediaSink): void {
    if (this.#current?.sink === sink) return;
    const left = this.#current?.sink ?? this.#stoppedSink;
    this.#stoppedSink = undefined;
    const previous = left === sink ? undefined : left;
    previous?.pause();
    this.#current?.detach();
    const offs = [
      sink.on('playing', () => {
        this.#swapping = false;
        this.#setState(PlaybackStates.playing);
      }),
      sink.on('paused', () => {
        if (this.#swapping || this.#state === PlaybackStates.ended || this.#state === PlaybackStates.stopped) return;
        this.#setState(PlaybackStates.paused);
      }),
      sink.on('waiting', () => {
        if (!this.#swapping) this.#setState(PlaybackStates.waiting);
      }),
      sink.on('ended', () => {
        this.#setState(PlaybackStates.ended);
        this.events.emit('ended', undefined);
      }),
      sink.on('timeupdate', ({ currentTime }) => this.events.emit('playbackTimeDidChange', { currentTime, duration: sink.duration })),
      sink.on('durationchange', ({ duration }) => this.events.emit('playbackDurationDidChange', { duration })),
      sink.on('progress', ({ bufferedEnd }) => this.events.emit('bufferedDidChange', { bufferedEnd })),
      sink.on('volumechange', (volume) => this.events.emit('playbackVolumeDidChange', volume)),
      sink.on('error', (error) => this.#onSinkError(error)),
      sink.on('transitioned', ({ source }) => {
        this.#source = source;
        this.events.emit('sourceDidTransition', { source });
      }),
    ];
    this.#current = { sink, detach: () => offs.forEach((off) => off()) };
    this.events.emit('sinkDidChange', { sink });
    // Only a load makes a sink current again, so the one left behind need not keep its source:
    // a paused video still fetching would compete with the songs' preloading after it (issue 20).
    // After sinkDidChange, so what its unloading reports reaches no listener of the new sink.
    previous?.unload?.();
  }

  #onSinkError(error: MediaSinkError): void {
    // A cue's failure is its play's to meet, by loading the source again (`load`), not a listener's.
    if (this.#cuedSource) {
      if (error.fatal) this.dropCue();
      return;
    }
    if (!error.fatal) {
      if (isKeySystemGenericError(error)) this.#onKeySystemGenericError(error.cause as MKError);
      return;
    }
    // 000 §8: a media error event gives MEDIA_PLAYBACK 'Playback Error'; the player stops. A sink
    // that already knows the reason (a licence or segment error, 001 §8) keeps it.
    this.#setState(PlaybackStates.stopped);
    // 001 §8: a player that cannot play the source at all is UNSUPPORTED_ERROR, not MEDIA_PLAYBACK.
    const reported = error.cause instanceof MKError ? error.cause : error.kind === 'unsupported' ? unsupportedPlaybackError(error) : playbackError(error);
    this.events.emit('mediaPlaybackError', reported);
  }

  /**
   * 002 §4: "A key-system generic error triggers one retry (a single global retry flag), then the
   * error is published." The retry loads the source again where it plays; 001 §8: the error does
   * not stop playback.
   */
  #onKeySystemGenericError(error: MKError): void {
    const source = this.#source;
    const current = this.#current;
    if (this.#genericKeyErrorRetried || !source || !current) {
      this.events.emit('mediaPlaybackError', error);
      return;
    }
    this.#genericKeyErrorRetried = true;
    const wasPlaying = this.#state === PlaybackStates.playing;
    const retried = { ...source, startTime: current.sink.currentTime };
    this.load(retried)
      .then(() => (wasPlaying && this.#source === retried ? this.play() : undefined))
      .catch((failure: unknown) => this.events.emit('mediaPlaybackError', failure instanceof MKError ? failure : playbackError(failure)));
  }

  #setState(state: PlaybackStates): void {
    if (state === this.#state) return;
    const oldState = this.#state;
    this.#state = state;
    this.events.emit('playbackStateDidChange', { oldState, state });
  }
}

/** One sink per backend and kind (see SinkPlayer.#sinkOf). */
function sinkKey(loader: MediaSinkLoader, source: PlaybackSource): string {
  return `${loader.id}/${source.kind}`;
}

/** 001 §8 / 002 §4: the key system's generic error (key-error.policy.ts marks it). */
function isKeySystemGenericError(error: MediaSinkError): boolean {
  return error.kind === 'key' && error.cause instanceof MKError && error.cause.details?.['generic'] === true;
}
