import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './responses.ts';

/**
 * Serves one file with a byte-range answer when asked (001 §7: media segments are fetched
 * "whole or with a Range header for byte ranges"). Single ranges only; a multi-range request
 * gets the whole file (allowed by RFC 9110).
 */

export type ByteRange = { readonly start: number; readonly end: number } | 'unsatisfiable' | undefined;

/** Parses `bytes=a-b`, `bytes=a-`, `bytes=-n` against a file size; undefined = serve it whole. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return undefined;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Resolves an (already URL-decoded) sub-path inside root; undefined if it would escape root. */
export function safeJoin(root: string, subPath: string): string | undefined {
  if (subPath.includes('\0')) return undefined;
  const full = resolve(join(root, subPath));
  const rel = relative(resolve(root), full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return full;
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  contentType: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch {
    return sendError(res, 404, 'The requested resource was not found');
  }
  const range = parseRange(req.headers.range, size);
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', ...extraHeaders };
  if (range === 'unsatisfiable') {
    return sendError(res, 416, `Range ${req.headers.range ?? ''} is outside the ${size}-byte file`, {
      headers: { 'Content-Range': `bytes */${size}` },
    });
  }
  const bytes = await readFile(file);
  if (res.destroyed) return;
  if (range) {
    const body = bytes.subarray(range.start, range.end + 1);
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(body.byteLength) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(size) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
