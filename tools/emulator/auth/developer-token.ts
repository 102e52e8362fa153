import type { IncomingMessage } from 'node:http';

/**
 * The one developer token the emulator accepts. It has the shape 000 §5 validates (three
 * dot-separated parts, each at least 16 of [A-Za-z0-9_-]) and is a JWT-like string whose
 * middle part is base64url JSON, so a client can read its claims:
 *   header  {"alg":"ES256","kid":"MKEMU00001","typ":"JWT"}
 *   payload {"iss":"MKTEAM0001","iat":1735689600,"exp":4102444800}   (exp = 2100-01-01)
 * The signature part is a fixed hash (nothing verifies it: the emulator compares the whole string).
 *
 * @example
 *   fetch(`${origin}/v1/storefronts`, { headers: { Authorization: `Bearer ${EMULATOR_DEVELOPER_TOKEN}` } });
 */
export const EMULATOR_DEVELOPER_TOKEN =
  'eyJhbGciOiJFUzI1NiIsImtpZCI6Ik1LRU1VMDAwMDEiLCJ0eXAiOiJKV1QifQ' +
  '.eyJpc3MiOiJNS1RFQU0wMDAxIiwiaWF0IjoxNzM1Njg5NjAwLCJleHAiOjQxMDI0NDQ4MDB9' +
  '.S6m7JKdEvjMHJPxgSxHHHd3zmczZ1i41LDrY_2E7B19CB1mDx9D556RECPj2qV70bF6I7xEonObNO7yx8U1wfA';

export const EMULATOR_TEAM_ID = 'MKTEAM0001';
export const EMULATOR_KEY_ID = 'MKEMU00001';

/** 000 §5: three dot-separated parts, each at least 16 letters, digits, '-' or '_'. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/;

export function hasDeveloperTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export type DeveloperTokenCheck = { readonly ok: true } | { readonly ok: false; readonly detail: string };

/**
 * 000 §6/§7: the developer token travels as `Authorization: Bearer <token>` on every call. With
 * `issued`, a token the emulator issued and has not revoked is accepted too (issue 21 rotation).
 */
export function checkDeveloperToken(req: IncomingMessage, issued?: { status(token: string): 'valid' | 'revoked' | 'unknown' }): DeveloperTokenCheck {
  const header = req.headers.authorization;
  if (!header) return { ok: false, detail: 'Missing Authorization header with a Bearer developer token' };
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return { ok: false, detail: 'Authorization header is not a Bearer token' };
  const token = m[1] as string;
  if (!hasDeveloperTokenShape(token)) return { ok: false, detail: 'Developer token is malformed' };
  const status = issued?.status(token) ?? (token === EMULATOR_DEVELOPER_TOKEN ? 'valid' : 'unknown');
  if (status === 'revoked') return { ok: false, detail: 'Developer token was revoked' };
  if (status !== 'valid') return { ok: false, detail: 'Developer token is not valid for this service' };
  return { ok: true };
}
