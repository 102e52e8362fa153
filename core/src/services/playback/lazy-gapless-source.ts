import type { Logger } from '../../ports/logger.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { GaplessItem, GaplessSourceResolver } from './gapless-source.resolver.ts';
import { loadOnce } from '../load-once.ts';

/** What the full-or-preview choice uses of the full-track resolver. */
export type GaplessSources = Pick<GaplessSourceResolver, 'resolve' | 'prepareNext' | 'didTransition'>;

/**
 * The full-track source resolver, loaded with the first full track (gapless-source.setup.ts:
 * play preparation, the HLS manifest parser, the licence exchange, about 11 KiB gzip): only an
 * authorized subscriber's plays need it, so a page playing previews never loads it
 * (docs/size-budgets.md). `preload()` fetches it ahead, when a listener signs in. A failed load
 * fails that play and is tried again by the next.
 *
 * @example
 * const full = new LazyGaplessSourceResolver(async () => (await import('./gapless-source.setup.ts')).createGaplessSourceResolver(setup), logger);
 * const source = await full.resolve(item);
 */
export class LazyGaplessSourceResolver implements GaplessSources {
  readonly #resolver: () => Promise<GaplessSources>;
  readonly #logger: Logger;
  #loaded: GaplessSources | undefined;

  constructor(load: () => Promise<GaplessSources>, logger: Logger) {
    this.#resolver = loadOnce(async () => (this.#loaded = await load()));
    this.#logger = logger;
  }

  /** Starts loading now (a listener who may play full tracks signed in). */
  preload(): void {
    this.#resolver().catch((error: unknown) => this.#logger.log('warning', 'Full playback: its code could not be loaded ahead; the first full track tries again', error));
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    return (await this.#resolver()).resolve(item);
  }

  /** Nothing to prepare, or to cancel, before a full track was ever played. */
  async prepareNext(item: GaplessItem | undefined): Promise<PlaybackSource | null> {
    if (item === undefined && !this.#loaded) return null;
    return (await this.#resolver()).prepareNext(item);
  }

  didTransition(itemId: string): void {
    this.#loaded?.didTransition(itemId);
  }
}
