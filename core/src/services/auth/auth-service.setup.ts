import type { RequestSession } from '../../domain/api/request-session.ts';
import { DEFAULT_PROVIDER_HOSTS, providerHostsAt } from '../../domain/auth/provider-hosts.ts';
import { Realm } from '../../domain/enums/index.ts';
import type { ValidConfiguration } from '../../musickit/configuration.ts';
import type { AuthServiceOptions } from './auth-service-options.ts';

const REALMS: Readonly<Record<string, Realm>> = { tv: Realm.TV, podcast: Realm.PODCAST };

/**
 * The sign-in options of a configuration (000 §2-§9): the provider's hosts (or those of the
 * origin configured to stand for the provider, which is then trusted too), the realm, and the
 * app's settings, with the developer-token provider the request session uses.
 */
export function authServiceOptions(configuration: ValidConfiguration, session: Pick<RequestSession, 'developerTokens'>): AuthServiceOptions {
  const origin = configuration.providerOrigin;
  const { teamId, persist, prefix, authenticateMethod, iconURL, disableAuthBridge, meParameters, disableLogoutURL } = configuration;
  const deeplink = deeplinkParameters(configuration);
  return {
    developerToken: session.developerTokens,
    hosts: origin ? providerHostsAt(origin) : { ...DEFAULT_PROVIDER_HOSTS, apiBase: configuration.apiBase },
    realm: REALMS[configuration.realm ?? 'music'] ?? Realm.MUSIC,
    trustedOrigins: [...(configuration.trustedOrigins ?? []), ...(origin ? [origin.replace(/(?<!\/)\/+$/, '')] : [])],
    ...(teamId ? { teamId } : {}),
    ...(persist ? { persist } : {}),
    ...(prefix ? { prefix } : {}),
    ...(authenticateMethod ? { authenticateMethod } : {}),
    ...(iconURL ? { iconURL } : {}),
    ...(disableAuthBridge ? { disableAuthBridge } : {}),
    ...(deeplink ? { deeplink } : {}),
    ...(meParameters ? { meParameters } : {}),
    ...(disableLogoutURL ? { disableLogoutURL } : {}),
  };
}

/**
 * The deeplink parameters of a configuration (000 §2): its `deeplink` map, with `at` from
 * `affiliateToken` and `ct` from `campaignToken`, which win over the same names in the map.
 */
export function deeplinkParameters(configuration: Pick<ValidConfiguration, 'deeplink' | 'affiliateToken' | 'campaignToken'>): Readonly<Record<string, string>> | undefined {
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(configuration.deeplink ?? {})) if (typeof value === 'string') parameters[name] = value;
  if (typeof configuration.affiliateToken === 'string' && configuration.affiliateToken !== '') parameters['at'] = configuration.affiliateToken;
  if (typeof configuration.campaignToken === 'string' && configuration.campaignToken !== '') parameters['ct'] = configuration.campaignToken;
  return Object.keys(parameters).length === 0 ? undefined : parameters;
}
