import type { Logger } from '../../ports/logger.ts';
import type { MediaSession } from '../../ports/media-session.ts';
import { MediaSessionFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';
import type { MediaSessionPlayer } from './media-session-controller.ts';

/**
 * 002 §2: the OS media controls matter once something plays, so their controller (a feature)
 * starts with the first item, and shows the item and state current when it starts.
 */
export function startMediaSessionControls(instance: MediaSessionPlayer, session: MediaSession, features: Features, logger: Logger): void {
  const controls = features.start(MediaSessionFeature, ({ MediaSessionController }) => new MediaSessionController(session, instance, logger));
  if (controls.current) return;
  const start = (): void => {
    instance.removeEventListener('nowPlayingItemDidChange', start);
    controls.preload();
  };
  instance.addEventListener('nowPlayingItemDidChange', start);
}
