import { PlaybackType } from '../../domain/enums/index.ts';
import { contentUnavailableError } from '../../domain/errors/index.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackData } from '../../domain/media-item/media-item.types.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';
import type { FeatureService } from '../features/feature.ts';
import type { GaplessSources } from './gapless-source.resolver.ts';
import { mediaKindOf, PreviewSourceResolver, readsIntoSegments, segmentedStandIn, type BackendChoice, type NextItemPreparer, type PlaybackSourceResolver } from './playback-source.resolver.ts';
import type { PlaybackSettings } from './playback-settings.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { Logger } from '../../ports/logger.ts';

export interface FullPlaybackEligibility {
  /** 000 §1: full playback needs authorization and, for music, an active subscription. */
  isEligible(): Promise<boolean>;
}

/** 002 §9: seamless transitions are for song-to-song only: only songs are prepared ahead. */
const SEAMLESS_TYPES: ReadonlySet<string> = new Set(['song', 'songs', 'library-songs']);

/**
 * 000 §1: subscribers play the full version of songs and of every video kind (002 §9's list);
 * 002 §9 limits seamless *transitions* to songs, not full playback (issue 20).
 */
function playsInFull(item: MediaItem): boolean {
  return SEAMLESS_TYPES.has(item.type) || mediaKindOf(item) === 'video';
}

/** A full item's stand-in: a full video is the master playlist a video backend reads (issue 20). */
function fullStandIn(item: MediaItem): PlaybackSource {
  if (mediaKindOf(item) === 'video') return { url: item.previewURL ?? '', kind: 'video', format: 'hls', encrypted: false, id: item.id };
  return segmentedStandIn(item.previewURL ?? '', item.id);
}

/**
 * A catalogue song id (all digits): its web-playback request is `salableAdamId` = the id (002 §7),
 * so it can be prepared before the catalogue describes it. Library and cloud ids are not.
 */
function isCatalogueSongId(id: string): boolean {
  return /^\d+$/.test(id);
}

/**
 * Chooses, per item, between the full track (the listener may: authorized, subscribed, not
 * preview-only; 000 §1) through the gapless engine's preparation, and the preview everyone may
 * play. It marks the item's playback type, which play activity reads (002 §6: never previews).
 * The full-track code is a feature (services/features): it loads with the first full track, or
 * the first clear HLS audio preview when a configured backend would rather play that preview as
 * a segment list (the gapless engine) than as a bare URL (issue 17: an HLS library's chunk was
 * most of a cold preview's wait; docs/decisions.md).
 */
export class FullOrPreviewSourceResolver implements PlaybackSourceResolver, NextItemPreparer {
  readonly #full: FeatureService<GaplessSources>;
  readonly #preview: PlaybackSourceResolver;
  readonly #eligibility: FullPlaybackEligibility;
  /** The backends, asked whether a preview would play better read into segments; absent, never. */
  readonly #backends: BackendChoice | undefined;
  /** The eligibility check in flight: foresee and resolve of one play share it. */
  #checking: Promise<boolean> | null = null;

  constructor(full: FeatureService<GaplessSources>, preview: PlaybackSourceResolver, eligibility: FullPlaybackEligibility, backends?: BackendChoice) {
    this.#full = full;
    this.#preview = preview;
    this.#eligibility = eligibility;
    this.#backends = backends;
  }

