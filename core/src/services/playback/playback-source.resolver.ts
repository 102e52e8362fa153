import type { MediaItem } from '../../domain/media-item/media-item.ts';
import { MKError } from '../../domain/errors/index.ts';
import type { PlaybackSource } from '../../ports/media-sink.ts';

/**
 * Turns a media item into something a sink can play. Previews need nothing but the item's
 * preview URL; full playback needs the play service (web playback, licences), which a richer
 * resolver provides.
 */
export interface PlaybackSourceResolver {
  /** `ahead`: the item's source from `resolveAhead`, taken in place of resolving it again. */
  resolve(item: MediaItem, ahead?: Promise<PlaybackSource>): Promise<PlaybackSource>;
  /**
   * Issue 17: the item's source resolved before its play is asked for, when nothing in its
   * resolution waits for the listener or the press (an age gate asks; a live stream is live;
   * a video waits for its tracks); null when it must wait for the play.
   */
  resolveAhead?(item: MediaItem): Promise<PlaybackSource> | null;
  /**
   * A stand-in for what `resolve` will give, known without asking the play service or reading
   * a manifest, so the backend that will play it can be fetched meanwhile (issue 17: the sink's
   * code loaded only after the manifests). Only its kind, format, encryption and whether it is
   * segmented count; null when it cannot be told.
   */
  foresee?(item: MediaItem): Promise<PlaybackSource | null>;
}

/** Prepares the item after the current one for a gapless hand-over (001 §4 Seamless audio). */
export interface NextItemPreparer {
  /** The source to give the sink ahead of time; `null` when the item cannot follow seamlessly. */
  prepareNextItem(item: MediaItem | undefined): Promise<PlaybackSource | null>;
  /** The sink moved on to the source prepared for `item` by itself. */
  itemDidTransition(item: MediaItem): void;
  /**
   * The full-or-preview choice foreseen for an item about to play (see
   * PlaybackSourceResolver.foresee); the engine asks the preparer because it makes that choice.
   */
  foresee?(item: MediaItem): Promise<PlaybackSource | null>;
}

/** Which backend would play a source (the SinkSelector). */
export interface BackendChoice {
  select(source: PlaybackSource): unknown;
}

/**
 * What a full track (or a preview read into segments) resolves to, as far as picking its backend
 * goes: segmented AAC audio read from HLS (the gapless sink's kind of source). Encryption is left
 * out on purpose: the stand-in carries no licence exchange, and a backend is fetched, never
 * played, on its strength.
 */
export function segmentedStandIn(url: string, id: string): PlaybackSource {
  return {
    url,
    kind: 'audio',
    format: 'hls',
    encrypted: false,
    id,
    stream: { mimeType: 'audio/mp4; codecs="mp4a.40.2"', init: { url: '' }, segments: [], duration: 0, keys: [] },
  };
}

/**
 * Whether a preview plays better read into segments: a clear audio HLS preview that a configured
 * backend takes as a segment list (the gapless engine), when that is not the backend which would
 * read the bare playlist itself. Decided the same way before its code loads (full-playback.warm-up.ts)
 * and when it plays (full-playback.resolver.ts).
 */
export function readsIntoSegments(backends: BackendChoice | undefined, preview: PlaybackSource): boolean {
  if (!backends || preview.kind !== 'audio' || preview.format !== 'hls' || preview.encrypted || preview.stream) return false;
  const segmented = backends.select(segmentedStandIn(preview.url, preview.id ?? preview.url));
  return segmented !== null && segmented !== backends.select(preview);
}

const VIDEO_TYPES: ReadonlySet<string> = new Set(['musicVideo', 'music-videos', 'musicMovie', 'music-movies', 'uploadedVideo', 'uploaded-videos', 'movie', 'tvEpisode', 'trailer']);

/** The kind of element an item plays in (002 §9: media kinds counting as video). */
export function mediaKindOf(item: MediaItem): PlaybackSource['kind'] {
  return VIDEO_TYPES.has(item.type) ? 'video' : 'audio';
}

export function formatOf(url: string): PlaybackSource['format'] {
  return /\.m3u8?(?:[?#]|$)/i.test(url) ? 'hls' : 'progressive';
}

/** Plays an item's preview (everyone may, 000 §1). */
export class PreviewSourceResolver implements PlaybackSourceResolver {
  async resolve(item: MediaItem): Promise<PlaybackSource> {
    const url = item.previewURL;
    if (!url) throw new MKError(MKError.CONTENT_UNAVAILABLE, 'The requested content is not available.');
    return { url, kind: mediaKindOf(item), format: formatOf(url), encrypted: false };
  }

  /** The preview is what it will play: nothing to fetch first. */
  async foresee(item: MediaItem): Promise<PlaybackSource | null> {
    return item.previewURL ? this.resolve(item) : null;
  }
}
