import { ActivityReporter } from './activity-reporter.ts';
import type { ActivityReporterOptions, ActivityReporterPorts } from './activity-reporter-options.ts';
import { PlayActivityBridge, type PlayActivityBridgeDependencies } from './play-activity-bridge.ts';

export { activityReporterSetup } from './activity-reporter.setup.ts';

/** The reporter and the bridge feeding it, once reporting runs. */
export interface PlayActivityReporting {
  readonly reporter: ActivityReporter;
  readonly bridge: PlayActivityBridge;
}

/** What reporting is built from: the reporter's ports and options, and the bridge's sources. */
export interface PlayActivityReportingDependencies {
  readonly reporter: { readonly ports: ActivityReporterPorts; readonly options: ActivityReporterOptions };
  readonly bridge: Omit<PlayActivityBridgeDependencies, 'reporter'>;
}

/**
 * Builds the reporter and the bridge, and starts the bridge (which activates the reporter:
 * what earlier pages left is sent). This module is play-activity reporting as a whole (000
 * §3-§9, 002 §6); the browser loads it on first need (play-activity-starter.ts), as a chunk of
 * the script-tag build.
 *
 * @example
 * const { reporter, bridge } = startPlayActivityReporting({ reporter: { ports, options }, bridge: { controllers, engine, player, listener, clock, scheduler, logger } });
 */
export function startPlayActivityReporting(dependencies: PlayActivityReportingDependencies): PlayActivityReporting {
  const reporter = new ActivityReporter(dependencies.reporter.ports, dependencies.reporter.options);
  const bridge = new PlayActivityBridge({ ...dependencies.bridge, reporter });
  bridge.start();
  return { reporter, bridge };
}
