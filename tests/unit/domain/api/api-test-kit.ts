// Shared set-up for the data-layer tests: a RecordingHttpClient, a SimulatedClock, a session
// over them, and readers for what was sent.
import { MemoryKeyValueStore, RecordingHttpClient, SimulatedClock, jsonResponse, textResponse, type HttpHandler } from '@mediakit/adapters/node';
import type { HttpRequest } from '@mediakit/core';
import type { MKError } from '../../../../core/src/domain/errors/index.ts';
import {
  DataContext,
  FeatureFlags,
  RequestSession,
  ServerLedger,
  type RequestSessionOptions,
} from '../../../../core/src/domain/api/index.ts';
import { FIXED_NOW, USER_TOKEN, makeDeveloperToken } from '../tokens/token-fixtures.ts';

export const BASE = 'https://api.test/v1';
export const DEV_TOKEN = makeDeveloperToken();

export interface Kit {
  readonly clock: SimulatedClock;
  readonly http: RecordingHttpClient;
  readonly session: RequestSession;
  readonly context: DataContext;
  readonly flags: FeatureFlags;
  readonly sessionStore: MemoryKeyValueStore;
  readonly ledger: ServerLedger;
}

export function makeKit(options: {
  handler?: HttpHandler;
  session?: Partial<RequestSessionOptions>;
  storefrontId?: string;
  userToken?: string | null;
} = {}): Kit {
  const clock = new SimulatedClock(FIXED_NOW);
  const http = new RecordingHttpClient(options.handler ?? ((request) => jsonResponse(200, { data: [] }, request.url)));
  const session = new RequestSession({
    http,
    clock,
    baseUrl: BASE,
    developerToken: DEV_TOKEN,
    userToken: options.userToken === undefined ? USER_TOKEN : options.userToken,
    ...options.session,
  });
  const flags = new FeatureFlags();
  const context = new DataContext({ session, clock, flags, storefrontId: () => options.storefrontId ?? 'gb' });
  const sessionStore = new MemoryKeyValueStore('session', clock);
  const ledger = new ServerLedger(sessionStore, clock, { userToken: () => session.userToken });
  return { clock, http, session, context, flags, sessionStore, ledger };
}

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body: unknown;
  readonly rawBody: string | undefined;
  readonly url: string;
}

/** What a recorded request was, decoded. */
export function sent(request: HttpRequest | undefined): SentRequest {
  if (!request) throw new Error('no request was sent');
  const url = new URL(request.url);
  const rawBody = typeof request.body === 'string' ? request.body : request.body === undefined ? undefined : new TextDecoder().decode(request.body);
  let body: unknown = rawBody;
  if (rawBody !== undefined) {
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = rawBody;
    }
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { ...request.headers },
    body,
    rawBody,
    url: request.url,
  };
}

export function lastSent(http: RecordingHttpClient): SentRequest {
  return sent(http.requests[http.requests.length - 1]);
}

/** Resource objects for answers. */
export function resources(type: string, ids: readonly string[]): Array<{ id: string; type: string; attributes: { name: string } }> {
  return ids.map((id) => ({ id, type, attributes: { name: `${type} ${id}` } }));
}

/** A promise whose resolution the test controls. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Awaits a rejection and returns it (typed as the MKError the data layer rejects with). */
export async function rejection(work: Promise<unknown>): Promise<MKError> {
  try {
    await work;
  } catch (error) {
    return error as MKError;
  }
  throw new Error('expected a rejection');
}

/**
 * A handler answering by 'METHOD /path' (query ignored): a body is sent as JSON 200, a number
 * as that status with an empty body. Anything else is 404 with an errors array.
 */
export function router(routes: Record<string, unknown>): HttpHandler {
  return (request) => {
    const key = `${request.method ?? 'GET'} ${new URL(request.url).pathname}`;
    if (!(key in routes)) return jsonResponse(404, { errors: [{ status: '404', title: 'Not Found' }] }, request.url);
    const answer = routes[key];
    if (typeof answer === 'number') return textResponse(answer, '', request.url);
    return jsonResponse(200, answer, request.url);
  };
}

/** 000 §6: both credentials on a listener call. */
export function expectListenerHeaders(request: SentRequest): void {
  if (request.headers['Authorization'] !== `Bearer ${DEV_TOKEN}`) throw new Error(`missing developer token on ${request.url}`);
  if (request.headers['Music-User-Token'] !== USER_TOKEN) throw new Error(`missing user token on ${request.url}`);
}
