import type { Logger } from '../../ports/logger.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { FrameHandle, WindowHost, WindowMessage } from '../../ports/window-host.ts';
import {
  clearAuthMessage,
  parseAuthBridgeEvent,
  requestAuthUpdateMessage,
  setCookieItemMessage,
  type AuthBridgeRequest,
} from '../../domain/auth/auth-bridge-messages.ts';
import type { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';

export interface AuthBridgeClientOptions {
  /** The bridge frame's URL: /auth-bridge/ on the auth-bridge host, with inc or env (000 §2). */
  readonly url: string;
  /** 000 §6: only allow-listed provider origins may drive the auth bridge. */
  readonly allowList: OriginAllowList;
  /** A fresh, unguessable id for each requestAuthUpdate (issue 22); the bridge echoes it. */
  readonly nextRequestId: () => string;
  /** The bridge shared its cookies (updateAuth {enabled, cookies}, 000 §7). */
  readonly onUpdateAuth: (update: { readonly enabled: boolean; readonly cookies: Readonly<Record<string, string>> }) => void;
  /**
   * Another frame signed out (authClearedFromOtherFrame). 000 §8: when this is not overridden
   * the bridge only warns.
   */
  readonly onAuthClearedFromOtherFrame?: () => void;
}

/**
 * The page's side of the cross-site auth bridge (000 §2, §7): a hidden frame on the bridge host
 * that shares the provider's sign-in cookies between the sites embedding the library.
 * Protocol (every action prefixed 'mediakit:'): the frame says frameInit; the page asks
 * requestAuthUpdate; the frame answers updateAuth {enabled, cookies}; the page sends
 * setCookieItem {name, value} and clearAuth; the frame reports authClearedFromOtherFrame.
 * Messages are accepted only from the frame itself (the window host reports 'frame' only for
 * the content window of a frame it opened, and this is the only one) on the frame's own
 * allow-listed origin, and sent only to that origin. An updateAuth counts only as the answer
 * to a requestAuthUpdate this client sent: it must echo that request's random id, and each id
 * is answered once (issue 22: a page that embeds the bridge, or a frame navigated away, cannot
 * push cookies into this page). Requests made before frameInit wait for it.
 *
 * @example
 * const bridge = new AuthBridgeClient({ windowHost, logger }, { url, allowList, onUpdateAuth });
 * bridge.start();
 * bridge.setCookieItem('media-user-token', token);
 */
export class AuthBridgeClient {
  readonly #windowHost: WindowHost;
  readonly #logger: Logger;
  readonly #options: AuthBridgeClientOptions;
  readonly #frameOrigin: string;
  #frame: FrameHandle | undefined;
  #stopListening: Cancel | undefined;
  #ready = false;
  #queue: AuthBridgeRequest[] = [];
  /** Ids of requestAuthUpdate messages sent and not yet answered. */
  readonly #awaiting = new Set<string>();

  constructor(ports: { readonly windowHost: WindowHost; readonly logger: Logger }, options: AuthBridgeClientOptions) {
    this.#windowHost = ports.windowHost;
    this.#logger = ports.logger;
    this.#options = options;
    this.#frameOrigin = new URL(options.url).origin;
  }

  /** Whether the frame has said frameInit. */
  get ready(): boolean {
    return this.#ready;
  }

  /** Adds the hidden frame and starts listening. Idempotent. */
  start(): void {
    if (this.#frame) return;
    this.#stopListening = this.#windowHost.onMessage((message) => this.#onMessage(message));
    this.#frame = this.#windowHost.openHiddenFrame(this.#options.url);
  }

  requestAuthUpdate(): void {
    const id = this.#options.nextRequestId();
    this.#awaiting.add(id);
    this.#send(requestAuthUpdateMessage(id));
  }

  setCookieItem(name: string, value: string): void {
    this.#send(setCookieItemMessage(name, value));
  }

  clearAuth(): void {
    this.#send(clearAuthMessage());
  }

  dispose(): void {
    this.#stopListening?.();
    this.#frame?.remove();
    this.#frame = undefined;
    this.#ready = false;
    this.#queue = [];
    this.#awaiting.clear();
  }

  #send(message: AuthBridgeRequest): void {
    if (!this.#frame) return;
    if (!this.#ready) {
      this.#queue.push(message);
      return;
    }
    this.#frame.postMessage(message, this.#frameOrigin);
  }

  #onMessage(message: WindowMessage): void {
    if (message.source !== 'frame' || message.origin !== this.#frameOrigin || !this.#options.allowList.isAllowed(message.origin)) return;
    const event = parseAuthBridgeEvent(message.data);
    switch (event?.type) {
      case 'frameInit': {
        this.#ready = true;
        const queued = this.#queue;
        this.#queue = [];
        for (const request of queued) this.#send(request);
        this.requestAuthUpdate();
        return;
      }
      case 'updateAuth':
        if (event.id === undefined || !this.#awaiting.delete(event.id)) {
          this.#logger.log('warning', 'Unsolicited updateAuth ignored');
          return;
        }
        this.#options.onUpdateAuth({ enabled: event.enabled, cookies: event.cookies });
        return;
      case 'authClearedFromOtherFrame':
        if (this.#options.onAuthClearedFromOtherFrame) this.#options.onAuthClearedFromOtherFrame();
        else this.#logger.log('warning', 'Auth was cleared from another frame; pass onAuthClearedFromOtherFrame to sign this page out');
        return;
      default:
        return;
    }
  }
}
