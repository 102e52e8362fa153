import type { MediaItem, MusicKitInstance, MusicKitInstanceEventName, PlaybackStates, PlayerRepeatMode, PlayerShuffleMode } from '@mediakit/core';

type Listener = (payload: unknown) => void;

/** A stand-in instance whose properties a test sets and whose events it fires. */
class ScriptedInstance {
  playbackState: PlaybackStates = 0;
  nowPlayingItem: MediaItem | undefined = undefined;
  nowPlayingItemIndex = -1;
  currentPlaybackTime = 0;
  currentPlaybackDuration = 0;
  currentBufferedProgress = 0;
  volume = 1;
  repeatMode: PlayerRepeatMode = 0;
  shuffleMode: PlayerShuffleMode = 0;
  autoplayEnabled = false;
  isAuthorized = false;
  storefrontId = 'us';
  storefrontCountryCode = 'us';
  queue: { items: readonly MediaItem[]; position: number } = { items: [], position: -1 };
  /** Every api.music call; answers come from `answer`, which a test replaces. */
  readonly apiCalls: Array<{ path: string; params?: Readonly<Record<string, unknown>> }> = [];
  answer: (path: string) => Promise<{ data: unknown }> = async (path) => ({ data: { path } });
  readonly api = {
    music: <T,>(path: string, params?: Readonly<Record<string, unknown>>): Promise<{ data: T }> => {
      this.apiCalls.push({ path, ...(params ? { params } : {}) });
      return this.answer(path) as Promise<{ data: T }>;
    },
  };
  readonly #listeners = new Map<string, Set<Listener>>();

  addEventListener(name: string, listener: Listener): void {
    if (!this.#listeners.has(name)) this.#listeners.set(name, new Set());
    this.#listeners.get(name)?.add(listener);
  }

  removeEventListener(name: string, listener: Listener): void {
    this.#listeners.get(name)?.delete(listener);
  }

  fire(name: MusicKitInstanceEventName): void {
    for (const listener of this.#listeners.get(name) ?? []) (listener as () => void)();
  }

  listenerCount(): number {
    return [...this.#listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

/**
 * The hooks take core's `MusicKitInstance`; this double sets only what they read, so it is typed
 * as the instance at this one place (the hooks never reach the rest).
 */
export type FakeInstance = ScriptedInstance & MusicKitInstance;
export const FakeInstance = ScriptedInstance as unknown as new () => FakeInstance;
