import type { DataContext } from '../../domain/api/data-context.ts';
import type { MediaItemFactory } from '../../domain/media-item/media-item.factory.ts';
import type { PlaybackControllerDependencies } from '../../domain/playback/playback-controller.ts';
import { PlaybackControllerSwitch } from '../../domain/playback/playback-controller-switch.ts';
import { SerialController } from '../../domain/playback/serial-controller.ts';
import { Queue } from '../../domain/queue/queue.ts';
import type { Random } from '../../ports/random.ts';
import { StationsFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';

/**
 * The instance's controllers, each on a queue of its own: the serial one (albums, playlists,
 * songs) and the station one (002 §7), a feature loaded with the first station queue.
 */
export function playbackControllers(
  common: Omit<PlaybackControllerDependencies, 'queue'>,
  ports: { readonly random: Random; readonly itemFactory: MediaItemFactory; readonly context: DataContext; readonly features: Features },
): PlaybackControllerSwitch {
  const { random, itemFactory, context, features } = ports;
  const queue = (): Queue => new Queue({ random, logger: common.logger, itemFactory });
  const serial = new SerialController({ ...common, queue: queue() });
  const stations = features.start(StationsFeature, ({ createContinuousController }) => createContinuousController({ ...common, queue: queue(), context }));
  return new PlaybackControllerSwitch(serial, stations.current ?? (() => stations.get()));
}
