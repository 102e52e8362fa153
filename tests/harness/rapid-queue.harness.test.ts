import { beforeEach, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit, type FakeMediaSink } from '@mediakit/adapters/hosts/headless';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { PlayActivityEventType } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/emulator-server.ts';
import { emulatorForFile, signInThroughPopup } from './emulated-instance.helper.ts';

// Issue 21 "State that is always true", for a queue replaced while a play is starting: a listener
// clicking album after album, or an app calling setQueue({ startPlaying }) twice in a row. The
// subscriber's first track waits on web playback (a real round trip to the emulator, held longer
// by a delay fault) while the next queue arrives. After each sequence the instance's state is the
// sink's, nothing plays that the instance does not name, and every play start has its end (000 §7).

const emulator = emulatorForFile();
const WEB_PLAYBACK = '/WebObjects/MZPlay.woa/wa/webPlayback';

beforeEach(async () => {
  await fetch(`${emulator().origin}/__emulator/play-activity`, { method: 'DELETE' });
});

async function subscriberPage() {
  const { MusicKit, host } = createHeadlessMusicKit({ window: { origin: 'http://localhost:4510' }, mediaDurationSeconds: 180 });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator().origin, disableAuthBridge: true });
  const kit = host();
  await signInThroughPopup(music, kit, emulator().origin);
  /** Lets simulated time pass (debounce, ticks) while real HTTP to the emulator answers. */
  const settle = async (ms = 3_000): Promise<void> => {
    for (let elapsed = 0; elapsed < ms; elapsed += 100) {
      await kit.clock.advanceAsync(100, 50);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** Resolves once the instance has asked web playback for `songId` (its play is starting). */
  const preparing = async (songId: string): Promise<void> => {
    for (let i = 0; i < 500; i++) {
      if (kit.http.requests.some((request) => request.url.endsWith(WEB_PLAYBACK) && String(request.body ?? '').includes(songId))) return;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    throw new Error(`No web-playback request for ${songId}`);
  };
  /**
   * setQueue({ album }), then play() with its first track's web playback held 400 ms: resolves,
   * with that play's promise, once the play is starting (its web playback asked for).
   */
  const startHeldPlay = async (album: { id: string; trackIds: string[] }): Promise<{ playing: Promise<void> }> => {
    await music.setQueue({ album: album.id });
    emulator().faults.add({ match: WEB_PLAYBACK, delayMs: 400, times: 1 });
    const playing = music.play();
    await preparing(album.trackIds[0]!);
    return { playing };
  };
  return { music, kit, settle, preparing, startHeldPlay };
}

function albums(): Array<{ id: string; trackIds: string[] }> {
  return [...emulator().catalog.albums.values()].filter((album) => album.trackIds.length >= 2).slice(0, 2);
}

/** The fake sinks the instance created, and which of them plays. */
function sinks(kit: { sinks: { created: FakeMediaSink[] } }): { playing: FakeMediaSink[]; all: FakeMediaSink[] } {
  return { all: kit.sinks.created, playing: kit.sinks.created.filter((sink) => sink.isPlaying) };
}

/**
 * 000 §7: once `music` stopped and the reporter sent, every play start since the test began has
 * its end, and B's play was reported (the count is not vacuous).
 */
async function expectEveryPlayEnded(music: MusicKitInstance, settle: (ms?: number) => Promise<void>, songId: string): Promise<void> {
  await music.stop();
  await settle(2_000);
  const { events } = (await (await fetch(`${emulator().origin}/__emulator/play-activity`)).json()) as { events: Array<{ record: Record<string, unknown> }> };
  let open = 0;
  const started: string[] = [];
  for (const { record } of events) {
    if (record['event-type'] === PlayActivityEventType.PLAY_START) {
      open++;
      started.push((record['ids'] as Record<string, string>)['subscription-adam-id']!);
    }
    if (record['event-type'] === PlayActivityEventType.PLAY_END) open--;
  }
  expect(started).toContain(songId);
  expect(open).toBe(0);
}

/** The instance plays `songId`, and only it: state, item and sink agree. */
function expectPlaying(music: MusicKitInstance, kit: { sinks: { created: FakeMediaSink[] } }, songId: string): void {
  expect(music.playbackState).toBe(PlaybackStates.playing);
  expect(music.nowPlayingItem?.id).toBe(songId);
  const { playing } = sinks(kit);
  expect(playing.map((sink) => sink.source?.id)).toEqual([songId]);
}

/** Nothing plays and the state says so: not "loading" or "waiting" left behind. */
function expectNothingPlaying(music: MusicKitInstance, kit: { sinks: { created: FakeMediaSink[] } }): void {
  expect([PlaybackStates.none, PlaybackStates.stopped, PlaybackStates.paused]).toContain(music.playbackState);
  expect(sinks(kit).playing).toEqual([]);
}

describe('issue 21 "state always true": a queue replaced while a play is starting (headless)', () => {
  it('setQueue(A) + play(), then setQueue(B) before A plays: nothing plays, the state is not left "loading"; play() then plays B', async () => {
    const { music, kit, settle, startHeldPlay } = await subscriberPage();
    const [a, b] = albums();
    const { playing: playingA } = await startHeldPlay(a!);
    await music.setQueue({ album: b!.id });
    await settle();
    await playingA;
    expectNothingPlaying(music, kit);
    const played = music.play();
    await settle();
    await played;
    expectPlaying(music, kit, b!.trackIds[0]!);
    await expectEveryPlayEnded(music, settle, b!.trackIds[0]!);
  });

  it('setQueue(A) + play(), then setQueue(B) + play() before A plays: B plays, A never does', async () => {
    const { music, kit, settle, startHeldPlay } = await subscriberPage();
    const [a, b] = albums();
    const { playing: playingA } = await startHeldPlay(a!);
    await music.setQueue({ album: b!.id });
    const playingB = music.play();
    await settle();
    await Promise.all([playingA, playingB]);
    expectPlaying(music, kit, b!.trackIds[0]!);
    expect(sinks(kit).all.flatMap((sink) => sink.loads.map((source) => source.id))).not.toContain(a!.trackIds[0]);
    await expectEveryPlayEnded(music, settle, b!.trackIds[0]!);
  });

  it('setQueue({ A, startPlaying }) then setQueue({ B, startPlaying }) once A is starting, neither awaited: B plays', async () => {
    const { music, kit, settle, preparing } = await subscriberPage();
    const [a, b] = albums();
    emulator().faults.add({ match: WEB_PLAYBACK, delayMs: 400, times: 1 });
    const first = music.setQueue({ album: a!.id, startPlaying: true });
    await preparing(a!.trackIds[0]!);
    const second = music.setQueue({ album: b!.id, startPlaying: true });
    await settle();
    await Promise.all([first, second]);
    expectPlaying(music, kit, b!.trackIds[0]!);
    await expectEveryPlayEnded(music, settle, b!.trackIds[0]!);
  });

  it('setQueue({ A, startPlaying }) then setQueue({ B, startPlaying }) at once: the latest wins, B plays', async () => {
    const { music, kit, settle } = await subscriberPage();
    const [a, b] = albums();
    const first = music.setQueue({ album: a!.id, startPlaying: true });
    const second = music.setQueue({ album: b!.id, startPlaying: true });
    await settle();
    await Promise.all([first, second]);
    expectPlaying(music, kit, b!.trackIds[0]!);
    await expectEveryPlayEnded(music, settle, b!.trackIds[0]!);
  });

  it('play() then stop() before A plays, then setQueue(B) + play(): B plays', async () => {
    const { music, kit, settle, startHeldPlay } = await subscriberPage();
    const [a, b] = albums();
    const { playing: playingA } = await startHeldPlay(a!);
    await music.stop();
    await settle();
    await playingA;
    expectNothingPlaying(music, kit);
    await music.setQueue({ album: b!.id });
    const playingB = music.play();
    await settle();
    await playingB;
    expectPlaying(music, kit, b!.trackIds[0]!);
    await expectEveryPlayEnded(music, settle, b!.trackIds[0]!);
  });

  it('002 §9 play/pause debounce, the last call wins: play() then pause() while the item is starting ends paused, nothing playing, and play() resumes it', async () => {
    const { music, kit, settle, startHeldPlay } = await subscriberPage();
    const [a] = albums();
    const { playing } = await startHeldPlay(a!);
    const paused = music.pause();
    await settle();
    await Promise.all([playing, paused]);
    expect(music.playbackState).toBe(PlaybackStates.paused);
    expect(sinks(kit).playing).toEqual([]);
    expect(music.nowPlayingItem?.id).toBe(a!.trackIds[0]);
    const resumed = music.play();
    await settle();
    await resumed;
    expectPlaying(music, kit, a!.trackIds[0]!);
    await expectEveryPlayEnded(music, settle, a!.trackIds[0]!);
  });
});
