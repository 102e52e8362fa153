/**
 * The sink-contract page's composition root (the contract drives sinks themselves, below the
 * instance; the video lab plays through the public instance instead): the browser host's
 * container (adapters/hosts/browser.host.ts) with one difference, the page's video container
 * handed to the video sinks (001 §2), which the host cannot know without an instance. Its backends are the host's own list (adapters/hosts/backends.ts), so a
 * new backend reaches these pages with no edit here. Which backend plays is configuration only:
 * `PlaybackBackends`.
 */
import { Container } from 'inversify';
import { coreModule } from '@mediakit/core/di';
import { PlaybackBackends } from '@mediakit/core';
import { BrowserMediaElementPool, browserModule } from '../../../adapters/browser/index.ts';
import { backendModules, installedBackends } from '../../../adapters/hosts/backends.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../adapters/hosts/every-backend.ts';

export interface LabContainerOptions {
  readonly playback: PlaybackBackends;
  readonly videoContainer?: () => HTMLElement | null;
  /** The fetch behind our HttpClient: the pages record what went through it. */
  readonly fetch?: typeof globalThis.fetch;
}

export function createLabContainer(options: LabContainerOptions): Container {
  const container = new Container();
  container.bind(PlaybackBackends).toConstantValue(options.playback);
  const element = (kind: 'audio' | 'video'): HTMLMediaElement => {
    const pool = container.get(BrowserMediaElementPool);
    return pool.elementFor(pool.acquire(kind));
  };
  container.load(
    coreModule,
    browserModule({ logLevel: 'warning', ...(options.fetch ? { fetch: options.fetch } : {}) }),
    ...backendModules({ element, ...(options.videoContainer ? { videoContainer: options.videoContainer } : {}) }, installedBackends(EVERY_OPTIONAL_BACKEND)),
  );
  return container;
}

/** The provider's origin from the page's meta tag (tools/start.ts), else the page's own. */
export function providerOrigin(): string {
  return document.querySelector('meta[name="mediakit-provider-origin"]')?.getAttribute('content') || location.origin;
}

/** A fetch that remembers every URL asked of it. */
export function recordingFetch(log: string[]): typeof globalThis.fetch {
  return (input, init) => {
    log.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return globalThis.fetch(input, init);
  };
}
