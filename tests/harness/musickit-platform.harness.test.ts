import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { SharedMemoryStorage } from '@mediakit/adapters/node';
import { MKError, PlaybackStates } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// Issue 9 headless scenarios: age gate accepted and declined; two tabs arbitrating the primary
// player; playback errors shown in a dialog unless suppressed (002 §8).

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

let seed = 1;

async function player(options: { shared?: SharedMemoryStorage; suppressErrorDialog?: boolean } = {}) {
  // Each player draws its own ids, as tabs do (a shared seed would give both the same player id).
  const { MusicKit, host } = createHeadlessMusicKit({ seed: seed++, ...(options.shared ? { sharedLocalStorage: options.shared } : {}) });
  const music = await MusicKit.configure({
    developerToken: EMULATOR_DEVELOPER_TOKEN,
    providerOrigin: emulator.origin,
    disableAuthBridge: true,
    ...(options.suppressErrorDialog ? { suppressErrorDialog: true } : {}),
  });
  return { music, host: host() };
}

async function playing(kit: Awaited<ReturnType<typeof player>>, play: () => Promise<void>): Promise<void> {
  const started = play();
  await kit.host.clock.advanceAsync(300);
  await started;
}

/** A song with an age-gate policy (002 §3 public media item), as an app would queue it. */
function gatedSong() {
  const song = [...emulator.catalog.songs.values()][0]!;
  return {
    id: song.id,
    type: 'songs',
    attributes: {
      name: song.name,
      playParams: { id: song.id, kind: 'song' },
      previews: [{ url: `${emulator.origin}/media/audio/clip01/clear/master.m3u8` }],
      ageGatePolicy: { age: 18, frequencyInMinutes: 60 },
    },
  };
}

describe('002 §4 age gate through the instance', () => {
  it("accepted: the dialog asks 'Are you 18 or older?', playback starts, and the acceptance is remembered", async () => {
    const kit = await player();
    await kit.music.setQueue({ items: [gatedSong()] });
    await playing(kit, () => kit.music.play());
    expect(kit.host.dialogs.shown.map((dialog) => dialog.message)).toEqual(['Are you 18 or older?']);
    expect(kit.host.dialogs.shown[0]?.explanation).toBe('This content may not be appropriate for ages younger than 18.');
    expect(kit.music.playbackState).toBe(PlaybackStates.playing);

    await kit.music.stop();
    await playing(kit, () => kit.music.play());
    expect(kit.host.dialogs.shown).toHaveLength(1); // not asked again within frequencyInMinutes
  });

  it("declined: play() rejects with AGE_GATE 'Age Gate Declined' and nothing plays", async () => {
    const kit = await player();
    kit.host.dialogs.answer = () => 'cancel';
    await kit.music.setQueue({ items: [gatedSong()] });
    const attempt = kit.music.play();
    const outcome = expect(attempt).rejects.toMatchObject({ errorCode: MKError.AGE_GATE, message: 'Age Gate Declined' });
    await kit.host.clock.advanceAsync(300);
    await outcome;
    expect(kit.music.playbackState).not.toBe(PlaybackStates.playing);
  });
});

describe('000 §9 primary player: two tabs', () => {
  it('the tab that starts playing demotes the other, which pauses (not user-initiated)', async () => {
    const shared = new SharedMemoryStorage();
    const first = await player({ shared });
    const second = await player({ shared });
    const album = [...emulator.catalog.albums.values()][2]!.id;
    const firstChanges: boolean[] = [];
    first.music.addEventListener('primaryPlayerDidChange', ({ isPrimary }) => firstChanges.push(isPrimary));

    await first.music.setQueue({ album });
    await playing(first, () => first.music.play());
    expect(first.music.playbackState).toBe(PlaybackStates.playing);

    await second.music.setQueue({ album });
    await playing(second, () => second.music.play());
    expect(second.music.playbackState).toBe(PlaybackStates.playing);
    expect(first.music.playbackState).toBe(PlaybackStates.paused);
    expect(firstChanges).toContain(false);
  });
});

describe('002 §8: playback errors are shown in the alert dialog unless suppressErrorDialog', () => {
  it.each([
    [false, 1],
    [true, 0],
  ])('suppressErrorDialog %s → %i dialog(s) for a MEDIA_PLAYBACK error', async (suppress, dialogs) => {
    const kit = await player({ suppressErrorDialog: suppress });
    await kit.music.setQueue({ album: [...emulator.catalog.albums.values()][3]!.id });
    await playing(kit, () => kit.music.play());
    const errors: MKError[] = [];
    kit.music.addEventListener('mediaPlaybackError', (error) => errors.push(error));
    kit.host.sinks.created[0]!.fail({ kind: 'decode', message: 'bad frame', fatal: true });
    expect(errors.map((error) => error.errorCode)).toEqual([MKError.MEDIA_PLAYBACK]);
    expect(kit.host.dialogs.shown).toHaveLength(dialogs);
  });
});
