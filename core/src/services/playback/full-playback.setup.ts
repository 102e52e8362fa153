import type { Environment } from '../../ports/environment.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { SinkPlaybackEngine } from './sink-playback-engine.ts';

/**
 * How long a signed-out page's warm-up waits at most for the page to be idle. The browser runs it
 * in its first idle period, usually within a few frames of configure; the deadline only matters on
 * a page that stays busy, and where there is no idle callback (Safari).
 */
export const SIGNED_OUT_WARM_UP_DEADLINE_MS = 1000;

/**
 * The engine readies what a first play needs before the press: the full-or-preview choice, the
 * full-track code and the backend (its sink made, nothing loaded in it), so that the first play
 * waits for none of their chunks (issue 17).
 *
 * - An authorized listener's first play is most likely a full track: at start and at sign-in,
 *   at once (the backend's chunk had been on a subscriber's cold press, after the playlists).
 * - A signed-out page readies the same code once the page is idle (previews play on the same
 *   backend): fetched at setQueue instead, it was the longest leg of a cold preview press, about
 *   60 ms (docs/decisions.md "A signed-out page readies its play path when idle"). Nothing is
 *   fetched ahead when the user asked to save data; the queue's own warm-up still runs at setQueue.
 *
 * Returns the engine.
 */
export function warmUpPlayPath<E extends Pick<SinkPlaybackEngine, 'warmUp'>>(
  auth: Pick<AuthService, 'isAuthorized' | 'addEventListener'>,
  engine: E,
  host: { readonly scheduler: Scheduler; readonly environment: Pick<Environment, 'saveData'> },
): E {
  const warmUp = (): void => engine.warmUp();
  if (auth.isAuthorized) warmUp();
  else if (!host.environment.saveData) host.scheduler.whenIdle(warmUp, SIGNED_OUT_WARM_UP_DEADLINE_MS);
  auth.addEventListener('authorizationStatusDidChange', () => auth.isAuthorized && warmUp());
  return engine;
}
