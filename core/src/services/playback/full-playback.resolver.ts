import { PlaybackType } from '../../domain/enums/index.ts';
import { contentUnavailableError } from '../../domain/errors/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackData } from '../../domain/media-item/media-item.types.ts';
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
 * What a full track resolves to, as far as picking its backend goes: segmented AAC audio read
 * from HLS (the gapless sink's kind of source). Encryption is left out on purpose: the stand-in
 * carries no licence exchange, and a backend is fetched, never played, on its strength.
 */
function fullTrackStandIn(item: MediaItem): PlaybackSource {
  return {
    url: item.previewURL ?? '',
    kind: 'audio',
    format: 'hls',
    encrypted: false,
    id: item.id,
    stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: '' }, segments: [], duration: 0, keys: [] },
  };
}

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
  /** The eligibility check in flight: foresee and resolve of one play share it. */
  #checking: Promise<boolean> | null = null;

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

  /** Full or preview, as `resolve` will choose, without preparing anything. */
  async foresee(item: MediaItem): Promise<PlaybackSource | null> {
    if (await this.#playsFull(item)) return fullTrackStandIn(item);
    return this.#preview.foresee?.(item) ?? null;
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

  /**
   * `MediaItem.prepareToPlay()` (002 §4 Preparation; the items' preparer): what the item will play
   * as `resolve` would choose it: a full track's data from the web-playback service, else its
   * preview (none: CONTENT_UNAVAILABLE, so the item becomes unavailable, 000 §4).
   */
  async playbackDataOf(item: MediaItem): Promise<PlaybackData> {
    if (await this.#playsFull(item)) return (await this.#full.get()).playbackData(gaplessItemOf(item));
    const previewURL = item.previewURL;
    if (!previewURL) throw contentUnavailableError();
    return { previewURL };
  }

  itemDidTransition(item: MediaItem): void {
    this.#full.current?.didTransition(item.id);
  }

  async #playsFull(item: MediaItem): Promise<boolean> {
    if (!FULL_TYPES.has(item.type)) return false;
    const checking = (this.#checking ??= this.#eligibility.isEligible().finally(() => {
      if (this.#checking === checking) this.#checking = null;
    }));
    return checking;
  }
}
