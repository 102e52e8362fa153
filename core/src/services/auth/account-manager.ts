import type { Clock } from '../../ports/clock.ts';
import type { Logger } from '../../ports/logger.ts';
import type { AuthStorage } from '../../domain/auth/auth-storage.ts';
import type { AuthorizationState } from '../../domain/auth/authorization-state.ts';
import { restrictionFromParentalControls, type ParentalControlsData } from '../../domain/auth/parental-controls.ts';
import {
  DEFAULT_REQUIRED_PRIVACY_VERSION,
  acknowledgedVersion,
  isAcknowledgementEmpty,
  needsGdpr,
} from '../../domain/auth/privacy-acknowledgement.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import { cidStorageName, namespaceOf } from '../../domain/auth/realm-namespace.ts';
import { COOKIE_NAMES, SUBSCRIPTION_CACHE_LIFETIME_MS, isRestrictedByDefault } from '../../domain/constants/index.ts';
import { AuthorizationStatus, Realm } from '../../domain/enums/index.ts';
import {
  accountError,
  accountFetchFailedError,
  isMKError,
  notAuthorizedError,
  renewTokenError,
  responseError,
  storefrontCountryCodeError,
  unauthorizedError,
} from '../../domain/errors/index.ts';
import { isValidUserToken } from '../../domain/tokens/index.ts';
import { MEDIA_USER_TOKEN_HEADER, MUSIC_USER_TOKEN_HEADER, accountUrls, answerFailed, asNetworkError, firstDataItem, recordOf, type WebAuthKind } from './account-calls.ts';
import type { ProviderHttp } from './provider-http.ts';

/** 000 §3 Account info: meta.subscription (active, storefront). */
export interface AccountSubscription {
  readonly active: boolean;
  readonly storefront: string | undefined;
}

/** 000 §3, §7: the answer of /account/web/info. */
export interface AccountWebInfo {
  readonly parentalControlsData?: ParentalControlsData;
  readonly privacyAcknowledgement?: unknown;
  readonly storeFrontISO3A?: string;
}

/** 000 §3 Account info ('me'): the subscription, the first data item's attributes, and the web info. */
export interface AccountInfo {
  readonly subscription: AccountSubscription;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly info: AccountWebInfo | undefined;
}

export interface AccountManagerDeps {
  readonly http: ProviderHttp;
  readonly clock: Pick<Clock, 'now'>;
  readonly logger: Logger;
  readonly state: AuthorizationState;
  readonly storage: AuthStorage;
  /** Signs the listener out on this page (state and storage): 000 §8 "resets state", 000 §7 revoke. */
  readonly resetState: () => void;
}

export interface AccountManagerOptions {
  readonly hosts: ProviderHosts;
  readonly realm: Realm;
  /** 000 §3 `meParameters`: extra query parameters of /me/account. */
  readonly meParameters?: Readonly<Record<string, string>>;
  /** 000 §3 `disableLogoutURL`: skip the buy host's logout call on sign-out. */
  readonly disableLogoutURL?: boolean;
  readonly requiredPrivacyVersion?: number;
}

/**
 * The account calls of 000 §7 and their rules (000 §6, §8): /me/storefront, /me/account with a
 * 900-second subscription cache, /account/web/info with the infoRefresh retry, cids per
 * namespace, logout, renewMusicToken and the /auth/v2/web session calls. Account, storefront and
 * info calls need a status above DENIED ('Not authorized: {status}').
 *
 * @example
 * const account = new AccountManager({ http, clock, logger, state, storage, resetState }, { hosts, realm: Realm.MUSIC });
 * await account.fetchStorefront();        // 'us'
 * await account.hasMusicSubscription();   // true, then cached for 900 s
 */
export class AccountManager {
  readonly #deps: AccountManagerDeps;
  readonly #options: AccountManagerOptions;
  readonly #urls: ReturnType<typeof accountUrls>;
  #subscription: { readonly token: string; readonly active: boolean; readonly until: number } | undefined;
  /** The check on its way: concurrent checks (the start's and a first play's, issue 17) share one request. */
  #subscriptionPending: { readonly token: string; readonly active: Promise<boolean> } | undefined;
  #info: AccountWebInfo | undefined;

  constructor(deps: AccountManagerDeps, options: AccountManagerOptions) {
    this.#deps = deps;
    this.#options = options;
    this.#urls = accountUrls(options.hosts);
  }

  /** The last web info fetched, if any. */
  get info(): AccountWebInfo | undefined {
    return this.#info;
  }

