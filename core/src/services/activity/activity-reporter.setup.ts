import type { MusicApi } from '../../domain/api/music-api.ts';
import type { RequestSession } from '../../domain/api/request-session.ts';
import { DEFAULT_PLAY_ACTIVITY_BASE, type ValidConfiguration } from '../../musickit/configuration.ts';
import type { Database } from '../../ports/database.ts';
import type { Environment } from '../../ports/environment.ts';
import { renewingDeveloperToken } from '../credentials/renewing-http.ts';
import type { ActivityReporterOptions, ActivityReporterPorts } from './activity-reporter-options.ts';
import { playActivityCredentials } from './play-activity-credentials.ts';
import type { PlayActivityListener } from './play-activity-listener.ts';

/** What the reporter is made from, gathered at start; a host without a Database has none (play-activity.setup.ts). */
export interface ActivityReporterSources {
  readonly configuration: ValidConfiguration;
  readonly session: Pick<RequestSession, 'developerTokens'>;
  readonly api: Pick<MusicApi, 'storefrontId'>;
  readonly listener: PlayActivityListener;
  readonly ports: Omit<ActivityReporterPorts, 'database'> & { readonly database: Database; readonly environment: Pick<Environment, 'userAgent'> | undefined };
}

/**
 * The reporter's ports and options for a configuration (000 §3-§7, 002 §6): where it posts, with
 * whose credentials. Part of the play-activity feature: built when reporting starts.
 */
export function activityReporterSetup(sources: ActivityReporterSources): { readonly ports: ActivityReporterPorts; readonly options: ActivityReporterOptions } {
  const { configuration, session, api, listener } = sources;
  const { environment, ...rest } = sources.ports;
  return {
    // Issue 21: play activity follows a developer-token rotation (a 401) as the API calls do.
    ports: { ...rest, http: renewingDeveloperToken(rest.http, session.developerTokens) },
    options: {
      baseUrl: configuration.playActivityBase ?? DEFAULT_PLAY_ACTIVITY_BASE,
      credentials: playActivityCredentials(listener, () => session.developerTokens.current?.token),
      // 000 §6: the reporting id goes only with the app's allowReportingId (default off).
      context: () => ({ storefront: api.storefrontId, privateEnabled: listener.privateEnabled(), ...(configuration.allowReportingId === true ? { allowReportingId: true } : {}) }),
      ...(environment ? { record: { userAgent: environment.userAgent } } : {}),
    },
  };
}
