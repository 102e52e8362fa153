import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { MusicKitInstance } from '../../musickit/musickit-instance.ts';
import { PlaybackStateFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import { pressAnswered } from '../playback/press-answered.ts';
import type { PlaybackStateKeeperPorts } from './playback-state-keeper.ts';
import { attachKeptQueue } from '../../musickit/instance-playback-state.ts';
import { hasSavedPlaybackState } from './playback-state-record.ts';

/**
 * Issue 17: how long after the first queue the keeper's code loads when no play follows it. A
 * play usually follows setQueue at once, and the keeper's chunk and first write took the main
 * thread in the middle of it (docs/decisions.md, "What waits for the press"): the keeper loads
 * once that play is answered, or this long after a queue set without one.
 */
export const KEEPER_AFTER_FIRST_QUEUE_MS = 1000;

/**
 * Issue 19: starts keeping the instance's playback state unless `persistPlaybackState: false`.
 * The keeper's code loads at start only when a state is saved (to restore it), else after the
 * first queue (its play answered, or a second without one), so a page that never plays does not
 * download it.
 */
export function startPlaybackStateKeeping(
  instance: MusicKitInstance,
  configuration: Pick<ValidConfiguration, 'persistPlaybackState'>,
  features: Features,
  ports: PlaybackStateKeeperPorts & { readonly scheduler: Scheduler },
): void {
  if (configuration.persistPlaybackState === false) return;
  const keeper = features.start(PlaybackStateFeature, ({ PlaybackStateKeeper }) => new PlaybackStateKeeper(instance, ports));
  // restore() also opens writing; with a queue already set it only takes that queue's listener.
  const start = () => keeper.use((service) => void service.restore().then(() => service.save()));
  // v3 savePlaybackState/restorePlaybackState reach the kept queue too (loading the keeper only when a state is saved).
  attachKeptQueue(instance, {
    save: () => keeper.current?.save(),
    restore: async () => (keeper.current !== undefined || hasSavedPlaybackState(ports.local.keys()) ? (await keeper.get()).restore() : false),
  });
  void instance.whenReady().then(() => {
    if (keeper.current !== undefined || hasSavedPlaybackState(ports.local.keys())) return start();
    instance.addEventListener('queueItemsDidChange', () => startAfterThePress(instance, ports.scheduler, start), { once: true });
  });
}

/** Runs `start` once: when the play that follows the first queue is answered, or a second later without one. */
function startAfterThePress(instance: MusicKitInstance, scheduler: Scheduler, start: () => void): void {
  const whenAnswered = (): void => {
    if (!pressAnswered(instance.playbackState)) return;
    instance.removeEventListener('playbackStateDidChange', whenAnswered);
    cancelTimer();
    start();
  };
  instance.addEventListener('playbackStateDidChange', whenAnswered);
  const cancelTimer = scheduler.setTimeout(() => {
    instance.removeEventListener('playbackStateDidChange', whenAnswered);
    start();
  }, KEEPER_AFTER_FIRST_QUEUE_MS);
}
