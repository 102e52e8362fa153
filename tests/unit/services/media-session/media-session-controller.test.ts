import { describe, expect, it } from 'vitest';
import { MediaSessionController, type MediaSessionPlayer } from '../../../../core/src/services/media-session/index.ts';
import type { NowPlayingInfo } from '../../../../core/src/services/media-session/index.ts';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { FakeMediaSession, MemoryLogger, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';

// The public instance is a MediaSessionPlayer as is: the lead can pass it without an adapter.
const instanceFits: (instance: MusicKitInstance) => MediaSessionPlayer = (instance) => instance;
void instanceFits;

type Listener = () => void;

class FakePlayer implements MediaSessionPlayer {
  nowPlayingItem: NowPlayingInfo | undefined;
  playbackState = PlaybackStates.none;
  readonly calls: string[] = [];
  failNext: Error | null = null;
  readonly #listeners = new Map<string, Set<Listener>>();

  addEventListener(name: string, listener: Listener): void {
    if (!this.#listeners.has(name)) this.#listeners.set(name, new Set());
    this.#listeners.get(name)!.add(listener);
  }
  removeEventListener(name: string, listener: Listener): void {
    this.#listeners.get(name)?.delete(listener);
  }
  listenerCount(): number {
    return [...this.#listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
  changeItem(item: NowPlayingInfo | undefined): void {
    this.nowPlayingItem = item;
    this.#listeners.get('nowPlayingItemDidChange')?.forEach((l) => l());
  }
  changeState(state: PlaybackStates): void {
    this.playbackState = state;
    this.#listeners.get('playbackStateDidChange')?.forEach((l) => l());
  }
  #call(name: string): Promise<void> {
    this.calls.push(name);
    const failure = this.failNext;
    this.failNext = null;
    return failure ? Promise.reject(failure) : Promise.resolve();
  }
  play = () => this.#call('play');
  pause = () => this.#call('pause');
  stop = () => this.#call('stop');
  skipToPreviousItem = () => this.#call('skipToPreviousItem');
  skipToNextItem = () => this.#call('skipToNextItem');
  seekToTime = (seconds: number) => this.#call(`seekToTime(${seconds})`);
  seekBackward = () => this.#call('seekBackward');
  seekForward = () => this.#call('seekForward');
}

const song: NowPlayingInfo = {
  title: 'Clair de lune',
  artistName: 'Claude Debussy',
  albumName: 'Suite bergamasque',
  artwork: { url: 'https://is1.example/image/{w}x{h}bb.{f}' },
};

function setup(item: NowPlayingInfo | undefined = song) {
  const session = new FakeMediaSession();
  const player = new FakePlayer();
  player.nowPlayingItem = item;
  const logger = new MemoryLogger();
  const clock = new SimulatedClock();
  const controller = new MediaSessionController(session, player, clock, logger);
  return { session, player, logger, controller, clock };
}

describe('002 §7 operating-system media session', () => {
  it('002 §7: metadata has title, artist, album and the artwork template filled at 96, 128, 192, 256, 384 and 512', () => {
    const { session } = setup();
    expect(session.metadata).toEqual({
      title: 'Clair de lune',
      artist: 'Claude Debussy',
      album: 'Suite bergamasque',
      artwork: [96, 128, 192, 256, 384, 512].map((size) => ({
        src: `https://is1.example/image/${size}x${size}bb.jpg`,
        sizes: `${size}x${size}`,
        type: 'image/jpeg',
      })),
    });
  });

  it('002 §7: an item without artwork shows its texts and no images; no item clears the metadata', () => {
    const { session, player, clock } = setup({ title: 'Live radio' });
    expect(session.metadata).toEqual({ title: 'Live radio', artist: '', album: '', artwork: [] });
    player.changeItem(undefined);
    clock.advance(0);
    expect(session.metadata).toBeNull();
  });

  it('002 §7 + issue 17: the metadata follows the now-playing item, after the task that changed it (a skip moves the player first)', () => {
    const { session, player, clock } = setup();
    player.changeItem({ ...song, title: 'Rêverie' });
    player.changeItem({ ...song, title: 'Arabesque' });
    expect(session.metadata?.title).toBe('Clair de lune');
    clock.advance(0);
    expect(session.metadata?.title).toBe('Arabesque');
  });

  it('002 §7 + issue 17: an item whose play is being answered (loading, waiting) is shown once it plays', () => {
    const { session, player, clock } = setup();
    player.changeState(PlaybackStates.loading);
    player.changeItem({ ...song, title: 'Rêverie' });
    clock.advance(0);
    player.changeState(PlaybackStates.waiting);
    clock.advance(0);
    expect(session.metadata?.title).toBe('Clair de lune');
    player.changeState(PlaybackStates.playing);
    clock.advance(0);
    expect(session.metadata?.title).toBe('Rêverie');
  });

  it('002 §7: the playback state follows the player (waiting still counts as playing; loading and seeking keep what is shown)', () => {
    const { session, player } = setup();
    const shown: string[] = [];
    const states: Array<[PlaybackStates, string]> = [
      [PlaybackStates.loading, 'none'],
      [PlaybackStates.playing, 'playing'],
      [PlaybackStates.seeking, 'playing'],
      [PlaybackStates.waiting, 'playing'],
      [PlaybackStates.paused, 'paused'],
      [PlaybackStates.loading, 'paused'],
      [PlaybackStates.stopped, 'none'],
      [PlaybackStates.completed, 'none'],
    ];
    for (const [state] of states) {
      player.changeState(state);
      shown.push(session.playbackState);
    }
    expect(shown).toEqual(states.map(([, expected]) => expected));
  });

  it.each([
    ['play', 'play'],
    ['pause', 'pause'],
    ['stop', 'stop'],
    ['previoustrack', 'skipToPreviousItem'],
    ['nexttrack', 'skipToNextItem'],
    ['seekbackward', 'seekBackward'],
    ['seekforward', 'seekForward'],
  ] as const)('002 §7: the OS %s button calls %s', (action, call) => {
    const { session, player } = setup();
    expect(session.press(action)).toBe(true);
    expect(player.calls).toEqual([call]);
  });

  it('002 §7: the OS seekto action seeks to its seekTime; without one it does nothing', () => {
    const { session, player } = setup();
    session.press('seekto', { seekTime: 42.5 });
    session.press('seekto', {});
    expect(player.calls).toEqual(['seekToTime(42.5)']);
  });

  it('a command started from an OS button that fails is logged (there is no caller to reach)', async () => {
    const { session, player, logger } = setup();
    player.failNext = new Error('nothing to play');
    session.press('play');
    await flushMicrotasks();
    expect(logger.messages('warning')).toEqual(['Media session action play failed']);
  });

  it('dispose clears the OS controls and stops following the player', () => {
    const { session, player, controller, clock } = setup();
    player.changeState(PlaybackStates.playing);
    player.changeItem({ ...song, title: 'Rêverie' });
    controller.dispose();
    clock.advance(0);
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
    expect(session.press('play')).toBe(false);
    expect(player.listenerCount()).toBe(0);
  });
});
