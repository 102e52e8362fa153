import { PlaybackType } from '../../domain/enums/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { FeatureService } from '../features/feature.ts';
import { gaplessItemOf } from './gapless-item.ts';
import type { GaplessSources } from './gapless-source.resolver.ts';
import type { NextItemPreparer, PlaybackSourceResolver } from './playback-source.resolver.ts';

export interface FullPlaybackEligibility {
  /** 000 §1: full playback needs authorization and, for music, an active subscription. */
  isEligible(): Promise<boolean>;
}

/** 002 §9: seamless (and here, full) audio is for songs only. */
const FULL_TYPES: ReadonlySet<string> = new Set(['song', 'songs', 'library-songs']);

/**
 * Chooses, per item, between the full track (the listener may: authorized, subscribed, not
 * preview-only; 000 §1) through the gapless engine's preparation, and the preview everyone may
 * play. It marks the item's playback type, which play activity reads (002 §6: never previews).
 * The full-track code is a feature (services/features): it loads with the first full track.
 */
export class FullOrPreviewSourceResolver implements PlaybackSourceResolver, NextItemPreparer {
  readonly #full: FeatureService<GaplessSources>;
  readonly #preview: PlaybackSourceResolver;
  readonly #eligibility: FullPlaybackEligibility;

  constructor(full: FeatureService<GaplessSources>, preview: PlaybackSourceResolver, eligibility: FullPlaybackEligibility) {
    this.#full = full;
    this.#preview = preview;
    this.#eligibility = eligibility;
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    if (await this.#playsFull(item)) {
      const source = await (await this.#full.get()).resolve(item);
      item.playbackType = source.encrypted ? PlaybackType.encryptedFull : PlaybackType.unencryptedFull;
      return source;
    }
    item.playbackType = PlaybackType.preview;
    return this.#preview.resolve(item);
  }

  async prepareNextItem(item: MediaItem | undefined): Promise<PlaybackSource | null> {
    if (!item || !(await this.#playsFull(item))) {
      // Nothing to prepare, or to cancel, before a full track was ever played.
      const full = this.#full.current;
      return full ? full.prepareNext(undefined) : null;
    }
    const source = await (await this.#full.get()).prepareNext(gaplessItemOf(item));
    if (source) item.playbackType = source.encrypted ? PlaybackType.encryptedFull : PlaybackType.unencryptedFull;
    return source;
  }

  itemDidTransition(item: MediaItem): void {
    this.#full.current?.didTransition(item.id);
  }

  async #playsFull(item: MediaItem): Promise<boolean> {
    return FULL_TYPES.has(item.type) && (await this.#eligibility.isEligible());
  }
}
