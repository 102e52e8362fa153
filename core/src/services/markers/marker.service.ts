// 001 §1 "ad, skip and up-next markers read from stream metadata"; 001 §3 Roll marker, Skip
// marker, up-next timing; MUSICKIT-SURFACE.md events mediaRollEntered, mediaSkipAvailable, mediaUpNext.
import { PlaybackStates } from '../../domain/enums/index.ts';
import { EventEmitter } from '../../domain/events/event-emitter.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { MarkerMonitor } from '../../domain/markers/marker-monitor.ts';
import type { RollMarker } from '../../domain/markers/roll-marker.ts';
import type { SkipMarker } from '../../domain/markers/skip-marker.ts';
import type { UpNextTiming } from '../../domain/markers/item-markers.reader.ts';
import type { Logger } from '../../ports/logger.ts';
import type { SinkPlayer } from '../playback/sink-player.ts';
import type { monitorFor } from './marker-monitor.factory.ts';

// Spelt by member: declaration tools (API Extractor) cannot follow a `typeof import('…')` module type.
interface MonitorModule {
  readonly monitorFor: typeof monitorFor;
}

export interface MarkerServiceEvents {
  mediaRollEntered: RollMarker;
  mediaSkipAvailable: SkipMarker;
  mediaUpNext: UpNextTiming;
}

export interface MarkerServiceDependencies {
  readonly player: Pick<SinkPlayer, 'events'>;
  /** What the engine plays now. */
  readonly nowPlaying: () => MediaItem | undefined;
  readonly logger: Logger;
  /** How the marker code is loaded: a dynamic import by default (a lazy chunk). */
  readonly loadMonitor?: () => Promise<MonitorModule>;
}

/** Metadata names that may carry markers (001 §3), as keys or session-data id suffixes. */
const MARKER_HINT = /(^|\.)(roll-markers|rollMarkers|skip-markers|skipMarkers|up-next|upNext|watched)(\.|$)/;

/**
 * Watches the playing item's markers and announces them: `mediaRollEntered` when a pre- or
 * post-roll starts, `mediaSkipAvailable` when a skippable stretch starts, `mediaUpNext` at the
 * up-next moment; each once per marker while the item plays. Items without marker metadata cost
 * one key scan; the marker code loads the first time an item has some.
 *
 * @example
 * markers.events.on('mediaSkipAvailable', ({ label, target }) => showSkipButton(label, target));
 */
export class MarkerService {
  readonly events: EventEmitter<MarkerServiceEvents>;
  readonly #deps: MarkerServiceDependencies;
  #item: MediaItem | undefined;
  #monitor: MarkerMonitor | undefined;
  #module: Promise<MonitorModule> | undefined;
  #time: number | undefined;
  #pending: Promise<void> = Promise.resolve();

  constructor(deps: MarkerServiceDependencies) {
    this.#deps = deps;
    this.events = new EventEmitter((error, event) => deps.logger.log('error', `A ${String(event)} listener threw`, error));
    deps.player.events.on('playbackTimeDidChange', ({ currentTime }) => this.#onTime(currentTime));
    // A new load (another item, or the same one replayed) starts its markers afresh.
    deps.player.events.on('playbackStateDidChange', ({ state }) => {
      if (state !== PlaybackStates.loading) return;
      this.#time = undefined;
      this.#follow(undefined);
    });
  }

  /** Resolves once the marker code for the current item has loaded (for tests and hosts). */
  settled(): Promise<void> {
    return this.#pending;
  }

  #onTime(time: number): void {
    this.#time = time;
    const item = this.#deps.nowPlaying();
    if (item !== this.#item) this.#follow(item);
    this.#check();
  }

  #check(): void {
    if (!this.#monitor || this.#time === undefined) return;
    for (const event of this.#monitor.update(this.#time)) this.#emit(event.name, event.payload);
  }

  #emit<E extends keyof MarkerServiceEvents>(name: E, payload: MarkerServiceEvents[E]): void {
    this.events.emit(name, payload);
  }

  #follow(item: MediaItem | undefined): void {
    this.#item = item;
    this.#monitor = undefined;
    if (!item || !hasMarkerHints(item)) return;
    this.#pending = this.#load()
      .then((module) => {
        if (this.#item !== item) return;
        this.#monitor = module.monitorFor(item);
        // The time that arrived while the marker code loaded counts (a pre-roll at 0 is not missed).
        this.#check();
      })
      .catch((error: unknown) => this.#deps.logger.log('error', 'Markers: the marker code could not load', error));
  }

  #load(): Promise<MonitorModule> {
    this.#module ??= (this.#deps.loadMonitor ?? (() => import('./marker-monitor.factory.ts')))();
    this.#module.catch(() => (this.#module = undefined));
    return this.#module;
  }
}

/** Whether the item's metadata (HLS session data, or its attributes) names any marker. */
export function hasMarkerHints(item: MediaItem): boolean {
  return [item.hlsMetadata, item.attributes as Readonly<Record<string, unknown>>].some((metadata) => Object.keys(metadata ?? {}).some((key) => MARKER_HINT.test(key)));
}
