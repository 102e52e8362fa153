import type { Clock, MediaSink, MediaSinkLoader, PlaybackSource, Scheduler } from '@mediakit/core';

export interface VoidSinkLoaderOptions {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
}

/**
 * The void backend (001 §1 silent placeholder player), chosen by configuration for
 * share-session participants (`playback: { audio: ['void'], video: ['void'] }`). It can "play"
 * any source because it plays none. Only share-session participants use it, so the sink loads
 * on first use like every backend (a lazy chunk of the script-tag build, docs/size-budgets.md).
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
    const { VoidMediaSink } = await import('./void-media-sink.ts');
    return new VoidMediaSink(this.#options);
  }
}
