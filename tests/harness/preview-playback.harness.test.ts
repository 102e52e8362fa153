import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { MKError, PlaybackStates } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});

afterAll(async () => {
  await emulator.close();
});

async function configured() {
  const headless = createHeadlessMusicKit();
  const music = await headless.MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, apiBase: `${emulator.origin}/v1` });
  return { music, host: headless.host(), MusicKit: headless.MusicKit };
}

describe('headless harness: preview-only playback without sign-in (issue 9 scenario)', () => {
  it('configure → api.music → setQueue by album with startWith → plays the chosen track', async () => {
    const { music, host, MusicKit } = await configured();
    expect(MusicKit.getInstance()).toBe(music);

    const charts = await music.api.music('/v1/catalog/{{storefrontId}}/charts', { types: 'albums', limit: 5 });
    const albums = (charts.data as { results: { albums: Array<{ data: Array<{ id: string }> }> } }).results.albums[0]!.data;
    expect(albums.length).toBeGreaterThan(0);
    const albumId = albums[0]!.id;

    const states: PlaybackStates[] = [];
    music.addEventListener('playbackStateDidChange', ({ state }) => states.push(state));
    const queue = await music.setQueue({ album: albumId, startWith: 2 });
    expect(queue.length).toBeGreaterThan(3);
    expect(music.nowPlayingItemIndex).toBe(2);

    const third = queue.item(2)!;
    const playing = music.play();
    await host.clock.advanceAsync(300);
    await playing;
    await host.clock.advanceAsync(10);
    expect(music.playbackState).toBe(PlaybackStates.playing);
    expect(music.nowPlayingItem?.id).toBe(third.id);
    expect(host.sinks.created[0]?.source?.url).toBe(third.previewURL);
    expect(states).toContain(PlaybackStates.playing);

    await host.clock.advanceAsync(2_000);
    expect(music.currentPlaybackTime).toBeGreaterThanOrEqual(2);

    await music.skipToNextItem();
    await host.clock.advanceAsync(10);
    expect(music.nowPlayingItemIndex).toBe(3);
    expect(music.nowPlayingItem?.id).toBe(queue.item(3)!.id);
  });

  it('the developer token is sent as a Bearer header to the API host only', async () => {
    const { music, host } = await configured();
    await music.api.music('/v1/storefronts');
    const calls = host.http.requests.filter((request) => request.url.startsWith(`${emulator.origin}/v1/`));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers?.Authorization ?? call.headers?.authorization).toBe(`Bearer ${EMULATOR_DEVELOPER_TOKEN}`);
  });

  it("002 §5: configure without a token fails with CONFIGURATION_ERROR 'Missing or empty developer token'", async () => {
    const { MusicKit } = createHeadlessMusicKit();
    await expect(MusicKit.configure({ developerToken: '' })).rejects.toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR, message: 'Missing or empty developer token' });
    await expect(MusicKit.configure(undefined as never)).rejects.toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS, message: 'configuration required' });
  });
});
