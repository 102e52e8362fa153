/**
 * A peer on the product path: its bench driver (hlsjs.driver.ts, shaka.driver.ts) does what an
 * app on that player does to load, preload and skip; pause and resume are the element's own
 * pause() and play(), which is how an app pauses either player.
 */
import { observedElements } from './audio-recorder.ts';
import type { PlayerDriver } from './player-driver.ts';
import type { ProductActions, ProductPlayer } from './product-path.scenario.ts';

export function peerPlayer(create: () => PlayerDriver): ProductPlayer {
  return {
    async ready() {
      const driver = create();
      const readiness = await driver.ready();
      if (!readiness.ok) return { ok: false, reason: readiness.reason ?? 'not ready' };
      let paused: HTMLMediaElement | undefined;
      const playingElement = (): HTMLMediaElement | undefined => [...observedElements].find((element) => element.isConnected && !element.paused);
      const actions: ProductActions = {
        async start(queue, onPlayCalled) {
          await driver.start(queue[0] as (typeof queue)[number], 0, onPlayCalled);
        },
        async cue(track) {
          // A peer readies a stream its own way (hls.js: a second instance buffering; shaka: its preload).
          await driver.preload(track);
        },
        async playCued(onPlayCalled) {
          onPlayCalled();
          await driver.skipToPreloaded();
        },
        async pause() {
          paused = playingElement();
          paused?.pause();
        },
        async resume() {
          await paused?.play();
        },
        async seek(seconds) {
          driver.seek(seconds);
        },
        async preloadNext(track) {
          await driver.preload(track);
        },
        async skip() {
          await driver.skipToPreloaded();
        },
        facts: () => ({ player: driver.name }),
      };
      return { ok: true, actions };
    },
  };
}
