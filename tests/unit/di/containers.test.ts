// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { Database, HttpClient, KeyValueStore, MediaSinkLoader, MusicKitConfiguration, MusicKitInstance, PlaybackBackends, PlaybackStates } from '@mediakit/core';
import { PlayActivityDemand, SinkPlayer } from '@mediakit/core/internal';
import { createBrowserContainer } from '@mediakit/adapters/hosts/browser';
import { BROWSER_BACKENDS, defaultPlaybackBackends } from '../../../adapters/hosts/backends.ts';
import { EVERY_OPTIONAL_BACKEND } from '../../../adapters/hosts/every-backend.ts';
import { createHeadlessContainer } from '@mediakit/adapters/hosts/headless';
import { WebStorageKeyValueStore } from '@mediakit/adapters/browser';
import { CredentialGate } from '../../../core/src/services/credentials/credential-gate.ts';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../tools/emulator/auth/developer-token.ts';

describe('DESIGN.md DI: composition roots resolve the core without decorators', () => {
  it('the browser root wires the browser adapters and every playback backend (optional ones registered)', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const container = createBrowserContainer({ logLevel: 'none', backends: EVERY_OPTIONAL_BACKEND });
    // Issue 22: the browser's fetch, behind the core's credential gate.
    const http = container.get<HttpClient>(HttpClient);
    expect(http).toBeInstanceOf(CredentialGate);
    await http.request({ url: 'https://example.test/artwork.jpg' });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    expect(container.get(KeyValueStore.local)).toBeInstanceOf(WebStorageKeyValueStore);
    // Every backend of the host's list is registered once, under its name; without configuration
    // the order per kind is the list's (adapters/hosts/backends.ts).
    expect(container.getAll<MediaSinkLoader>(MediaSinkLoader).map((loader) => loader.id).sort()).toEqual(BROWSER_BACKENDS.map((backend) => backend.name).sort());
    expect(container.get(PlaybackBackends)).toEqual(defaultPlaybackBackends());
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
