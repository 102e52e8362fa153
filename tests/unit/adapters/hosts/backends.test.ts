// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ContainerModule } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { MediaSinkLoader, MKError, PlaybackBackends } from '@mediakit/core';
import { BROWSER_BACKENDS, backendModules, defaultPlaybackBackends, installedBackends, type BrowserBackend } from '../../../../adapters/hosts/backends.ts';
import { createBrowserContainer, createBrowserMusicKit } from '../../../../adapters/hosts/browser.host.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../../adapters/hosts/every-backend.ts';
import { shakaBackend } from '../../../../adapters/shaka/index.ts';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../../tools/emulator/auth/developer-token.ts';

const module = (): ContainerModule => new ContainerModule(() => undefined);

describe('DESIGN.md backend choice: the browser host derives its defaults from its one backend list', () => {
  it('without configuration, each media kind is played by the listed backends that play it, in list order', () => {
    const list: BrowserBackend[] = [
      { name: 'gapless', plays: ['audio'], module },
      { name: 'engine-a', plays: ['audio', 'video'], module },
      { name: 'silent', plays: [], module },
      { name: 'engine-b', plays: ['video'], module },
    ];
    expect(defaultPlaybackBackends(list)).toEqual({ audio: ['gapless', 'engine-a'], video: ['engine-a', 'engine-b'] });
  });

  it('a backend that plays nothing by default (void: forced only, 002 §4) is in no default order', () => {
    const silent = BROWSER_BACKENDS.filter((backend) => backend.plays.length === 0).map((backend) => backend.name);
    const defaults = defaultPlaybackBackends();
    expect(silent.filter((name) => defaults.audio.includes(name) || defaults.video.includes(name))).toEqual([]);
  });

  it('each listed backend contributes one container module, in list order', () => {
    const seen: string[] = [];
    const list: BrowserBackend[] = ['x', 'y'].map((name) => ({ name, plays: ['audio'], module: () => (seen.push(name), module()) }));
    expect(backendModules({ element: () => ({}) as HTMLMediaElement }, list)).toHaveLength(2);
    expect(seen).toEqual(['x', 'y']);
  });

  it('names are unique: configuration picks a backend by name', () => {
    const names = BROWSER_BACKENDS.map((backend) => backend.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('issue 18: hls.js and shaka-player are optional peers, registered from their own entries', () => {
  it('without registrations the host binds the built-in backends only and its default order leaves the optional ones out', () => {
    const container = createBrowserContainer({ logLevel: 'none' });
    expect(container.getAll<MediaSinkLoader>(MediaSinkLoader).map((loader) => loader.id).sort()).toEqual(['mse-audio', 'void']);
    expect(container.get(PlaybackBackends)).toEqual({ audio: ['mse-audio'], video: [] });
  });

  it('a registered backend joins in list order', () => {
    const container = createBrowserContainer({ logLevel: 'none', backends: [shakaBackend] });
    expect(container.get(PlaybackBackends)).toEqual({ audio: ['mse-audio', 'shaka'], video: ['shaka'] });
  });

  it.each([
    ['hlsjs', 'hls.js', "hlsjsBackend from '@mediakit/adapters/hlsjs'"],
    ['shaka', 'shaka-player', "shakaBackend from '@mediakit/adapters/shaka'"],
  ])('configure asking for %s without it registered is an MKError naming %s', async (name, packageName, registration) => {
    // jsdom has no CSS.escape, which the host's meta-tag reader uses (the page has no meta tags here).
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    const MusicKit = createBrowserMusicKit({ logLevel: 'none' });
    const failure = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, playback: { audio: [name], video: [name] } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MKError);
    expect((failure as MKError).errorCode).toBe(MKError.CONFIGURATION_ERROR);
    expect((failure as MKError).message).toContain(`npm install ${packageName}`);
    expect((failure as MKError).message).toContain(registration);
    vi.unstubAllGlobals();
  });

  it('a registration the list does not know is refused', () => {
    expect(() => installedBackends([{ name: 'dash', module }])).toThrow(/Unknown playback backend "dash"/);
  });

  it('EVERY_OPTIONAL_BACKEND registers exactly the optional lines of the list (the script-tag bundle ships them all)', () => {
    const optional = BROWSER_BACKENDS.filter((listed) => listed.optional).map((listed) => listed.name);
    expect(EVERY_OPTIONAL_BACKEND.map((registration) => registration.name)).toEqual(optional);
    expect(installedBackends(EVERY_OPTIONAL_BACKEND).map((backend) => backend.name)).toEqual(BROWSER_BACKENDS.map((listed) => listed.name));
  });

  it("the browser host's import graph reaches neither hls.js nor shaka-player (an app that lacks them still bundles)", () => {
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const specifier of importSpecifiers(source)) {
        if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
        else bare.add(specifier);
      }
    };
    // Vitest runs from the repository root; jsdom's import.meta.url is no file URL.
    visit(resolve('adapters/hosts/browser.host.ts'));
    expect([...bare].filter((name) => name === 'hls.js' || name.startsWith('shaka-player') || name.startsWith('@mediakit/adapters/'))).toEqual([]);
    expect([...seen].filter((file) => /[\\/]adapters[\\/](hlsjs|shaka)[\\/]/.test(file))).toEqual([]);
  });
});

/** The specifiers of a source file's static and dynamic imports and re-exports (our own files: trusted input). */
function importSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) specifiers.push(match[1]!);
  return specifiers;
}