  /** GET {apiBase}/me/storefront (000 §7): data[0].id becomes the storefront country code. */
  async fetchStorefront(): Promise<string> {
    const token = this.#requireAuthorized();
    const url = this.#urls.meStorefront;
    const answer = await this.#deps.http
      .send({ url, userToken: { header: MUSIC_USER_TOKEN_HEADER, token } })
      .catch((error: unknown) => Promise.reject(asNetworkError(error, url)));
    const id = firstDataItem(answer.body)?.['id'];
    if (answerFailed(answer) || typeof id !== 'string' || id === '') {
      // 000 §8: 'Storefront Country Code error.' resets state; 001 §6: the listener is signed out.
      if (this.#deps.state.userToken === token) this.#deps.resetState();
      throw storefrontCountryCodeError(answer.status);
    }
    const code = id.toLowerCase();
    if (this.#deps.state.userToken !== token) return code;
    const { state, storage } = this.#deps;
    state.setStorefrontCountryCode(code);
    state.setStorefrontId(code);
    storage.write(COOKIE_NAMES.itua, code);
    // 000 §6: restriction defaults to on for the listed storefronts when nothing is stored.
    if (storage.read(COOKIE_NAMES.restricted) === null && isRestrictedByDefault(code)) state.setRestrictedEnabled(true);
    return code;
  }

  /** GET /me/account?meta=subscription, plus the web info (000 §3 Account info). */
  async me(): Promise<AccountInfo> {
    const account = await this.#fetchAccount();
    return { ...account, info: await this.fetchInfo() };
  }

  /** Whether the listener's subscription is active, trusted for 900 s per token (000 §9). */
  async hasMusicSubscription(): Promise<boolean> {
    const token = this.#requireAuthorized();
    const cached = this.#subscription;
    if (cached && cached.token === token && cached.until > this.#deps.clock.now()) return cached.active;
    const pending = this.#subscriptionPending;
    if (pending?.token === token) return pending.active;
    const active = this.#fetchAccount().then((account) => account.subscription.active);
    this.#subscriptionPending = { token, active };
    try {
      return await active;
    } finally {
      if (this.#subscriptionPending?.active === active) this.#subscriptionPending = undefined;
    }
  }

  /** Forgets the cached subscription answer. */
  clearSubscriptionCache(): void {
    this.#subscription = undefined;
    this.#subscriptionPending = undefined;
  }

  /**
   * GET {buyBase}/account/web/info (000 §7), repeated after infoRefresh when the
   * acknowledgements are empty; applies parental controls (000 §4) and the GDPR check (000 §9).
   * A failure only warns (000 §8) and resolves `undefined`.
   */
  async fetchInfo(): Promise<AccountWebInfo | undefined> {
    const token = this.#requireAuthorized();
    try {
      let info = await this.#getInfo(token);
      if (isAcknowledgementEmpty(info.privacyAcknowledgement)) {
        await this.infoRefresh();
        info = await this.#getInfo(token);
      }
      this.#applyInfo(info);
      return info;
    } catch (error) {
      this.#deps.logger.log('warning', 'Account info could not be fetched', error);
      return undefined;
    }
  }

  /** GET {buyBase}/account/web/infoRefresh (000 §7): a map of cids, stored per namespace. */
  async infoRefresh(): Promise<Readonly<Record<string, string>>> {
    const token = this.#requireAuthorized();
    const url = this.#urls.webInfoRefresh;
    const answer = await this.#deps.http
      .send({ url, credentials: 'include', userToken: { header: MEDIA_USER_TOKEN_HEADER, token } })
      .catch((error: unknown) => Promise.reject(asNetworkError(error, url)));
    if (answerFailed(answer)) throw responseError({ status: answer.status, url }, answer.body);
    const body = recordOf(answer.body) ?? {};
    const map = recordOf(body['cids']) ?? body;
    const cids: Record<string, string> = {};
    for (const [namespace, cid] of Object.entries(map)) {
      if (typeof cid !== 'string' || cid === '') continue;
      cids[namespace] = cid;
      this.#deps.state.setCid(namespace, cid);
      const name = cidStorageName(namespace);
      if (name === COOKIE_NAMES.defaultCid || name === COOKIE_NAMES.tvCid) this.#deps.storage.write(name, cid);
    }
    return cids;
  }

  /**
   * POST {buyBase}/account/web/logout (000 §7, credentials and token header). A non-ok answer
   * rejects with its status; callers on the revoke path ignore the failure.
   */
  async logout(token: string): Promise<void> {
    if (this.#options.disableLogoutURL) return;
    const url = this.#urls.webLogout;
    const answer = await this.#deps.http
      .send({ url, method: 'POST', credentials: 'include', userToken: { header: MEDIA_USER_TOKEN_HEADER, token } })
      .catch((error: unknown) => Promise.reject(asNetworkError(error, url)));
    if (!answer.ok) throw responseError({ status: answer.status, url });
  }

  /**
   * POST {playBase}/renewMusicToken (000 §7): the answer's music-token replaces the user token.
   * 401 revokes the token and fails with 'Renew token' (000 §8). Any other failed answer signs
   * the listener out with 'Unauthorized' (001 §6: a failed token request signs out). A network
   * failure leaves the listener signed in: being offline says nothing about the token.
   */
  async renewMusicToken(): Promise<string> {
    const token = this.#requireAuthorized();
    const url = this.#urls.renewMusicToken;
    const answer = await this.#deps.http
      .send({ url, method: 'POST', userToken: { header: MUSIC_USER_TOKEN_HEADER, token } })
      .catch((error: unknown) => Promise.reject(asNetworkError(error, url)));
    const renewed = recordOf(answer.body)?.['music-token'];
    const stillCurrent = this.#deps.state.userToken === token;
    if (answer.status === 401) {
      if (stillCurrent) this.#deps.resetState();
      throw renewTokenError();
    }
    if (answerFailed(answer) || !isValidUserToken(renewed)) {
      if (stillCurrent) this.#deps.resetState();
      throw unauthorizedError(answer.ok ? undefined : responseError({ status: answer.status, url }));
    }
    if (stillCurrent) {
      this.#deps.storage.write(COOKIE_NAMES.mediaUserToken, renewed);
      this.#deps.state.setUserToken(renewed);
    }
    return renewed;
  }

  /**
   * POST /auth/v2/web (and /logout, /refresh) on the music and tv auth hosts (000 §7): Bearer
   * developer token, credentials included. Failures are logged, not thrown.
   */
  async webSession(kind: WebAuthKind): Promise<void> {
    const hosts = [...new Set([this.#options.hosts.musicAuth, this.#options.hosts.tvAuth])];
    await Promise.all(
      hosts.map(async (host) => {
        const url = this.#urls.webAuth(host, kind);
        try {
          const answer = await this.#deps.http.send({ url, method: 'POST', credentials: 'include' });
          if (!answer.ok) this.#deps.logger.log('warning', `Web session call failed with ${answer.status}`, url);
        } catch (error) {
          this.#deps.logger.log('warning', 'Web session call failed', url, error);
        }
      }),
    );
  }

  /** Requires a status above DENIED (000 §6); returns the token to act with. */
  #requireAuthorized(): string {
    const { status, userToken } = this.#deps.state;
    if (status <= AuthorizationStatus.DENIED || userToken === undefined) throw notAuthorizedError(status);
    return userToken;
  }

  async #fetchAccount(): Promise<Omit<AccountInfo, 'info'>> {
    const token = this.#requireAuthorized();
    const query = new URLSearchParams({ meta: 'subscription' });
    for (const [name, value] of Object.entries(this.#options.meParameters ?? {})) query.set(name, value);
    const url = `${this.#urls.meAccount}?${query.toString()}`;
    let answer;
    try {
      answer = await this.#deps.http.send({ url, userToken: { header: MUSIC_USER_TOKEN_HEADER, token } });
    } catch (error) {
      // 000 §8: a network failure on the account fetch is NETWORK_ERROR 'Failed to fetch /me/account';
      // a refusal of the credential gate (services/credentials) is no network failure and keeps its reason.
      throw isMKError(error) ? error : accountFetchFailedError(error);
    }
    const subscription = recordOf(recordOf(recordOf(answer.body)?.['meta'])?.['subscription']);
    if (answerFailed(answer) || !subscription) {
      // 000 §8: 'Account error.'; outside the tv realm it also resets state.
      if (this.#options.realm !== Realm.TV && this.#deps.state.userToken === token) this.#deps.resetState();
      throw accountError(answer.ok ? undefined : answer.status);
    }
    const storefront = subscription['storefront'];
    const result = {
      subscription: { active: subscription['active'] === true, storefront: typeof storefront === 'string' ? storefront : undefined },
      attributes: recordOf(firstDataItem(answer.body)?.['attributes']) ?? {},
    };
    this.#subscription = { token, active: result.subscription.active, until: this.#deps.clock.now() + SUBSCRIPTION_CACHE_LIFETIME_MS };
    return result;
  }

  async #getInfo(token: string): Promise<AccountWebInfo> {
    const url = this.#urls.webInfo;
    const answer = await this.#deps.http
      .send({ url, credentials: 'include', userToken: { header: MEDIA_USER_TOKEN_HEADER, token } })
      .catch((error: unknown) => Promise.reject(asNetworkError(error, url)));
    if (answerFailed(answer)) throw responseError({ status: answer.status, url }, answer.body);
    return (recordOf(answer.body) ?? {}) as AccountWebInfo;
  }

  #applyInfo(info: AccountWebInfo): void {
    const { state } = this.#deps;
    this.#info = info;
    const parentalControls = recordOf(info.parentalControlsData);
    state.applyParentalControls(parentalControls, restrictionFromParentalControls(this.#options.realm, parentalControls));
    const required = this.#options.requiredPrivacyVersion ?? DEFAULT_REQUIRED_PRIVACY_VERSION;
    state.setGdprNeeded(needsGdpr(acknowledgedVersion(info.privacyAcknowledgement, namespaceOf(this.#options.realm)), required));
  }
}
