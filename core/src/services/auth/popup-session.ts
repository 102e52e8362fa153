import type { Logger } from '../../ports/logger.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import type { PopupHandle, WindowHost } from '../../ports/window-host.ts';
import type { OriginAllowList } from '../../domain/auth/origin-allow-list.ts';
import { POPUP } from '../../domain/constants/index.ts';
import { SignInPopupsFeature } from '../features/core-features.ts';
import { loadOnce } from '../load-once.ts';

/**
 * What the pop-ups answer (popup-answers.ts), loaded when one opens: a page that never signs in
 * never fetches it. Messages are heard from the opening on and handed over in their order.
 */
export const popupAnswers = loadOnce(SignInPopupsFeature.load);

export interface PopupSessionPorts {
  readonly windowHost: WindowHost;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
}

/** What a handler may do with the running pop-up. Settling closes the pop-up and stops listening. */
export interface PopupControls<T> {
  readonly popup: PopupHandle;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export interface PopupSessionOptions<T> {
  readonly allowList: OriginAllowList;
  /** Opens the pop-up; `null` when the browser blocked it. */
  open(): PopupHandle | null;
  /** The rejection when the pop-up was blocked (or a promise of it, made by code loaded on demand). */
  blocked(): unknown;
  /** The 500-ms poll found the window closed (000 §4, §9). */
  onClosed(controls: PopupControls<T>): void;
  /** A message from the pop-up, already checked against the allow-list (000 §5). */
  onMessage(data: unknown, origin: string, controls: PopupControls<T>): void;
}

/** The pop-up size (000 §2, §9): 650x650. The adapter centres it on the opener and turns the chrome off. */
export const POPUP_FEATURES = { width: POPUP.width, height: POPUP.height } as const;

/**
 * Runs one pop-up to its end (000 §2, §4): polls `closed` every 500 ms through the Scheduler,
 * and hands on only messages whose sender is the pop-up itself AND whose origin is on the
 * allow-list (000 §5); everything else is dropped with a debug line.
 */
export function runPopupSession<T>(ports: PopupSessionPorts, options: PopupSessionOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const popup = options.open();
    if (!popup) {
      Promise.resolve(options.blocked()).then(reject, reject);
      return;
    }
    let done = false;
    const finish = (): void => {
      done = true;
      stopPolling();
      stopListening();
      if (!popup.closed) popup.close();
    };
    const controls: PopupControls<T> = {
      popup,
      resolve: (value) => {
        if (done) return;
        finish();
        resolve(value);
      },
      reject: (error) => {
        if (done) return;
        finish();
        reject(error);
      },
    };
    const stopListening = ports.windowHost.onMessage((message) => {
      if (done || message.source !== 'popup') return;
      if (!options.allowList.isAllowed(message.origin)) {
        ports.logger.log('debug', 'Ignored a pop-up message from an origin outside the allow-list', message.origin);
        return;
      }
      options.onMessage(message.data, message.origin, controls);
    });
    const stopPolling = ports.scheduler.setInterval(() => {
      if (!done && popup.closed) options.onClosed(controls);
    }, POPUP.closedPollIntervalMs);
  });
}
