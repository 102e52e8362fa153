import type { IncomingMessage } from 'node:http';

/** Header names the user token may travel in (000 §6 Media-User-Token, 000 §7 music-user-token). */
const TOKEN_HEADERS = ['music-user-token', 'media-user-token'] as const;

/** The user token of a request: a token header, else the media-user-token cookie (credentialed calls). */
export function userTokenOf(req: IncomingMessage): string | undefined {
  for (const name of TOKEN_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return cookiesOf(req)['media-user-token'];
}

export function cookiesOf(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      cookies[name] = part.slice(separator + 1).trim();
    }
  }
  return cookies;
}

/** The origin of an http(s) URL, or undefined. */
export function httpOriginOf(url: string | null | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
}
