import { describe, expect, it } from 'vitest';
import { PRIMARY_PLAYER_STORAGE_KEY, PrimaryPlayerArbiter, type PrimaryPlayerControls } from '../../../../core/src/services/primary-player/index.ts';
import type { KeyValueStore } from '@mediakit/core';
import { FakeEnvironment, MemoryKeyValueStore, MemoryLogger, ScriptedWindowHost, SeededRandom, SharedMemoryStorage, SimulatedClock } from '@mediakit/adapters/node';

function setup(options: { isIOS?: boolean; storage?: KeyValueStore } = {}) {
  const clock = new SimulatedClock();
  const shared = new SharedMemoryStorage();
  const storage = options.storage ?? new MemoryKeyValueStore('local', clock, shared);
  const otherTab = new MemoryKeyValueStore('local', clock, shared);
  const window = new ScriptedWindowHost();
  const environment = new FakeEnvironment();
  environment.isIOS = options.isIOS ?? false;
  const calls: string[] = [];
  let playing = false;
  const controls: PrimaryPlayerControls = {
    isPlaying: () => playing,
    pause: () => calls.push('pause'),
    exit: () => calls.push('exit'),
    activate: () => calls.push('activate'),
  };
  const logger = new MemoryLogger();
  const arbiter = new PrimaryPlayerArbiter({ storage, random: new SeededRandom(7), window, environment, logger }, controls);
  const changes: boolean[] = [];
  arbiter.events.on('primaryPlayerDidChange', ({ isPrimary }) => changes.push(isPrimary));
  return { storage, otherTab, window, arbiter, calls, changes, logger, setPlaying: (value: boolean) => (playing = value) };
}

describe('000 §9 primary-player arbitration', () => {
  it('000 §9: starting to play stores this player id (16 hex characters) under the local-storage key', () => {
    const { storage, arbiter } = setup();
    expect(arbiter.playerId).toMatch(/^[0-9a-f]{16}$/);
    expect(storage.get(PRIMARY_PLAYER_STORAGE_KEY)).toBeNull();
    arbiter.playbackDidStart();
    expect(storage.get(PRIMARY_PLAYER_STORAGE_KEY)).toBe(arbiter.playerId);
    expect(arbiter.isPrimary).toBe(true);
  });

  it("000 §9: another tab's id under the key demotes and pauses this player (not user-initiated), with primaryPlayerDidChange", () => {
    const { otherTab, arbiter, calls, changes } = setup();
    arbiter.playbackDidStart();
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, 'feedfacecafebeef');
    expect(arbiter.isPrimary).toBe(false);
    expect(calls).toEqual(['pause']);
    expect(changes).toEqual([false]);
  });

  it('000 §9: playing again makes this player primary again, and the other tab hears it', () => {
    const { otherTab, arbiter, changes } = setup();
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, 'feedfacecafebeef');
    arbiter.playbackDidStart();
    expect(arbiter.isPrimary).toBe(true);
    expect(changes).toEqual([false, true]);
    expect(otherTab.get(PRIMARY_PLAYER_STORAGE_KEY)).toBe(arbiter.playerId);
  });

  it('other keys, a removed key and this player’s own id do not demote it', () => {
    const { otherTab, arbiter, calls } = setup();
    otherTab.set('ageGatePolicyAge', '18');
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, arbiter.playerId);
    otherTab.remove(PRIMARY_PLAYER_STORAGE_KEY);
    expect(arbiter.isPrimary).toBe(true);
    expect(calls).toEqual([]);
  });

  it('000 §9: on iOS, page hidden dispatches player exit and visible dispatches player activate', () => {
    const { window, calls } = setup({ isIOS: true });
    window.setVisibility('hidden');
    window.setVisibility('visible');
    expect(calls).toEqual(['exit', 'activate']);
  });

  it('000 §9: outside iOS, visibility changes dispatch nothing', () => {
    const { window, calls } = setup({ isIOS: false });
    window.setVisibility('hidden');
    window.setVisibility('visible');
    expect(calls).toEqual([]);
  });

  it('000 §9: page unload while playing dispatches exit; unload while not playing does not', () => {
    const playing = setup();
    playing.setPlaying(true);
    playing.window.unload();
    expect(playing.calls).toEqual(['exit']);
    const idle = setup();
    idle.window.unload();
    expect(idle.calls).toEqual([]);
  });

  it('000 §9: an unload right after an iOS hide dispatches exit once', () => {
    const { window, calls, setPlaying } = setup({ isIOS: true });
    setPlaying(true);
    window.setVisibility('hidden');
    window.unload();
    expect(calls).toEqual(['exit']);
  });

  it('a local store that cannot observe other pages turns arbitration off without failing', () => {
    const clock = new SimulatedClock();
    const memory = new MemoryKeyValueStore('local', clock);
    const blind: KeyValueStore = { flavour: 'local', get: (k) => memory.get(k), set: (k, v) => memory.set(k, v), remove: (k) => memory.remove(k), keys: () => memory.keys() };
    const { arbiter, logger } = setup({ storage: blind });
    arbiter.playbackDidStart();
    expect(blind.get(PRIMARY_PLAYER_STORAGE_KEY)).toBe(arbiter.playerId);
    expect(logger.messages('debug')).toHaveLength(1);
  });

  it('dispose stops listening to storage, visibility and unload', () => {
    const { otherTab, window, arbiter, calls, setPlaying } = setup({ isIOS: true });
    arbiter.dispose();
    setPlaying(true);
    otherTab.set(PRIMARY_PLAYER_STORAGE_KEY, 'feedfacecafebeef');
    window.setVisibility('hidden');
    window.unload();
    expect(calls).toEqual([]);
    expect(arbiter.isPrimary).toBe(true);
  });
});
