import { SERVICE_VIEW_TARGET, upsellUrl, type QueryParameters } from '../../domain/auth/deeplinks.ts';
import type { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import { MKError } from '../../domain/errors/index.ts';
import { POPUP_FEATURES, popupAnswers, runPopupSession, type PopupSessionPorts } from './popup-session.ts';

/** How the subscribe view ended. */
export type SubscribeViewOutcome =
  | { readonly action: 'closed' | 'closeWindow' }
  | { readonly action: 'launchClient'; readonly supported: boolean };

export interface SubscribeViewOptions {
  readonly hosts: Pick<ProviderHosts, 'authorize'>;
  /** 000 §5: subscribe messages are accepted only from provider domains. */
  readonly allowList: OriginAllowList;
  readonly deeplink?: QueryParameters;
}

/**
 * The subscribe (upsell) pop-up (000 §2): /upsell?app=music&p=subscribe plus the deeplink
 * parameters, 650x650 on the shared target, polled every 500 ms. Its closeWindow and
 * launchClient {supported} messages (000 §7) end it.
 *
 * @example
 * const outcome = await view.open(); // { action: 'closeWindow' }
 */
export class SubscribeView {
  readonly #ports: PopupSessionPorts;
  readonly #options: SubscribeViewOptions;

  constructor(ports: PopupSessionPorts, options: SubscribeViewOptions) {
    this.#ports = ports;
    this.#options = options;
  }

  open(parameters: { readonly app?: string; readonly p?: string } = {}): Promise<SubscribeViewOutcome> {
    const url = upsellUrl(this.#options.hosts.authorize, {
      ...parameters,
      ...(this.#options.deeplink === undefined ? {} : { deeplink: this.#options.deeplink }),
    });
    return runPopupSession<SubscribeViewOutcome>(this.#ports, {
      allowList: this.#options.allowList,
      open: () => {
        const popup = this.#ports.windowHost.openPopup(url, SERVICE_VIEW_TARGET, POPUP_FEATURES);
        if (popup) popupAnswers().catch(() => undefined);
        return popup;
      },
      blocked: () => new MKError(MKError.USER_INTERACTION_REQUIRED, 'The subscribe window was blocked; open it from a user gesture'),
      onClosed: (controls) => controls.resolve({ action: 'closed' }),
      onMessage: (data, _origin, controls) => void popupAnswers().then(({ answerSubscribeMessage }) => answerSubscribeMessage(data, controls), controls.reject),
    });
  }
}
