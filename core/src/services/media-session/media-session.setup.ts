import type { Logger } from '../../ports/logger.ts';
import type { MediaSession } from '../../ports/media-session.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import { MediaSessionFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';
import { pressAnswered } from '../playback/press-answered.ts';
import type { MediaSessionPlayer } from './media-session-controller.ts';

/**
 * 002 §2: the OS media controls matter once something plays, so their controller (a feature)
 * starts when the first play has been answered (issue 17: not in the middle of it), and shows
 * the item and state current when it starts.
 */
export function startMediaSessionControls(instance: MediaSessionPlayer, session: MediaSession, features: Features, scheduler: Scheduler, logger: Logger): void {
  const controls = features.start(MediaSessionFeature, ({ MediaSessionController }) => new MediaSessionController(session, instance, scheduler, logger));
  if (controls.current) return;
  const start = (): void => {
    if (!pressAnswered(instance.playbackState)) return;
    instance.removeEventListener('playbackStateDidChange', start);
    controls.preload();
  };
  instance.addEventListener('playbackStateDidChange', start);
}
