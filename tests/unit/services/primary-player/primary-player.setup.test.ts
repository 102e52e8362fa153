import { describe, expect, it } from 'vitest';
import { PlaybackStates } from '@mediakit/core';
import { FakeEnvironment, MemoryKeyValueStore, MemoryLogger, ScriptedWindowHost, SeededRandom, SharedMemoryStorage, SimulatedClock } from '@mediakit/adapters/node';
import { PRIMARY_PLAYER_STORAGE_KEY } from '../../../../core/src/services/primary-player/index.ts';
import { startPrimaryPlayer } from '../../../../core/src/services/primary-player/primary-player.setup.ts';
import { PrimaryPlayerFeature } from '../../../../core/src/services/features/core-features.ts';
import { Features, preloadFeatures } from '../../../../core/src/services/features/feature.ts';

// 000 §9 primary-player arbitration as the browser host starts it: the arbiter is a feature
// loaded with the first play or with another page's first claim (primary-player.setup.ts).

function setup(features: Features) {
  const clock = new SimulatedClock();
  const shared = new SharedMemoryStorage();
  const storage = new MemoryKeyValueStore('local', clock, shared);
  const otherTab = new MemoryKeyValueStore('local', clock, shared);
  const pauses: string[] = [];
  const player = { state: PlaybackStates.playing, pause: () => pauses.push('pause') };
  const ports = { storage, random: new SeededRandom(3), window: new ScriptedWindowHost(), environment: new FakeEnvironment(), logger: new MemoryLogger() };
  const arbiter = startPrimaryPlayer(features, ports, player);
  const changes: boolean[] = [];
  arbiter.onReady((made) => made.events.on('primaryPlayerDidChange', ({ isPrimary }) => changes.push(isPrimary)));
  return { arbiter, otherTab, storage, pauses, changes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('000 §9 primary player, loaded on first need', () => {
  it('a page that never plays loads no arbiter while other pages write other keys', async () => {
    const { arbiter, otherTab } = setup(new Features(new MemoryLogger()));
    otherTab.set('ageGatePolicyAge', '18');
    otherTab.remove(PRIMARY_PLAYER_STORAGE_KEY);
    await settle();
    expect(arbiter.current).toBeUndefined();
  });

  it("000 §9: another tab's claim before the arbiter runs still demotes and pauses this player, once", async () => {
    const { arbiter, otherTab, pauses, changes } = setup(new Features(new MemoryLogger()));
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, 'feedfacecafebeef');
    await arbiter.get();
    await settle();
    expect(arbiter.current?.isPrimary).toBe(false);
    expect(changes).toEqual([false]);
    expect(pauses).toEqual(['pause']);
    // Later claims reach the arbiter through its own listener only (no second delivery).
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, '0123456789abcdef');
    await settle();
    expect(pauses).toEqual(['pause', 'pause']);
    expect(changes).toEqual([false]);
  });

  it('000 §9: the first play loads it and claims the key; the other tab hears it', async () => {
    const { arbiter, storage, otherTab } = setup(new Features(new MemoryLogger()));
    arbiter.use((made) => made.playbackDidStart());
    await arbiter.get();
    expect(storage.get(PRIMARY_PLAYER_STORAGE_KEY)).toBe(arbiter.current?.playerId);
    expect(otherTab.get(PRIMARY_PLAYER_STORAGE_KEY)).toBe(arbiter.current?.playerId);
  });

  it('a host that preloaded the feature (headless) has the arbiter at once', async () => {
    const preloaded = await preloadFeatures([PrimaryPlayerFeature]);
    const { arbiter, otherTab, changes } = setup(new Features(new MemoryLogger(), preloaded));
    expect(arbiter.current?.isPrimary).toBe(true);
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, 'feedfacecafebeef');
    expect(changes).toEqual([false]);
  });
});
