import {
  jsonResponse,
  MemoryKeyValueStore,
  MemoryLogger,
  RecordingHttpClient,
  SeededRandom,
  SimulatedClock,
  type HttpHandler,
} from '@mediakit/adapters/node';
import type { Database, HttpRequest } from '@mediakit/core';
import { MemoryDatabase } from '../../../../adapters/node/memory-database.ts';
import { ActivityReporter, type ActivityReporterOptions } from '../../../../core/src/services/activity/index.ts';
import type { CurrentCredentials } from '../../../../core/src/services/activity/index.ts';

export const BASE = 'https://activity.test';

export interface SentBody {
  readonly client_id: string;
  readonly event_type: string;
  readonly data: Array<Record<string, unknown> & { 'event-id': string }>;
}

export function bodyOf(request: HttpRequest): SentBody {
  return JSON.parse(String(request.body)) as SentBody;
}

export function idsOf(request: HttpRequest): string[] {
  return bodyOf(request).data.map((record) => record['event-id']);
}

export interface ReporterKit {
  readonly clock: SimulatedClock;
  readonly random: SeededRandom;
  readonly logger: MemoryLogger;
  readonly cookies: MemoryKeyValueStore;
  readonly database: Database;
  readonly http: RecordingHttpClient;
  readonly credentials: { current: CurrentCredentials };
  reporter: ActivityReporter;
  /** A new reporter over the same database, cookies and clock: a page reload. */
  reload(): ActivityReporter;
}

export const accept: HttpHandler = (request) => jsonResponse(202, {}, request.url);

export function makeReporter(handler: HttpHandler = accept, options: Partial<ActivityReporterOptions> = {}, database: Database = new MemoryDatabase()): ReporterKit {
  const clock = new SimulatedClock();
  const random = new SeededRandom(11);
  const logger = new MemoryLogger();
  const cookies = new MemoryKeyValueStore('cookie', clock);
  const http = new RecordingHttpClient(handler);
  const credentials = { current: { developerToken: 'DEV', userToken: 'MUT' } as CurrentCredentials };
  const build = (): ActivityReporter =>
    new ActivityReporter(
      { http, database, clock, scheduler: clock, random, logger, cookie: cookies },
      { baseUrl: BASE, credentials: () => credentials.current, ...options },
    );
  const kit: ReporterKit = {
    clock, random, logger, cookies, database, http, credentials,
    reporter: build(),
    reload() {
      kit.reporter.dispose();
      kit.reporter = build();
      return kit.reporter;
    },
  };
  return kit;
}
