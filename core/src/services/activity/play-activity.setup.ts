import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { Database } from '../../ports/database.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { PlayActivityFeature } from '../features/core-features.ts';
import type { FeatureService, Features } from '../features/feature.ts';
import type { LyricsDescriptor } from '../../domain/activity/play-activity-descriptor.ts';
import { hasActivityBacklog } from './activity-backlog.ts';
import type { ActivityReporterSources } from './activity-reporter.setup.ts';
import type { PlayActivityBridgeDependencies } from './play-activity-bridge.ts';
import type { PlayActivityDemand } from './play-activity-demand.ts';
import type { PlayActivityListener, PlayActivityListenerRef } from './play-activity-listener.ts';

/**
 * What the reporter is made from (000 §3-§7, 002 §6); its ports and options are built by the
 * play-activity feature when reporting starts (activity-reporter.setup.ts). The outbox needs a
 * Database: a host without one (a server render) reports nothing.
 */
export function activityReporterSources(
  configuration: ValidConfiguration,
  session: ActivityReporterSources['session'],
  api: ActivityReporterSources['api'],
  listener: PlayActivityListener,
  ports: Omit<ActivityReporterSources['ports'], 'database'> & { readonly database: Database | undefined },
): ActivityReporterSources | null {
  const { database } = ports;
  return database ? { configuration, session, api, listener, ports: { ...ports, database } } : null;
}

export interface PlayActivityStartup {
  readonly listener: PlayActivityListenerRef;
  readonly demand: PlayActivityDemand;
  readonly features: Features;
  readonly setup: ActivityReporterSources | null;
  readonly auth: Pick<AuthService, 'addEventListener'>;
  readonly bridge: Omit<PlayActivityBridgeDependencies, 'reporter' | 'listener'>;
}

/**
 * The instance exists: play activity follows its listener (token, authorization, preview only,
 * private mode), and reporting (a feature: the reporter and the bridge) starts when the demand
 * says (play-activity-demand.ts); a listener who signs in gets it loaded ahead of their first play.
 */
export function startPlayActivity(instance: PlayActivityListenerSource, startup: PlayActivityStartup): void {
  const { listener, demand, features, setup, auth, bridge } = startup;
  listener.use({
    userToken: () => instance.musicUserToken,
    isAuthorized: () => instance.isAuthorized,
    previewOnly: () => instance.previewOnly,
    privateEnabled: () => instance.privateEnabled,
  });
  if (!setup) {
    bridge.logger.log('info', 'No Database is bound on this host: play activity is not reported');
    return;
  }
  const reporting = features.start(PlayActivityFeature, ({ startPlayActivityReporting, activityReporterSetup }) => startPlayActivityReporting({ reporter: activityReporterSetup(setup), bridge: { ...bridge, listener } }));
  instance.lyrics?.connect(reporting);
  const { page, isIOS } = bridge;
  demand.start({ reporting, backlog: () => hasActivityBacklog(setup.ports.cookie, setup.ports.local), ...(page ? { page } : {}), ...(isIOS ? { isIOS } : {}) });
  auth.addEventListener('authorizationStatusDidChange', () => demand.listenerChanged());
  auth.addEventListener('userTokenDidChange', () => demand.listenerChanged());
}

/** What play activity reads of the instance. */
export interface PlayActivityListenerSource {
  readonly musicUserToken: string | undefined;
  readonly isAuthorized: boolean;
  readonly previewOnly: boolean;
  readonly privateEnabled: boolean;
  /** Lyrics display reporting (000 §3-§5) goes through the reporting started here. */
  readonly lyrics?: { connect(reporting: FeatureService<PlayActivityReportingHandle>): void };
}

/** What lyrics reporting uses of play-activity reporting. */
interface PlayActivityReportingHandle {
  readonly bridge: { lyricsStart(lyrics: LyricsDescriptor): Promise<void>; lyricsStop(): Promise<void> };
}
