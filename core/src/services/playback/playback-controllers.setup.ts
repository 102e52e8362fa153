import type { DataContext } from '../../domain/api/data-context.ts';
import type { MediaItemFactory } from '../../domain/media-item/media-item.factory.ts';
import type { PlaybackControllerDependencies } from '../../domain/playback/playback-controller.ts';
import { PlaybackControllerSwitch } from '../../domain/playback/playback-controller-switch.ts';
import { SerialController } from '../../domain/playback/serial-controller.ts';
import { Queue } from '../../domain/queue/queue.ts';
import type { Random } from '../../ports/random.ts';
import type { ValidConfiguration } from '../../musickit/configuration.ts';
import { AutoplayFeature, StationsFeature, WhilePlayingFeature } from '../features/core-features.ts';
import type { Features } from '../features/feature.ts';

/**
 * The instance's controllers, each on a queue of its own: the serial one (albums, playlists,
 * songs) and the station one (002 §7), a feature loaded with the first station queue. The serial
 * one has autoplay (002 §4, a feature loaded with the first `autoplayEnabled = true`) in the
 * configured realm with the configured limits (002 §9), and plays on at the end of each item
 * even for a listener who is not signed in (docs/decisions.md, Serial continuous play).
 */
export function playbackControllers(
  dependencies: Omit<PlaybackControllerDependencies, 'queue' | 'whilePlaying'>,
  ports: {
    readonly random: Random;
    readonly itemFactory: MediaItemFactory;
    readonly context: DataContext;
    readonly features: Features;
    readonly configuration: Pick<ValidConfiguration, 'realm' | 'autoplayLimits'>;
  },
): PlaybackControllerSwitch {
  const { random, itemFactory, context, features, configuration } = ports;
  // 001 §4 seeking and 002 §4 preloading come after a play: their code loads on first need (both controllers share it).
  const common = { ...dependencies, whilePlaying: features.start(WhilePlayingFeature, ({ whilePlaying }) => whilePlaying) };
  const queue = (): Queue => new Queue({ random, logger: common.logger, itemFactory });
  const setup = { context, realm: () => configuration.realm, ...(configuration.autoplayLimits ? { limits: configuration.autoplayLimits } : {}) };
  const autoplay = features.start(AutoplayFeature, ({ createAutoplay }) => createAutoplay(setup));
  const serial = new SerialController({ ...common, queue: queue(), autoplay: autoplay.current ?? (() => autoplay.get()) });
  // 001 §4 Track end: "when continuous play is on (or the user has authorization)": on, so a
  // signed-out listener's previews play one after another; `music.continuous = false` turns it off.
  serial.continuous = true;
  const stations = features.start(StationsFeature, ({ createContinuousController }) => createContinuousController({ ...common, queue: queue(), context }));
  return new PlaybackControllerSwitch(serial, stations.current ?? (() => stations.get()));
}
