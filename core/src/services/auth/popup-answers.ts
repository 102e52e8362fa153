import { AuthorizationRejection, type AuthorizationRejectionCause } from '../../domain/auth/authorization-rejection.ts';
import { authorizationResultFrom, type AuthorizationResult } from '../../domain/auth/authorization-result.ts';
import { parseAuthorizePopupMessage, parseSubscribePopupMessage } from '../../domain/auth/popup-messages.ts';
import type { ThirdPartyInfo } from '../../domain/auth/third-party-info.ts';
import type { PopupControls } from './popup-session.ts';
import type { SubscribeViewOutcome } from './subscribe-view.ts';

/*
 * What the sign-in pop-ups answer (000 §2, §4, §7), apart from opening them: a page loads it
 * when a pop-up opens (the sign-in pop-ups feature), never at start. The pop-ups themselves open
 * in the main script, within the click's user activation (authorizer.ts, subscribe-view.ts);
 * their messages are heard from that moment and handed here in the order they came.
 */

/** The authorize pop-up's ending for `cause` (000 §4: 0 closed or switch user, 1 declined, -1 unavailable). */
export function authorizationRejection(cause: AuthorizationRejectionCause): AuthorizationRejection {
  return new AuthorizationRejection(cause);
}

/**
 * One message of the authorize pop-up (already checked against the allow-list): a valid token
 * resolves, the listener's refusals reject, and its thirdPartyInfo request is answered.
 */
export function answerAuthorizeMessage(data: unknown, origin: string, info: ThirdPartyInfo, controls: PopupControls<AuthorizationResult>): void {
  const message = parseAuthorizePopupMessage(data);
  switch (message?.action) {
    case 'authorize': {
      const result = authorizationResultFrom(message);
      if (result) controls.resolve(result);
      else controls.reject(new AuthorizationRejection('invalidToken'));
      return;
    }
    case 'decline':
      return controls.reject(new AuthorizationRejection('declined'));
    case 'unavailable':
      return controls.reject(new AuthorizationRejection('unavailable'));
    case 'switchUserId':
      return controls.reject(new AuthorizationRejection('switchUser'));
    case 'close':
      return controls.reject(new AuthorizationRejection('closed'));
    case 'thirdPartyInfo':
      // Answered only to the allow-listed origin that asked, never to '*'.
      controls.popup.postMessage({ action: 'thirdPartyInfo', thirdPartyInfo: info }, origin);
      return;
    default:
      return;
  }
}

/** One message of the subscribe view: closeWindow and launchClient {supported} end it (000 §7). */
export function answerSubscribeMessage(data: unknown, controls: PopupControls<SubscribeViewOutcome>): void {
  const message = parseSubscribePopupMessage(data);
  if (message) controls.resolve(message);
}
