import { MKError, type HttpClient, type MediaSink, type MediaSinkLoader, type PlaybackSource } from '@mediakit/core';

export interface HlsjsSinkLoaderOptions {
  readonly http: HttpClient;
  /** Supplies the media element for a kind (the host owns the element pool, 001 §9). */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The page's video container (001 §2); video elements are moved into it when they load. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
  /** The Media Source Extensions probe; the default asks the page's MediaSource. */
  readonly mediaSourceSupported?: (mimeType: string) => boolean;
}

/**
 * Cheap probe and lazy loader for the hls.js sink (Vidstack's loader pattern): `canPlay` costs
 * nothing and needs no hls.js; `load()` downloads hls.js only when this sink is chosen.
 * It never claims the native HLS path: Chromium answers "maybe" for HLS but cannot play
 * encrypted HLS natively (MEDIA-FACTS.md).
 */
export class HlsjsSinkLoader implements MediaSinkLoader {
  readonly id = 'hlsjs';
  readonly #options: HlsjsSinkLoaderOptions;

  constructor(options: HlsjsSinkLoaderOptions) {
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
    // hls.js is an optional peer: registered without it installed, say which package is missing.
    const { HlsjsMediaSink } = await import('./hlsjs-media-sink.ts').catch((cause: unknown) => {
      throw new MKError(MKError.CONFIGURATION_ERROR, `The hlsjs backend could not load the package hls.js: is it installed? (npm install hls.js) (${String(cause)})`);
    });
    const { http, videoContainer } = this.#options;
    return new HlsjsMediaSink({ http, element: this.#options.element(source.kind), ...(videoContainer ? { videoContainer } : {}) });
  }
}
