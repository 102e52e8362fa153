import { request } from 'node:http';
import { EMULATOR_DEVELOPER_TOKEN } from '../../../tools/emulator/emulator-server.ts';

/** Headers of a call made on the developer's behalf (000 §7: Bearer developer token). */
export const AUTH = { Authorization: `Bearer ${EMULATOR_DEVELOPER_TOKEN}` } as const;

/** GET with the developer token; returns status and parsed JSON body. */
export async function getJson<T = any>(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; response: Response }> {
  const response = await fetch(url, { headers: { ...AUTH, ...headers } });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, response };
}

/**
 * A raw request with an explicit Host header (fetch forbids overriding Host), to check that
 * answers are built from the Host the client addressed.
 */
export function getWithHost(port: number, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { ...AUTH, ...headers, Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asserts the provider's error shape (Apple Music API style) and returns the single error. */
export function expectErrorShape(body: any, status: number): { id: string; title: string; detail: string; status: string; code: string } {
  if (!body || !Array.isArray(body.errors) || body.errors.length !== 1) throw new Error(`Not an error body: ${JSON.stringify(body)}`);
  const [error] = body.errors;
  for (const key of ['id', 'title', 'detail', 'status', 'code']) {
    if (typeof error[key] !== 'string' || error[key] === '') throw new Error(`error.${key} missing in ${JSON.stringify(error)}`);
  }
  if (error.status !== String(status)) throw new Error(`error.status ${error.status}, expected ${status}`);
  return error;
}
