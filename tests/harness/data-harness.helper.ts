// Shared set-up of the data-layer harness: the real data clients of @mediakit/core over a
// RecordingHttpClient that forwards to a running provider emulator, with a simulated clock.
import { MemoryKeyValueStore, RecordingHttpClient, SimulatedClock } from '@mediakit/adapters/node';
import { isMKError, type HttpRequest, type MKError } from '@mediakit/core';
import { DataContext, RequestSession, ServerLedger, createDataClients, type DataClients } from '@mediakit/core/internal';
import { EMULATOR_DEVELOPER_TOKEN } from '../../tools/emulator/emulator-server.ts';

export interface DataHarness {
  readonly clock: SimulatedClock;
  readonly http: RecordingHttpClient;
  readonly session: RequestSession;
  readonly context: DataContext;
  readonly ledger: ServerLedger;
  readonly clients: DataClients;
}

/** Signs a test listener in through the emulator's sign-in page call; resolves with their user token. */
export async function signIn(origin: string, listener: 'subscriber' | 'non-subscriber' | 'restricted' = 'subscriber'): Promise<string> {
  const response = await fetch(`${origin}/woa/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listener }) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The data clients against the emulator at `origin`, as the library builds them (one music
 * context for every host here, as the emulator serves them all), with a fresh ledger.
 */
export function dataHarness(origin: string, userToken: string | null, options: { storefrontId?: string; utcOffsetSeconds?: number | null } = {}): DataHarness {
  const clock = new SimulatedClock(Date.UTC(2026, 0, 1), options.utcOffsetSeconds === undefined ? 0 : options.utcOffsetSeconds);
  const http = new RecordingHttpClient(RecordingHttpClient.forwardingToNetwork());
  const session = new RequestSession({ http, clock, baseUrl: `${origin}/v1`, developerToken: EMULATOR_DEVELOPER_TOKEN, userToken });
  const context = new DataContext({ session, clock, storefrontId: () => options.storefrontId ?? 'us' });
  const ledger = new ServerLedger(new MemoryKeyValueStore('session', clock), clock, { userToken: () => session.userToken });
  return { clock, http, session, context, ledger, clients: createDataClients({ music: context, ledger }) };
}

/** A recorded request, decoded. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export function sent(request: HttpRequest): SentRequest {
  const url = new URL(request.url);
  const raw = typeof request.body === 'string' ? request.body : request.body === undefined ? undefined : new TextDecoder().decode(request.body);
  return { method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, body: raw === undefined ? undefined : (JSON.parse(raw) as unknown) };
}

/** The requests sent since `from` (an index into http.requests), decoded. */
export function sentSince(http: RecordingHttpClient, from = 0): SentRequest[] {
  return http.requests.slice(from).map(sent);
}

/** Awaits a rejection and returns it as the MKError the data layer rejects with. */
export async function rejection(work: Promise<unknown>): Promise<MKError> {
  try {
    await work;
  } catch (error) {
    if (isMKError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
