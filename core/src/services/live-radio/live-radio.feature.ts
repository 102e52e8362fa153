import type { RequestSession } from '../../domain/api/request-session.ts';
import type { ValidConfiguration } from '../../musickit/configuration.ts';
import { token } from '../../ports/token.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { renewingDeveloperToken } from '../credentials/renewing-http.ts';
import type { FeatureService } from '../features/feature.ts';
import type { LiveRadioService } from './live-radio.service.ts';
import type { LiveRadioSetup } from './live-radio.setup.ts';

/** Live radio as the instance, the engine and play activity use it: a feature, loaded with the first live station. */
export type LiveRadio = FeatureService<Pick<LiveRadioService, 'events' | 'timedMetadata' | 'resolve'>>;
export const LiveRadio = token<LiveRadio>('LiveRadio');

/**
 * What live radio is built from, for this configuration. 002 §5, §9: streams come from the
 * provider's domains, or from the origin configured to stand for the provider (and the app's
 * trusted origins); tokens are the signed-in listener's.
 */
export function liveRadioSetup(
  configuration: ValidConfiguration,
  session: Pick<RequestSession, 'developerTokens'>,
  auth: Pick<AuthService, 'musicUserToken'>,
  ports: Omit<LiveRadioSetup, 'trustedOrigins' | 'mediaApiBase' | 'tokens'>,
): LiveRadioSetup {
  return {
    ...ports,
    // Issue 21: live radio's manifests and licences follow a developer-token rotation (a 401).
    http: renewingDeveloperToken(ports.http, session.developerTokens),
    tokens: { developerToken: () => session.developerTokens.token(), userToken: () => auth.musicUserToken },
    trustedOrigins: [...(configuration.providerOrigin ? [configuration.providerOrigin] : []), ...(configuration.trustedOrigins ?? [])],
    mediaApiBase: configuration.apiBase,
  };
}
