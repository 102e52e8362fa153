// 002 §7 "GET of the HLS master manifest. Stream-inf lines are parsed for bandwidth, codecs and
// URL", then the media playlist, into the segment list a segment-appending sink plays
// (001 §4 Stream buffering). Variant choice per 002 §9 (standard: lowest bandwidth).
import { MK_ERROR_REASON, MKError } from '../errors/index.ts';
import { chooseByBandwidth } from '../hls/flavor-selection.ts';
import { HlsParseError } from '../hls/hls-parse-error.ts';
import { toPlayableManifest } from '../hls/manifest-cache-entry.ts';
import { manifestKeyEntries } from '../hls/manifest-key.ts';
import { parseMasterPlaylist } from '../hls/master-playlist.parser.ts';
import { parseMediaPlaylist } from '../hls/media-playlist.parser.ts';
import { isMasterPlaylist } from '../hls/playlist.parser.ts';
import type { HlsMediaPlaylist } from '../hls/playlist.types.ts';
import { keySystemForKeyFormat } from '../drm/key-systems.ts';
import type { SegmentedStream, StreamKey } from '../../ports/media-sink.ts';
import type { ManifestLoader } from './manifest.loader.ts';

/** The stream of an asset and the session-data metadata of its manifests (001 §7). */
export interface ResolvedAudioStream {
  readonly stream: SegmentedStream;
  readonly metadata: Readonly<Record<string, string>>;
}

const DEFAULT_AUDIO_CODECS = 'mp4a.40.2';

/**
 * Reads a media playlist into a {@link SegmentedStream}: the EXT-X-MAP init section, the
 * segments with their byte ranges, and the keys mapped to EME key systems (key formats no EME
 * key system answers to are left out).
 *
 * @example
 * toSegmentedStream(parseMediaPlaylist(text, url), 'mp4a.40.2');
 */
export function toSegmentedStream(playlist: HlsMediaPlaylist, codecs: string): SegmentedStream {
  const first = playlist.segments[0];
  const init = first?.initSegment;
  if (!first || !init) throw new MKError(MK_ERROR_REASON.CONTENT_UNSUPPORTED, 'The audio playlist has no fMP4 init section');
  const keys: StreamKey[] = [];
  for (const entry of manifestKeyEntries(playlist)) {
    const keySystem = keySystemForKeyFormat(entry.keyFormat);
    if (!keySystem) continue;
    const key = playlist.segments.flatMap((s) => s.keys).find((k) => k.uri === entry.dataUri && k.keyFormat === entry.keyFormat);
    keys.push({ keySystem, uri: entry.dataUri, ...(key?.keyId ? { keyId: key.keyId } : {}) });
  }
  return {
    mimeType: `audio/mp4; codecs="${codecs}"`,
    init: { url: init.uri, ...(init.byteRange ? { byteRange: init.byteRange } : {}) },
    segments: playlist.segments.map((s) => ({ url: s.uri, start: s.start, duration: s.duration, ...(s.byteRange ? { byteRange: s.byteRange } : {}) })),
    duration: playlist.duration,
    keys,
  };
}

/**
 * Resolves an asset URL (a master or a media playlist) to its audio stream.
 *
 * @example
 * const { stream } = await resolver.resolve(prepared.assetUrl, { standardBitrate: false });
 */
export class AudioStreamResolver {
  readonly #manifests: ManifestLoader;

  constructor(manifests: ManifestLoader) {
    this.#manifests = manifests;
  }

  /** Fetches the asset's manifests into the session cache ahead of {@link resolve} (002 §4 preloading). */
  async prefetch(assetUrl: string, options: { readonly standardBitrate: boolean }): Promise<void> {
    const fetched = await this.#manifests.prefetch(assetUrl);
    if (!isMasterPlaylist(fetched.content)) return;
    const variant = this.#pickVariant(toPlayableManifest(fetched).content, fetched.url, options.standardBitrate);
    await this.#manifests.prefetch(variant.uri);
  }

  async resolve(assetUrl: string, options: { readonly standardBitrate: boolean }): Promise<ResolvedAudioStream> {
    try {
      const master = await this.#manifests.load(assetUrl);
      if (!isMasterPlaylist(master.entry.content)) {
        return { stream: toSegmentedStream(parseMediaPlaylist(master.entry.content, master.entry.url), DEFAULT_AUDIO_CODECS), metadata: master.metadata };
      }
      const variant = this.#pickVariant(master.entry.content, master.entry.url, options.standardBitrate);
      const media = await this.#manifests.load(variant.uri);
      const codecs = variant.codecs.filter((c) => c.startsWith('mp4a') || c.startsWith('ec-3') || c.startsWith('ac-3') || c.startsWith('alac') || c.startsWith('flac') || c.startsWith('opus'));
      return {
        stream: toSegmentedStream(parseMediaPlaylist(media.entry.content, media.entry.url), codecs.join(',') || DEFAULT_AUDIO_CODECS),
        metadata: { ...media.metadata, ...master.metadata },
      };
    } catch (error) {
      // 001 §8 Parse errors: a manifest that cannot be read is content we cannot play.
      if (error instanceof HlsParseError) throw new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, 'Failed to load manifest', { cause: error });
      throw error;
    }
  }

  #pickVariant(text: string, url: string, standard: boolean): { readonly uri: string; readonly codecs: readonly string[] } {
    const master = parseMasterPlaylist(text, url);
    const variant = chooseByBandwidth(master.variants, standard) ?? master.variants[0];
    if (!variant) throw new MKError(MK_ERROR_REASON.CONTENT_UNAVAILABLE, 'Failed to load manifest');
    // An audio-only variant names its playlist in the AUDIO rendition when it has one.
    const rendition = master.renditions.find((r) => r.type === 'AUDIO' && r.groupId === variant.audio && r.uri !== undefined);
    return { uri: rendition?.uri ?? variant.uri, codecs: variant.codecs };
  }
}
