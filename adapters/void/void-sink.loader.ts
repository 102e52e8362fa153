import type { Clock, MediaSink, MediaSinkLoader, PlaybackSource, Scheduler } from '@mediakit/core';
import { VoidMediaSink } from './void-media-sink.ts';

export interface VoidSinkLoaderOptions {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
}

/**
 * The void backend (001 §1 silent placeholder player), chosen by configuration for
 * share-session participants (`playback: { audio: ['void'], video: ['void'] }`). It can "play"
 * any source because it plays none; it is small, so nothing is loaded lazily.
 */
export class VoidSinkLoader implements MediaSinkLoader {
  readonly id = 'void';
  readonly #options: VoidSinkLoaderOptions;

  constructor(options: VoidSinkLoaderOptions) {
    this.#options = options;
  }

  canPlay(_source: PlaybackSource): boolean {
    return true;
  }

  async load(): Promise<MediaSink> {
    return new VoidMediaSink(this.#options);
  }
}
