/**
 * The emulator's `fallback`: serves the built bench pages under /bench/ (same origin as the
 * emulator's /media/, so no CORS sits in the timed paths) and a ClearKey licence endpoint that
 * answers from tracks.json's keys, for players that insist on a licence URL (hls.js). The
 * emulator's own licence server is the provider's and is not what the peers are measured on.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { EMULATOR_DEVELOPER_TOKEN } from '../emulator/auth/developer-token.ts';

export interface PageRoots {
  /** URL folder name (e.g. 'peers') → folder on disk. */
  readonly [folder: string]: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

export const CLEARKEY_PATH = '/bench/clearkey';

/**
 * The emulator's playlists with `KEYFORMAT="identity"` instead of `"org.w3.clearkey"`, for
 * shaka-player: its HLS parser takes ClearKey only as "identity" (the packager's own value,
 * which the fixture generator rewrote for hls.js) and answers 4026 otherwise. Only the tag
 * changes; init and media segments stay on the emulator's /media/.
 */
export const IDENTITY_KEYFORMAT_PREFIX = '/bench/identity-keyformat/';

/** `/bench/<folder>/<entry>.html`: an empty document that loads `<entry>.js` as a module. */
function shell(folder: string, entry: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench ${entry}</title></head><body><script type="module" src="/bench/${folder}/${entry}.js"></script></body></html>`;
}

/** Folders whose pages are configured as a MusicKit page is: meta tags (and the script tag). */
const PRODUCT_FOLDERS = new Set(['product', 'product-peers']);

/**
 * A product-path page: the meta tags a MusicKit page carries (developer token, app, provider
 * origin, as `npm start` serves the demo), the script-tag build for `product-script.page`, then
 * the bench module.
 */
function productShell(folder: string, entry: string, providerOrigin: string): string {
  const meta = (name: string, content: string): string => `<meta name="${name}" content="${content}">`;
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>bench ' + entry + '</title>',
    meta('apple-music-developer-token', EMULATOR_DEVELOPER_TOKEN),
    meta('apple-music-app-name', 'MediaKit bench'),
    meta('apple-music-app-build', '1.0.0'),
    meta('mediakit-provider-origin', providerOrigin),
    '<link rel="icon" href="data:,">',
    entry === 'product-script.page' ? '<script src="/mediakit.js" async></script>' : '',
    `</head><body><script type="module" src="/bench/${folder}/${entry}.js"></script></body></html>`,
  ].join('');
}

function base64UrlToHex(value: string): string {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('hex');
}

function hexToBase64Url(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64url');
}

export interface BenchFallbackOptions {
  /** adapters/dist/script-tag: served at /mediakit.js and /mediakit-chunks/ as `npm start` serves it. */
  readonly scriptTagDir?: string;
}

export function createBenchFallback(roots: () => PageRoots, keys: ReadonlyMap<string, string>, options: BenchFallbackOptions = {}) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://bench.invalid');
    if (url.pathname === CLEARKEY_PATH) return clearKey(req, res);
    if (url.pathname.startsWith(IDENTITY_KEYFORMAT_PREFIX)) return identityPlaylist(req, res, url.pathname.slice(IDENTITY_KEYFORMAT_PREFIX.length));
    if (options.scriptTagDir && (url.pathname === '/mediakit.js' || url.pathname.startsWith('/mediakit-chunks/'))) return serveFile(res, options.scriptTagDir, url.pathname.slice(1));
    const match = /^\/bench\/([\w-]+)\/(.+)$/.exec(url.pathname);
    const root = match ? roots()[match[1] as string] : undefined;
    if (!match || !root) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const rest = match[2] as string;
    if (rest.endsWith('.html')) {
      const folder = match[1] as string;
      const port = (req.headers.host ?? '').split(':').pop() ?? '';
      const page = PRODUCT_FOLDERS.has(folder) ? productShell(folder, rest.slice(0, -5), `http://127.0.0.1:${port}`) : shell(folder, rest.slice(0, -5));
      res.writeHead(200, { 'Content-Type': TYPES['.html'] as string, 'Cache-Control': 'no-store' }).end(page);
      return;
    }
    return serveFile(res, root, rest);
  }

  async function serveFile(res: ServerResponse, root: string, rest: string): Promise<void> {
    const path = normalize(join(root, rest));
    if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Content-Length': body.byteLength, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  }

  async function identityPlaylist(req: IncomingMessage, res: ServerResponse, mediaPath: string): Promise<void> {
    if (!mediaPath.endsWith('.m3u8') || mediaPath.includes('..')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const upstream = await fetch(`http://${req.headers.host ?? '127.0.0.1'}/media/${mediaPath}`);
    if (!upstream.ok) {
      res.writeHead(upstream.status, { 'Content-Type': 'text/plain' }).end(await upstream.text());
      return;
    }
    const folder = `/media/${mediaPath.slice(0, mediaPath.lastIndexOf('/') + 1)}`;
    const text = (await upstream.text())
      .split('\n')
      .map((line) => {
        if (line.startsWith('#EXT-X-KEY') || line.startsWith('#EXT-X-SESSION-KEY')) return line.replace('KEYFORMAT="org.w3.clearkey"', 'KEYFORMAT="identity"');
        if (line.startsWith('#EXT-X-MAP')) return line.replace(/URI="([^"]+)"/, (_m, uri: string) => `URI="${folder}${uri}"`);
        // Segments point back at the emulator; nested playlists stay here to be rewritten too.
        if (line !== '' && !line.startsWith('#') && !line.endsWith('.m3u8')) return `${folder}${line}`;
        return line;
      })
      .join('\n');
    // Product-path pages are on http://localhost, the emulator on 127.0.0.1 (as with npm start).
    res.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).end(text);
  }

  /** W3C ClearKey: request `{ kids: [base64url] }` → JWK set with the keys we know. */
  async function clearKey(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { kids?: string[] };
    const found = (request.kids ?? []).flatMap((kid) => {
      const key = keys.get(base64UrlToHex(kid));
      return key ? [{ kty: 'oct', kid, k: hexToBase64Url(key) }] : [];
    });
    res.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ keys: found, type: 'temporary' }));
  }
}
