// 001 §1 "timed metadata for live radio"; 001 §4 Key sessions (live radio), §7 (manifest
// refetch, metadata poll), §9; 002 §3 timed metadata; MUSICKIT-SURFACE.md timedMetadataDidChange.
import { LIVE_RADIO_METADATA_POLL_MS } from '../../domain/constants/playback.constants.ts';
import type { KeySessionRegistry } from '../../domain/drm/key-session.registry.ts';
import { PlaybackStates } from '../../domain/enums/index.ts';
import { EventEmitter } from '../../domain/events/event-emitter.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { TimedMetadata } from '../../domain/timed-metadata/timed-metadata.ts';
import type { TimedMetadataCue } from '../../domain/timed-metadata/timed-metadata.timeline.ts';
import type { Clock } from '../../ports/clock.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import type { ClosableKeySession, MediaSink, PlaybackSource } from '../../ports/media-sink.ts';
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import type { SinkPlayer } from '../playback/sink-player.ts';
import type { LiveRadioHosts } from './live-radio-hosts.ts';
import type { LiveRadioSession } from './live-radio-session.ts';
import type { createLiveKeySessions, LiveRadioTokens, resolveLiveRadioSource } from './live-radio-source.ts';

// The lazy modules' shapes, spelt by member: declaration tools (API Extractor) cannot follow a
// `typeof import('…')` module type, and the reference is generated from these declarations.
interface SessionModule {
  readonly LiveRadioSession: typeof LiveRadioSession;
}
interface SourceModule {
  readonly resolveLiveRadioSource: typeof resolveLiveRadioSource;
  readonly createLiveKeySessions: typeof createLiveKeySessions;
}

export interface LiveRadioServiceEvents {
  timedMetadataDidChange: TimedMetadata;
}

export interface LiveRadioServiceDependencies {
  readonly player: Pick<SinkPlayer, 'events' | 'currentSink' | 'currentTime' | 'state'>;
  /** What the engine plays now. */
  readonly nowPlaying: () => MediaItem | undefined;
  readonly http: HttpClient;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Session storage, for licensing an encrypted live stream (001 §8 CBCS flag, 000 §9 key-system order). */
  readonly sessionStore: KeyValueStore;
  readonly tokens: LiveRadioTokens;
  readonly hosts: LiveRadioHosts;
  /** The media API base with its version (002 §7 {mediaApi}). */
  readonly mediaApiBase: string;
  /** How the live-only code is loaded: dynamic imports by default (lazy chunks). */
  readonly loadSession?: () => Promise<SessionModule>;
  readonly loadSource?: () => Promise<SourceModule>;
}

/** The ID3 cues kept per stream: a few minutes of 2-6 s segments, enough for any buffer. */
export const MAX_KEPT_CUES = 128;

/** States in which a loaded live station is still on (playing, or about to play again). */
const ON_AIR: ReadonlySet<PlaybackStates> = new Set([PlaybackStates.playing, PlaybackStates.paused, PlaybackStates.waiting, PlaybackStates.stalled, PlaybackStates.seeking]);

/**
 * Live radio while a live station plays: resolves the station's stream (play assets), collects
 * the ID3 cues the sink reads from it, and runs a session (loaded lazily) that polls what is on
 * air every 1 s and refetches the manifest every target duration. Announces
 * `timedMetadataDidChange` once per change. Holds the live key sessions: listed URIs are kept,
 * others are closed 60 s after the manifest stopped listing them (001 §4).
 *
 * @example
 * live.events.on('timedMetadataDidChange', ({ title, performer }) => show(title, performer));
 * live.timedMetadata?.title;
 */
export class LiveRadioService {
  readonly events: EventEmitter<LiveRadioServiceEvents>;
  readonly #deps: LiveRadioServiceDependencies;
  #keySessions: KeySessionRegistry<ClosableKeySession> | undefined;
  readonly #streams = new Map<string, string>();
  #cues: TimedMetadataCue[] = [];
  #metadata: TimedMetadata | undefined;
  #sinkOff: Cancel | undefined;
  #session: { readonly itemId: string; readonly stop: () => void; readonly refetches: () => number } | undefined;
  #wanted: string | undefined;
  #sessionModule: Promise<SessionModule> | undefined;
  #sourceModule: Promise<SourceModule> | undefined;
  #pending: Promise<void> = Promise.resolve();

