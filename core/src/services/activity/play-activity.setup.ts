import type { MusicApi } from '../../domain/api/music-api.ts';
import type { RequestSession } from '../../domain/api/request-session.ts';
import { DEFAULT_PLAY_ACTIVITY_BASE, type ValidConfiguration } from '../../musickit/configuration.ts';
import type { Database } from '../../ports/database.ts';
import type { Environment } from '../../ports/environment.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { renewingDeveloperToken } from '../credentials/renewing-http.ts';
import { PlayActivityFeature } from '../features/core-features.ts';
import type { FeatureService, Features } from '../features/feature.ts';
import type { LyricsDescriptor } from '../../domain/activity/play-activity-descriptor.ts';
import { hasActivityBacklog } from './activity-backlog.ts';
import type { ActivityReporterPorts } from './activity-reporter-options.ts';
import { playActivityCredentials, type PlayActivityBridgeDependencies } from './play-activity-bridge.ts';
import type { ActivityReporterSetup, PlayActivityDemand } from './play-activity-demand.ts';
import type { PlayActivityListener, PlayActivityListenerRef } from './play-activity-listener.ts';

/** The reporter's ports and options for a configuration (000 §3-§7, 002 §6): where it posts, with whose credentials. */
export function activityReporterSetup(
  configuration: ValidConfiguration,
  session: Pick<RequestSession, 'developerTokens'>,
  api: Pick<MusicApi, 'storefrontId'>,
  listener: PlayActivityListener,
  ports: Omit<ActivityReporterPorts, 'database'> & { readonly database: Database | undefined; readonly environment: Pick<Environment, 'userAgent'> | undefined },
): ActivityReporterSetup | null {
  const { database, environment, ...rest } = ports;
  // The outbox needs a Database: a host without one (a server render) reports nothing.
  if (!database) return null;
  return {
    // Issue 21: play activity follows a developer-token rotation (a 401) as the API calls do.
    ports: { ...rest, http: renewingDeveloperToken(rest.http, session.developerTokens), database },
    options: {
      baseUrl: configuration.playActivityBase ?? DEFAULT_PLAY_ACTIVITY_BASE,
      credentials: playActivityCredentials(listener, () => session.developerTokens.current?.token),
      // 000 §6: the reporting id goes only with the app's allowReportingId (default off).
      context: () => ({ storefront: api.storefrontId, privateEnabled: listener.privateEnabled(), ...(configuration.allowReportingId === true ? { allowReportingId: true } : {}) }),
      ...(environment ? { record: { userAgent: environment.userAgent } } : {}),
    },
  };
}

export interface PlayActivityStartup {
  readonly listener: PlayActivityListenerRef;
  readonly demand: PlayActivityDemand;
  readonly features: Features;
  readonly setup: ActivityReporterSetup | null;
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
  const reporting = features.start(PlayActivityFeature, ({ startPlayActivityReporting }) => startPlayActivityReporting({ reporter: setup, bridge: { ...bridge, listener } }));
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
