import type Hls from 'hls.js';
import type { Fragment } from 'hls.js';

/**
 * hls.js's EME seam (`config.emeController`, a constructor like its other swappable parts) taken
 * by a controller that leaves the keys to MediaKit's element key sessions
 * (html-media/element-key-sessions.ts): the licence must go through the core's LicenseExchange
 * (our HttpClient, request bodies, retries, renewal; 001 §7), and hls.js's own EME controller
 * posts licences with XMLHttpRequest. hls.js keeps streaming encrypted segments; the element's
 * `encrypted` events open the sessions, and playback waits for the key as EME specifies.
 */
export class ExternalKeyController {
  // hls.js constructs every controller with the player instance.
  constructor(_hls: Hls) {}

  /** The playlists name ClearKey keys; which CDM decrypts is the element key sessions' choice. */
  selectKeySystemFormat(_frag: Fragment): Promise<string> {
    return Promise.resolve('org.w3.clearkey');
  }

  /** Nothing to wait for here: the key arrives on the element's MediaKeys. */
  loadKey(_frag: Fragment): Promise<void> {
    return Promise.resolve();
  }

  loadClear(): null {
    return null;
  }

  destroy(): void {}
}
