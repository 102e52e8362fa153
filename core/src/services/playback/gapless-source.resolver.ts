// Full-playback sources for the gapless audio sink: 002 §7 play preparation (web playback),
// 001 §7 manifest fetch, and the licence exchange of 001 §7 / §8, bound into a PlaybackSource.
// 001 §4 Seamless audio: the next item is prepared ahead and promoted when it is played.
import { emeKeySystemOrder } from '../../domain/drm/key-systems.ts';
import { base64ToBytes, bytesToBase64 } from '../../domain/drm/base64.ts';
import { keySystemOrderFlags } from '../../domain/drm/cbcs-flag.ts';
import { certificateUrlFor, type CertificateLoader } from '../../domain/drm/certificate.rules.ts';
import { KeySessionRegistry } from '../../domain/drm/key-session.registry.ts';
import { KeySessionRetention } from '../../domain/drm/key-session.retention.ts';
import { licenseRequestKind } from '../../domain/drm/license-request.builder.ts';
import type { LicenseClient } from '../../domain/drm/license.client.ts';
import { licenseAcquisitionError } from '../../domain/errors/index.ts';
import { PLAYBACK_BITRATE } from '../../domain/hls/flavor-selection.ts';
import { isNetworkFailure } from '../../domain/playback/failure-class.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { PlaybackData } from '../../domain/media-item/media-item.types.ts';
import type { AudioStreamResolver } from '../../domain/playback-preparation/audio-stream.resolver.ts';
import type { PreparationTokens } from '../../domain/playback-preparation/preparation-tokens.ts';
import type { PreparedPlayback, WebPlaybackPreparer } from '../../domain/playback-preparation/web-playback.preparer.ts';
import type { Clock } from '../../ports/clock.ts';
import type { NetworkSignal } from '../../domain/playback/retry-wait.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { ClosableKeySession, LicenseExchange, PlaybackSource, SegmentedStream } from '../../ports/media-sink.ts';
import { GaplessItemBuffer } from './gapless-item.buffer.ts';
import { gaplessItemOf, type GaplessItem } from './gapless-item.ts';
import { formatOf, mediaKindOf, type PlaybackSourceResolver } from './playback-source.resolver.ts';

export { gaplessItemOf, type GaplessItem } from './gapless-item.ts';

export interface GaplessSourceOptions {
  /** 002 §9 bitrate, kbit/s (PLAYBACK_BITRATE.STANDARD or HIGH). */
  readonly bitrate: () => number;
  /** The platform can decrypt (EME present); 002 §5 'NO DRM' otherwise. */
  readonly drmAvailable: () => boolean;
  /** 000 §9: the prefer-PlayReady developer flag. */
  readonly preferPlayReady?: boolean;
}

/** The parts a gapless source is made of. */
export interface GaplessSourceParts {
  readonly preparer: WebPlaybackPreparer;
  readonly streams: AudioStreamResolver;
  /**
   * Reads clear previews (public, 000 §1): its manifests go out without tokens. Absent, previews
   * stay bare URLs for an HLS-library backend.
   */
  readonly previewStreams?: AudioStreamResolver;
  readonly licenses: LicenseClient;
  readonly certificates: CertificateLoader;
  readonly session: KeyValueStore;
  readonly tokens: PreparationTokens;
  readonly clock: Clock;
  /** The platform's network state: a play pressed offline does not take a preparation made online. */
  readonly network?: Pick<NetworkSignal, 'online'>;
}

/** What the full-or-preview choice uses of the full-track resolver. */
export type GaplessSources = Pick<GaplessSourceResolver, 'resolve' | 'prepareNextOf' | 'didTransition' | 'playbackDataOf'> & Partial<Pick<GaplessSourceResolver, 'resolvePreview' | 'prepareAhead' | 'keySystemOrder'>>;

/**
 * Resolves catalogue and library songs to encrypted HLS sources carrying their segment list,
 * gapless trim and licence exchange, and keeps the next one ready (001 §4 item buffer).
 *
 * @example
 * const current = await resolver.resolveItem(gaplessItemOf(item));
 * await sink.load(current);
 * await sink.preload?.(await resolver.prepareNext(gaplessItemOf(nextItem)));
 */
export class GaplessSourceResolver implements PlaybackSourceResolver {
  readonly #parts: GaplessSourceParts;
  readonly #options: GaplessSourceOptions;
  readonly #buffer = new GaplessItemBuffer<PlaybackSource>();
  /** One registry for the player: a key URI's session serves every item that names it (001 §4). */
  readonly #sessions: KeySessionRegistry<ClosableKeySession>;
  /** Closes the sessions of items that can no longer play soon (current, next, previous kept). */
  readonly #retention: KeySessionRetention<ClosableKeySession>;
  /** A catalogue song prepared before its play was asked for (prepareAhead), taken by that play. */
  #ahead: { readonly adamId: string; readonly value: Promise<PlaybackSource> } | null = null;

