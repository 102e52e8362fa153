import { ContainerModule } from 'inversify';
import { HttpClient, MediaSinkLoader, type PlaybackSource } from '@mediakit/core';
import { ShakaSinkLoader } from './shaka-sink.loader.ts';

export interface ShakaModuleOptions {
  /** Where the sink plays; the composition root connects this to the host's element pool. */
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The page's video container (001 §2), when the root knows it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

/** Registers the shaka-player backend as one more MediaSinkLoader in a host's container; apps pass `shakaBackend` to `createBrowserMusicKit({ backends })`, which calls it (DESIGN.md: one line per host). */
export function shakaModule(options: ShakaModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MediaSinkLoader)
      .toResolvedValue((http: HttpClient) => new ShakaSinkLoader({ http, ...options }), [HttpClient])
      .inSingletonScope();
  });
}

/**
 * The shaka-player backend for the browser host. shaka-player is an optional peer dependency: an
 * app that wants it installs `shaka-player` and registers it here, so apps that do not never bundle it.
 *
 * @example
 * import { shakaBackend } from '@mediakit/adapters/shaka';
 * const MusicKit = createBrowserMusicKit({ backends: [shakaBackend] });
 */
export const shakaBackend = { name: 'shaka', module: shakaModule } as const;
