import { DeveloperTokenProvider } from '../../domain/api/developer-token.provider.ts';
import type { AuthEvents } from '../../domain/auth/auth-events.ts';
import { AUTH_STORAGE_NAMES, AuthStorage, authStorageKey, type AuthWriteKind } from '../../domain/auth/auth-storage.ts';
import { isAuthorizationRejection } from '../../domain/auth/authorization-rejection.ts';
import { AuthorizationState } from '../../domain/auth/authorization-state.ts';
import { authBridgeUrl, financeAppDeeplink, storeDeeplink, subscribeUrls, type QueryParameters, type SubscribeUrls } from '../../domain/auth/deeplinks.ts';
import { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';
import { cidStorageName, namespaceOf } from '../../domain/auth/realm-namespace.ts';
import { SignInNonce, randomNonce } from '../../domain/auth/sign-in-nonce.ts';
import { decodeStartupHash } from '../../domain/auth/startup-hash.ts';
import { MKError } from '../../domain/errors/mk-error.ts';
import { SubscribeViewOffer } from '../../domain/auth/subscribe-view-offer.ts';
import { COOKIE_NAMES, DEFAULT_LANGUAGE_TAG, isRestrictedByDefault } from '../../domain/constants/index.ts';
import { AuthorizationStatus, Realm } from '../../domain/enums/index.ts';
import { EventEmitter } from '../../domain/events/index.ts';
import { isValidUserToken } from '../../domain/tokens/index.ts';
import type { AccountInfo, AccountManagerDeps, AccountManagerOptions } from './account-manager.ts';
import type { AccountServices } from './account-services.ts';
import { AuthBridgeClient } from './auth-bridge-client.ts';
import type { AuthServiceOptions, AuthServicePorts } from './auth-service-options.ts';
import { Authorizer } from './authorizer.ts';
import { ProviderHttp } from './provider-http.ts';
import { StorefrontLookup } from './storefront-lookup.ts';
import { SubscribeView, type SubscribeViewOutcome } from './subscribe-view.ts';

interface AdoptedAuth {
  readonly userToken?: string | undefined;
  readonly restricted?: boolean | undefined;
  readonly cid?: string | undefined;
}

/**
 * Sign-in for the public instance to wire (MUSICKIT-SURFACE.md): `authorize()`, `unauthorize()`,
 * `isAuthorized`, `musicUserToken`, `authorizationStatus`, `storefrontCountryCode` and the auth
 * events. It composes the authorize pop-up, the auth bridge, the account manager, storefront
 * lookup, subscription offers and token persistence per `persist` (000 §2–§9).
 *
 * `authorize()` resolves with the user token. It rejects with an AuthorizationRejection whose
 * value is the spec's number (0 closed or switch user, 1 declined, -1 unavailable; `e == 1`),
 * with 'Invalid token.' for a bad developer token, or with 'Storefront Country Code error.'
 * when the new listener's storefront cannot be read (the listener is then signed out, 001 §6).
 *
 * @example
 * const auth = new AuthService(ports, { developerToken, hosts: providerHostsAt(origin), trustedOrigins: [origin] });
 * auth.addEventListener('authorizationStatusDidChange', ({ authorizationStatus }) => render(authorizationStatus));
 * // the constructor restores the stored token and adopts a start-up hash (000 §2)
 * await auth.start();                  // opens the bridge, reads the storefront
 * const token = await auth.authorize(); // from a click handler: opens the pop-up
 */
export class AuthService {
  readonly #ports: AuthServicePorts;
  readonly #options: AuthServiceOptions;
  readonly #realm: Realm;
  readonly #events: EventEmitter<AuthEvents>;
  readonly #state: AuthorizationState;
  readonly #storage: AuthStorage;
  /** What the account services are built with, once they are loaded (#accountServices). */
  readonly #accountSetup: { readonly deps: AccountManagerDeps; readonly options: AccountManagerOptions };
  #accountLoaded: AccountServices | undefined;
  #accountLoading: Promise<AccountServices> | undefined;
  readonly #authorizer: Authorizer;
  readonly #subscribeView: SubscribeView;
  readonly #offer: SubscribeViewOffer;
  readonly #lookup: StorefrontLookup;
  readonly #bridge: AuthBridgeClient | undefined;
  readonly #signInNonce: SignInNonce;
  #started: Promise<void> | undefined;

  constructor(ports: AuthServicePorts, options: AuthServiceOptions) {
    const { logger, clock } = ports;
    this.#ports = ports;
    this.#options = options;
    this.#realm = options.realm ?? Realm.MUSIC;
    // 000 §5: a malformed or expired token fails here, where it is configured.
    const tokens =
      options.developerToken instanceof DeveloperTokenProvider ? options.developerToken : new DeveloperTokenProvider(options.developerToken, clock, { logger });
    const teamId = options.teamId ?? tokens.current?.teamId ?? 'default';
    if (options.teamId === undefined && tokens.current?.teamId === undefined) logger.log('warning', "No team id known: auth state is stored under team 'default'");
    const allowList = new OriginAllowList({
      ...(options.providerDomains ? { providerDomains: options.providerDomains } : {}),
      ...(options.trustedOrigins ? { trustedOrigins: options.trustedOrigins } : {}),
    });
    const http = new ProviderHttp(ports.http, tokens, allowList);
    const prefix = options.prefix ?? 'music';
    this.#storage = new AuthStorage(options.persist === 'cookie' ? ports.cookieStore : ports.localStore, prefix, teamId);
    this.#events = new EventEmitter<AuthEvents>((error, event) => logger.log('error', `A ${String(event)} listener threw`, error));
    this.#state = new AuthorizationState(this.#events, options.defaultStorefront);
    this.#accountSetup = {
      deps: { http, clock, logger, state: this.#state, storage: this.#storage, resetState: () => this.#signOutLocally() },
      options: {
        hosts: options.hosts,
        realm: this.#realm,
        ...(options.meParameters ? { meParameters: options.meParameters } : {}),
        ...(options.disableLogoutURL ? { disableLogoutURL: true } : {}),
        ...(options.requiredPrivacyVersion === undefined ? {} : { requiredPrivacyVersion: options.requiredPrivacyVersion }),
      },
    };
    const popupPorts = { windowHost: ports.windowHost, scheduler: ports.scheduler, logger };
    this.#authorizer = new Authorizer(popupPorts, {
      hosts: options.hosts,
      allowList,
      developerToken: () => tokens.token(),
      ...(options.authenticateMethod ? { authenticateMethod: options.authenticateMethod } : {}),
      ...(options.deeplink ? { deeplink: options.deeplink } : {}),
      ...(options.iconURL === undefined ? {} : { iconURL: options.iconURL }),
    });
    this.#subscribeView = new SubscribeView(popupPorts, { hosts: options.hosts, allowList, ...(options.deeplink ? { deeplink: options.deeplink } : {}) });
    this.#offer = new SubscribeViewOffer(ports.sessionStore, authStorageKey(prefix, teamId, 'subscribe-view-offered'));
    this.#signInNonce = new SignInNonce(ports.sessionStore, authStorageKey(prefix, teamId, 'sign-in-state'));
    this.#lookup = new StorefrontLookup(http, options.hosts);
    this.#bridge = options.disableAuthBridge
      ? undefined
      : new AuthBridgeClient(
          { windowHost: ports.windowHost, logger },
          {
            url: authBridgeUrl(options.hosts.authBridge, options.authBridge),
            allowList,
            nextRequestId: this.#requestIds(),
            onUpdateAuth: (update) => this.#onBridgeUpdate(update),
            onAuthClearedFromOtherFrame: () => this.#signOutLocally(),
          },
        );
    // 000 §6: cached answers are per token; the bridge shares every new token with other sites.
    this.#events.on('userTokenDidChange', ({ userToken }) => {
      this.#accountLoaded?.account.clearSubscriptionCache();
      if (userToken !== undefined) this.#shareWithBridge(userToken);
    });
    this.#restore();
  }

  get authorizationStatus(): AuthorizationStatus {
    return this.#state.status;
  }

  get isAuthorized(): boolean {
    return this.#state.isAuthorized;
  }

  get isRestricted(): boolean {
    return this.#state.restrictedEnabled;
  }

  get musicUserToken(): string | undefined {
    return this.#state.userToken;
  }

  get storefrontCountryCode(): string {
    return this.#state.storefrontCountryCode;
  }

  get storefrontId(): string {
    return this.#state.storefrontId;
  }

  get needsGDPR(): boolean {
    return this.#state.needsGdpr;
  }

  get cids(): ReadonlyMap<string, string> {
    return this.#state.cids;
  }

  /** The subscribe URLs of the public surface (finance-app deeplinks with the configured parameters). */
  get subscribeUrls(): SubscribeUrls {
    return subscribeUrls(this.#options.hosts.financeDeeplink, this.#options.deeplink);
  }

  addEventListener<E extends keyof AuthEvents>(name: E, listener: (payload: AuthEvents[E]) => void, options?: { readonly once?: boolean }): () => void {
    return this.#events.on(name, listener, options);
  }

  removeEventListener<E extends keyof AuthEvents>(name: E, listener: (payload: AuthEvents[E]) => void): void {
    this.#events.off(name, listener);
  }

  /**
   * Opens the auth bridge, renews a token flagged mut-refresh, reads the storefront (the
   * account's, or one inferred from the browser language), and offers the subscribe view to a
   * signed-out listener. Idempotent.
   */
  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  /** Opens the authorize pop-up unless already authorized; resolves with the user token (000 §4). */
  async authorize(): Promise<string> {
    // No network before the pop-up opens: it must open within the click's user activation.
    const current = this.#state.userToken;
    if (this.#state.isAuthorized && current !== undefined) return current;
    let result;
    try {
      result = await this.#authorizer.authorize();
    } catch (error) {
      if (isAuthorizationRejection(error)) {
        if (error.authorizationStatus === AuthorizationStatus.DENIED) this.#state.markDenied();
        if (error.authorizationStatus === AuthorizationStatus.UNAVAILABLE) this.#state.markUnavailable();
      }
      throw error;
    }
    this.#adopt(result, 'account');
    await this.#afterSignIn(true);
    return result.userToken;
  }

  /**
   * Signs in by redirect instead of a pop-up (for pages where pop-ups cannot open): keeps a
   * fresh nonce in sessionStorage, then navigates this tab to the authorize page with it as
   * `state`; the provider sends the listener back with a start-up hash echoing it, which the
   * next load adopts (000 §2; issue 22: only a hash completing this page's sign-in is adopted).
   * UNSUPPORTED_ERROR on hosts that cannot navigate.
   */
  async authorizeByRedirect(): Promise<void> {
    const { windowHost, random } = this.#ports;
    const address = windowHost.address;
    if (!windowHost.navigate || address === undefined || !random) throw new MKError(MKError.UNSUPPORTED_ERROR, 'No redirect sign-in here');
    const url = await this.#authorizer.redirectUrl({ uri: address, state: this.#signInNonce.issue(random) });
    windowHost.navigate(url);
  }

  /** Signs out here, in the bridge's other frames, and at the provider (000 §7 logout; failures ignored). */
  async unauthorize(): Promise<void> {
    const token = this.#state.userToken;
    this.#bridge?.clearAuth();
    this.#signOutLocally();
    if (token === undefined) return;
    const { account } = await this.#accountServices();
    await Promise.all([
      account.logout(token).catch((error: unknown) => this.#ports.logger.log('debug', 'Logout failed (ignored)', error)),
      account.webSession('signOut'),
    ]);
  }

  async me(): Promise<AccountInfo> {
    return (await this.#accountServices()).account.me();
  }

  /** Whether the subscription is active (cached 900 s); a listener without one is offered the subscribe view. */
  async hasMusicSubscription(): Promise<boolean> {
    const active = await (await this.#accountServices()).account.hasMusicSubscription();
    this.#offerSubscribeView(active);
    return active;
  }

  async renewMusicToken(): Promise<string> {
    return (await this.#accountServices()).account.renewMusicToken();
  }

  /** Subscription offers for the current storefront and the browser language (000 §7). */
  async subscriptionOffers(languageTag = this.#ports.environment.languages[0] ?? DEFAULT_LANGUAGE_TAG): Promise<readonly unknown[]> {
    return (await this.#accountServices()).offers.fetch(this.#state.storefrontCountryCode, languageTag);
  }

  /** Opens the service view with action authorize or subscribe (000 §2). */
  openServiceView(action: 'authorize'): Promise<string>;
  openServiceView(action: 'subscribe'): Promise<SubscribeViewOutcome>;
  openServiceView(action: 'authorize' | 'subscribe'): Promise<string | SubscribeViewOutcome> {
    return action === 'authorize' ? this.authorize() : this.#subscribeView.open();
  }

  /** Lets the subscribe view be offered again this session (000 §2). */
  resetSubscribeViewOffer(): void {
    this.#offer.reset();
  }

  /** The store deeplink (000 §2; default p=browse). */
  storeDeeplink(parameters?: QueryParameters): string {
    return storeDeeplink(this.#options.hosts.storeDeeplink, parameters, this.#options.deeplink);
  }

  /** The finance-app deeplink (000 §2). */
  financeAppDeeplink(parameters?: QueryParameters): string {
    return financeAppDeeplink(this.#options.hosts.financeDeeplink, parameters, this.#options.deeplink);
  }

  dispose(): void {
    this.#bridge?.dispose();
  }

  /**
   * The account services, loaded on first use (account-services.ts): a signed-out page that
   * never signs in never loads them. A failed load is tried again by the next call.
   */
  #accountServices(): Promise<AccountServices> {
    if (this.#accountLoaded) return Promise.resolve(this.#accountLoaded);
    this.#accountLoading ??= import('./account-services.ts').then(
      ({ createAccountServices }) => (this.#accountLoaded = createAccountServices(this.#accountSetup.deps, this.#accountSetup.options)),
      (error: unknown) => {
        this.#accountLoading = undefined;
        throw error;
      },
    );
    return this.#accountLoading;
  }

  async #start(): Promise<void> {
    this.#bridge?.start();
    if (this.#state.isAuthorized && this.#storage.read(COOKIE_NAMES.musicUserTokenRefresh) !== null) {
      this.#storage.remove(COOKIE_NAMES.musicUserTokenRefresh);
      await this.renewMusicToken().catch((error: unknown) => this.#ports.logger.log('warning', 'Token renewal failed', error));
    }
    if (this.#state.isAuthorized) {
      void this.#accountServices().then(
        ({ account }) => account.webSession('refresh'),
        (error: unknown) => this.#ports.logger.log('warning', 'The account services could not be loaded', error),
      );
      await Promise.all([this.#refreshStorefront(), this.#applyAccountInfo()]);
    } else {
      await this.#inferStorefront();
    }
    this.#offerSubscribeView(undefined);
  }

  /** Reads stored state and the start-up hash, synchronously, at construction. */
  #restore(): void {
    const storage = this.#storage;
    const storefront = storage.read(COOKIE_NAMES.itua);
    if (storefront !== null) {
      this.#state.setStorefrontCountryCode(storefront);
      this.#state.setStorefrontId(storefront);
    }
    const defaultCid = storage.read(COOKIE_NAMES.defaultCid);
    const tvCid = storage.read(COOKIE_NAMES.tvCid);
    if (defaultCid !== null) this.#state.setCid('music', defaultCid);
    if (tvCid !== null) this.#state.setCid('tv', tvCid);
    const token = storage.read(COOKIE_NAMES.mediaUserToken);
    if (token !== null && !isValidUserToken(token)) storage.remove(COOKIE_NAMES.mediaUserToken);
    const itre = storage.read(COOKIE_NAMES.restricted);
    this.#state.setUserToken(token, itre === null ? undefined : itre === '1');
    this.#completeRedirectSignIn();
  }

  /**
   * 000 §2 start-up hash, hardened (issue 22): a start-up hash is always cleared from the
   * address, but adopted only as the completion of a redirect sign-in this page started (its
   * `state` equals the nonce kept before leaving, spent once) and only with a valid token. A
   * link carrying someone else's token (login CSRF, a swapped session) or a bare `{ itre }`
   * changes nothing: no token, no restriction flag, no cid, no sign-out. The nonce is checked
   * before the token, so a forged hash never reaches the token validator.
   */
  #completeRedirectSignIn(): void {
    const { windowHost, logger } = this.#ports;
    const hashAuth = decodeStartupHash(windowHost.hash);
    if (!hashAuth) return;
    windowHost.clearHash();
    if (!this.#signInNonce.consume(hashAuth.state)) {
      logger.log('warning', 'Start-up hash ignored: no sign-in of this page');
      return;
    }
    if (!isValidUserToken(hashAuth.musicUserToken)) {
      logger.log('warning', 'Start-up hash ignored: no valid token');
      return;
    }
    this.#adopt({ userToken: hashAuth.musicUserToken, restricted: hashAuth.restricted, cid: hashAuth.cid }, 'account');
  }

  #adopt(auth: AdoptedAuth, kind: AuthWriteKind): void {
    const storage = this.#storage;
    if (auth.restricted !== undefined) storage.write(COOKIE_NAMES.restricted, auth.restricted ? '1' : '0', kind);
    if (auth.cid !== undefined) {
      const namespace = namespaceOf(this.#realm);
      const name = cidStorageName(namespace);
      if (name === COOKIE_NAMES.defaultCid || name === COOKIE_NAMES.tvCid) storage.write(name, auth.cid, kind);
      this.#state.setCid(namespace, auth.cid);
    }
    const token = isValidUserToken(auth.userToken) ? auth.userToken : this.#state.userToken;
    if (token !== undefined && token === auth.userToken) storage.write(COOKIE_NAMES.mediaUserToken, token, kind);
    this.#state.setUserToken(token, auth.restricted);
  }

  /** After a new sign-in: the web session, the storefront, and the subscription check. */
  async #afterSignIn(rethrowSignOut: boolean): Promise<void> {
    void this.#accountServices().then(
      ({ account }) => account.webSession('signIn'),
      (error: unknown) => this.#ports.logger.log('warning', 'The account services could not be loaded', error),
    );
    // 000 §4 parental controls and 000 §9 GDPR hold from the sign-in on, not from the app's first `me()`.
    await Promise.all([this.#refreshStorefront(rethrowSignOut), this.#applyAccountInfo()]);
    void this.hasMusicSubscription().catch((error: unknown) => this.#ports.logger.log('warning', 'Subscription check failed', error));
  }

  async #refreshStorefront(rethrowSignOut = false): Promise<void> {
    try {
      await (await this.#accountServices()).account.fetchStorefront();
    } catch (error) {
      // A storefront error has signed the listener out (000 §8, 001 §6); a network failure has not.
      if (rethrowSignOut && !this.#state.isAuthorized) throw error;
      this.#ports.logger.log('warning', 'The storefront could not be read', error);
    }
  }

  /** Reads the account's web info, which applies parental controls and the GDPR check; a failure only warns. */
  async #applyAccountInfo(): Promise<void> {
    try {
      await (await this.#accountServices()).account.fetchInfo();
      // 000 §4: a true restricted flag of the authorization (itre 1) forces restricted whatever the controls say.
      if (this.#storage.read(COOKIE_NAMES.restricted) === '1') this.#state.setRestrictedEnabled(true);
    } catch (error) {
      this.#ports.logger.log('warning', 'Account info could not be read at sign-in', error);
    }
  }

  async #inferStorefront(): Promise<void> {
    let code = this.#storage.read(COOKIE_NAMES.itua);
    if (code === null) {
      code = await this.#lookup.infer(this.#ports.environment.languages).catch((error: unknown) => {
        this.#ports.logger.log('warning', 'Storefront lookup failed; keeping the default storefront', error);
        return this.#state.storefrontCountryCode;
      });
    }
    this.#state.setStorefrontCountryCode(code);
    this.#state.setStorefrontId(code);
    if (this.#storage.read(COOKIE_NAMES.restricted) === null && isRestrictedByDefault(code)) this.#state.setRestrictedEnabled(true);
  }

  #offerSubscribeView(hasActiveSubscription: boolean | undefined): void {
    const context = { isAuthorized: this.#state.isAuthorized, hasActiveSubscription, realm: this.#realm };
    if (!this.#offer.tryOffer(context)) return;
    this.#events.emit('eligibleForSubscribeView', { authorizationStatus: this.#state.status, hasActiveSubscription });
  }

  /** The bridge's cookies, shared from another site (000 §7 updateAuth): adopted when this page has no listener. */
  #onBridgeUpdate(update: { readonly enabled: boolean; readonly cookies: Readonly<Record<string, string>> }): void {
    if (!update.enabled) return;
    const token = update.cookies[COOKIE_NAMES.mediaUserToken];
    if (this.#state.isAuthorized) {
      if (token === undefined && this.#state.userToken !== undefined) this.#shareWithBridge(this.#state.userToken);
      return;
    }
    if (!isValidUserToken(token)) return;
    // 000 §9: the reflected copies live 166 days.
    for (const name of AUTH_STORAGE_NAMES) {
      const value = update.cookies[name];
      if (value !== undefined && name !== COOKIE_NAMES.mediaUserToken) this.#storage.write(name, value, 'reflected');
    }
    const itre = update.cookies[COOKIE_NAMES.restricted];
    this.#adopt({ userToken: token, restricted: itre === undefined ? undefined : itre === '1' }, 'reflected');
    void this.#afterSignIn(false);
  }

  /**
   * Bridge request ids: 128 random bits from the Random port; a host without one (tests of
   * the auth service alone) gets a counter, still answered once each.
   */
  #requestIds(): () => string {
    const { random } = this.#ports;
    let count = 0;
    return random ? () => randomNonce(random) : () => `request-${++count}`;
  }

  #shareWithBridge(token: string): void {
    if (!this.#bridge) return;
    this.#bridge.setCookieItem(COOKIE_NAMES.mediaUserToken, token);
    this.#bridge.setCookieItem(COOKIE_NAMES.restricted, this.#state.restrictedEnabled ? '1' : '0');
  }

  #signOutLocally(): void {
    this.#storage.clear();
    this.#accountLoaded?.account.clearSubscriptionCache();
    this.#state.reset();
  }
}
