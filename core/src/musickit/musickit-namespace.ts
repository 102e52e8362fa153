import { SDK_VERSION } from '../domain/constants/index.ts';
import { AuthorizationStatus, MediaItemState, PlayActivityEndReasonType, PlaybackBitrate, PlaybackMode, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode, PresentationMode } from '../domain/enums/index.ts';
import { MKError } from '../domain/errors/index.ts';
import { MediaItem } from '../domain/media-item/media-item.ts';
import { Queue } from '../domain/queue/queue.ts';
import { formattedMediaURL } from '../domain/share-links/formatted-media-url.ts';
import { generateEmbedCode } from '../domain/share-links/generate-embed-code.ts';
import { validateConfiguration, withPageProviderLocation, type MusicKitConfiguration, type ProviderLocation, type ValidConfiguration } from './configuration.ts';
import { Events } from './events.ts';
import type { Artwork } from '../domain/media-item/media-item.types.ts';
import { formatArtworkURL, formatMediaTime, formattedMilliseconds, formattedSeconds } from './formatting.ts';
import type { MusicKitInstance } from './musickit-instance.ts';

/** What a platform gives the namespace: how to build an instance, and what only it knows. */
export interface MusicKitHost {
  /** Builds a new instance for a validated configuration (a composition root's container). */
  createInstance(configuration: ValidConfiguration): MusicKitInstance;
  readonly devicePixelRatio: () => number;
  /** Dispatches a document-level event (`musickitconfigured`); absent off the browser. */
  readonly dispatchDocumentEvent?: (name: string, detail?: unknown) => void;
  /**
   * Where the page says the provider is (its meta tags), read at `configure`: an app that calls
   * `configure` itself still plays against the provider its page names, unless it names one.
   */
  readonly pageProviderLocation?: () => ProviderLocation;
}

/**
 * Builds the `MusicKit` namespace (the global of MusicKit JS v3) on a host: `configure`, `getInstance`,
 * the formatting helpers, `Events`, the enums, `MKError`, `MediaItem`, `Queue` and `version`.
 * Building it touches nothing; only `configure` creates an instance.
 */
export function createMusicKitNamespace(host: MusicKitHost) {
  let instance: MusicKitInstance | undefined;

  return {
    /**
     * Validates the options, builds the instance and dispatches `musickitconfigured`.
     * A second call replaces the first instance (the old one is cleaned up).
     */
    async configure(options: MusicKitConfiguration): Promise<MusicKitInstance> {
      const configuration = validateConfiguration(withPageProviderLocation(options, host.pageProviderLocation?.()));
      const previous = instance;
      instance = host.createInstance(configuration);
      if (previous) await previous.cleanup();
      host.dispatchDocumentEvent?.(Events.configured, { instance });
      return instance;
    },
    /** The configured instance; `undefined` before `configure` (v3). */
    getInstance(): MusicKitInstance | undefined {
      return instance;
    },
    formatArtworkURL: (artwork: Artwork, height?: number, width?: number): string => formatArtworkURL(artwork, height, width, host.devicePixelRatio()),
    formatMediaTime,
    formattedSeconds,
    formattedMilliseconds,
    formattedMediaURL,
    generateEmbedCode,
    Events,
    MKError,
    MediaItem,
    Queue,
    version: SDK_VERSION,
    /**
     * `undefined`, as in the incumbent: apps guard listeners with `if (musicKit.errors) return;`,
     * so a truthy value here would silence them (docs/compatibility.md).
     */
    errors: undefined,
    PlaybackStates: PlaybackStates,
    PlayerRepeatMode: PlayerRepeatMode,
    PlayerShuffleMode: PlayerShuffleMode,
    PlaybackBitrate: PlaybackBitrate,
    AuthorizationStatus: AuthorizationStatus,
    /** The name some v3 typings give `AuthorizationStatus`. */
    AuthStatus: AuthorizationStatus,
    MediaItemState: MediaItemState,
    PlaybackMode: PlaybackMode,
    PresentationMode: PresentationMode,
    PlayActivityEndReasonType: PlayActivityEndReasonType,
  };
}

export type MusicKitNamespace = ReturnType<typeof createMusicKitNamespace>;
