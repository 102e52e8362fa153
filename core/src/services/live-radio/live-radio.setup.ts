// Loaded with the first live station (a lazy chunk of the script-tag build, docs/size-budgets.md):
// most pages never play live radio, so the service and its host rules wait for one.
import type { RequestSession } from '../../domain/api/request-session.ts';
import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { renewingDeveloperToken } from '../credentials/renewing-http.ts';
import { LiveRadioHosts } from './live-radio-hosts.ts';
import { LiveRadioService, type LiveRadioServiceDependencies } from './live-radio.service.ts';

/** The service's dependencies, with the origins that stand for the provider instead of its host rules. */
export interface LiveRadioSetup extends Omit<LiveRadioServiceDependencies, 'hosts'> {
  /** 002 §5, §9: streams on the provider's domains, or on these origins (the configured provider origin). */
  readonly trustedOrigins: readonly string[];
}

/**
 * The live radio service of an instance.
 *
 * @example
 * const live = createLiveRadioService({ player, nowPlaying, http, scheduler, clock, logger, tokens, mediaApiBase, trustedOrigins: [origin] });
 */
export function createLiveRadioService({ trustedOrigins, ...dependencies }: LiveRadioSetup): LiveRadioService {
  return new LiveRadioService({ ...dependencies, hosts: new LiveRadioHosts({ trustedOrigins }) });
}

/**
 * What live radio is built from, for this configuration. 002 §5, §9: streams come from the
 * provider's domains, or from the origin configured to stand for the provider (and the app's
 * trusted origins); tokens are the signed-in listener's. Built by this chunk with the first live
 * station, so pages without one never carry it (docs/size-budgets.md, fourth round).
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
