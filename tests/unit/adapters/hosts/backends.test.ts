import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { BROWSER_BACKENDS, backendModules, defaultPlaybackBackends, type BrowserBackend } from '../../../../adapters/hosts/backends.ts';

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
