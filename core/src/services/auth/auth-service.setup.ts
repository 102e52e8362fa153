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
  const { teamId, persist, prefix, authenticateMethod, iconURL, disableAuthBridge } = configuration;
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
  };
}
