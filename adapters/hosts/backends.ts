/**
 * The browser host's playback backends: the one list that says which backends a browser page
 * has and which media each plays by default. Adding a backend is its folder under `adapters/`
 * and one line here (docs/decisions.md lists every file it touches). Everything else derives
 * from this list: the host's container, the default `playback` order, the e2e matrices
 * (tests/e2e ask the page for this list) and the lazy-chunk budgets (tools/build/size-budgets.ts).
 */
import type { ContainerModule } from 'inversify';
import type { PlaybackBackends, PlaybackSource } from '@mediakit/core';
import { hlsjsModule } from '../hlsjs/index.ts';
import { mseAudioModule } from '../mse-audio/index.ts';
import { shakaModule } from '../shaka/index.ts';
import { voidModule } from '../void/index.ts';

/** What the host hands every backend's container module: its element pool and the page's video container. */
export interface BackendHostParts {
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The page's video container (001 §2), when the root knows it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

export interface BrowserBackend {
  /** Its MediaSinkLoader's id: the name `playback: { audio: [...], video: [...] }` uses. */
  readonly name: string;
  /** The media it plays when configuration names no order; none: it plays only when forced (void, 002 §4). */
  readonly plays: readonly PlaybackSource['kind'][];
  /** Binds its MediaSinkLoader (which loads the sink itself by `import()`, DESIGN.md). */
  readonly module: (parts: BackendHostParts) => ContainerModule;
}

/** In priority order: the default order per media kind is this list's order (first that can play wins). */
export const BROWSER_BACKENDS: readonly BrowserBackend[] = [
  { name: 'mse-audio', plays: ['audio'], module: mseAudioModule },
  { name: 'hlsjs', plays: ['audio', 'video'], module: hlsjsModule },
  { name: 'shaka', plays: ['audio', 'video'], module: shakaModule },
  { name: 'void', plays: [], module: voidModule },
];

/**
 * The order used when configuration has no `playback`: per kind, the backends that play it, in
 * list order (today `{ audio: ['mse-audio', 'hlsjs', 'shaka'], video: ['hlsjs', 'shaka'] }`).
 */
export function defaultPlaybackBackends(backends: readonly BrowserBackend[] = BROWSER_BACKENDS): PlaybackBackends {
  const playing = (kind: PlaybackSource['kind']): string[] => backends.filter((backend) => backend.plays.includes(kind)).map((backend) => backend.name);
  return { audio: playing('audio'), video: playing('video') };
}

/** Every backend's container module, for a container the host builds. */
export function backendModules(parts: BackendHostParts, backends: readonly BrowserBackend[] = BROWSER_BACKENDS): ContainerModule[] {
  return backends.map((backend) => backend.module(parts));
}
