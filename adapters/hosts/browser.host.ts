/**
 * The browser composition root: the one place that picks the browser's adapters; its backends
 * are the list in ./backends.ts, where adding one is one line (DESIGN.md). The optional ones
 * (hls.js, shaka-player) are bound only when the app registers them (`options.backends`).
 */
import { Container } from 'inversify';
import { coreModule } from '@mediakit/core/di';
import {
  MKError,
  MusicKitConfiguration,
  MusicKitInstance,
  PlaybackBackends,
  type LogLevelName,
  type MusicKitNamespace,
  type ValidConfiguration,
} from '@mediakit/core';
import { configurationFromMeta, createMusicKitNamespace, InstanceTracks, providerLocationFromMeta } from '@mediakit/core/internal';
import { BrowserMediaElementPool, browserModule } from '../browser/index.ts';
import { assertBackendsInstalled, backendModules, defaultPlaybackBackends, installedBackends, type BackendRegistration } from './backends.ts';
import { attachSubtitleOverlay } from './subtitle-overlay.ts';

export type { BackendModule, BackendHostParts, BackendRegistration } from './backends.ts';

export interface BrowserHostOptions {
  /**
   * Optional backends the app installed and registers, e.g. `[hlsjsBackend]` from
   * `@mediakit/adapters/hlsjs` (needs the `hls.js` package) or `shakaBackend` from
   * `@mediakit/adapters/shaka` (needs `shaka-player`). The built-in ones (mse-audio, void) are always there.
   */
  readonly backends?: readonly BackendRegistration[];
  /**
   * Backends per media kind in priority order; unknown names are skipped with a warning, an
   * optional backend that is not registered is a configuration error naming its package.
   */
  readonly playback?: PlaybackBackends;
  readonly logLevel?: LogLevelName | 'none';
  readonly fetch?: typeof globalThis.fetch;
  /** Raises a document event (`musickitconfigured`); the script tag holds it until `musickitloaded` is out. */
  readonly dispatchDocumentEvent?: (name: string, detail?: unknown) => void;
}

export function createBrowserContainer(options: BrowserHostOptions = {}): Container {
  const container = new Container();
  // 001 §2: video plays in the container element the app gives the instance (videoContainerElement).
  const videoContainer = (): HTMLElement | null => {
    const instance = container.isBound(MusicKitInstance) && container.isBound(MusicKitConfiguration) ? container.get(MusicKitInstance) : undefined;
    const element = instance?.videoContainerElement;
    return element instanceof HTMLElement ? element : null;
  };
  const backends = installedBackends(options.backends);
  if (options.playback) assertBackendsInstalled(options.playback, backends);
  container.bind(PlaybackBackends).toConstantValue(options.playback ?? defaultPlaybackBackends(backends));
  const element = (kind: 'audio' | 'video'): HTMLMediaElement => {
    const pool = container.get(BrowserMediaElementPool);
    return pool.elementFor(pool.acquire(kind));
  };
  container.load(
    coreModule,
    browserModule({ ...(options.logLevel ? { logLevel: options.logLevel } : {}), ...(options.fetch ? { fetch: options.fetch } : {}) }),
    ...backendModules({ element, videoContainer }, backends),
  );
  return container;
}

/** One container per configured instance, so a reconfigure starts from a clean graph. */
function createInstance(configuration: ValidConfiguration, options: BrowserHostOptions): MusicKitInstance {
  // Importing this host is safe on a server; configuring it there is a mistake worth naming.
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new MKError(
      MKError.CONFIGURATION_ERROR,
      'The browser host needs a browser page (window is not defined): configure MusicKit after the page has loaded (in React, inside MediaKitProvider), or use createHeadlessMusicKit() in Node',
    );
  }
  const container = createBrowserContainer({ ...options, ...(configuration.playback ? { playback: configuration.playback } : {}), logLevel: configuration.debug ? 'debug' : (options.logLevel ?? 'error') });
  container.bind(MusicKitConfiguration).toConstantValue(configuration);
  const instance = container.get(MusicKitInstance);
  attachSubtitleOverlay(instance, container.get<InstanceTracks>(InstanceTracks));
  return instance;
}

/**
 * The `MusicKit` namespace for a browser page. Creating it touches no browser global (SSR-safe);
 * the globals are read when an instance is configured.
 *
 * @example
 * const MusicKit = createBrowserMusicKit();
 * const music = await MusicKit.configure({ developerToken });
 */
export function createBrowserMusicKit(options: BrowserHostOptions = {}): MusicKitNamespace {
  return createMusicKitNamespace({
    createInstance: (configuration) => createInstance(configuration, options),
    devicePixelRatio: () => globalThis.devicePixelRatio ?? 1,
    dispatchDocumentEvent: options.dispatchDocumentEvent ?? ((name, detail) => globalThis.document?.dispatchEvent(new CustomEvent(name, { detail }))),
    pageProviderLocation: () => (globalThis.document ? providerLocationFromMeta(metaReader(globalThis.document)) : {}),
  });
}

/** The page's configuration from its meta tags (002 §1), or null when it has no token tag. */
export function configurationFromDocument(document: Document): ReturnType<typeof configurationFromMeta> {
  return configurationFromMeta(metaReader(document));
}

function metaReader(document: Document): (name: string) => string | null {
  return (name) => document.querySelector(`meta[name="${CSS.escape(name)}"]`)?.getAttribute('content') ?? null;
}
