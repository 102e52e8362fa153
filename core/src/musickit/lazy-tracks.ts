import { EventEmitter } from '../domain/events/event-emitter.ts';
import type { MediaItem } from '../domain/media-item/media-item.ts';
import { offTextTrack } from '../domain/tracks/text-track-list.ts';
import type { AudioTrack, TextTrack, TextTrackRequest } from '../domain/tracks/track.types.ts';
import type { WebVttCue } from '../domain/webvtt/webvtt-cue.ts';
import type { KeyValueStore } from '../ports/key-value-store.ts';
import type { Logger } from '../ports/logger.ts';
import type { PlaybackSource } from '../ports/media-sink.ts';
import { mediaKindOf, type PlaybackSourceResolver } from '../services/playback/playback-source.resolver.ts';
import type { SinkPlayer } from '../services/playback/sink-player.ts';
import type { TrackService, TrackServiceEvents } from '../services/tracks/track.service.ts';
import { loadOnce } from '../services/load-once.ts';

/** What the instance and the hosts use of the track service. */
export type InstanceTracks = Pick<
  TrackService,
  'events' | 'audioTracks' | 'textTracks' | 'currentAudioTrack' | 'currentTextTrack' | 'forcedTextTrack' | 'activeCues' | 'selectAudioTrack' | 'selectTextTrack'
>;
export const InstanceTracks: unique symbol = Symbol.for('mediakit.InstanceTracks');

/** Every TrackService event, forwarded once the service runs; the check below fails the build when one is added. */
const FORWARDED = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged', 'cuesDidChange'] as const;
const EVERY_EVENT_FORWARDED: [Exclude<keyof TrackServiceEvents, (typeof FORWARDED)[number]>] extends [never] ? true : never = true;

export interface LazyTrackServiceDependencies {
  readonly player: SinkPlayer;
  readonly storage: KeyValueStore;
  readonly logger: Logger;
  /** Loads the TrackService class: a dynamic import, which the script-tag build makes a lazy chunk. */
  readonly load: () => Promise<typeof TrackService>;
}

/**
 * The track service as the browser's instance gets it: the real one (with the track-choice and
 * subtitle rules of 001 §2-§4, about 2 KiB gzip) loads only when something may have tracks, since
 * only the hls.js and shaka sinks report any and a page that plays music on the gapless sink never
 * needs it (docs/size-budgets.md). It loads before a video item's sink does (`beforePlay`, awaited
 * while the source is resolved), so it sees that sink and its first playing state exactly as an
 * eager service would; and when any other sink with tracks becomes current (audio falling back
 * to hls.js), where it then starts by following that sink, restores the saved choices as it does
 * whenever tracks appear, and the tracks it found are announced. Until then there are no tracks,
 * which is what the service itself reports without such a sink.
 *
 * @example
 * const tracks = new LazyTrackService({ player, storage, logger, load: async () => (await import('../services/tracks/track.service.ts')).TrackService });
 * tracks.events.on('textTrackAdded', ({ track }) => menu.add(track));
 */
export class LazyTrackService implements InstanceTracks {
  readonly events: EventEmitter<TrackServiceEvents>;
  readonly #deps: LazyTrackServiceDependencies;
  #service: TrackService | undefined;
  readonly #started: () => Promise<void>;
  /** selectTextTrack('auto') before the service ran: it forgets the saved choice once loaded. */
  #autoRequested = false;

  constructor(dependencies: LazyTrackServiceDependencies) {
    this.#deps = dependencies;
    this.#started = loadOnce(async () => {
      try {
        const Service = await dependencies.load();
        this.#start(new Service(dependencies.player, dependencies.storage, dependencies.logger));
      } catch (error) {
        dependencies.logger.log('error', 'Tracks: the track service could not be loaded', error);
        throw error;
      }
    });
    this.events = new EventEmitter((error, event) => dependencies.logger.log('error', `A ${String(event)} listener threw`, error));
    void EVERY_EVENT_FORWARDED;
    dependencies.player.events.on('sinkDidChange', ({ sink }) => {
      if (sink?.tracks) void this.load();
    });
  }

  get audioTracks(): readonly AudioTrack[] {
    return this.#service?.audioTracks ?? [];
  }

  get textTracks(): readonly TextTrack[] {
    return this.#service?.textTracks ?? [];
  }

  get currentAudioTrack(): AudioTrack | undefined {
    return this.#service?.currentAudioTrack;
  }

  get currentTextTrack(): TextTrack {
    return this.#service?.currentTextTrack ?? offTextTrack('showing');
  }

  get forcedTextTrack(): TextTrack | null {
    return this.#service ? this.#service.forcedTextTrack : null;
  }

  get activeCues(): readonly WebVttCue[] {
    return this.#service?.activeCues ?? [];
  }

  /** False until the service runs: there is no audio track to select. */
  selectAudioTrack(id: number): boolean {
    return this.#service?.selectAudioTrack(id) ?? false;
  }

  /** Before the service runs no id matches; 'auto' (forget the saved choice) is kept for it. */
  selectTextTrack(request: TextTrackRequest): boolean {
    if (this.#service) return this.#service.selectTextTrack(request);
    if (request !== 'auto') return false;
    this.#autoRequested = true;
    void this.load();
    return true;
  }

  /** Awaited while an item's source is resolved: a video item waits for the service. */
  beforePlay(item: MediaItem): Promise<void> | undefined {
    return this.#service || mediaKindOf(item) !== 'video' ? undefined : this.load();
  }

  /** Loads and starts the service; never rejects (a failed load is logged and tried again next time). */
  load(): Promise<void> {
    return this.#started().catch(() => undefined);
  }

  #start(service: TrackService): void {
    this.#service = service;
    for (const event of FORWARDED) service.events.on(event, (payload) => this.events.emit(event, payload as never));
    // Started on a sink that already had tracks, the service announced them inside its
    // constructor, before anything listened: announce them again.
    for (const track of service.audioTracks) this.events.emit('audioTrackAdded', { track });
    for (const track of service.textTracks) this.events.emit('textTrackAdded', { track });
    const forced = service.forcedTextTrack;
    if (forced) this.events.emit('forcedTextTrackChanged', { track: forced });
    if (this.#autoRequested) service.selectTextTrack('auto');
  }
}

/** Holds an item's source, while it is resolved, until the track service runs if the item needs it. */
export class TracksGatedSourceResolver implements PlaybackSourceResolver {
  readonly #inner: PlaybackSourceResolver;
  readonly #tracks: Pick<LazyTrackService, 'beforePlay'>;

  constructor(inner: PlaybackSourceResolver, tracks: Pick<LazyTrackService, 'beforePlay'>) {
    this.#inner = inner;
    this.#tracks = tracks;
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    const [source] = await Promise.all([this.#inner.resolve(item), this.#tracks.beforePlay(item)]);
    return source;
  }
}
