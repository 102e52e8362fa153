import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for every route the emulator owns. The library runs on a third-party page (any origin),
 * sends the developer token as Authorization and the user token as Music-User-Token /
 * Media-User-Token (000 §6, §7; X-Dsid when preferring the account id), and some calls go with
 * credentials (000 §7 buyBase calls), so the Origin is reflected (a '*' would forbid
 * credentials) and those headers are allowed.
 */
export const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Music-User-Token',
  'Media-User-Token',
  'Content-Type',
  'X-Dsid',
  // 000 §7 subscription offers carry the store-front header.
  'X-Apple-Store-Front',
  // 001 §7: Widevine licence renewals carry a renewal header.
  'X-Apple-Renewal',
  'Range',
  'Accept',
  'Accept-Language',
];

const EXPOSED_HEADERS = ['Content-Length', 'Content-Range', 'Accept-Ranges', 'Content-Type', 'Retry-After'];

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
}

/** A CORS preflight: OPTIONS with Access-Control-Request-Method. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS';
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(req, res);
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS.join(', '));
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS.join(', '));
  res.setHeader('Access-Control-Max-Age', '600');
  res.writeHead(204);
  res.end();
}
