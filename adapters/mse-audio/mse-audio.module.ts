import { ContainerModule } from 'inversify';
import { HttpClient, Logger, MediaSinkLoader, type PlaybackSource } from '@mediakit/core';
import { MseAudioSinkLoader } from './mse-audio-sink.loader.ts';

export interface MseAudioModuleOptions {
  /** Where the sink plays; the composition root connects this to the host's element pool. */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** 001 §4 delayed CDM updates (off by default). */
  readonly delayCdmUpdates?: boolean;
}

/**
 * Registers the seamless audio backend as one more MediaSinkLoader in a host's
 * container (the browser host binds it itself; DESIGN.md: one line per host). Register it before hls.js so gapless-ready audio sources pick it first.
 */
export function mseAudioModule(options: MseAudioModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MediaSinkLoader)
      .toResolvedValue(
        (http: HttpClient, logger: Logger) =>
          new MseAudioSinkLoader({ http, logger, element: options.element, ...(options.delayCdmUpdates ? { delayCdmUpdates: true } : {}) }),
        [HttpClient, Logger],
      )
      .inSingletonScope();
  });
}
