import type { PopupHandle } from '../../ports/window-host.ts';
import type { AuthorizationResult } from '../../domain/auth/authorization-result.ts';
import { SERVICE_VIEW_TARGET, authenticateRequestForm, authorizeUrl, type QueryParameters } from '../../domain/auth/deeplinks.ts';
import type { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import { buildThirdPartyInfo, type ThirdPartyInfo } from '../../domain/auth/third-party-info.ts';
import { POPUP_FEATURES, popupAnswers, runPopupSession, type PopupSessionPorts } from './popup-session.ts';

/** 000 §3 `authenticateMethod`: GET, or POST when the legacy flag is on (000 §2). */
export type AuthenticateMethod = 'GET' | 'POST';

export interface AuthorizerOptions {
  readonly hosts: Pick<ProviderHosts, 'authorize' | 'commerce'>;
  readonly allowList: OriginAllowList;
  readonly authenticateMethod?: AuthenticateMethod;
  /** 000 §3 `deeplink`: parameters added to the pop-up and passed as third-party parameters. */
  readonly deeplink?: QueryParameters;
  /** 000 §3 `iconURL`: the app icon the pop-up shows. */
  readonly iconURL?: string;
  /** A valid developer token (000 §5); rejects with 'Invalid token.' or the expiry error. */
  readonly developerToken: () => Promise<string>;
}

/**
 * The authorize pop-up flow (000 §2, §4): opens the 650x650 pop-up on the fixed named target,
 * by GET /woa?a=…&referrer=… or by the hidden POST form; polls it every 500 ms; answers its
 * thirdPartyInfo request; resolves with a valid token only; rejects with an
 * {@link AuthorizationRejection} whose value is 0 on close or switch user, 1 on decline and -1
 * when unavailable. Concurrent calls share one pop-up.
 *
 * @example
 * const authorizer = new Authorizer({ windowHost, scheduler, logger }, { hosts, allowList, developerToken: () => tokens.token() });
 * const { userToken, restricted, cid } = await authorizer.authorize();
 */
export class Authorizer {
  readonly #ports: PopupSessionPorts;
  readonly #options: AuthorizerOptions;
  #pending: Promise<AuthorizationResult> | undefined;

  constructor(ports: PopupSessionPorts, options: AuthorizerOptions) {
    this.#ports = ports;
    this.#options = options;
  }

  get inProgress(): boolean {
    return this.#pending !== undefined;
  }

  authorize(): Promise<AuthorizationResult> {
    this.#pending ??= this.#run().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /**
   * The authorize page's address for a redirect sign-in (issue 22): the provider returns to
   * `redirectUri` with a start-up hash echoing `state`. Always GET: a redirect has no opener
   * to answer the POST flow's thirdPartyInfo request.
   */
  async redirectUrl(redirect: { readonly uri: string; readonly state: string }): Promise<string> {
    const info = await this.#thirdPartyInfo();
    return authorizeUrl(this.#options.hosts.authorize, {
      thirdPartyInfo: info,
      referrer: this.#ports.windowHost.origin,
      redirect,
      ...(this.#options.deeplink === undefined ? {} : { deeplink: this.#options.deeplink }),
    });
  }

  async #thirdPartyInfo(): Promise<ThirdPartyInfo> {
    const developerToken = await this.#options.developerToken();
    return buildThirdPartyInfo({
      pageOrigin: this.#ports.windowHost.origin,
      developerToken,
      ...(this.#options.iconURL === undefined ? {} : { iconURL: this.#options.iconURL }),
      ...(this.#options.deeplink === undefined ? {} : { parameters: this.#options.deeplink }),
    });
  }

  async #run(): Promise<AuthorizationResult> {
    const info = await this.#thirdPartyInfo();
    // The answers to the pop-up (its messages, the rejections) load while it is open; a chunk
    // that cannot load ends the sign-in with its error rather than leaving it waiting.
    return runPopupSession<AuthorizationResult>(this.#ports, {
      allowList: this.#options.allowList,
      open: () => {
        const popup = this.#open(info);
        if (popup) popupAnswers().catch(() => undefined);
        return popup;
      },
      blocked: () => popupAnswers().then(({ authorizationRejection }) => authorizationRejection('blocked')),
      onClosed: (controls) => void popupAnswers().then(({ authorizationRejection }) => controls.reject(authorizationRejection('closed')), controls.reject),
      onMessage: (data, origin, controls) => void popupAnswers().then(({ answerAuthorizeMessage }) => answerAuthorizeMessage(data, origin, info, controls), controls.reject),
    });
  }

  #open(info: ThirdPartyInfo): PopupHandle | null {
    const { windowHost } = this.#ports;
    if (this.#options.authenticateMethod === 'POST') {
      const popup = windowHost.openPopup('about:blank', SERVICE_VIEW_TARGET, POPUP_FEATURES);
      if (popup) {
        const form = authenticateRequestForm(this.#options.hosts.commerce, info.thirdPartyToken);
        windowHost.submitForm(form.action, form.fields, SERVICE_VIEW_TARGET);
      }
      return popup;
    }
    const url = authorizeUrl(this.#options.hosts.authorize, {
      thirdPartyInfo: info,
      referrer: windowHost.origin,
      ...(this.#options.deeplink === undefined ? {} : { deeplink: this.#options.deeplink }),
    });
    return windowHost.openPopup(url, SERVICE_VIEW_TARGET, POPUP_FEATURES);
  }
}
