import { describe, expect, it } from 'vitest';
import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
import { FakeMediaSession, MemoryKeyValueStore, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';
import type { FeatureService, Features } from '../../../../core/src/services/features/feature.ts';
import { startMediaSessionControls, type MediaSessionPlayer } from '../../../../core/src/services/media-session/index.ts';
import { KEEPER_AFTER_FIRST_QUEUE_MS, startPlaybackStateKeeping } from '../../../../core/src/services/playback-state/playback-state.setup.ts';
import { startPlaybackTargets } from '../../../../core/src/services/playback/playback-targets.setup.ts';
import { EventEmitter } from '../../../../core/src/domain/events/event-emitter.ts';
import type { SinkPlayerEvents } from '../../../../core/src/services/playback/sink-player.ts';
import type { MediaSink } from '../../../../core/src/ports/media-sink.ts';
import { pressAnswered } from '../../../../core/src/services/playback/press-answered.ts';

// Issue 17 "Remove every avoidable wait on that path": code that is not on a play's path (the OS
// media controls, playback targets, the queue keeper) loads after the press, not in its middle.

/** Features whose services never load on their own: `loads` counts the preloads asked for. */
function countingFeatures(): { features: Features; loads: () => number } {
  let loads = 0;
  const service = { current: undefined, preload: () => void loads++, use: () => void loads++, get: () => new Promise(() => undefined), onReady: () => undefined };
  const features = { start: () => service as unknown as FeatureService<unknown> } as unknown as Features;
  return { features, loads: () => loads };
}

/** An instance as the media-session setup and the keeper see it: its state and its events. */
class FakeInstance {
  playbackState = PlaybackStates.none;
  readonly #listeners = new Map<string, Set<() => void>>();
  addEventListener(name: string, listener: () => void, options?: { once?: boolean }): void {
    if (!this.#listeners.has(name)) this.#listeners.set(name, new Set());
    const once = (): void => {
      this.removeEventListener(name, once);
      listener();
    };
    this.#listeners.get(name)!.add(options?.once ? once : listener);
  }
  removeEventListener(name: string, listener: () => void): void {
    this.#listeners.get(name)?.delete(listener);
  }
  whenReady(): Promise<void> {
    return Promise.resolve();
  }
  emit(name: string): void {
    for (const listener of [...(this.#listeners.get(name) ?? [])]) listener();
  }
  enter(state: PlaybackStates): void {
    this.playbackState = state;
    this.emit('playbackStateDidChange');
  }
}

/** The queue keeper started on a page with nothing saved, and the page's first queue set. */
async function keeperAfterFirstQueue(): Promise<{ instance: FakeInstance; clock: SimulatedClock; loads: () => number }> {
  const { features, loads } = countingFeatures();
  const instance = new FakeInstance();
  const clock = new SimulatedClock();
  startPlaybackStateKeeping(instance as unknown as MusicKitInstance, {}, features, { local: new MemoryKeyValueStore('local', clock), clock, scheduler: clock, logger: new MemoryLogger() });
  await instance.whenReady();
  await Promise.resolve();
  instance.emit('queueItemsDidChange');
  return { instance, clock, loads };
}

describe('issue 17: what waits for the press', () => {
  it('a press is answered once playback leaves loading and waiting: playing, paused, stopped, ended', () => {
    expect(pressAnswered(PlaybackStates.loading)).toBe(false);
    expect(pressAnswered(PlaybackStates.waiting)).toBe(false);
    for (const state of [PlaybackStates.playing, PlaybackStates.paused, PlaybackStates.stopped, PlaybackStates.ended, PlaybackStates.none]) expect(pressAnswered(state)).toBe(true);
  });

  it('002 §2 the OS media controls load when the first play is answered, not when its item becomes current', () => {
    const { features, loads } = countingFeatures();
    const instance = new FakeInstance();
    startMediaSessionControls(instance as unknown as MediaSessionPlayer, new FakeMediaSession(), features, new SimulatedClock(), new MemoryLogger());
    instance.emit('nowPlayingItemDidChange');
    instance.enter(PlaybackStates.loading);
    instance.enter(PlaybackStates.waiting);
    expect(loads()).toBe(0);
    instance.enter(PlaybackStates.playing);
    expect(loads()).toBe(1);
    // Once: later states do not ask again.
    instance.enter(PlaybackStates.paused);
    expect(loads()).toBe(1);
  });

  it('001 §2 playback targets load once a sink plays and its play is answered', () => {
    const { features, loads } = countingFeatures();
    const player = { events: new EventEmitter<SinkPlayerEvents>(), currentSink: null as MediaSink | null };
    startPlaybackTargets(features, player, () => undefined);
    player.events.emit('playbackStateDidChange', { oldState: PlaybackStates.none, state: PlaybackStates.stopped });
    expect(loads()).toBe(0); // no sink yet: nothing to follow
    player.currentSink = {} as MediaSink;
    player.events.emit('playbackStateDidChange', { oldState: PlaybackStates.none, state: PlaybackStates.loading });
    player.events.emit('playbackStateDidChange', { oldState: PlaybackStates.loading, state: PlaybackStates.waiting });
    expect(loads()).toBe(0);
    player.events.emit('playbackStateDidChange', { oldState: PlaybackStates.waiting, state: PlaybackStates.playing });
    player.events.emit('playbackStateDidChange', { oldState: PlaybackStates.playing, state: PlaybackStates.paused });
    expect(loads()).toBe(1);
  });

  it('issue 19 the queue keeper loads when the play that follows the first queue is answered, not during it', async () => {
    const { instance, clock, loads } = await keeperAfterFirstQueue();
    instance.enter(PlaybackStates.loading);
    expect(loads()).toBe(0);
    instance.enter(PlaybackStates.playing);
    expect(loads()).toBe(1);
    // Once: neither the timer nor a later state asks again.
    clock.advance(KEEPER_AFTER_FIRST_QUEUE_MS);
    instance.enter(PlaybackStates.paused);
    expect(loads()).toBe(1);
  });

  it('issue 19 the queue keeper loads a second after a first queue that no play follows', async () => {
    const { instance, clock, loads } = await keeperAfterFirstQueue();
    clock.advance(KEEPER_AFTER_FIRST_QUEUE_MS - 1);
    expect(loads()).toBe(0);
    clock.advance(1);
    expect(loads()).toBe(1);
    instance.emit('queueItemsDidChange');
    clock.advance(KEEPER_AFTER_FIRST_QUEUE_MS);
    instance.enter(PlaybackStates.playing);
    expect(loads()).toBe(1);
  });
});
