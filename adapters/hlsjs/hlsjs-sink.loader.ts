import type { HttpClient, MediaSink, MediaSinkLoader, PlaybackSource } from '@mediakit/core';

export interface HlsjsSinkLoaderOptions {
  readonly http: HttpClient;
  /** Supplies the media element for a kind (the host owns the element pool, 001 §9). */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The Media Source Extensions probe; the default asks the page's MediaSource. */
  readonly mediaSourceSupported?: () => boolean;
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
    const supported = this.#options.mediaSourceSupported ?? (() => typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mp4; codecs="mp4a.40.2"'));
    return source.format === 'hls' && supported();
  }

  async load(source: PlaybackSource): Promise<MediaSink> {
    const { HlsjsMediaSink } = await import('./hlsjs-media-sink.ts');
    return new HlsjsMediaSink({ http: this.#options.http, element: this.#options.element(source.kind) });
  }
}
