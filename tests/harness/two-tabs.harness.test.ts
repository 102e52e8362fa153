import { describe, expect, it } from 'vitest';
import { SinkPlayer } from '../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../core/src/services/playback/sink-selector.ts';
import { PRIMARY_PLAYER_STORAGE_KEY, PrimaryPlayerArbiter } from '../../core/src/services/primary-player/index.ts';
import { PlaybackStates } from '@mediakit/core';
import {
  FakeEnvironment,
  FakeMediaSinkLoader,
  MemoryKeyValueStore,
  MemoryLogger,
  ScriptedWindowHost,
  SeededRandom,
  SharedMemoryStorage,
  SimulatedClock,
} from '@mediakit/adapters/node';

/**
 * One browser tab: its own player and window, the origin's local storage shared with the other
 * tabs. Wired as the instance wires them: "playing" claims the primary player, and a demotion
 * pauses the player without a user gesture.
 */
function openTab(name: string, seed: number, shared: SharedMemoryStorage, clock: SimulatedClock) {
  const logger = new MemoryLogger();
  const sinks = new FakeMediaSinkLoader({ id: 'fake', scheduler: clock, tickMs: 250, durationFor: () => 180 });
  const player = new SinkPlayer(new SinkSelector([sinks], { audio: ['fake'], video: [] }, logger), logger);
  const dispatched: string[] = [];
  const arbiter = new PrimaryPlayerArbiter(
    { storage: new MemoryKeyValueStore('local', clock, shared), random: new SeededRandom(seed), window: new ScriptedWindowHost(), environment: new FakeEnvironment(), logger },
    {
      isPlaying: () => player.state === PlaybackStates.playing,
      pause: () => {
        dispatched.push('pause (not user-initiated)');
        player.pause();
      },
      exit: () => dispatched.push('exit'),
      activate: () => dispatched.push('activate'),
    },
  );
  player.events.on('playbackStateDidChange', ({ state }) => {
    if (state === PlaybackStates.playing) arbiter.playbackDidStart();
  });
  const primaryChanges: boolean[] = [];
  arbiter.events.on('primaryPlayerDidChange', ({ isPrimary }) => primaryChanges.push(isPrimary));
  return {
    name,
    player,
    arbiter,
    dispatched,
    primaryChanges,
    async play(url: string) {
      await player.load({ url, kind: 'audio', format: 'hls', encrypted: false });
      await player.play();
    },
  };
}

describe('harness: two tabs sharing one local storage arbitrate the primary player (000 §9)', () => {
  it('000 §9: the second tab starting to play demotes and pauses the first; the first playing again takes it back', async () => {
    const clock = new SimulatedClock();
    const shared = new SharedMemoryStorage();
    const first = openTab('first', 1, shared, clock);
    const second = openTab('second', 2, shared, clock);
    expect(first.arbiter.playerId).not.toBe(second.arbiter.playerId);

    await first.play('https://media.example/a.m3u8');
    clock.advance(5_000);
    expect(first.player.state).toBe(PlaybackStates.playing);
    expect(shared.entries.get(PRIMARY_PLAYER_STORAGE_KEY)?.value).toBe(first.arbiter.playerId);
    // Every player is primary until another claims the key: the idle tab hears it yield.
    expect(second.primaryChanges).toEqual([false]);

    await second.play('https://media.example/b.m3u8');
    expect(second.player.state).toBe(PlaybackStates.playing);
    expect(first.player.state).toBe(PlaybackStates.paused);
    expect(first.dispatched).toEqual(['pause (not user-initiated)']);
    expect([first.arbiter.isPrimary, second.arbiter.isPrimary]).toEqual([false, true]);
    expect(first.primaryChanges).toEqual([false]);

    // The first tab stays where it was paused while the second one plays on.
    const pausedAt = first.player.currentTime;
    clock.advance(3_000);
    expect(first.player.currentTime).toBe(pausedAt);
    expect(second.player.currentTime).toBeCloseTo(3, 5);

    await first.player.play();
    expect(first.arbiter.isPrimary).toBe(true);
    expect(second.player.state).toBe(PlaybackStates.paused);
    expect(second.primaryChanges).toEqual([false, true, false]);
    expect(first.primaryChanges).toEqual([false, true]);
  });
});
