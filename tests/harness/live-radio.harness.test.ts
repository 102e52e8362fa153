import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { flushMicrotasks } from '@mediakit/adapters/node';
import { PlaybackStates } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { signInThroughPopup } from './emulated-instance.helper.ts';

// Live radio through the public instance on the headless host, against the provider emulator's
// live station (tools/emulator/routes/live-radio.routes.ts). The fake sink reads no ID3, so the
// timed metadata itself is proven in real Chromium (tests/e2e/live-radio.e2e.ts).

const PAGE_ORIGIN = 'http://localhost:4510';
let emulator: RunningEmulator;
let stationId: string;

interface LiveRadioInfo {
  readonly stations: ReadonlyArray<{ readonly id: string }>;
  readonly episodes: ReadonlyArray<{ readonly id: string }>;
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  const info = (await (await fetch(`${emulator.origin}/__emulator/live-radio`)).json()) as LiveRadioInfo;
  stationId = info.stations[0]!.id;
});
afterAll(() => emulator.close());

/** A configured instance with a signed-in listener (live radio needs a user token, 002 §5). */
async function signedIn() {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: PAGE_ORIGIN } });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
  await signInThroughPopup(music, host(), emulator.origin);
  return { music, host: host() };
}

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

async function playStation({ music, host }: SignedIn): Promise<void> {
  await music.setStationQueue({ station: stationId });
  const started = music.play();
  // The play-assets call and the lazy live-radio code take real time; the fake sink simulated time.
  await vi.waitFor(async () => {
    await host.clock.advanceAsync(50);
    expect(music.playbackState).toBe(PlaybackStates.playing);
  });
  await started;
}

describe('002 §4 continuous playback of a live station: no pause, skip or seek; volume only', () => {
  it('setStationQueue on the live station plays its stream from play assets (002 §7); only volume is offered', async () => {
    const kit = await signedIn();
    await playStation(kit);
    const { music, host } = kit;
    expect(music.nowPlayingItem?.isLiveRadioStation).toBe(true);
    expect(host.sinks.created[0]?.source?.url).toBe(`${emulator.origin}/live/${stationId}/index.m3u8`);
    const assets = host.http.requests.find((request) => request.url.includes('/v1/play/assets'));
    expect(new URL(assets!.url).searchParams.get('kind')).toBe('radioStation');
    expect([...music.capabilities]).toEqual(['volume']);
  });

  it.each([
    ['setQueue({ station })', (id: string) => ({ station: id })],
    ['setQueue({ url: <station link> })', (id: string) => ({ url: `https://music.apple.com/us/station/the-live-one/${id}` })],
  ])('002 §4 a station given to %s plays as a station queue, as setStationQueue does', async (_name, options) => {
    const kit = await signedIn();
    const { music, host } = kit;
    await music.setQueue(options(stationId));
    const started = music.play();
    await vi.waitFor(async () => {
      await host.clock.advanceAsync(50);
      expect(music.playbackState).toBe(PlaybackStates.playing);
    });
    await started;
    expect(music.nowPlayingItem?.id).toBe(stationId);
    expect(music.nowPlayingItem?.isLiveRadioStation).toBe(true);
    expect([...music.capabilities]).toEqual(['volume']);
  });

  it('pause, skip and seek are refused (playback goes on where it was); volume works', async () => {
    const kit = await signedIn();
    await playStation(kit);
    const { music, host } = kit;
    const sink = host.sinks.created[0]!;
    const item = music.nowPlayingItem;

    // Controls are debounced (002 §9: 250 ms): each is given simulated time to act.
    const act = async (control: Promise<unknown>): Promise<void> => {
      await host.clock.advanceAsync(500);
      await control;
    };
    await act(music.pause());
    expect(music.playbackState).toBe(PlaybackStates.playing);

    await act(music.skipToNextItem());
    await act(music.skipToPreviousItem());
    expect(music.nowPlayingItem).toBe(item);
    expect(sink.loads).toHaveLength(1);

    const before = music.currentPlaybackTime;
    await act(music.seekToTime(before + 20));
    await act(music.seekForward());
    await act(music.seekBackward());
    expect(music.currentPlaybackTime).toBeGreaterThan(before);
    expect(music.currentPlaybackTime).toBeLessThan(before + 3);
    expect(music.playbackState).toBe(PlaybackStates.playing);

    const volumes: number[] = [];
    music.addEventListener('playbackVolumeDidChange', ({ volume }) => volumes.push(volume));
    music.volume = 0.25;
    expect(sink.volume).toBe(0.25);
    expect(volumes).toEqual([0.25]);
  });

  it('001 §7: while the station plays, its live manifest is refetched from the stream host every target duration', async () => {
    const kit = await signedIn();
    await playStation(kit);
    const { host } = kit;
    const playlistUrl = `${emulator.origin}/live/${stationId}/index.m3u8`;
    const refetches = (): number => host.http.requests.filter((request) => request.url === playlistUrl).length;
    await vi.waitFor(() => expect(refetches()).toBe(1), { timeout: 5_000 });
    // The emulator's playlist says TARGETDURATION:2; the next fetch is 2 s (simulated) later.
    await vi.waitFor(
      async () => {
        await host.clock.advanceAsync(100);
        expect(refetches()).toBe(2);
      },
      { timeout: 5_000 },
    );
    await kit.music.stop();
    const after = refetches();
    await host.clock.advanceAsync(10_000);
    expect(refetches()).toBe(after);
  });
});

describe('001 §1, §3 markers: a radio episode of the emulator announces its rolls, skips and up next', () => {
  it('mediaRollEntered (pre, then post), mediaSkipAvailable and mediaUpNext, in playing order', async () => {
    const { music, host } = await signedIn();
    const response = await music.api.music(`/v1/catalog/{{storefrontId}}/stations/ra.ep-1`);
    const [episode] = (response.data as { data: unknown[] }).data;
    const seen: string[] = [];
    music.addEventListener('mediaRollEntered', ({ type, start }) => seen.push(`${type} at ${start}`));
    music.addEventListener('mediaSkipAvailable', ({ label }) => seen.push(`skip: ${label}`));
    music.addEventListener('mediaUpNext', ({ at }) => seen.push(`up next at ${at}`));
    await music.setQueue({ items: [episode] });
    const started = music.play();
    await vi.waitFor(async () => {
      await host.clock.advanceAsync(50);
      expect(music.playbackState).toBe(PlaybackStates.playing);
    });
    await started;
    // The marker code loads on first need (real time); simulated time creeps meanwhile.
    await vi.waitFor(async () => {
      await host.clock.advanceAsync(20);
      expect(seen).toEqual(['pre-roll at 0']);
    });
    for (let second = 0; second < 26; second++) {
      await host.clock.advanceAsync(1_000);
      await flushMicrotasks();
    }
    expect(seen).toEqual(['pre-roll at 0', 'skip: Skip Intro', 'up next at 16.576', 'skip: Next Episode', 'post-roll at 22.076']);
  });
});
