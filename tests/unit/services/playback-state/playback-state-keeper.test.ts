import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';
import { PlaybackStateKeeper, type KeptInstance } from '../../../../core/src/services/playback-state/playback-state-keeper.ts';
import { playbackStateKey } from '../../../../core/src/services/playback-state/playback-state-record.ts';

// Issue 19 "restored after sign-in for that listener": a token the page adopts after start (the
// auth bridge shares one from another page, 000 §7) brings that listener's saved queue back,
// paused; a listener without a saved queue gets nothing. The harness covers the rest end to end.

type Listener = (payload: { userToken?: string | undefined }) => void;

/** The instance as the keeper sees it: its events, an empty queue, and setQueue recorded. */
function fakeInstance() {
  const listeners = new Map<string, Listener[]>();
  const setQueueCalls: unknown[] = [];
  const instance = {
    queue: { isEmpty: true, items: [], position: -1 },
    currentPlaybackTime: 0,
    musicUserToken: undefined as string | undefined,
    isAuthorized: false,
    nowPlayingItem: undefined,
    addEventListener: (name: string, listener: Listener) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
    setQueue: async (options: unknown) => {
      setQueueCalls.push(options);
      return instance.queue;
    },
  };
  const emit = (name: string, payload: { userToken?: string | undefined }) => listeners.get(name)?.forEach((listener) => listener(payload));
  return { instance, kept: instance as unknown as KeptInstance, emit, setQueueCalls };
}

describe('PlaybackStateKeeper (issue 19)', () => {
  it('issue 19: a sign-in with an empty queue restores that listener\'s queue without playing; another listener gets nothing', async () => {
    const clock = new SimulatedClock();
    const local = new MemoryKeyValueStore('local', clock);
    local.set(playbackStateKey('token-A'), JSON.stringify({ items: [{ id: '1', type: 'songs' }, { id: '2', type: 'songs' }], position: 1, time: 42 }));
    const { instance, kept, emit, setQueueCalls } = fakeInstance();
    const keeper = new PlaybackStateKeeper(kept, { local, clock, logger: new MemoryLogger() });
    await keeper.restore();
    expect(setQueueCalls).toEqual([]); // nobody signed in: the anonymous key has nothing

    instance.musicUserToken = 'token-B';
    emit('userTokenDidChange', { userToken: 'token-B' });
    await Promise.resolve();
    expect(setQueueCalls).toEqual([]);

    instance.musicUserToken = 'token-A';
    emit('userTokenDidChange', { userToken: 'token-A' });
    await keeper.restore();
    expect(setQueueCalls).toEqual([{ songs: ['1', '2'], startWith: '2', startTime: 42 }]);
    expect(JSON.stringify(setQueueCalls)).not.toContain('startPlaying');
  });

  it('issue 19: signing out removes the listener\'s saved state', async () => {
    const clock = new SimulatedClock();
    const local = new MemoryKeyValueStore('local', clock);
    local.set(playbackStateKey('token-A'), JSON.stringify({ items: [{ id: '1', type: 'songs' }], position: 0, time: 3 }));
    const { instance, kept, emit } = fakeInstance();
    instance.musicUserToken = 'token-A';
    const keeper = new PlaybackStateKeeper(kept, { local, clock, logger: new MemoryLogger() });
    await keeper.restore();
    instance.musicUserToken = undefined;
    emit('userTokenDidChange', { userToken: undefined });
    expect(local.get(playbackStateKey('token-A'))).toBeNull();
  });
});
