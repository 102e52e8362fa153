import { messageRecord } from './window-message-data.ts';

/** Every auth-bridge action is prefixed so foreign messages cannot collide (000 §7). */
export const AUTH_BRIDGE_ACTION_PREFIX = 'mediakit:';

/** What the page sends to the bridge frame (000 §7 auth-bridge messages). */
export type AuthBridgeRequest =
  | { readonly action: 'mediakit:requestAuthUpdate'; readonly id: string }
  | { readonly action: 'mediakit:setCookieItem'; readonly name: string; readonly value: string }
  | { readonly action: 'mediakit:clearAuth' };

/** What the bridge frame sends to the page (000 §7 auth-bridge messages). */
export type AuthBridgeEvent =
  | { readonly type: 'frameInit' }
  | {
      readonly type: 'updateAuth';
      readonly enabled: boolean;
      readonly cookies: Readonly<Record<string, string>>;
      /** The id of the requestAuthUpdate it answers (issue 22: unsolicited answers are ignored). */
      readonly id: string | undefined;
    }
  | { readonly type: 'authClearedFromOtherFrame' };

/**
 * `id` is a fresh random request id the bridge echoes in its updateAuth (issue 22): the page
 * accepts an answer only to a request it sent, once.
 */
export function requestAuthUpdateMessage(id: string): AuthBridgeRequest {
  return { action: 'mediakit:requestAuthUpdate', id };
}

export function setCookieItemMessage(name: string, value: string): AuthBridgeRequest {
  return { action: 'mediakit:setCookieItem', name, value };
}

export function clearAuthMessage(): AuthBridgeRequest {
  return { action: 'mediakit:clearAuth' };
}

/** Reads a bridge-to-page message; `undefined` for anything without the prefix or malformed. */
export function parseAuthBridgeEvent(data: unknown): AuthBridgeEvent | undefined {
  const record = messageRecord(data);
  const action = record?.['action'];
  if (!record || typeof action !== 'string' || !action.startsWith(AUTH_BRIDGE_ACTION_PREFIX)) return undefined;
  switch (action.slice(AUTH_BRIDGE_ACTION_PREFIX.length)) {
    case 'frameInit':
      return { type: 'frameInit' };
    case 'authClearedFromOtherFrame':
      return { type: 'authClearedFromOtherFrame' };
    case 'updateAuth':
      return {
        type: 'updateAuth',
        enabled: record['enabled'] === true,
        cookies: stringEntries(record['cookies']),
        id: typeof record['id'] === 'string' ? record['id'] : undefined,
      };
    default:
      return undefined;
  }
}

function stringEntries(value: unknown): Readonly<Record<string, string>> {
  const record = messageRecord(value);
  const entries: Record<string, string> = {};
  for (const [name, item] of Object.entries(record ?? {})) if (typeof item === 'string') entries[name] = item;
  return entries;
}
