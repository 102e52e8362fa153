/**
 * MediaKit on the product path: the public instance an app gets (from the script tag's global
 * or from `createBrowserMusicKit`), driven only through its public calls: setQueue, play,
 * pause, seekToTime, skipToNextItem. It preloads the next item by itself, as it does for a
 * listener; nothing here reaches inside it.
 */
import { logEvent, type ProductActions, type ProductPlayer } from './product-path.scenario.ts';
import { sleep } from './player-driver.ts';

/** The part of the public instance (MUSICKIT-SURFACE.md) the bench calls. */
export interface ProductInstance {
  setQueue(options: { readonly songs: readonly string[] }): Promise<unknown>;
  play(): Promise<unknown>;
  pause(): unknown;
  seekToTime(seconds: number): Promise<unknown>;
  skipToNextItem(): Promise<unknown>;
  addEventListener(name: string, listener: (payload: unknown) => void): void;
  readonly isAuthorized: boolean;
  readonly playbackBackend?: string | null;
  readonly nowPlayingItem?: { readonly playbackType?: number; readonly id?: string } | null;
}

const INSTANCE_EVENTS = ['playbackStateDidChange', 'nowPlayingItemDidChange', 'mediaPlaybackError', 'mediaItemStateDidChange'] as const;

export function mediakitPlayer(instance: () => Promise<ProductInstance>, via: string): ProductPlayer {
  return {
    async ready(signedIn) {
      const music = await instance();
      for (const name of INSTANCE_EVENTS) {
        music.addEventListener(name, (payload) => {
          const state = (payload as { state?: unknown } | undefined)?.state;
          logEvent(`instance:${name}${typeof state === 'number' ? `:${state}` : ''}`);
        });
      }
      // The stored user token is read at configure; give any check it makes a moment.
      const deadline = performance.now() + 5_000;
      while (music.isAuthorized !== signedIn && performance.now() < deadline) await sleep(20);
      if (music.isAuthorized !== signedIn) return { ok: false, reason: `the instance is ${music.isAuthorized ? '' : 'not '}authorized; the trial wanted ${signedIn ? 'a subscriber' : 'a signed-out page'}` };
      const actions: ProductActions = {
        async start(queue, onPlayCalled) {
          await music.setQueue({ songs: queue.map((track) => track.songId) });
          onPlayCalled();
          await music.play();
        },
        async cue(track) {
          await music.setQueue({ songs: [track.songId] });
        },
        async playCued(onPlayCalled) {
          onPlayCalled();
          await music.play();
        },
        async pause() {
          await music.pause();
        },
        async resume() {
          await music.play();
        },
        async seek(seconds) {
          await music.seekToTime(seconds);
        },
        async preloadNext() {
          // The instance preloads the next queue item itself (002 §4 preloading).
        },
        async skip() {
          await music.skipToNextItem();
        },
        facts: () => ({ via, backend: music.playbackBackend ?? null, playbackType: music.nowPlayingItem?.playbackType ?? null, authorized: music.isAuthorized }),
      };
      return { ok: true, facts: { via, authorized: music.isAuthorized }, actions };
    },
  };
}
