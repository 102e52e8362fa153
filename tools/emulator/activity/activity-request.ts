import type { IncomingMessage } from 'node:http';
import type { AccountStore } from '../auth/account-store.ts';
import type { ActivitySender } from './play-activity-store.ts';

/**
 * The checks of one POST /play (000 §7): who the listener is, and whether the body is the
 * sender payload {client_id, event_type, data[]} (000 §3). The developer token (Bearer) is
 * checked by the server before the route runs.
 */

export type SenderCheck =
  | { readonly ok: true; readonly sender: ActivitySender }
  | { readonly ok: false; readonly status: 401 | 403; readonly detail: string };

/** An account id as X-Dsid carries it: a decimal number. */
const DSID = /^\d{1,20}$/;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/**
 * 000 §7: the listener travels as media-user-token, or X-Dsid when the client prefers the
 * account id; play activity needs authorization (002 §6). A user token must be one the
 * emulator issued and has not revoked (401 otherwise); without either header: 403.
 */
export function checkSender(req: IncomingMessage, accounts: Pick<AccountStore, 'find' | 'active'>): SenderCheck {
  const userToken = header(req, 'media-user-token') ?? header(req, 'music-user-token');
  if (userToken !== undefined) {
    if (accounts.active(userToken)) return { ok: true, sender: { userToken } };
    return { ok: false, status: 401, detail: accounts.find(userToken) ? 'The user token was revoked' : 'The user token is not known' };
  }
  const dsid = header(req, 'x-dsid');
  if (dsid !== undefined) {
    if (DSID.test(dsid)) return { ok: true, sender: { dsid } };
    return { ok: false, status: 401, detail: 'X-Dsid is not an account id' };
  }
  return { ok: false, status: 403, detail: 'Play activity needs the listener: a media-user-token (or X-Dsid) header' };
}

/** The sender payload of 000 §3, checked. */
export interface SenderPayload {
  readonly clientId: string;
  readonly eventType: string;
  readonly data: readonly Readonly<Record<string, unknown>>[];
}

export type PayloadCheck = { readonly ok: true; readonly payload: SenderPayload } | { readonly ok: false; readonly detail: string };

/** 000 §7: a JSON body {client_id, event_type, data[]}; 000 §5: at least one data item. */
export function parseSenderPayload(contentType: string | undefined, body: Buffer): PayloadCheck {
  if (!/^application\/json\b/i.test(contentType ?? '')) return { ok: false, detail: 'Content-Type must be application/json' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, detail: 'Body is not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, detail: 'Body must be a JSON object' };
  const o = parsed as Record<string, unknown>;
  if (typeof o.client_id !== 'string' || o.client_id === '') return { ok: false, detail: "'client_id' must be a non-empty string" };
  if (typeof o.event_type !== 'string' || o.event_type === '') return { ok: false, detail: "'event_type' must be a non-empty string" };
  if (!Array.isArray(o.data) || o.data.length === 0) return { ok: false, detail: "'data' must be a non-empty array" };
  if (!o.data.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    return { ok: false, detail: "every 'data' item must be a record object" };
  }
  return { ok: true, payload: { clientId: o.client_id, eventType: o.event_type, data: o.data as Array<Record<string, unknown>> } };
}