  constructor(deps: LiveRadioServiceDependencies) {
    this.#deps = deps;
    this.events = new EventEmitter((error, event) => deps.logger.log('error', `A ${String(event)} listener threw`, error));
    this.#followSink(deps.player.currentSink);
    deps.player.events.on('sinkDidChange', ({ sink }) => this.#followSink(sink));
    deps.player.events.on('playbackStateDidChange', ({ state }) => this.#onState(state));
  }

  /** The timed metadata on air now (the last announced), while a live station plays. */
  get timedMetadata(): TimedMetadata | undefined {
    return this.#metadata;
  }

  /**
   * Key sessions of live streams, one per key URI (001 §4), pruned on each manifest refetch; a
   * licence exchange for a live source stores its CDM sessions here. Undefined until a live
   * station was resolved (the registry comes with the live-radio code).
   */
  get keySessions(): KeySessionRegistry<ClosableKeySession> | undefined {
    return this.#keySessions;
  }

  /** True while a session (poll and refetch) runs for a playing live station. */
  get isActive(): boolean {
    return this.#session !== undefined;
  }

  /** Manifest refetches of the running session (0 when none). */
  get manifestRefetches(): number {
    return this.#session?.refetches() ?? 0;
  }

  /** Resolves when a session start or stop in flight has settled (for tests and hosts). */
  settled(): Promise<void> {
    return this.#pending;
  }

  /** The stream of a live station (002 §7 play assets), remembered for its session. */
  async resolve(item: MediaItem): Promise<PlaybackSource> {
    // The session's code is fetched meanwhile: it is needed as soon as the station plays.
    void this.#loadSession().catch(() => undefined);
    this.#sourceModule ??= retryable((this.#deps.loadSource ?? (() => import('./live-radio-source.ts')))(), () => (this.#sourceModule = undefined));
    const module = await this.#sourceModule;
    const sessions = (this.#keySessions ??= module.createLiveKeySessions(this.#deps.clock));
    const { http, mediaApiBase, tokens, hosts, scheduler, clock, sessionStore } = this.#deps;
    const source = await module.resolveLiveRadioSource(item, { http, mediaApiBase, tokens, hosts, licensing: { scheduler, clock, sessionStore, sessions } });
    this.#streams.set(item.id, source.url);
    return source;
  }

  #followSink(sink: MediaSink | null): void {
    this.#sinkOff?.();
    this.#sinkOff = sink?.on('timedmetadata', ({ cues }) => {
      this.#cues.push(...cues);
      if (this.#cues.length > MAX_KEPT_CUES) this.#cues.splice(0, this.#cues.length - MAX_KEPT_CUES);
    });
  }

  #onState(state: PlaybackStates): void {
    // A new load starts a new stream: its cues are on a new timeline.
    if (state === PlaybackStates.loading) this.#cues = [];
    const item = this.#deps.nowPlaying();
    const wanted = ON_AIR.has(state) && item?.isLiveRadioStation === true && this.#streams.has(item.id) ? item.id : undefined;
    if (wanted === this.#wanted) return;
    this.#wanted = wanted;
    this.#stopSession();
    if (wanted === undefined) {
      // Off air: what was on air is no longer (a later station starts from nothing).
      this.#metadata = undefined;
      this.#keySessions?.clear();
      return;
    }
    this.#pending = this.#startSession(wanted).catch((error: unknown) => this.#deps.logger.log('error', 'Live radio: the session could not start', error));
  }

  async #startSession(itemId: string): Promise<void> {
    const module = await this.#loadSession();
    const manifestUrl = this.#streams.get(itemId);
    if (this.#wanted !== itemId || this.#session || manifestUrl === undefined) return;
    const session = new module.LiveRadioSession({
      manifestUrl,
      http: this.#deps.http,
      scheduler: this.#deps.scheduler,
      logger: this.#deps.logger,
      cues: () => this.#cues,
      currentTime: () => this.#deps.player.currentTime,
      // Set by resolve(), which gave this station its stream.
      keySessions: this.#keySessions ?? { retainListed: () => [] },
      lastMetadata: () => this.#metadata,
      pollMs: LIVE_RADIO_METADATA_POLL_MS,
      onMetadata: (metadata) => {
        this.#metadata = metadata;
        this.events.emit('timedMetadataDidChange', metadata);
      },
    });
    this.#session = { itemId, stop: () => session.stop(), refetches: () => session.refresher.fetches };
    session.start();
  }

  #stopSession(): void {
    this.#session?.stop();
    this.#session = undefined;
  }

  #loadSession(): Promise<SessionModule> {
    this.#sessionModule ??= retryable((this.#deps.loadSession ?? (() => import('./live-radio-session.ts')))(), () => (this.#sessionModule = undefined));
    return this.#sessionModule;
  }
}

/** A lazy chunk whose download failed may be tried again on the next live station. */
function retryable<T>(loading: Promise<T>, forget: () => void): Promise<T> {
  loading.catch(forget);
  return loading;
}
