import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadlessMusicKit } from '@mediakit/adapters/hosts/headless';
import { SharedMemoryStorage } from '@mediakit/adapters/node';
import { PlaybackStates } from '@mediakit/core';
import { EMULATOR_DEVELOPER_TOKEN, startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';

// 000 §9 Primary-player arbitration, through the production wiring: two tabs are two headless
// instances (each its own page, clock and player) over one origin's local storage, as tabs of a
// browser are. "Another tab's id there demotes and pauses this player (not user-initiated)."

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

/** One browser tab of the origin: an instance configured as an app configures it. */
async function openTab(seed: number, shared: SharedMemoryStorage) {
  // Each tab draws its own player id, as tabs do (one seed for both would give one id).
  const { MusicKit, host } = createHeadlessMusicKit({ seed, sharedLocalStorage: shared, mediaDurationSeconds: 180 });
  const music = await MusicKit.configure({ developerToken: EMULATOR_DEVELOPER_TOKEN, providerOrigin: emulator.origin, disableAuthBridge: true });
  const primaryChanges: boolean[] = [];
  music.addEventListener('primaryPlayerDidChange', ({ isPrimary }) => primaryChanges.push(isPrimary));
  const clock = host().clock;
  return {
    music,
    clock,
    primaryChanges,
    /** play() with the page's time moving until it settles (the fake sink starts on the clock). */
    async play(): Promise<void> {
      const started = music.play();
      await clock.advanceAsync(300);
      await started;
    },
  };
}

describe('harness: two tabs sharing one local storage arbitrate the primary player (000 §9)', () => {
  it('000 §9: the second tab starting to play demotes and pauses the first; the first playing again takes it back', async () => {
    const shared = new SharedMemoryStorage();
    const first = await openTab(1, shared);
    const second = await openTab(2, shared);
    const album = [...emulator.catalog.albums.values()][2]!.id;
    await first.music.setQueue({ album });
    await second.music.setQueue({ album });

    await first.play();
    await first.clock.advanceAsync(5_000);
    expect(first.music.playbackState).toBe(PlaybackStates.playing);
    // Every player is primary until another claims the key: the idle tab hears it yield.
    expect(second.primaryChanges).toEqual([false]);
    expect(first.primaryChanges).toEqual([]);

    await second.play();
    expect(second.music.playbackState).toBe(PlaybackStates.playing);
    expect(first.music.playbackState).toBe(PlaybackStates.paused);
    expect(first.primaryChanges).toEqual([false]);
    expect(second.primaryChanges).toEqual([false, true]);

    // The first tab stays where it was paused while the second one plays on.
    const pausedAt = first.music.currentPlaybackTime;
    const secondFrom = second.music.currentPlaybackTime;
    await first.clock.advanceAsync(3_000);
    await second.clock.advanceAsync(3_000);
    expect(first.music.currentPlaybackTime).toBe(pausedAt);
    expect(first.music.playbackState).toBe(PlaybackStates.paused);
    expect(second.music.currentPlaybackTime).toBeCloseTo(secondFrom + 3, 0);

    await first.play();
    expect(first.music.playbackState).toBe(PlaybackStates.playing);
    expect(second.music.playbackState).toBe(PlaybackStates.paused);
    expect(second.primaryChanges).toEqual([false, true, false]);
    expect(first.primaryChanges).toEqual([false, true]);
  });
});
