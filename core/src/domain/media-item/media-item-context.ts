import type { Logger, LogLevelName } from '../../ports/logger.ts';
import type { Random } from '../../ports/random.ts';
import type { MediaItem } from './media-item.ts';
import type { PlaybackData } from './media-item.types.ts';

/**
 * Fetches an item's playback data for `MediaItem.prepareToPlay()` (the play service call lives
 * in the data layer; 002 §7 Play preparation). Resolves to the data to merge.
 */
export type MediaItemPreparer = (item: MediaItem) => Promise<PlaybackData>;

/**
 * What a media item needs from the outside, passed explicitly instead of through globals.
 *
 * @example
 * const context: MediaItemContext = { random: new SeededRandom(1), logger };
 * new MediaItem({ id: '1', type: 'songs', attributes }, context);
 */
export interface MediaItemContext {
  /** Draws the generated 16-hex ids (000 §3, 000 §9 random id length). */
  readonly random: Random;
  /** Receives the state-machine warnings of 000 §4. */
  readonly logger: Logger;
  /** 000 §4 Playability: music movies are playable only when this developer flag is on. */
  readonly isMusicMoviePlaybackEnabled?: () => boolean;
  /** Used by `prepareToPlay()`; without one, preparation fails with CONFIGURATION_ERROR. */
  readonly preparer?: MediaItemPreparer;
}

/**
 * A stand-in generator for items built with no context (`new MediaItem(descriptor)` from an
 * app). The core may not touch `Math.random` (DESIGN.md), so this is a splitmix32 sequence:
 * ids are unique within a page, not unpredictable, which is all a local id needs. Composition
 * roots bind a real context with `MediaItem.withContext(...)` or `MediaItemFactory`.
 */
class FallbackRandom implements Random {
  #state = 0x9e37_79b9;

  next(): number {
    this.#state = (this.#state + 0x9e37_79b9) | 0;
    let z = this.#state;
    z = Math.imul(z ^ (z >>> 16), 0x85eb_ca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2_ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4_294_967_296;
  }
}

const silentLogger: Logger = {
  log(_level: LogLevelName, _message: string): void {},
};

/** The context of items built without one: fallback ids, no logging, no music movies. */
export const DEFAULT_MEDIA_ITEM_CONTEXT: MediaItemContext = Object.freeze({
  random: new FallbackRandom(),
  logger: silentLogger,
});

/**
 * A lowercase hexadecimal id of `length` characters drawn from `random` (000 §3, §9: 16).
 *
 * @example
 * generateHexId(new SeededRandom(1)); // e.g. '3f09c2a1b7d4e650'
 */
export function generateHexId(random: Random, length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += Math.floor(random.next() * 16).toString(16);
  return id;
}
