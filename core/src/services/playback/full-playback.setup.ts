import type { AuthService } from '../auth/auth-service.ts';
import type { SinkPlaybackEngine } from './sink-playback-engine.ts';

/**
 * An authorized listener's first play is most likely a full track (previews too play on the same
 * backend): at start and at sign-in, the engine readies what it plays with, the full-or-preview
 * choice, the full-track code and the backend (its sink made, nothing loaded in it), so that a
 * first play waits for none of their chunks (issue 17: the backend's chunk was on a subscriber's
 * cold press, fetched at setQueue, arriving after the playlists). A signed-out page still fetches
 * nothing until a queue is set (the npm app's first load counts what loads before setQueue).
 * Returns the engine.
 */
export function warmUpForAuthorizedListener<E extends Pick<SinkPlaybackEngine, 'warmUp'>>(auth: Pick<AuthService, 'isAuthorized' | 'addEventListener'>, engine: E): E {
  const warmUp = (): void => {
    if (auth.isAuthorized) engine.warmUp();
  };
  warmUp();
  auth.addEventListener('authorizationStatusDidChange', warmUp);
  return engine;
}