  async resolve(item: MediaItem): Promise<PlaybackSource> {
    if (await this.#playsFull(item)) {
      const source = await (await this.#full.get()).resolve(item);
      item.playbackType = source.encrypted ? PlaybackType.encryptedFull : PlaybackType.unencryptedFull;
      return source;
    }
    item.playbackType = PlaybackType.preview;
    const preview = await this.#preview.resolve(item);
    if (!readsIntoSegments(this.#backends, preview)) return preview;
    try {
      const full = await this.#full.get();
      return full.resolvePreview ? await full.resolvePreview(preview) : preview;
    } catch {
      // Not fMP4, or its code or manifest did not load: the preview plays as given, on the next
      // backend, which reads it itself and reports any failure the way it always has.
      return preview;
    }
  }

  /** Full or preview, as `resolve` will choose, without preparing anything. */
  async foresee(item: MediaItem): Promise<PlaybackSource | null> {
    if (await this.#playsFull(item)) return fullStandIn(item);
    const preview = (await this.#preview.foresee?.(item)) ?? null;
    return preview && readsIntoSegments(this.#backends, preview) ? segmentedStandIn(preview.url, item.id) : preview;
  }

  async prepareNextItem(item: MediaItem | undefined): Promise<PlaybackSource | null> {
    if (!item || !SEAMLESS_TYPES.has(item.type) || !(await this.#playsFull(item))) {
      // Nothing to prepare, or to cancel, before a full track was ever played.
      const full = this.#full.current;
      return full ? full.prepareNextOf(undefined) : null;
    }
    const source = await (await this.#full.get()).prepareNextOf(item);
    if (source) item.playbackType = source.encrypted ? PlaybackType.encryptedFull : PlaybackType.unencryptedFull;
    return source;
  }

  /**
   * `MediaItem.prepareToPlay()` (002 §4 Preparation; the items' preparer): what the item will play
   * as `resolve` would choose it: a full track's data from the web-playback service, else its
   * preview (none: CONTENT_UNAVAILABLE, so the item becomes unavailable, 000 §4).
   */
  async playbackDataOf(item: MediaItem): Promise<PlaybackData> {
    if (await this.#playsFull(item)) return (await this.#full.get()).playbackDataOf(item);
    const previewURL = item.previewURL;
    if (!previewURL) throw contentUnavailableError();
    return { previewURL };
  }

  itemDidTransition(item: MediaItem): void {
    this.#full.current?.didTransition(item.id);
  }

  /**
   * Issue 17: the song a queue starts with is prepared for full playback (web playback and its
   * manifests, 002 §7; no licence, no media) while its catalogue request is on its way, so the
   * play that follows finds it ready (full-playback.warm-up.ts calls it). Only for a catalogue
   * song of a listener who plays full tracks; a failure is the play's to meet again (it prepares anew).
   */
  async prepareAhead(songId: string): Promise<void> {
    try {
      if (!isCatalogueSongId(songId) || !(await this.#eligible())) return;
      (await this.#full.get()).prepareAhead?.({ id: songId, adamId: songId });
    } catch {
      // A hint only: the play prepares the song itself.
    }
  }

  /**
   * Issue 17, a queue of songs being set or a signed-in page starting (full-playback.warm-up.ts):
   * `firstSongId` is prepared ahead, and `keySystemsAhead` is told the key-system order the
   * listener's full tracks will be licensed in (the sink readies the first its browser grants
   * before the first play). Neither for a listener who plays previews.
   */
  warmUp(firstSongId: string | undefined, keySystemsAhead?: (keySystems: readonly string[]) => void): void {
    if (firstSongId !== undefined) void this.prepareAhead(firstSongId);
    if (keySystemsAhead) void this.#keySystemsAhead().then((keySystems) => keySystems && keySystemsAhead(keySystems));
  }

  /** The key-system order of the listener's licences; null for previews, or where encrypted media cannot play. */
  async #keySystemsAhead(): Promise<readonly string[] | null> {
    try {
      if (!(await this.#eligible())) return null;
      return (await this.#full.get()).keySystemOrder?.() ?? null;
    } catch {
      return null; // A hint only: the load asks for its key system itself.
    }
  }

  async #playsFull(item: MediaItem): Promise<boolean> {
    if (!playsInFull(item)) return false;
    return this.#eligible();
  }

  /** 000 §1 eligibility, one check in flight at a time (foresee, resolve and warm-up share it). */
  #eligible(): Promise<boolean> {
    const checking = (this.#checking ??= this.#eligibility.isEligible().finally(() => {
      if (this.#checking === checking) this.#checking = null;
    }));
    return checking;
  }
}

/**
 * 000 §1: full playback needs authorization, not preview-only, and, for music, an active
 * subscription (the auth service caches it 900 s). A failed check plays the preview.
 * `previewOnly` is the app's setting at this play (`music.previewOnly`, changeable at run time).
 */
export function subscriptionEligibility(auth: Pick<AuthService, 'isAuthorized' | 'hasMusicSubscription'>, settings: Pick<PlaybackSettings, 'previewOnly'>, logger: Logger): FullPlaybackEligibility {
  return {
    isEligible: async () => {
      if (!auth.isAuthorized || settings.previewOnly) return false;
      return auth.hasMusicSubscription().catch((error: unknown) => {
        logger.log('warning', 'Subscription check failed; playing the preview', error);
        return false;
      });
    },
  };
}

/**
 * The full-or-preview choice of an instance (the full-or-preview feature, loaded while a queue is
 * being set or with the first play): previews for everyone, full tracks for eligible listeners.
 */
export function fullOrPreviewResolver(
  full: FeatureService<GaplessSources>,
  auth: Pick<AuthService, 'isAuthorized' | 'hasMusicSubscription'>,
  settings: Pick<PlaybackSettings, 'previewOnly'>,
  logger: Logger,
  backends?: BackendChoice,
): FullOrPreviewSourceResolver {
  return new FullOrPreviewSourceResolver(full, new PreviewSourceResolver(), subscriptionEligibility(auth, settings, logger), backends);
}
