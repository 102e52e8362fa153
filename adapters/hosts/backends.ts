/**
 * The browser host's playback backends: the one list that says which backends a browser page
 * can have and which media each plays by default. Adding a backend is its folder under `adapters/`
 * and one line here (docs/decisions.md lists every file it touches). Everything else derives
 * from this list: the host's container, the default `playback` order, the e2e matrices
 * (tests/e2e ask the page for this list) and the lazy-chunk budgets (tools/build/size-budgets.ts).
 *
 * hls.js and shaka-player are optional peer dependencies (issue 18: an audio-only app should not
 * install 150 MB of video players). Their backends are listed here by name only, with the package
 * they need; this file must not import them, or every app's bundler would have to resolve those
 * packages. An app that installs one registers it from its own entry:
 * `createBrowserMusicKit({ backends: [hlsjsBackend] })` with `hlsjsBackend` from
 * `@mediakit/adapters/hlsjs`.
 */
import type { ContainerModule } from 'inversify';
import { MKError, type PlaybackBackends, type PlaybackSource } from '@mediakit/core';
import { mseAudioModule } from '../mse-audio/index.ts';
import { voidModule } from '../void/index.ts';

/** What the host hands every backend's container module: its element pool and the page's video container. */
export interface BackendHostParts {
  readonly element: (kind: PlaybackSource['kind']) => HTMLMediaElement;
  /** The page's video container (001 §2), when the root knows it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

/** A backend's container module: binds its MediaSinkLoader (which loads the sink itself by `import()`). */
export type BackendModule = (parts: BackendHostParts) => ContainerModule;

/** A backend an app registers from the backend's own entry (e.g. `hlsjsBackend` from `@mediakit/adapters/hlsjs`). */
export interface BackendRegistration {
  /** Its name in the list below. */
  readonly name: string;
  readonly module: BackendModule;
}

/** An optional backend: the npm package it plays with and what registers it. */
export interface OptionalBackend {
  /** The package an app installs, e.g. 'hls.js'. */
  readonly package: string;
  /** The entry that exports its registration, e.g. '@mediakit/adapters/hlsjs'. */
  readonly entry: string;
  /** The registration's export name, e.g. 'hlsjsBackend'. */
  readonly registration: string;
}

interface ListedBackend {
  /** Its MediaSinkLoader's id: the name `playback: { audio: [...], video: [...] }` uses. */
  readonly name: string;
  /** The media it plays when configuration names no order; none: it plays only when forced (void, 002 §4). */
  readonly plays: readonly PlaybackSource['kind'][];
}

/** A line of the list: a built-in backend with its module, or an optional one the app registers. */
export type BackendListing = ListedBackend & ({ readonly module: BackendModule; readonly optional?: never } | { readonly optional: OptionalBackend; readonly module?: never });

/** A backend the host binds: listed, and built in or registered. */
export interface BrowserBackend extends ListedBackend {
  readonly module: BackendModule;
}

/** In priority order: the default order per media kind is this list's order (first that can play wins). */
export const BROWSER_BACKENDS: readonly BackendListing[] = [
  { name: 'mse-audio', plays: ['audio'], module: mseAudioModule },
  { name: 'hlsjs', plays: ['audio', 'video'], optional: { package: 'hls.js', entry: '@mediakit/adapters/hlsjs', registration: 'hlsjsBackend' } },
  { name: 'shaka', plays: ['audio', 'video'], optional: { package: 'shaka-player', entry: '@mediakit/adapters/shaka', registration: 'shakaBackend' } },
  { name: 'void', plays: [], module: voidModule },
];

/**
 * The backends a host binds: every built-in one, and the optional ones the app registered, in
 * list order. A registration whose name is not in the list is a configuration mistake.
 */
export function installedBackends(registrations: readonly BackendRegistration[] = [], listing: readonly BackendListing[] = BROWSER_BACKENDS): BrowserBackend[] {
  for (const registration of registrations) {
    if (!listing.some((listed) => listed.name === registration.name)) {
      throw new MKError(MKError.CONFIGURATION_ERROR, `Unknown playback backend "${registration.name}": the browser host knows ${listing.map((listed) => listed.name).join(', ')}`);
    }
  }
  return listing.flatMap((listed) => {
    const module = listed.module ?? registrations.find((registration) => registration.name === listed.name)?.module;
    return module ? [{ name: listed.name, plays: listed.plays, module }] : [];
  });
}

/**
 * Refuses a `playback` order that names an optional backend the app has not registered, with
 * the package to install and the line that registers it (issue 18), rather than playing nothing.
 */
export function assertBackendsInstalled(playback: PlaybackBackends, installed: readonly BrowserBackend[], listing: readonly BackendListing[] = BROWSER_BACKENDS): void {
  for (const name of [...playback.audio, ...playback.video]) {
    const optional = listing.find((listed) => listed.name === name)?.optional;
    if (!optional || installed.some((backend) => backend.name === name)) continue;
    throw new MKError(
      MKError.CONFIGURATION_ERROR,
      `The playback backend "${name}" needs the package ${optional.package}, which is not installed in this app: run \`npm install ${optional.package}\` and pass ${optional.registration} from '${optional.entry}' to createBrowserMusicKit({ backends: [${optional.registration}] })`,
    );
  }
}

/**
 * The order used when configuration has no `playback`: per kind, the given backends that play
 * it, in list order (with every backend registered:
 * `{ audio: ['mse-audio', 'hlsjs', 'shaka'], video: ['hlsjs', 'shaka'] }`).
 */
export function defaultPlaybackBackends(backends: readonly ListedBackend[] = BROWSER_BACKENDS): PlaybackBackends {
  const playing = (kind: PlaybackSource['kind']): string[] => backends.filter((backend) => backend.plays.includes(kind)).map((backend) => backend.name);
  return { audio: playing('audio'), video: playing('video') };
}

/** Every given backend's container module, for a container the host builds. */
export function backendModules(parts: BackendHostParts, backends: readonly BrowserBackend[]): ContainerModule[] {
  return backends.map((backend) => backend.module(parts));
}
