import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpClient } from '@mediakit/core';

/**
 * What every HttpClient adapter must do (core/src/ports/http-client.ts), proved against a
 * real local server: statuses resolve, network failures reject with TypeError (the licence
 * retry of 001 §7 depends on it), headers and bodies travel both ways, aborts reject.
 */
export function httpClientContract(name: string, create: () => HttpClient): void {
  describe(`HttpClient contract: ${name}`, () => {
    let server: Server;
    let base = '';

    beforeAll(async () => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const path = req.url ?? '/';
          if (path === '/drop') return req.socket.destroy();
          if (path === '/slow') return void setTimeout(() => res.end('late'), 2_000);
          if (path.startsWith('/status/')) {
            res.writeHead(Number(path.slice(8)), { 'Content-Type': 'application/json' });
            return res.end(JSON.stringify({ errors: [{ status: path.slice(8) }] }));
          }
          if (path === '/bytes') {
            res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
            return res.end(Buffer.from([0, 1, 2, 254, 255]));
          }
          res.writeHead(200, { 'Content-Type': 'application/json', 'X-Echo-Method': req.method ?? '' });
          res.end(JSON.stringify({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('resolves a 200 with ok, status, url and JSON body', async () => {
      const response = await create().request({ url: `${base}/echo` });
      expect(response).toMatchObject({ status: 200, ok: true, url: `${base}/echo` });
      expect(await response.json()).toMatchObject({ method: 'GET' });
    });

    it.each([401, 404, 500, 503])('resolves (does not reject) an HTTP %i with ok false', async (status) => {
      const response = await create().request({ url: `${base}/status/${status}` });
      expect(response.status).toBe(status);
      expect(response.ok).toBe(false);
      expect(await response.json()).toEqual({ errors: [{ status: String(status) }] });
    });

    it('sends the method, headers and body, and reads response headers case-insensitively', async () => {
      const response = await create().request({
        url: `${base}/echo`,
        method: 'POST',
        headers: { Authorization: 'Bearer dev', 'Music-User-Token': 'user', 'Content-Type': 'application/json' },
        body: JSON.stringify({ a: 1 }),
      });
      const echoed = (await response.json()) as { method: string; headers: Record<string, string>; body: string };
      expect(echoed.method).toBe('POST');
      expect(echoed.headers.authorization).toBe('Bearer dev');
      expect(echoed.headers['music-user-token']).toBe('user');
      expect(JSON.parse(echoed.body)).toEqual({ a: 1 });
      expect(response.headers.get('x-echo-method')).toBe('POST');
      expect(response.headers.get('X-ECHO-METHOD')).toBe('POST');
      expect(response.headers.get('x-absent')).toBeNull();
    });

    it('reads a body as bytes', async () => {
      const response = await create().request({ url: `${base}/bytes` });
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0, 1, 2, 254, 255]);
    });

    it('rejects with a TypeError when the connection drops (001 §7: retries fire on network TypeErrors only)', async () => {
      await expect(create().request({ url: `${base}/drop` })).rejects.toBeInstanceOf(TypeError);
    });

    it('rejects with a TypeError when nothing listens', async () => {
      await expect(create().request({ url: 'http://127.0.0.1:9/' })).rejects.toBeInstanceOf(TypeError);
    });

    it('rejects when aborted', async () => {
      const controller = new AbortController();
      const pending = create().request({ url: `${base}/slow`, signal: controller.signal });
      controller.abort(new Error('gave up'));
      await expect(pending).rejects.toThrow('gave up');
    });
  });
}
