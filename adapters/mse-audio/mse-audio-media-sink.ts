import { DELAYED_CDM_UPDATE_THRESHOLD_S, EventEmitter, MKError, mediaSessionError, NEXT_KEY_PRELOAD_THRESHOLD_S } from '@mediakit/core';
import type { Cancel, HttpClient, Logger, MediaSink, MediaSinkEvents, PlaybackSource } from '@mediakit/core';
import { AudioTrack, sameSource } from './audio-track.ts';
import { TrackBufferModel } from './buffer-model.ts';
import { BufferTrimmer } from './buffer-trimmer.ts';
import { forwardElementEvents } from './element-events.ts';
import { KeySessionManager } from './key-session-manager.ts';
import { MediaSourceSession, type AttachedMediaSource } from './media-source-session.ts';
import { SegmentFetcher } from './segment-fetcher.ts';
import { AppendCancelledError, SourceBufferAppender } from './source-buffer-appender.ts';
import { SegmentLoadError, asMKError, segmentLoadEvents, sinkErrorOf } from './sink-errors.ts';
import { placeAfter, placeTrack } from './splice-planner.ts';
import { TrackFeeder } from './track-feeder.ts';
import { TransitionScheduler, type TransitionAction } from './transition-scheduler.ts';
import { playbackTargetsOf, type ElementPlaybackTargets } from '../html-media/element-playback-targets.ts';

/** What the sink plays (AAC in fMP4), as asked of the browser's key systems ahead of a stream. */
const AUDIO_CONTENT_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

/** The stream is ended this close to the end of the last item (see #endOfStream). */
const END_OF_STREAM_LEAD_SECONDS = 1;
/** How often the transition offset is checked while a transition is under way (timeupdate is ~4 Hz). */
const TRANSITION_POLL_MS = 50;

export interface MseAudioMediaSinkOptions {
  readonly http: HttpClient;
  /** The hidden audio element of the host's pool (001 §2). */
  readonly element: HTMLMediaElement;
  readonly logger?: Logger;
  /** 001 §4: hold the next item's licences back until under 1 s of the current one remains. */
  readonly delayCdmUpdates?: boolean;
}

/**
 * The seamless audio sink (001 §4 Stream buffering, Seamless audio): every item of a run is
 * appended to ONE MediaSource SourceBuffer, each placed by the MEDIA-FACTS splice rule, so the
 * music of consecutive tracks joins sample-exactly. `preload(next)` chains the next item; the sink
 * then emits `transitioned` where another sink would emit `ended`.
 */
export class MseAudioMediaSink implements MediaSink {
  readonly id = 'mse-audio';
  /** AirPlay / Cast of the audio element (the shared html-media kernel's); undefined where the browser has none. */
  readonly playbackTargets: ElementPlaybackTargets | undefined;
  readonly #element: HTMLMediaElement;
  readonly #fetcher: SegmentFetcher;
  readonly #events = new EventEmitter<MediaSinkEvents>();
  readonly #keys: KeySessionManager;
  readonly #logger: Logger | undefined;
  readonly #delayCdm: boolean;
  readonly #scheduler = new TransitionScheduler();
  readonly #detach: Cancel;
  readonly #trimmer: BufferTrimmer;
  readonly #feeder: TrackFeeder;
  #session: MediaSourceSession | null = null;
  /** A MediaSource attached ahead of the next load ({@link prepareLoad}), which takes it. */
  #attachedAhead: AttachedMediaSource | null = null;
  #appender: SourceBufferAppender | null = null;
  #current: AudioTrack | null = null;
  #next: AudioTrack | null = null;
  #nextReady: Promise<void> = Promise.resolve();
  /** The next track once its preparation (`#nextReady`) has succeeded: promoting it need not wait. */
  #nextPrepared: AudioTrack | null = null;
  /** The next track whose data is on the timeline (a begun transition). */
  #appended: AudioTrack | null = null;
  #generation = 0;
  #loaded = false;
  /**
   * A seek asked while the current track was still loading (001 §4 Seeking): it has no place on
   * the timeline yet (a kept MediaSource takes seeks before the init arrives), so the load starts
   * the track there instead.
   */
  #seekWhenLoaded: { readonly track: AudioTrack; readonly seconds: number } | null = null;
  /** A failure met while `load()` is still under way: load rejects with it. */
  #failure: MKError | null = null;
  #poll: ReturnType<typeof setInterval> | null = null;

