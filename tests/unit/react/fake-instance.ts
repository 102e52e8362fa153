import type { MediaKitApi, MediaKitInstance, MediaKitItem } from '@mediakit/react';

type Listener = (payload: unknown) => void;

/** A stand-in instance whose properties a test sets and whose events it fires. */
export class FakeInstance implements MediaKitInstance {
  playbackState = 0;
  nowPlayingItem: MediaKitItem | undefined = undefined;
  nowPlayingItemIndex = -1;
  currentPlaybackTime = 0;
  currentPlaybackDuration = 0;
  currentBufferedProgress = 0;
  volume = 1;
  repeatMode = 0;
  shuffleMode = 0;
  autoplayEnabled = false;
  isAuthorized = false;
  storefrontId = 'us';
  storefrontCountryCode = 'us';
  queue: { items: readonly MediaKitItem[]; position: number } = { items: [], position: -1 };
  /** Every api.music call; answers come from `answer`, which a test replaces. */
  readonly apiCalls: Array<{ path: string; params?: Readonly<Record<string, unknown>> }> = [];
  answer: (path: string) => Promise<{ data: unknown }> = async (path) => ({ data: { path } });
  readonly api: MediaKitApi = {
    music: (path, params) => {
      this.apiCalls.push({ path, ...(params ? { params } : {}) });
      return this.answer(path);
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

  fire(name: string): void {
    for (const listener of this.#listeners.get(name) ?? []) (listener as () => void)();
  }

  listenerCount(): number {
    return [...this.#listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
}
