import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { MusicKitInstance } from '../../musickit/musickit-instance.ts';
import { PlaybackStateFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';
import type { PlaybackStateKeeperPorts } from './playback-state-keeper.ts';
import { attachKeptQueue } from '../../musickit/instance-playback-state.ts';
import { hasSavedPlaybackState } from './playback-state-record.ts';

/**
 * Issue 19: starts keeping the instance's playback state unless `persistPlaybackState: false`.
 * The keeper's code loads at start only when a state is saved (to restore it), else with the
 * first queue, so a page that never plays does not download it.
 */
export function startPlaybackStateKeeping(
  instance: MusicKitInstance,
  configuration: Pick<ValidConfiguration, 'persistPlaybackState'>,
  features: Features,
  ports: PlaybackStateKeeperPorts,
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
    instance.addEventListener('queueItemsDidChange', start, { once: true });
  });
}
