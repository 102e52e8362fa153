import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { PlaybackStates, PlaybackType } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { signInThroughPopup } from './emulated-instance.helper.ts';

// Issue 9 headless scenario "sign-in then full playback" (000 §1: full playback needs
// authorization and, for music, an active subscription; otherwise previews play).

const PAGE_ORIGIN = 'http://localhost:4510';
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

async function signedIn(listener: 'subscriber' | 'non-subscriber') {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
  const kit = { music, host: host() };
  await signInThroughPopup(music, kit.host, emulator.origin, listener);
  return kit;
}

async function playAlbum(kit: Awaited<ReturnType<typeof signedIn>>) {
  const album = [...emulator.catalog.albums.values()][0]!.id;
  await kit.music.setQueue({ album });
  const started = kit.music.play();
  // Preparation goes over real HTTP to the emulator while simulated time stands still.
  for (let i = 0; i < 50 && kit.music.playbackState !== PlaybackStates.playing; i++) {
    await kit.host.clock.advanceAsync(300);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await started;
}

describe('000 §1 full playback after sign-in (headless)', () => {
  it('a subscriber hears the full, encrypted track prepared by web playback', async () => {
    const kit = await signedIn('subscriber');
    await playAlbum(kit);
    expect(kit.music.playbackState).toBe(PlaybackStates.playing);
    expect(kit.music.nowPlayingItem?.playbackType).toBe(PlaybackType.encryptedFull);
    const source = kit.host.sinks.created.at(-1)?.source;
    expect(source?.url).toMatch(/\/cenc\/master\.m3u8$/);
    expect(source?.encrypted).toBe(true);
    expect(kit.host.http.requests.some((request) => request.url.endsWith('/WebObjects/MZPlay.woa/wa/webPlayback'))).toBe(true);
  });

  it('001 §6: the play host\'s manifests carry no token until the developer flag allows it; then both tokens', async () => {
    const manifestHeaders = (kit: Awaited<ReturnType<typeof signedIn>>) =>
      kit.host.http.requests.filter((request) => request.url.endsWith('.m3u8')).map((request) => request.headers ?? {});
    const byDefault = await signedIn('subscriber');
    await playAlbum(byDefault);
    expect(manifestHeaders(byDefault).length).toBeGreaterThanOrEqual(2);
    expect(manifestHeaders(byDefault).every((headers) => Object.keys(headers).length === 0)).toBe(true);

    const allowed = await signedIn('subscriber');
    allowed.music.developerFlags?.set('mk-manifest-tokens', true);
    await playAlbum(allowed);
    const userToken = allowed.music.musicUserToken;
    expect(manifestHeaders(allowed).length).toBeGreaterThanOrEqual(2);
    expect(manifestHeaders(allowed).every((headers) => headers.Authorization === `Bearer ${EMULATOR_DEVELOPER_TOKEN}` && headers['media-user-token'] === userToken)).toBe(true);
  });

  it('issue 17: a signed-in page makes the backend\'s sink at sign-in, before any queue, and the first play plays in it; a signed-out page makes none', async () => {
    const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
    const kit = { music, host: host() };
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kit.host.sinks.created).toHaveLength(0);
    await signInThroughPopup(music, kit.host, emulator.origin, 'subscriber');
    for (let i = 0; i < 20 && kit.host.sinks.created.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(kit.host.sinks.created).toHaveLength(1);
    expect(kit.host.sinks.created[0]?.source).toBeNull();
    await playAlbum(kit);
    expect(kit.music.nowPlayingItem?.playbackType).toBe(PlaybackType.encryptedFull);
    expect(kit.host.sinks.created).toHaveLength(1);
    expect(kit.host.sinks.created[0]?.source?.url).toMatch(/\/cenc\/master\.m3u8$/);
  });

  it('a listener without a subscription hears the preview', async () => {
    const kit = await signedIn('non-subscriber');
    await playAlbum(kit);
    expect(kit.music.nowPlayingItem?.playbackType).toBe(PlaybackType.preview);
    expect(kit.host.sinks.created.at(-1)?.source?.url).toMatch(/\/clear\/master\.m3u8$/);
  });
});

describe('issue 17: a preview playlist is read ahead only where the gapless engine reads it (the queue\'s first item readied at setQueue)', () => {
  const previewMasters = (kit: { host: { http: { requests: ReadonlyArray<{ url: string }> } } }) =>
    kit.host.http.requests.filter((request) => request.url.includes('/clear/master.m3u8')).map((request) => request.url);

  it('signed out, on backends that read no segment lists (this host\'s), setQueue asks for nothing ahead: the backend reads the playlist itself', async () => {
    // In Chromium the gapless engine reads it ahead (tests/unit/services/playback/full-playback.resolver.test.ts).
    const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
    const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
    const kit = { music, host: host() };
    await playAlbum(kit);
    expect(music.nowPlayingItem?.playbackType).toBe(PlaybackType.preview);
    expect(kit.host.sinks.created.at(-1)?.source?.url).toBe(music.nowPlayingItem?.previewURL);
    expect(previewMasters(kit)).toEqual([]);
  });
});
