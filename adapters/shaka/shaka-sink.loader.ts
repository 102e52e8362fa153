import { MKError, type HttpClient, type MediaSink, type MediaSinkLoader, type PlaybackSource } from '@mediakit/core';

export interface ShakaSinkLoaderOptions {
  readonly http: HttpClient;
  /** Supplies the media element for a kind (the host owns the element pool, 001 §9). */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The page's video container (001 §2); video elements are moved into it when they load. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
  /** The Media Source Extensions probe; the default asks the page's MediaSource. */
  readonly mediaSourceSupported?: (mimeType: string) => boolean;
}

/**
 * Cheap probe and lazy loader for the shaka-player sink (Vidstack's loader pattern): `canPlay`
 * needs no shaka; `load()` downloads shaka's HLS build only when this sink is chosen. Like the
 * hls.js sink it plays HLS through Media Source Extensions only (MEDIA-FACTS: Chromium's native
 * HLS cannot play encrypted streams).
 *
 * @example
 * new ShakaSinkLoader({ http, element: (kind) => pool.elementFor(pool.acquire(kind)) });
 */
export class ShakaSinkLoader implements MediaSinkLoader {
  readonly id = 'shaka';
  readonly #options: ShakaSinkLoaderOptions;

  constructor(options: ShakaSinkLoaderOptions) {
    this.#options = options;
  }

  canPlay(source: PlaybackSource): boolean {
    // A stream the core has read names its codec (e.g. a Dolby 'ec-3' track): probe that one, so
    // an item the browser cannot decode finds no backend and is skipped (001 §4) instead of
    // failing inside the player.
    const type = source.stream?.mimeType ?? (source.kind === 'video' ? 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"' : 'audio/mp4; codecs="mp4a.40.2"');
    const supported = this.#options.mediaSourceSupported ?? ((mimeType: string) => typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(mimeType));
    return source.format === 'hls' && supported(type);
  }

  async load(source: PlaybackSource): Promise<MediaSink> {
    // shaka-player is an optional peer: registered without it installed, say which package is missing.
    const { ShakaMediaSink } = await import('./shaka-media-sink.ts').catch((cause: unknown) => {
      throw new MKError(MKError.CONFIGURATION_ERROR, `The shaka backend could not load the package shaka-player: is it installed? (npm install shaka-player) (${String(cause)})`);
    });
    const { http, videoContainer } = this.#options;
    return new ShakaMediaSink({ http, element: this.#options.element(source.kind), ...(videoContainer ? { videoContainer } : {}) });
  }
}
