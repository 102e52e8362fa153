import type { InstanceEmit } from '../../musickit/instance-authorization.ts';
import type { InstancePlaybackTargets } from '../../musickit/instance-playback-targets.ts';
import type { MediaSink } from '../../ports/media-sink.ts';
import { PlaybackTargetsFeature } from '../features/core-features.ts';
import type { FeatureService, Features } from '../features/feature.ts';
import type { SinkPlayer } from './sink-player.ts';

/**
 * The instance's playback targets and presentation modes (001 §2: AirPlay, Cast, picture in
 * picture), a feature: there is nothing to follow before the first sink, so its code loads when
 * that sink is made (alongside the play, which does not wait for it) and follows it from there.
 * A host that preloaded the features follows every sink from the start, as before.
 *
 * @example
 * const targets = startPlaybackTargets(features, player, emit);
 * targets.current?.available; // false until the first sink's element reports a target
 */
export function startPlaybackTargets(features: Features, player: Pick<SinkPlayer, 'events' | 'currentSink'>, emit: InstanceEmit): FeatureService<InstancePlaybackTargets> {
  let created: MediaSink | null = null;
  const targets = features.start(PlaybackTargetsFeature, ({ InstancePlaybackTargets }) => new InstancePlaybackTargets(player, emit, player.currentSink ?? created));
  if (targets.current) return targets;
  const stop = player.events.on('sinkCreated', ({ sink }) => {
    stop();
    created = sink;
    targets.preload();
  });
  return targets;
}
