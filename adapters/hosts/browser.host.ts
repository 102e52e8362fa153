/**
 * The browser composition root: the one place that picks the browser's adapters and backends.
 * Adding a backend is one line here (DESIGN.md).
 */
import { Container } from 'inversify';
import { coreModule } from '@mediakit/core/di';
import { DEFAULT_PLAYBACK_BACKENDS, PlaybackBackends, type LogLevelName } from '@mediakit/core';
import { BrowserMediaElementPool, browserModule } from '../browser/index.ts';
import { hlsjsModule } from '../hlsjs/index.ts';

export interface BrowserHostOptions {
  /** Backends per media kind in priority order; unregistered names are skipped with a warning. */
  readonly playback?: PlaybackBackends;
  readonly logLevel?: LogLevelName | 'none';
  readonly fetch?: typeof globalThis.fetch;
}

export function createBrowserContainer(options: BrowserHostOptions = {}): Container {
  const container = new Container();
  container.bind(PlaybackBackends).toConstantValue(options.playback ?? DEFAULT_PLAYBACK_BACKENDS);
  const element = (kind: 'audio' | 'video'): HTMLMediaElement => {
    const pool = container.get(BrowserMediaElementPool);
    return pool.elementFor(pool.acquire(kind));
  };
  container.load(
    coreModule,
    browserModule({ ...(options.logLevel ? { logLevel: options.logLevel } : {}), ...(options.fetch ? { fetch: options.fetch } : {}) }),
    hlsjsModule({ element }),
  );
  return container;
}
