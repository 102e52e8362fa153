// A headless auth setup for the service tests: the scripted window, a simulated clock, memory
// storage, and a fake provider behind the recording HTTP client.
import {
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  ScriptedWindowHost,
  SeededRandom,
  SimulatedClock,
  jsonResponse,
  networkFailure,
} from '@mediakit/adapters/node';
import type { HttpRequest, HttpResponse } from '@mediakit/core';
import { DEFAULT_PROVIDER_HOSTS, type ProviderHosts } from '../../../../core/src/domain/auth/index.ts';
import { AuthService, type AuthServiceOptions, type AuthServicePorts } from '../../../../core/src/services/auth/index.ts';
import { DEVELOPER_TOKEN, PAGE_ORIGIN } from '../../domain/auth/auth-fixtures.ts';
import { FIXED_NOW } from '../../domain/tokens/token-fixtures.ts';

export const HOSTS: ProviderHosts = DEFAULT_PROVIDER_HOSTS;

/** A scripted answer: a status and body, or 'network' for a failed fetch. */
export type Answer = { readonly status: number; readonly body?: unknown } | 'network';

/**
 * The provider as the unit tests need it: each call answers from `answers` by path (first
 * match of the longest registered path suffix), else a sensible default for a subscriber in us.
 */
export class FakeProvider {
  readonly answers = new Map<string, Answer | ((request: HttpRequest) => Answer)>();
  storefronts = ['us', 'gb', 'de', 'fr', 'jp', 'kr', 'it'];
  renewedToken: string | undefined;

  readonly handle = (request: HttpRequest): HttpResponse => {
    const url = new URL(request.url);
    const custom = this.answers.get(url.pathname);
    const answer = typeof custom === 'function' ? custom(request) : (custom ?? this.#default(url.pathname));
    if (answer === 'network') throw networkFailure(request.url);
    return jsonResponse(answer.status, answer.body ?? {}, request.url);
  };

  #default(path: string): Answer {
    switch (path) {
      case '/v1/me/storefront':
        return { status: 200, body: { data: [{ id: 'us', type: 'storefronts' }] } };
      case '/v1/me/account':
        return { status: 200, body: { data: [{ id: 'a1', attributes: { name: 'Sam' } }], meta: { subscription: { active: true, storefront: 'us' } } } };
      case '/v1/storefronts':
        return { status: 200, body: { data: this.storefronts.map((id) => ({ id, type: 'storefronts' })) } };
      case '/account/web/info':
        return { status: 200, body: { parentalControlsData: {}, privacyAcknowledgement: { music: 1 }, storeFrontISO3A: 'USA' } };
      case '/account/web/infoRefresh':
        return { status: 200, body: { music: 'cid-music', tv: 'cid-tv' } };
      case '/WebObjects/MZPlay.woa/wa/renewMusicToken':
        return this.renewedToken ? { status: 200, body: { 'music-token': this.renewedToken } } : { status: 401 };
      default:
        return { status: 200, body: {} };
    }
  }
}

export interface AuthKit {
  readonly clock: SimulatedClock;
  readonly windowHost: ScriptedWindowHost;
  readonly http: RecordingHttpClient;
  readonly provider: FakeProvider;
  readonly logger: MemoryLogger;
  readonly local: MemoryKeyValueStore;
  readonly session: MemoryKeyValueStore;
  readonly cookie: MemoryKeyValueStore;
  readonly ports: AuthServicePorts;
  /** A new service on the same storage and network: a page (re)load. */
  load(options?: Partial<AuthServiceOptions>): AuthService;
  /** Paths the page called, in order. */
  calls(): string[];
}

export function createAuthKit(input: { readonly hash?: string; readonly languages?: readonly string[]; readonly options?: Partial<AuthServiceOptions> } = {}): AuthKit {
  const clock = new SimulatedClock(FIXED_NOW);
  const windowHost = new ScriptedWindowHost({ origin: PAGE_ORIGIN, ...(input.hash ? { hash: input.hash } : {}) });
  const provider = new FakeProvider();
  const http = new RecordingHttpClient(provider.handle);
  const logger = new MemoryLogger();
  const local = new MemoryKeyValueStore('local', clock);
  const session = new MemoryKeyValueStore('session', clock);
  const cookie = new MemoryKeyValueStore('cookie', clock);
  const ports: AuthServicePorts = {
    windowHost,
    http,
    clock,
    scheduler: clock,
    logger,
    environment: { languages: input.languages ?? ['en-US'] },
    localStore: local,
    sessionStore: session,
    cookieStore: cookie,
    random: new SeededRandom(22),
  };
  return {
    clock,
    windowHost,
    http,
    provider,
    logger,
    local,
    session,
    cookie,
    ports,
    load: (options = {}) => new AuthService(ports, { developerToken: DEVELOPER_TOKEN, hosts: HOSTS, ...input.options, ...options }),
    calls: () => http.requests.map((request) => `${request.method ?? 'GET'} ${new URL(request.url).pathname}`),
  };
}
