import type { Clock } from '../../ports/clock.ts';
import type { Environment } from '../../ports/environment.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { CookieKeyValueStore, KeyValueStore, LocalKeyValueStore, SessionKeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Random } from '../../ports/random.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import type { WindowHost } from '../../ports/window-host.ts';
import type { DeveloperTokenProvider, DeveloperTokenSource } from '../../domain/api/developer-token.provider.ts';
import type { PersistMode } from '../../domain/auth/auth-storage.ts';
import type { QueryParameters } from '../../domain/auth/deeplinks.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import type { Realm } from '../../domain/enums/index.ts';
import type { AuthenticateMethod } from './authorizer.ts';

/** The ports the auth services run on. */
export interface AuthServicePorts {
  readonly windowHost: WindowHost;
  readonly http: HttpClient;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly environment: Pick<Environment, 'languages'>;
  /** KeyValueStore.local: auth state with persist 'localstorage'. */
  readonly localStore: KeyValueStore;
  /** KeyValueStore.session: the once-per-session subscribe-view flag. */
  readonly sessionStore: KeyValueStore;
  /** KeyValueStore.cookie: auth state with persist 'cookie'. */
  readonly cookieStore: KeyValueStore;
  /** The redirect sign-in's nonce (issue 22); without it only the pop-up sign-in is offered. */
  readonly random?: Random;
}

/** The configuration options of 000 §3 that auth reads, plus the provider hosts. */
export interface AuthServiceOptions {
  /** A token, a function supplying one, or a shared provider (000 §5 validation applies). */
  readonly developerToken: DeveloperTokenSource | DeveloperTokenProvider;
  /** The team of the storage keys (000 §9); default: the developer token's `iss`. */
  readonly teamId?: string;
  readonly hosts: ProviderHosts;
  /** Where auth state persists; default 'localstorage'. */
  readonly persist?: PersistMode;
  /** The storage key prefix (000 §9 "prefix.teamId"); default 'music', as the incumbent's keys. */
  readonly prefix?: string;
  /** Default Realm.MUSIC. */
  readonly realm?: Realm;
  readonly deeplink?: QueryParameters;
  readonly meParameters?: QueryParameters;
  readonly disableLogoutURL?: boolean;
  /** Default 'GET' (000 §2). */
  readonly authenticateMethod?: AuthenticateMethod;
  readonly iconURL?: string;
  readonly disableAuthBridge?: boolean;
  /** The bridge frame's optional CDN path prefix (inc) or environment prefix (env), 000 §2. */
  readonly authBridge?: { readonly inc?: string; readonly env?: string };
  /** The provider's registrable domains (default DEFAULT_PROVIDER_DOMAINS). */
  readonly providerDomains?: readonly string[];
  /** Exact origins trusted besides the provider's https domains (the local emulator). */
  readonly trustedOrigins?: readonly string[];
  readonly requiredPrivacyVersion?: number;
  /** The storefront before one is known (000 §9 default us). */
  readonly defaultStorefront?: string;
}
