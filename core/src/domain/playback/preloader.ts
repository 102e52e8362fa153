// 002 §4 Preloading: prepares the next item once per current item, past 30 % of its duration.

import type { Logger } from '../../ports/logger.ts';
import { PlaybackStates } from '../enums/index.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import type { PlaybackEngine } from './playback-engine.ts';
import { preloadFailureAction, shouldPreload } from './preload.policy.ts';

export interface PreloaderDependencies {
  readonly engine: PlaybackEngine;
  readonly logger: Logger;
  readonly isAuthorized: () => boolean;
  readonly isPreviewOnly: () => boolean;
  /**
   * Station playback (002 §4 "Continuous (station) playback"). A serial queue that plays on at an
   * item's end (001 §4 Track end) is not: its failed preload is logged, and the item's own error
   * is published when its turn comes (docs/decisions.md, Serial continuous play).
   */
  readonly isStationPlayback: () => boolean;
  /** The item that will play after the current one (the current one under repeat-one). */
  readonly upcomingItem: () => MediaItem | undefined;
  /** 002 §4: a failed preload during continuous playback skips forward. */
  readonly skipForward: () => Promise<unknown>;
}

const WAITING_FOR_DATA: ReadonlySet<PlaybackStates> = new Set([PlaybackStates.waiting, PlaybackStates.seeking, PlaybackStates.stalled]);

/**
 * Decides when to preload the next item and what a failure leads to (002 §4). Feed it the
 * engine's time updates; call {@link reset} whenever a new item starts.
 *
 * @example
 * engine.on('timeDidChange', ({ currentTime, duration }) => preloader.onTimeUpdate(currentTime, duration));
 */
export class Preloader {
  readonly #deps: PreloaderDependencies;
  #preparedFor: MediaItem | undefined;

  constructor(dependencies: PreloaderDependencies) {
    this.#deps = dependencies;
  }

  /** The current item whose successor was preloaded, if any. */
  get preparedFor(): MediaItem | undefined {
    return this.#preparedFor;
  }

  /**
   * Preloads the next item once the threshold is reached (once per current item). Rejects
   * with DEVICE_LIMIT or STREAM_UPSELL; other failures skip forward or are logged.
   */
  async onTimeUpdate(currentTime: number, duration: number): Promise<void> {
    const current = this.#deps.engine.nowPlayingItem;
    if (!current || this.#preparedFor === current) return;
    // Not while the current item waits for its own data (a seek in flight reports waiting, or
    // seeking): a seek past the threshold started the preload from its own time update, and its
    // requests and code took the main thread while the element's seek completed, 5–6 ms after
    // hls.js's (issue 17). The first update once the item plays on starts it.
    if (WAITING_FOR_DATA.has(this.#deps.engine.playbackState)) return;
    const facts = { currentTime, duration, isAuthorized: this.#deps.isAuthorized(), isPreviewOnly: this.#deps.isPreviewOnly() };
    if (!shouldPreload(facts)) return;
    this.#preparedFor = current;
    await this.#prepare();
  }

  /** 002 §4: re-prepares the next item if it was already preloaded (repeat mode changed while playing). */
  async reprepare(): Promise<void> {
    const current = this.#deps.engine.nowPlayingItem;
    if (!current || this.#preparedFor !== current) return;
    await this.#prepare();
  }

  /** A new current item: the next preload waits for its own threshold. */
  reset(): void {
    this.#preparedFor = undefined;
  }

  async #prepare(): Promise<void> {
    const next = this.#deps.upcomingItem();
    try {
      await this.#deps.engine.prepareNext(next);
    } catch (error) {
      switch (preloadFailureAction(error, this.#deps.isStationPlayback())) {
        case 'rethrow':
          throw error;
        case 'skip-forward':
          this.#deps.logger.log('warning', `Preloading ${next?.id ?? 'the next item'} failed; skipping forward`, error);
          await this.#deps.skipForward();
          return;
        case 'ignore':
          this.#deps.logger.log('warning', `Preloading ${next?.id ?? 'the next item'} failed`, error);
          return;
      }
    }
  }
}
