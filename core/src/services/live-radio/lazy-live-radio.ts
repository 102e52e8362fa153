import { EventEmitter } from '../../domain/events/event-emitter.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { TimedMetadata } from '../../domain/timed-metadata/timed-metadata.ts';
import type { Logger } from '../../ports/logger.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { LiveRadioService, LiveRadioServiceEvents } from './live-radio.service.ts';
import { loadOnce } from '../load-once.ts';

/** What the instance and the engine use of live radio (the service, or the lazy stand-in below). */
export type LiveRadio = Pick<LiveRadioService, 'events' | 'timedMetadata' | 'resolve'>;
export const LiveRadio: unique symbol = Symbol.for('mediakit.LiveRadio');

/**
 * Live radio as the browser's instance gets it: the service (resolving a station's stream,
 * collecting its ID3 cues, running the session that polls what is on air; about 1 KiB gzip) loads
 * with the first live station, since most pages never play one (docs/size-budgets.md). It is
 * created while that station's source is resolved, before its sink loads, so it follows the
 * station's sink, states and cues as a service created at start would; until then nothing is on
 * air, which is what the service reports too. A failed load fails that station and is tried
 * again by the next.
 *
 * @example
 * const live = new LazyLiveRadio(async () => (await import('./live-radio.setup.ts')).createLiveRadioService(setup), logger);
 * live.events.on('timedMetadataDidChange', ({ title }) => show(title));
 */
export class LazyLiveRadio implements LiveRadio {
  readonly events: EventEmitter<LiveRadioServiceEvents>;
  readonly #running: () => Promise<LiveRadioService>;
  #service: LiveRadioService | undefined;

  constructor(load: () => Promise<LiveRadioService>, logger: Logger) {
    this.#running = loadOnce(async () => {
      const service = await load();
      this.#service = service;
      service.events.on('timedMetadataDidChange', (metadata) => this.events.emit('timedMetadataDidChange', metadata));
      return service;
    });
    this.events = new EventEmitter((error, event) => logger.log('error', `A ${String(event)} listener threw`, error));
  }

  /** What is on air on the live station playing; undefined before the first one. */
  get timedMetadata(): TimedMetadata | undefined {
    return this.#service?.timedMetadata;
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    return (await this.#running()).resolve(item);
  }
}
