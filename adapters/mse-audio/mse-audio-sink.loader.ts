import type { HttpClient, Logger, MediaSink, MediaSinkLoader, PlaybackSource } from '@mediakit/core';

export interface MseAudioSinkLoaderOptions {
  readonly http: HttpClient;
  /** Supplies the audio element (the host owns the element pool, 001 §9). */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  readonly logger?: Logger;
  /** 001 §4: apply the next item's licences only when under 1 s remains (platforms that need it). */
  readonly delayCdmUpdates?: boolean;
  /** Media Source Extensions probe for a MIME type; the default asks the page's MediaSource. */
  readonly mediaSourceSupports?: (mimeType: string) => boolean;
  /** Encrypted Media Extensions probe; the default looks for requestMediaKeySystemAccess. */
  readonly encryptedMediaSupported?: () => boolean;
}

/**
 * Cheap probe and lazy loader of the gapless audio sink (Vidstack's loader pattern). It claims
 * audio HLS sources the core has already read into a segment list (`source.stream`) when
 * MediaSource takes their codec, and encrypted ones only with EME and a licence exchange.
 * Sources without a stream (previews given as a bare URL) fall through to the next backend.
 */
export class MseAudioSinkLoader implements MediaSinkLoader {
  readonly id = 'mse-audio';
  readonly #options: MseAudioSinkLoaderOptions;

  constructor(options: MseAudioSinkLoaderOptions) {
    this.#options = options;
  }

  canPlay(source: PlaybackSource): boolean {
    if (source.kind !== 'audio' || source.format !== 'hls' || !source.stream) return false;
    const supports = this.#options.mediaSourceSupports ?? ((mime: string) => typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(mime));
    if (!supports(source.stream.mimeType)) return false;
    if (!source.encrypted) return true;
    const eme = this.#options.encryptedMediaSupported ?? (() => typeof navigator !== 'undefined' && typeof navigator.requestMediaKeySystemAccess === 'function');
    return source.license !== undefined && eme();
  }

  async load(source: PlaybackSource): Promise<MediaSink> {
    const { MseAudioMediaSink } = await import('./mse-audio-media-sink.ts');
    return new MseAudioMediaSink({
      http: this.#options.http,
      element: this.#options.element(source.kind),
      ...(this.#options.logger ? { logger: this.#options.logger } : {}),
      ...(this.#options.delayCdmUpdates ? { delayCdmUpdates: true } : {}),
    });
  }
}
