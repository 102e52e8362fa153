import type { Clock } from '../../ports/clock.ts';
import type { Database } from '../../ports/database.ts';
import type { HttpClient } from '../../ports/http-client.ts';
import type { CookieKeyValueStore, LocalKeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Random } from '../../ports/random.ts';
import type { Scheduler } from '../../ports/scheduler.ts';
import type { ActivitySenderOptions } from '../../domain/activity/activity-sender.ts';
import type { PlayActivityContext, RecordBuilderOptions } from '../../domain/activity/record-builder.ts';
import type { BackoffOptions } from './backoff-policy.ts';
import type { CurrentCredentials, OutboxFlusherOptions } from './outbox-flusher.ts';

/** The ports the activity reporter runs on. `cookie` is the KeyValueStore.cookie flavour. */
export interface ActivityReporterPorts {
  readonly http: HttpClient;
  readonly database: Database;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly random: Random;
  readonly logger: Logger;
  readonly cookie: CookieKeyValueStore;
  /**
   * The local flavour, for the note that the outbox may hold events (activity-backlog.ts), which
   * tells a later page to load reporting and send them. Optional: without it nothing is noted.
   */
  readonly local?: LocalKeyValueStore;
}

/**
 * 000 §9 "auto mode": every event is sent at once, except exit events, which wait in the
 * amupaee cookie (and the outbox's deferred store) for the next activate. 'manual': events
 * wait in the outbox until `flush()` or `activate()`; nothing is retried on its own.
 */
export type ActivitySendMode = 'auto' | 'manual';

/** How the reporter is set up. Only `baseUrl` and `credentials` are required. */
export interface ActivityReporterOptions extends Omit<ActivitySenderOptions, 'accurate'> {
  /**
   * The developer token and the listener signed in now, read at each event and each send.
   * Play activity needs authorization (002 §6): without a user token (or, when preferring the
   * account id, a dsid) events are not recorded.
   */
  readonly credentials: () => CurrentCredentials;
  /** Storefront, private mode, allowReportingId (000 §6) and preferences, read per event. */
  readonly context?: () => Omit<PlayActivityContext, 'developerToken' | 'userToken'>;
  /** Exact milliseconds instead of whole seconds (000 §9); default false. */
  readonly accurate?: boolean;
  /** Default 'auto' (000 §9). */
  readonly mode?: ActivitySendMode;
  /** Fixed facts of the records (device name, user agent, build version...). */
  readonly record?: Omit<RecordBuilderOptions, 'accurate' | 'context'>;
  /** Batch size, page size and keep-alive budget of the outbox flush. */
  readonly flush?: Omit<OutboxFlusherOptions, 'retry' | 'onAccepted'>;
  /** Retry delays after failures; default 1 s doubling up to 60 s, with jitter. */
  readonly backoff?: BackoffOptions;
  /** IndexedDB database name; default 'mediakit-activity'. */
  readonly databaseName?: string;
}
