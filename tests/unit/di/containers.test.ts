// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { Database, HttpClient, KeyValueStore, MediaSinkLoader, MusicKitConfiguration, MusicKitInstance, PlayActivityDemand, PlaybackStates, SinkPlayer } from '@mediakit/core';
import { createBrowserContainer } from '@mediakit/adapters/hosts/browser';
import { createHeadlessContainer } from '@mediakit/adapters/hosts/headless';
import { FetchHttpClient, WebStorageKeyValueStore } from '@mediakit/adapters/browser';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../tools/emulator/auth/developer-token.ts';

describe('DESIGN.md DI: composition roots resolve the core without decorators', () => {
  it('the browser root wires the browser adapters and every playback backend', () => {
    const container = createBrowserContainer({ logLevel: 'none' });
    expect(container.get(HttpClient)).toBeInstanceOf(FetchHttpClient);
    expect(container.get(KeyValueStore.local)).toBeInstanceOf(WebStorageKeyValueStore);
    // Every backend is registered once; configuration (DEFAULT_PLAYBACK_BACKENDS) orders them per kind.
    expect(container.getAll<MediaSinkLoader>(MediaSinkLoader).map((loader) => loader.id).sort()).toEqual(['hlsjs', 'mse-audio', 'shaka', 'void']);
    const player = container.get(SinkPlayer);
    expect(player.state).toBe(PlaybackStates.none);
    expect(container.get(SinkPlayer)).toBe(player);
  });

  it('the headless root plays on the fake sink with simulated time', async () => {
    const host = createHeadlessContainer();
    const player = host.container.get(SinkPlayer);
    await player.load({ url: 'https://x/a.m3u8', kind: 'audio', format: 'hls', encrypted: false });
    await player.play();
    host.clock.advance(1_000);
    expect(player.state).toBe(PlaybackStates.playing);
    expect(player.currentTime).toBe(1);
    expect(player.backendId).toBe('fake');
  });

  it('000 §7: a host without a Database (the outbox needs one) still configures an instance; play activity is not reported', async () => {
    const host = createHeadlessContainer({ http: () => new Response('{}', { status: 404 }) });
    await host.container.unbind(Database);
    host.container.bind(MusicKitConfiguration).toConstantValue({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: 'https://api.test/v1' });
    host.container.get(MusicKitInstance);
    expect(host.logger.entries.some((entry) => entry.message === 'No Database is bound on this host: play activity is not reported')).toBe(true);
    expect(host.container.get(PlayActivityDemand).ready()).toBeUndefined();
  });
});