  constructor(options: MseAudioMediaSinkOptions) {
    this.#element = options.element;
    this.playbackTargets = playbackTargetsOf(options.element);
    this.#fetcher = new SegmentFetcher(options.http);
    this.#logger = options.logger;
    this.#delayCdm = options.delayCdmUpdates ?? false;
    this.#keys = new KeySessionManager({
      element: options.element,
      onError: (error, fatal) => this.#publish(error, fatal),
      log: (message, detail) => this.#log('warning', message, detail),
    });
    this.#feeder = new TrackFeeder({
      appender: () => this.#appender,
      appended: () => this.#emitProgress(),
      // 001 §4: the transition begins when the current item is fully buffered.
      fullyBuffered: (track) => (track === this.#current ? this.#run([this.#scheduler.currentFullyBuffered()]) : Promise.resolve()),
      failed: (track, error) => this.#bufferFailed(track, error),
    });
    this.#trimmer = new BufferTrimmer(() => this.#session, () => this.#appender, () => this.#element.currentTime);
    this.#detach = forwardElementEvents(this.#element, this.#events, {
      onTime: () => this.#tick(),
      currentTime: () => this.currentTime,
      bufferedEnd: () => this.bufferedEnd,
      attached: () => this.#session !== null,
    });
  }

  get currentTime(): number {
    const track = this.#current;
    // A track made current before it is placed on the timeline (a promote or a start still
    // reading its init) has no start yet: it is at its beginning, never NaN (an app reads this).
    if (!track?.placement) return 0;
    return track.within(this.#element.currentTime - track.start);
  }

  get duration(): number {
    return this.#current?.duration ?? Number.NaN;
  }

  get bufferedEnd(): number {
    const track = this.#current;
    if (!track || !this.#session || !track.placement) return 0;
    return track.within(this.#session.bufferedEndFrom(track.start) - track.start);
  }

  async load(source: PlaybackSource): Promise<void> {
    // 001 §4 Seamless audio: the item to play matches the next one: it is promoted.
    if (this.#next && sameSource(this.#next.source, source)) return this.#promote(this.#next, source.startTime ?? 0);
    // "Otherwise all manifests are torn down and reloaded."
    this.#forgetNext();
    return this.#start(new AudioTrack(source, this.#fetcher), source.startTime ?? 0);
  }

  async preload(next: PlaybackSource | null): Promise<void> {
    if (next === null) {
      this.#next = null;
      this.#nextPrepared = null;
      await this.#run(this.#scheduler.setNext(null));
      return;
    }
    if (this.#next && sameSource(this.#next.source, next)) return this.#nextReady;
    const track = new AudioTrack(next, this.#fetcher);
    this.#next = track;
    const ready = track.fetchAll().then(() => (this.#remaining() <= NEXT_KEY_PRELOAD_THRESHOLD_S ? this.#loadKeys(track) : undefined));
    this.#nextReady = ready;
    ready.then(
      () => {
        if (this.#next === track) this.#nextPrepared = track;
      },
      () => undefined,
    );
    if (this.#current) await this.#run(this.#scheduler.setNext(track.tag));
    try {
      await ready;
    } catch (error) {
      const mk = this.#toMKError(error);
      if (this.#next === track) {
        this.#next = null;
        await this.#run(this.#scheduler.setNext(null));
      }
      if (error instanceof SegmentLoadError) this.#events.emit('error', segmentLoadEvents(error).loadSegment);
      throw mk;
    }
  }

  async play(): Promise<void> {
    try {
      await this.#element.play();
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      const blocked = error instanceof Error && error.name === 'NotAllowedError';
      this.#events.emit('error', { kind: blocked ? 'autoplay-blocked' : 'other', message: String(error), fatal: false, cause: error });
      throw error;
    }
  }

  pause(): void {
    this.#element.pause();
  }

  prepareKeySystems(keySystems: readonly string[]): void {
    this.#keys.prepare(keySystems, AUDIO_CONTENT_TYPE);
  }

  /**
   * Issue 17: the next call is the load of a new source, and nothing plays here. What that load
   * starts by making, an open MediaSource on the element (15–45 ms in Chromium), is made now,
   * beside the source's web playback and manifests rather than after them. What was loaded is
   * let go as that load would let it go (001 §4: "all manifests are torn down and reloaded").
   */
  prepareLoad(): void {
    if (this.#attachedAhead || typeof MediaSource === 'undefined') return;
    this.#generation++;
    this.#teardown();
    this.#forgetNext();
    this.#current?.dispose();
    this.#current = null;
    this.#loaded = false;
    this.#attachedAhead = MediaSourceSession.attach(this.#element);
  }

  seek(seconds: number): void {
    const track = this.#current;
    if (track && !this.#loaded) {
      this.#seekWhenLoaded = { track, seconds };
      return;
    }
    if (!track?.placement || !this.#appender) return;
    // 001 §4 Seeking: clamped between 0 and the duration.
    const target = track.start + track.within(seconds);
    void this.#seekTo(track, target);
  }

  setVolume(volume: number): void {
    this.#element.volume = volume;
  }

  setMuted(muted: boolean): void {
    this.#element.muted = muted;
  }

  setPlaybackRate(rate: number): void {
    this.#element.playbackRate = rate;
  }

  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  destroy(): void {
    this.#generation++;
    this.#teardown();
    this.#forgetNext();
    this.#keys.close();
    if (this.#attachedAhead) MediaSourceSession.release(this.#element, this.#attachedAhead);
    this.#attachedAhead = null;
    this.#detach();
    this.playbackTargets?.destroy();
    this.#element.pause();
  }

  /** Lets the next track go: its bytes, its place in the hand-over, its readiness. */
  #forgetNext(): void {
    this.#next?.dispose();
    this.#next = null;
    this.#nextPrepared = null;
  }

  /**
   * Plays `track` from the start of an emptied timeline: the open MediaSource when the track
   * replaces one of the same type and encryption (issue 17, `MediaSourceSession.empty`), else a
   * fresh one. Bytes and key sessions the track already has are reused.
   */
  async #start(track: AudioTrack, startTime: number): Promise<void> {
    const generation = ++this.#generation;
    // The init segment and the key sessions start first, beside the MediaSource opening, rather
    // than one after the other, and before the previous MediaSource is torn down (issue 17: its
    // detaching reloads the element, synchronous work the requests need not wait behind).
    const init = track.init();
    init.catch(() => undefined);
    // Feeding always begins at segment 1 (the start time is set once some is in), and the
    // feeder asks for it only after appending the init: ask now, beside the init.
    track.prefetch(1);
    track.keys ??= this.#keys.load(track.source, init.then(({ info }) => info)).then(() => {
      track.keysGranted = true;
    });
    track.keys.catch(() => undefined); // awaited below; marked here so an early failure is not "unhandled"
    const kept = this.#keepableFor(track);
    this.#teardown(kept);
    // As a new MediaSource's attaching would (the media element load algorithm): the previous
    // track stops now, and the load's caller starts the new one.
    if (kept) this.#element.pause();
    if (this.#current !== track) this.#current?.dispose();
    this.#current = track;
    this.#loaded = false;
    this.#failure = null;
    try {
      const emptied = kept !== null && (await kept.empty());
      if (kept && !emptied) kept.close(this.#element);
      if (generation !== this.#generation) return emptied ? kept.close(this.#element) : undefined;
      const session = emptied ? kept : await this.#opened(track);
      if (generation !== this.#generation) return session.close(this.#element);
      this.#session = session;
      this.#appender = new SourceBufferAppender(session.sourceBuffer, this.#trimmer.onQuota);
      const offset = track.within(startTime);
      // A kept MediaSource leaves the element where the previous track was. The track is placed
      // at 0 (below), so the element goes to its start time now, while the init and first segment
      // are on their way, and that seek completes as they land instead of after them.
      if (emptied) this.#element.currentTime = offset;
      await init;
      track.placement = placeTrack(track.trim(), 0);
      track.model = new TrackBufferModel(track.stream.segments);
      await Promise.all([this.#feeder.feed(track), track.keys]);
      if (generation !== this.#generation) return;
      if (this.#failure) throw this.#failure;
      // 001 §4: the kickstart sets the start time once some of the stream is buffered. Where the
      // element already is there (a play from the start), setting it would still seek, and the
      // element's start would wait for that seek's round of events (issue 17: 3–12 ms measured).
      // A seek asked during the load is where the track starts (clamped as any seek, 001 §4).
      const from = this.#seekWhenLoaded?.track === track ? track.within(this.#seekWhenLoaded.seconds) : offset;
      this.#seekWhenLoaded = null;
      const startAt = track.start + from;
      if (this.#element.currentTime !== startAt) this.#element.currentTime = startAt;
      this.#loaded = true;
      this.#events.emit('durationchange', { duration: track.duration });
      if (this.#next) await this.#run(this.#scheduler.setNext(this.#next.tag));
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#teardown();
      throw this.#toMKError(error);
    }
  }

  /**
   * The open MediaSource a load of `track` may keep (emptied) instead of opening a new one: its
   * SourceBuffer has the track's type, and the track it played had the same encryption (clear and
   * encrypted streams get their own). None when one was attached ahead for this load, or when the
   * element reported a media error (its pipeline is not one to feed again).
   */
  #keepableFor(track: AudioTrack): MediaSourceSession | null {
    const session = this.#session;
    const previous = this.#current;
    if (!session || !previous || this.#attachedAhead || this.#element.error) return null;
    return session.mimeType === track.stream.mimeType && previous.source.encrypted === track.source.encrypted ? session : null;
  }

  /** A MediaSource for `track`: the one attached ahead when it is still the element's, else a new one. */
  #opened(track: AudioTrack): Promise<MediaSourceSession> {
    const ahead = this.#attachedAhead ?? undefined;
    this.#attachedAhead = null;
    return MediaSourceSession.open(this.#element, track.stream.mimeType, ahead);
  }

  /**
   * Makes the preloaded next track the current one without fetching anything again. When it is
   * prepared, on the timeline and its keys are granted (the usual skip), the seek to its music is
   * made within this call, with no `await` before it (issue 17: skip → its first audio).
   */
  async #promote(track: AudioTrack, startTime: number): Promise<void> {
    this.#next = null;
    const prepared = this.#nextPrepared === track;
    this.#nextPrepared = null;
    if (!prepared) {
      try {
        await this.#nextReady;
      } catch {
        return this.#start(new AudioTrack(track.source, this.#fetcher), startTime);
      }
    }
    if (this.#appended !== track || !track.placement || !this.#current) return this.#start(track, startTime);
    // On the timeline already (a begun transition): seek to its music.
    this.#scheduler.timeUpdate(Number.POSITIVE_INFINITY);
    this.#appended = null;
    this.#current.dispose();
    this.#current = track;
    track.keys ??= this.#loadKeys(track);
    // A clear track needs no key; an encrypted one waits only while its licence is on its way.
    if (track.source.encrypted && !track.keysGranted) await track.keys;
    this.#element.currentTime = track.start + track.within(startTime);
    this.#events.emit('durationchange', { duration: track.duration });
    if (track.model.fullyBuffered) await this.#run([this.#scheduler.currentFullyBuffered()]);
  }

  async #run(actions: readonly TransitionAction[]): Promise<void> {
    for (const action of actions) {
      if (action.type === 'begin') await this.#begin();
      else if (action.type === 'revert') await this.#revert();
      else if (action.type === 'complete') this.#complete();
      else if (action.type === 'end-of-stream') await this.#endOfStream();
    }
  }

  /** Chains the next track right after the current one's music (MEDIA-FACTS splice rule). */
  async #begin(): Promise<void> {
    const current = this.#current;
    const next = this.#next;
    if (!current?.placement || !next) return;
    try {
      await next.init();
    } catch {
      return; // preload() reports it and drops the next track
    }
    if (this.#next !== next || this.#current !== current || !current.placement) return;
    next.placement = placeAfter(current.placement, current.trim().paddingSamples, next.trim());
    next.model = new TrackBufferModel(next.stream.segments);
    this.#appended = next;
    this.#scheduler.setOffset(next.start);
    this.#ensurePolling();
    if (this.#remaining() <= NEXT_KEY_PRELOAD_THRESHOLD_S) void this.#loadKeys(next).catch(() => undefined);
    void this.#feeder.feed(next);
  }

  /** Takes the next track's data off the timeline (a seek back, or a replaced next item). */
  async #revert(): Promise<void> {
    const next = this.#appended;
    const appender = this.#appender;
    const session = this.#session;
    this.#appended = null;
    if (!next?.placement || !appender || !session) return;
    appender.cancel(next.tag);
    next.model = new TrackBufferModel(next.stream.segments);
    const from = next.placement.appendWindowStart;
    next.placement = null;
    this.#feeder.forgetInit();
    const duration = session.mediaSource.duration;
    if (Number.isFinite(duration) && from < duration) await appender.remove('revert', from, duration).catch((e: unknown) => this.#log('warning', 'Revert failed', e));
  }

  /** 001 §4: playback reached the transition offset: the next item is the current one. */
  #complete(): void {
    const next = this.#appended;
    if (!next) return;
    this.#appended = null;
    this.#current?.dispose();
    this.#current = next;
    if (this.#next === next) this.#next = null;
    this.#events.emit('transitioned', { source: next.source });
    this.#events.emit('durationchange', { duration: next.duration });
    if (next.model.fullyBuffered) void this.#run([this.#scheduler.currentFullyBuffered()]);
  }

  /**
   * 001 §4: no next item when the current one is fully buffered: the stream is ended, but only
   * in its last second. A next item usually arrives after the current one is fully buffered
   * (002 §4 preloads at 30 %), and ending at once would make each chain an end-and-reopen of the
   * MediaSource; ending late still lets the element fire `ended` after the last item.
   */
  async #endOfStream(): Promise<void> {
    if (this.#remaining() > END_OF_STREAM_LEAD_SECONDS) return;
    await this.#appender?.whenIdle();
    if (this.#scheduler.ended && this.#remaining() <= END_OF_STREAM_LEAD_SECONDS) this.#session?.endOfStream();
  }

  async #seekTo(track: AudioTrack, target: number): Promise<void> {
    const appender = this.#appender;
    const session = this.#session;
    if (!appender || !session) return;
    // Issue 17: a seek within the buffer, with no transition to revert and no append running,
    // awaits nothing: the element's time is set within the caller's task (each await was a turn
    // of the microtask queue, behind whatever the seek's callers had queued).
    const actions = this.#scheduler.seek(target);
    if (actions.length > 0) await this.#run(actions);
    if (session.bufferedEndFrom(target) <= target && track.placement) {
      // The data is gone (trimmed): load the current item again from the segment holding the target.
      await this.#run(this.#scheduler.currentNeedsData());
      track.model = new TrackBufferModel(track.stream.segments);
      track.model.restartAt(target - track.start);
      this.#feeder.forgetInit();
      void this.#feeder.feed(track);
    }
    // 001 §4 Stream buffering: a seek defers while the buffer is updating.
    if (appender.busy) await appender.whenIdle();
    if (this.#current !== track) return;
    this.#element.currentTime = target;
    // Issue 21: Chromium completes a seek into the last fraction of a second of an open stream
    // only once more data comes or the stream ends, and the timeupdate that would end it (#tick)
    // never fires meanwhile. With no next item to chain, the stream ends now: the element plays
    // out and fires `ended`, so the player moves on (a seek past the end included).
    if (this.#scheduler.ended) await this.#endOfStream();
  }

  #tick(): void {
    const track = this.#current;
    if (!track?.placement) return;
    const time = this.#element.currentTime;
    const remaining = track.end - time;
    // 001 §4 Seamless audio: the next item's keys about 15 s before the end; delayed CDM updates under 1 s.
    if (this.#appended && !this.#appended.keys && remaining <= NEXT_KEY_PRELOAD_THRESHOLD_S) void this.#loadKeys(this.#appended).catch(() => undefined);
    if (this.#delayCdm && remaining < DELAYED_CDM_UPDATE_THRESHOLD_S) void this.#keys.applyDelayedUpdates();
    void this.#run([this.#scheduler.timeUpdate(time)]);
    if (this.#scheduler.ended && remaining <= END_OF_STREAM_LEAD_SECONDS) void this.#endOfStream();
    void this.#trimmer.trimPlayed();
    if (this.#scheduler.state !== 'begun') this.#stopPolling();
  }

  /** Loads a track's keys (once); a failure of the next item's keys drops it (the current one plays on). */
  #loadKeys(track: AudioTrack): Promise<void> {
    if (track.keys) return track.keys;
    track.keys = (async () => {
      const { info } = await track.init();
      const delayed = this.#delayCdm && track !== this.#current;
      await this.#keys.load(track.source, info, delayed);
      // A delayed update is not applied yet (001 §4): the licence is only held.
      if (!delayed) track.keysGranted = true;
    })();
    // Published once, however many paths asked for the keys.
    track.keys.catch(async (error: unknown) => {
      if (track === this.#current) return;
      this.#publish(this.#toMKError(error), false);
      if (this.#next === track || this.#appended === track) {
        this.#next = null;
        await this.#run(this.#scheduler.setNext(null));
      }
    });
    return track.keys;
  }

  #bufferFailed(track: AudioTrack, error: unknown): void {
    if (error instanceof AppendCancelledError || (track !== this.#current && track !== this.#appended)) return;
    if (error instanceof SegmentLoadError) {
      const events = segmentLoadEvents(error);
      this.#events.emit('error', events.loadSegment);
      if (track === this.#current) {
        // 001 §8: the audio player is destroyed and a media session error is published.
        if (this.#loaded) this.#events.emit('error', events.session);
        else this.#failure = events.mkError;
        this.#teardown();
      } else void this.preload(null);
      return;
    }
    // 001 §8: other append errors are logged.
    this.#log('error', 'Appending audio failed', error);
  }

  #publish(error: MKError, fatal: boolean): void {
    if (fatal) this.#teardown();
    this.#events.emit('error', sinkErrorOf(error, fatal));
  }

  #toMKError(error: unknown): MKError {
    if (error instanceof SegmentLoadError) return segmentLoadEvents(error).mkError;
    return asMKError(error, (e) => mediaSessionError(e instanceof Error ? e.message : String(e), e));
  }

  #remaining(): number {
    const track = this.#current;
    return track?.placement ? track.end - this.#element.currentTime : Number.POSITIVE_INFINITY;
  }

  /** Stops what plays; its MediaSource is closed, unless it is `kept` for the next load. */
  #teardown(kept: MediaSourceSession | null = null): void {
    this.#stopPolling();
    this.#appender?.close();
    this.#appender = null;
    if (this.#session !== kept) this.#session?.close(this.#element);
    this.#session = null;
    if (this.#appended && this.#appended !== this.#next) this.#appended.dispose();
    this.#appended = null;
    this.#feeder.forgetInit();
    this.#scheduler.reset();
  }

  #ensurePolling(): void {
    this.#poll ??= setInterval(() => this.#tick(), TRANSITION_POLL_MS);
  }

  #stopPolling(): void {
    if (this.#poll !== null) clearInterval(this.#poll);
    this.#poll = null;
  }

  #emitProgress(): void {
    this.#events.emit('progress', { bufferedEnd: this.bufferedEnd });
  }

  #log(level: 'warning' | 'error', message: string, detail?: unknown): void {
    this.#logger?.log(level, `[mse-audio] ${message}`, detail);
  }
}
