import type { IncomingMessage, ServerResponse } from 'node:http';

/** Everything a route handler needs about one request. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly method: string;
  /** Decoded-as-sent pathname (no query). */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Path parameters captured by the route pattern. */
  readonly params: Readonly<Record<string, string>>;
  /**
   * `http://<Host header>`: absolute URLs in answers (previews, artwork) are built from it, so the
   * same server answers consistently as http://127.0.0.1:PORT and http://localhost:PORT, which
   * browsers treat as two origins.
   */
  readonly origin: string;
  readonly body: Buffer;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Reads the whole request body (bounded, so a runaway client cannot exhaust memory). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The origin the client addressed, from the Host header (falling back to the listening address). */
export function requestOrigin(req: IncomingMessage, fallbackHost: string): string {
  const host = req.headers.host;
  return `http://${host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : fallbackHost}`;
}

/** Parses a JSON body; undefined when empty, throws SyntaxError when malformed. */
export function jsonBody(ctx: RequestContext): unknown {
  if (ctx.body.byteLength === 0) return undefined;
  return JSON.parse(ctx.body.toString('utf8')) as unknown;
}
