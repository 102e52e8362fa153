import { AUTH } from './emulator-client.helper.ts';

/** A user token from the emulator's sign-in call (000 §2 authorize pop-up, test listeners). */
export async function signInToken(origin: string, listener: 'subscriber' | 'non-subscriber' | 'restricted' = 'subscriber'): Promise<string> {
  const response = await fetch(`${origin}/woa/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listener }) });
  return ((await response.json()) as { token: string }).token;
}

export interface CallResult<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/**
 * A request with the developer token and, when given, the user token in Music-User-Token
 * (000 §7); a body is sent as JSON.
 */
export async function call<T = any>(
  origin: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...AUTH, ...(options.token ? { 'Music-User-Token': options.token } : {}), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}
