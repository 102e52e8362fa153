import { EventEmitter } from '@mediakit/core';
import type { Cancel, MediaSink, MediaSinkError, MediaSinkEvents, MediaSinkLoader, MediaSinkPresentation, PlaybackSource, PlaybackTargets, Scheduler } from '@mediakit/core';

export interface FakeMediaSinkOptions {
  readonly id?: string;
  /** Drives time: the sink advances by `tickMs` on each scheduler tick while playing. */
  readonly scheduler: Scheduler;
  readonly tickMs?: number;
  /** Seconds of media each loaded source has; per URL or one for all. */
  readonly durationFor?: (source: PlaybackSource) => number;
  /** The remote playback facet each new sink gets (e.g. a ScriptedPlaybackTargets); absent: none. */
  readonly playbackTargets?: () => PlaybackTargets;
  /** The presentation facet each new sink gets, as a video sink has one; absent: none. */
  readonly presentation?: () => MediaSinkPresentation;
}

/** The optional facets of the sinks a FakeMediaSinkLoader creates from now on. */
export type FakeSinkFacets = Pick<FakeMediaSinkOptions, 'playbackTargets' | 'presentation'>;

/**
 * A media backend that plays nothing but behaves like one (shaka's `test/test/util/fake_*`
 * pattern: one fake per engine): time advances on the scheduler, `ended` fires at the end,
 * and a test can make the next load fail or autoplay be refused.
 */
export class FakeMediaSink implements MediaSink {
  readonly id: string;
  readonly playbackTargets: PlaybackTargets | undefined;
  readonly presentation: MediaSinkPresentation | undefined;
  readonly loads: PlaybackSource[] = [];
  readonly #events = new EventEmitter<MediaSinkEvents>();
  readonly #options: FakeMediaSinkOptions;
  #source: PlaybackSource | null = null;
  #time = 0;
  #duration = Number.NaN;
  #volume = 1;
  #muted = false;
  #rate = 1;
  #ticking: Cancel | null = null;
  #destroyed = false;
  /** Set to make the next `load` reject with this error. */
  failNextLoad: MediaSinkError | null = null;
  /** Set to make `play()` reject as a browser does without a user gesture. */
  blockAutoplay = false;
  /** How many times the instance said the app handed it another video container (001 §2). */
  videoContainerChanges = 0;

  constructor(options: FakeMediaSinkOptions) {
    this.id = options.id ?? 'fake';
    this.#options = options;
    this.playbackTargets = options.playbackTargets?.();
    this.presentation = options.presentation?.();
  }

  videoContainerChanged(): void {
    this.videoContainerChanges += 1;
  }

  get source(): PlaybackSource | null {
    return this.#source;
  }

  get isPlaying(): boolean {
    return this.#ticking !== null;
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  async load(source: PlaybackSource): Promise<void> {
    this.#stopTicking();
    this.loads.push(source);
    const failure = this.failNextLoad;
    if (failure) {
      this.failNextLoad = null;
      this.#events.emit('error', failure);
      throw new Error(failure.message);
    }
    this.#source = source;
    this.#time = source.startTime ?? 0;
    this.#duration = this.#options.durationFor?.(source) ?? 30;
    this.#events.emit('durationchange', { duration: this.#duration });
  }

  async play(): Promise<void> {
    if (!this.#source || this.#ticking) return;
    if (this.blockAutoplay) {
      const error = Object.assign(new Error('play() failed because the user did not interact with the document first.'), { name: 'NotAllowedError' });
      throw error;
    }
    const tickMs = this.#options.tickMs ?? 250;
    this.#ticking = this.#options.scheduler.setInterval(() => this.#tick(tickMs / 1000), tickMs);
    this.#events.emit('playing', undefined);
  }

  pause(): void {
    if (!this.#ticking) return;
    this.#stopTicking();
    this.#events.emit('paused', undefined);
  }

  seek(seconds: number): void {
    this.#time = Math.min(Math.max(0, seconds), this.#duration);
    this.#events.emit('timeupdate', { currentTime: this.#time });
  }

  setVolume(volume: number): void {
    this.#volume = volume;
    this.#events.emit('volumechange', { volume, muted: this.#muted });
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    this.#events.emit('volumechange', { volume: this.#volume, muted });
  }

  setPlaybackRate(rate: number): void {
    this.#rate = rate;
    this.#events.emit('ratechange', { rate });
  }

  get currentTime(): number {
    return this.#time;
  }

  get duration(): number {
    return this.#duration;
  }

  get bufferedEnd(): number {
    return Number.isFinite(this.#duration) ? this.#duration : 0;
  }

  get volume(): number {
    return this.#volume;
  }

  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  /** Reports running out of data, as an element does while buffering. */
  stall(): void {
    this.#events.emit('waiting', undefined);
  }

  /** Raises an error as the engine would mid-playback. */
  fail(error: MediaSinkError): void {
    if (error.fatal) this.#stopTicking();
    this.#events.emit('error', error);
  }

  /** How many times the sink was told a load of a new source comes next (MediaSink.prepareLoad). */
  loadsPrepared = 0;

  prepareLoad(): void {
    this.loadsPrepared++;
  }

  /** How many times the sink was told to drop its source (another sink took over). */
  unloads = 0;

  unload(): void {
    this.#stopTicking();
    this.#source = null;
    this.unloads++;
  }

  destroy(): void {
    this.#stopTicking();
    this.#destroyed = true;
  }

  #tick(seconds: number): void {
    this.#time = Math.min(this.#time + seconds * this.#rate, this.#duration);
    this.#events.emit('timeupdate', { currentTime: this.#time });
    if (this.#time >= this.#duration) {
      this.#stopTicking();
      this.#events.emit('ended', undefined);
    }
  }

  #stopTicking(): void {
    this.#ticking?.();
    this.#ticking = null;
  }
}

/** Registers a FakeMediaSink under a backend id, optionally for some sources only. */
export class FakeMediaSinkLoader implements MediaSinkLoader {
  readonly id: string;
  readonly created: FakeMediaSink[] = [];
  /** Facets for the sinks created from now on: a test sets them before playing (the headless host made this loader). */
  sinkFacets: FakeSinkFacets = {};
  readonly #options: FakeMediaSinkOptions;
  readonly #accepts: (source: PlaybackSource) => boolean;

  constructor(options: FakeMediaSinkOptions & { readonly accepts?: (source: PlaybackSource) => boolean }) {
    this.id = options.id ?? 'fake';
    this.#options = options;
    this.#accepts = options.accepts ?? (() => true);
  }

  canPlay(source: PlaybackSource): boolean {
    return this.#accepts(source);
  }

  async load(): Promise<MediaSink> {
    const sink = new FakeMediaSink({ ...this.#options, ...this.sinkFacets, id: this.id });
    this.created.push(sink);
    return sink;
  }
}
