import type { MediaSession, MediaSessionAction, MediaSessionMetadata } from '@mediakit/core';

/** The part of `navigator` this adapter uses; a parameter so tests can hand in their own. */
export interface MediaSessionHost {
  readonly mediaSession?: globalThis.MediaSession;
}

/**
 * The MediaSession port on `navigator.mediaSession` (002 §7): lock screen, media keys and
 * notification controls. Where the browser has no Media Session API (or no `navigator`, under
 * SSR) every call is a no-op. `navigator` is read at each call, never at import. An action the
 * browser does not know (older engines throw for 'seekto' or 'stop') is skipped.
 *
 * @example
 * const session = new BrowserMediaSession();
 * session.setPlaybackState('playing');
 */
export class BrowserMediaSession implements MediaSession {
  readonly #host: (() => MediaSessionHost | undefined) | undefined;

  constructor(host?: MediaSessionHost) {
    this.#host = host ? () => host : undefined;
  }

  setMetadata(metadata: MediaSessionMetadata | null): void {
    const session = this.#session();
    if (!session) return;
    if (metadata === null || typeof MediaMetadata !== 'function') {
      session.metadata = null;
      return;
    }
    session.metadata = new MediaMetadata({
      title: metadata.title,
      artist: metadata.artist,
      album: metadata.album,
      artwork: metadata.artwork.map((image) => ({ src: image.src, sizes: image.sizes, ...(image.type ? { type: image.type } : {}) })),
    });
  }

  setPlaybackState(state: 'none' | 'paused' | 'playing'): void {
    const session = this.#session();
    if (session) session.playbackState = state;
  }

  setActionHandler(action: MediaSessionAction, handler: ((details: { seekTime?: number }) => void) | null): void {
    const session = this.#session();
    if (!session) return;
    try {
      session.setActionHandler(action, handler ? (details) => handler(details.seekTime === undefined ? {} : { seekTime: details.seekTime }) : null);
    } catch {
      // Unsupported action in this browser: the OS simply shows no such button.
    }
  }

  #session(): globalThis.MediaSession | undefined {
    const host = this.#host ? this.#host() : (globalThis.navigator as MediaSessionHost | undefined);
    return host?.mediaSession ?? undefined;
  }
}
