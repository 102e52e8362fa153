// Loaded with the first station queue (a lazy chunk of the script-tag build, docs/size-budgets.md):
// most pages play albums, playlists and songs, never a station.
import { StationsClient } from '../../domain/api/clients/stations.client.ts';
import type { DataContext } from '../../domain/api/data-context.ts';
import { ContinuousController } from '../../domain/playback/continuous-controller.ts';
import type { PlaybackControllerDependencies } from '../../domain/playback/playback-controller.ts';
import { ApiStationTrackLoader } from '../queue/station-track.loader.ts';

/** The controller's dependencies, with the data context its stations client reads through. */
export interface ContinuousControllerSetup extends PlaybackControllerDependencies {
  readonly context: DataContext;
}

/**
 * The station (continuous) controller of an instance, fed by the stations API (002 §4, §7).
 *
 * @example
 * const controllers = new PlaybackControllerSwitch(serial, async () => createContinuousController({ ...common, queue, context }));
 */
export function createContinuousController({ context, ...dependencies }: ContinuousControllerSetup): ContinuousController {
  return new ContinuousController({ ...dependencies, loader: new ApiStationTrackLoader(new StationsClient(context)) });
}
