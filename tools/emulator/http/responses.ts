import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The provider's error shape (Apple Music API style), used for every error the emulator
 * answers, so the library's error mapping (000 §8: HTTP status → reason; an `errors` field in a
 * body rejects, 000 §7) is exercised against one consistent server.
 */
export interface ProviderError {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly status: string;
  readonly code: string;
}

export interface ProviderErrorBody {
  readonly errors: ProviderError[];
}

const TITLES: Readonly<Record<number, string>> = {
  400: 'Invalid Parameter Value',
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'Resource Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  416: 'Range Not Satisfiable',
  429: 'API Capacity Exceeded',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/** Builds `{ errors: [{ id, title, detail, status, code }] }`; code defaults to status + '00' ('40400'). */
export function errorBody(status: number, detail: string, options: { title?: string; code?: string } = {}): ProviderErrorBody {
  return {
    errors: [
      {
        id: randomUUID().toUpperCase(),
        title: options.title ?? TITLES[status] ?? 'Error',
        detail,
        status: String(status),
        code: options.code ?? `${status}00`,
      },
    ],
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  detail: string,
  options: { title?: string; code?: string; headers?: Record<string, string> } = {},
): void {
  sendJson(res, status, errorBody(status, detail, options), options.headers);
}

export function sendNoContent(res: ServerResponse): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(204);
  res.end();
}
