import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { PlaybackSourceResolver } from '../playback/playback-source.resolver.ts';
import type { LiveRadioService } from './live-radio.service.ts';

/**
 * Sources for live radio stations (002 §7: play assets "used for radio stations"), every other
 * item to the resolver it wraps. The live path and its code load only when a live station plays.
 *
 * @example
 * new SinkPlaybackEngine(player, new LiveRadioSourceResolver(live, new PreviewSourceResolver()));
 */
export class LiveRadioSourceResolver implements PlaybackSourceResolver {
  readonly #live: Pick<LiveRadioService, 'resolve'>;
  readonly #others: PlaybackSourceResolver;

  constructor(live: Pick<LiveRadioService, 'resolve'>, others: PlaybackSourceResolver) {
    this.#live = live;
    this.#others = others;
  }

  resolve(item: MediaItem): Promise<PlaybackSource> {
    return item.isLiveRadioStation ? this.#live.resolve(item) : this.#others.resolve(item);
  }
}