  constructor(parts: GaplessSourceParts, options: GaplessSourceOptions) {
    this.#parts = parts;
    this.#options = options;
    this.#sessions = new KeySessionRegistry(parts.clock);
    this.#retention = new KeySessionRetention(this.#sessions);
  }

  /** PlaybackSourceResolver: the source of a media item (a video's full version, issue 20, or a song's). */
  resolve(item: MediaItem): Promise<PlaybackSource> {
    const gapless = gaplessItemOf(item);
    if (mediaKindOf(item) !== 'video') return this.resolveItem(gapless);
    this.#retention.touch(gapless.id);
    return this.#buffer.play(gapless.id, () => this.#buildVideo(gapless));
  }

  /** The source to play `item` with: the prepared next one when it matches, else a fresh one. */
  resolveItem(item: GaplessItem, userInitiated = true): Promise<PlaybackSource> {
    this.#retention.touch(item.id);
    // Pressed offline, the play prepares on its own: its web-playback request then waits for
    // `online` (the recovery policy, issue 21), where one made ahead would go straight to
    // segments and licences that fail at once.
    const ahead = this.#takeAhead(item);
    if (ahead && this.#parts.network?.online === false) return this.#buffer.play(item.id, () => this.#build(item, userInitiated));
    if (!ahead) return this.#buffer.play(item.id, () => this.#build(item, userInitiated));
    // The preparation ahead is this play's own, its failures included, so 002 §4's single token
    // renewal and the request counts stay what they are; but the network it met is the one before
    // the press: a play prepares again on the network of now (the recovery policy waits for
    // `online` from there, issue 21).
    const own = ahead.catch((error: unknown) => (isNetworkFailure(error) ? this.#build(item, userInitiated) : Promise.reject(error)));
    return this.#buffer.play(item.id, () => own);
  }

  /**
   * Issue 17: prepares a catalogue song (web playback, then its manifests; nothing is licensed
   * or buffered) before the play that will ask for it, which then takes it (resolveItem). One at
   * a time: a newer one replaces it.
   */
  prepareAhead(item: GaplessItem): void {
    const value = this.#build(item, true);
    // Marked handled: the play that takes it meets its failure; nobody else waits for it.
    value.catch(() => undefined);
    this.#ahead = { adamId: item.adamId, value };
  }

  /** The song prepared ahead, when `item` is that catalogue song (a cloud item asks otherwise). */
  #takeAhead(item: GaplessItem): Promise<PlaybackSource> | null {
    const ahead = this.#ahead;
    if (!ahead || item.isCloudItem || item.id !== ahead.adamId || item.adamId !== ahead.adamId) return null;
    this.#ahead = null;
    return ahead.value;
  }

  /**
   * {@link prepareNext} and {@link playbackData} of a queue's media item: its gapless facts are
   * read here, in the full-track code, so the main script never carries that reading.
   */
  prepareNextOf(item: MediaItem | undefined): Promise<PlaybackSource | null> {
    return this.prepareNext(item && gaplessItemOf(item));
  }

  playbackDataOf(item: MediaItem): Promise<PlaybackData> {
    return this.playbackData(gaplessItemOf(item));
  }

  /** Prepares `item` as the next source (for MediaSink.preload); undefined forgets the next. */
  async prepareNext(item: GaplessItem | undefined): Promise<PlaybackSource | null> {
    if (!item) {
      this.#buffer.clearNext();
      return null;
    }
    this.#retention.touch(item.id);
    return this.#buffer.setNext(item.id, () => this.#build(item, false));
  }

  /**
   * A clear HLS audio preview read into its segment list, so that the gapless engine plays it as
   * it plays full tracks, instead of an HLS library fetched first (issue 17; decisions.md). An
   * encrypted preview, or one read without a preview reader, is given back unchanged; a preview
   * that is not fMP4 rejects (CONTENT_UNSUPPORTED), and the caller plays it as it was.
   */
  async resolvePreview(preview: PlaybackSource): Promise<PlaybackSource> {
    const stream = await this.#previewStream(preview.url);
    return stream ? { ...preview, stream } : preview;
  }

  /** The clear preview's segment list; null when it has none to give (encrypted, or no reader). */
  async #previewStream(url: string): Promise<SegmentedStream | null> {
    const streams = this.#parts.previewStreams;
    if (!streams) return null;
    const { stream } = await streams.resolve(url, { standardBitrate: this.#options.bitrate() <= PLAYBACK_BITRATE.STANDARD });
    return stream.keys.length > 0 ? null : stream;
  }

  /**
   * 000 §3 playback data of `item` from the web-playback service (002 §7 Play preparation), for
   * `MediaItem.prepareToPlay()`: the songList entry, with the asset chosen for the bitrate.
   */
  async playbackData(item: GaplessItem): Promise<PlaybackData> {
    const prepared = await this.#parts.preparer.prepare(item, { encrypted: true, drmAvailable: this.#options.drmAvailable(), maxBitrate: this.#options.bitrate() });
    return { ...(prepared.song.raw as PlaybackData), URL: prepared.assetUrl, ...(prepared.flavor ? { flavor: prepared.flavor } : {}) };
  }

  /** The sink transitioned to the next source by itself. */
  didTransition(itemId: string): void {
    this.#retention.touch(itemId);
    this.#buffer.advance(itemId);
  }

  async #build(item: GaplessItem, userInitiated: boolean): Promise<PlaybackSource> {
    const standardBitrate = this.#options.bitrate() <= PLAYBACK_BITRATE.STANDARD;
    const prepared = await this.#parts.preparer.prepare(item, {
      encrypted: true,
      drmAvailable: this.#options.drmAvailable(),
      maxBitrate: this.#options.bitrate(),
    });
    const { stream } = await this.#parts.streams.resolve(prepared.assetUrl, { standardBitrate });
    const encrypted = stream.keys.length > 0;
    return {
      id: item.id,
      url: prepared.assetUrl,
      kind: 'audio',
      format: 'hls',
      encrypted,
      stream,
      ...(prepared.gapless ? { gapless: prepared.gapless } : {}),
      ...(encrypted ? { license: this.#licenseExchange(item, prepared, userInitiated) } : {}),
    };
  }

  /**
   * A video's full version (issue 20): its master playlist, played by a video backend (hls.js,
   * shaka), which reads the renditions itself; its keys come through the same licence exchange
   * and key-session rules as a song's. Whether it is encrypted is known from its key server URL
   * (the backend meets the keys in the media, where EME reports them).
   */
  async #buildVideo(item: GaplessItem): Promise<PlaybackSource> {
    const prepared = await this.#parts.preparer.prepare(item, {
      encrypted: true,
      drmAvailable: this.#options.drmAvailable(),
      maxBitrate: this.#options.bitrate(),
    });
    const encrypted = prepared.keyUrls['hls-key-server-url'] !== undefined;
    return {
      id: item.id,
      url: prepared.assetUrl,
      kind: 'video',
      format: formatOf(prepared.assetUrl),
      encrypted,
      ...(encrypted ? { license: this.#licenseExchange(item, prepared, true) } : {}),
    };
  }

  /**
   * The key-system order the sources' licence exchanges carry now (000 §9, with the CBCS flag of
   * 001 §8), or null where encrypted media cannot play.
   */
  keySystemOrder(): readonly string[] | null {
    return this.#options.drmAvailable() ? this.#keySystemOrder() : null;
  }

  #keySystemOrder(): string[] {
    return emeKeySystemOrder(keySystemOrderFlags(this.#parts.session, this.#options.preferPlayReady ?? false));
  }

  #licenseExchange(item: GaplessItem, prepared: PreparedPlayback, userInitiated: boolean): LicenseExchange {
    const { licenses, certificates, tokens } = this.#parts;
    const keySystemOrder = () => this.#keySystemOrder();
    return {
      sessions: this.#retention.storeFor(item.id),
      // Read when asked, not once: after a PlayReady CBC error marks CBCS unsupported (001 §8),
      // the restart of 002 §4 loads the same source and meets the other key system.
      get keySystems() {
        return keySystemOrder();
      },
      certificate: async (keySystem) => {
        const { needed, url } = certificateUrlFor(keySystem, prepared.keyUrls);
        return needed ? certificates.load(url) : null;
      },
      acquire: async ({ keySystem, keyUri, challenge, renewal }) => {
        const keyServerUrl = prepared.keyUrls['hls-key-server-url'];
        if (!keyServerUrl) throw licenseAcquisitionError({ reason: 'No hls-key-server-url' });
        const result = await licenses.acquire({
          kind: licenseRequestKind(item),
          keyServerUrl,
          developerToken: tokens.developerToken(),
          userToken: tokens.userToken() ?? '',
          keySystem,
          keyUri,
          challenge: bytesToBase64(challenge),
          leaseAction: renewal ? 'renew' : 'start',
          adamId: item.adamId,
          isLibrary: item.isLibrary ?? false,
          userInitiated,
        });
        return {
          license: base64ToBytes(result.license),
          ...(result.renewAfterSeconds === undefined ? {} : { renewAfterSeconds: result.renewAfterSeconds }),
        };
      },
    };
  }
}

