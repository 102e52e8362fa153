import { isTruthyFlag, messageRecord } from './window-message-data.ts';

/**
 * The messages the authorize pop-up posts to its opener (000 §7 "Authorize pop-up messages"):
 * `{ action: 'authorize', token, restricted, cid }`, and `{ action }` for close, decline,
 * switchUserId, thirdPartyInfo (the pop-up asking for the third-party info) and unavailable.
 */
export type AuthorizePopupMessage =
  | { readonly action: 'authorize'; readonly token: unknown; readonly restricted: boolean; readonly cid: string | undefined }
  | { readonly action: 'close' | 'decline' | 'switchUserId' | 'thirdPartyInfo' | 'unavailable' };

const SIMPLE_ACTIONS = new Set(['close', 'decline', 'switchUserId', 'thirdPartyInfo', 'unavailable']);

/** Reads an authorize pop-up message; `undefined` for anything else. */
export function parseAuthorizePopupMessage(data: unknown): AuthorizePopupMessage | undefined {
  const record = messageRecord(data);
  const action = record?.['action'];
  if (!record || typeof action !== 'string') return undefined;
  if (action === 'authorize') {
    const cid = record['cid'];
    return {
      action,
      token: record['token'],
      restricted: isTruthyFlag(record['restricted']),
      cid: typeof cid === 'string' && cid !== '' ? cid : undefined,
    };
  }
  return SIMPLE_ACTIONS.has(action) ? ({ action } as AuthorizePopupMessage) : undefined;
}

/** The subscribe (upsell) view's messages (000 §7 "Subscribe messages"). */
export type SubscribePopupMessage =
  | { readonly action: 'closeWindow' }
  | { readonly action: 'launchClient'; readonly supported: boolean };

/** Reads a subscribe-view message; `undefined` for anything else. */
export function parseSubscribePopupMessage(data: unknown): SubscribePopupMessage | undefined {
  const record = messageRecord(data);
  const action = record?.['action'];
  if (action === 'closeWindow') return { action };
  if (action === 'launchClient') return { action, supported: record?.['supported'] === true };
  return undefined;
}
