import { ContainerModule } from 'inversify';
import { HttpClient, MediaSinkLoader, type PlaybackSource } from '@mediakit/core';
import { HlsjsSinkLoader } from './hlsjs-sink.loader.ts';

export interface HlsjsModuleOptions {
  /** Where the sink plays; the composition root connects this to the host's element pool. */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The page's video container (001 §2), when the root knows it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

/** Registers the hls.js backend as one more MediaSinkLoader in a host's container; apps pass `hlsjsBackend` to `createBrowserMusicKit({ backends })`, which calls it (DESIGN.md: one line per host). */
export function hlsjsModule(options: HlsjsModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MediaSinkLoader)
      .toResolvedValue((http: HttpClient) => new HlsjsSinkLoader({ http, ...options }), [HttpClient])
      .inSingletonScope();
  });
}

/**
 * The hls.js backend for the browser host. hls.js is an optional peer dependency: an app that
 * wants it installs `hls.js` and registers it here, so apps that do not never bundle it.
 *
 * @example
 * import { hlsjsBackend } from '@mediakit/adapters/hlsjs';
 * const MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend] });
 */
export const hlsjsBackend = { name: 'hlsjs', module: hlsjsModule } as const;
