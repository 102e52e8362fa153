import type { InstanceEmit } from '../../musickit/instance-authorization.ts';
import type { InstancePlaybackTargets } from '../../musickit/instance-playback-targets.ts';
import { PlaybackTargetsFeature } from '../features/core-features.ts';
import type { FeatureService, Features } from '../features/feature.ts';
import { pressAnswered } from './press-answered.ts';
import type { SinkPlayer } from './sink-player.ts';

/**
 * The instance's playback targets and presentation modes (001 §2: AirPlay, Cast, picture in
 * picture), a feature: there is nothing to follow before the first sink, so its code loads when
 * that sink has been made and its play answered (issue 17: not in the middle of that play), and
 * follows it from there. Until it is here, the instance reads picture-in-picture availability
 * from the sink that plays (its `playing` event comes first, and apps read it again then).
 * A host that preloaded the features follows every sink from the start, as before.
 *
 * @example
 * const targets = startPlaybackTargets(features, player, emit);
 * targets.current?.available; // false until the first sink's element reports a target
 */
export function startPlaybackTargets(features: Features, player: Pick<SinkPlayer, 'events' | 'currentSink'>, emit: InstanceEmit): FeatureService<InstancePlaybackTargets> {
  const targets = features.start(PlaybackTargetsFeature, ({ InstancePlaybackTargets }) => new InstancePlaybackTargets(player, emit));
  if (targets.current) return targets;
  const stop = player.events.on('playbackStateDidChange', ({ state }) => {
    if (!player.currentSink || !pressAnswered(state)) return;
    stop();
    targets.preload();
  });
  return targets;
}
