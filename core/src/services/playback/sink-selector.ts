import type { Logger } from '../../ports/logger.ts';
import type { MediaSinkLoader, PlaybackSource } from '../../ports/media-sink.ts';
import type { PlaybackBackends } from './playback-backends.ts';

/**
 * Picks the backend for a source: the first configured sink for its kind whose cheap
 * `canPlay` probe says yes. Unknown names in the configuration are reported once and skipped,
 * so a typo degrades to the next backend instead of breaking playback.
 */
export class SinkSelector {
  readonly #loaders: ReadonlyMap<string, MediaSinkLoader>;
  readonly #backends: PlaybackBackends;
  /**
   * The one backend every source plays on while set, whatever the configuration says: a
   * share-session participant plays on 'void' (002 §4). An id nobody registered plays nothing.
   */
  forcedBackend: string | null = null;

  constructor(loaders: readonly MediaSinkLoader[], backends: PlaybackBackends, logger: Logger) {
    this.#loaders = new Map(loaders.map((loader) => [loader.id, loader]));
    this.#backends = backends;
    for (const id of new Set([...backends.audio, ...backends.video])) {
      if (!this.#loaders.has(id)) logger.log('warning', `Playback backend '${id}' is configured but not registered; it is skipped.`);
    }
  }

  /** The loader to use, or `null` when no configured backend can play the source. */
  select(source: PlaybackSource): MediaSinkLoader | null {
    for (const id of this.forcedBackend === null ? this.#backends[source.kind] : [this.forcedBackend]) {
      const loader = this.#loaders.get(id);
      if (loader?.canPlay(source)) return loader;
    }
    return null;
  }
}
