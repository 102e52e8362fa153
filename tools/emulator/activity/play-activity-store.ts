/**
 * What the emulated activity service has stored (000 §7 POST /play, /qa/play). Clients resend
 * a batch whose answer they never heard, so the store keeps each event once: it deduplicates
 * by the record's `event-id`, the unique id MediaKit's record builder puts in every record
 * (our field beyond 000 §3). Records without one (an older client) are stored as they come.
 */

/** Who sent an event: the user token, or the account id when the client prefers it (000 §7). */
export interface ActivitySender {
  readonly userToken?: string;
  readonly dsid?: string;
}

/** One stored play-activity event, in arrival order. */
export interface StoredPlayActivityEvent {
  /** The record's `event-id`; null for a record without one. */
  readonly eventId: string | null;
  /** The record exactly as posted in `data` (hyphenated fields of 000 §3). */
  readonly record: Readonly<Record<string, unknown>>;
  readonly path: '/play' | '/qa/play';
  readonly clientId: string;
  readonly eventType: string;
  readonly sender: ActivitySender;
  /** The optional QA trace tag (000 §7). */
  readonly traceTag?: string;
  /** Number of the request that delivered it (1-based, over every POST received). */
  readonly request: number;
  /** Wall-clock time it was stored, ms since the epoch. */
  readonly receivedAt: number;
}

/** A batch that passed the checks, as the route hands it over. */
export interface ReceivedBatch {
  readonly path: '/play' | '/qa/play';
  readonly clientId: string;
  readonly eventType: string;
  readonly data: readonly Readonly<Record<string, unknown>>[];
  readonly sender: ActivitySender;
  readonly traceTag?: string;
  readonly request: number;
}

/** Counters over every POST since the last reset. */
export interface PlayActivityCounts {
  /** POSTs received (developer token accepted). */
  readonly requests: number;
  /** Requests answered 2xx. */
  readonly accepted: number;
  /** Requests refused: no or unknown listener (401/403), malformed body (400). */
  readonly refused: number;
  /** Distinct events stored. */
  readonly stored: number;
  /** Records dropped because their event-id was already stored. */
  readonly duplicatesDropped: number;
  /** Records stored without an event-id (no deduplication possible). */
  readonly unkeyed: number;
  /** Requests answered with the fault status (nothing stored). */
  readonly failedByFault: number;
  /** Requests whose connection was dropped before anything was stored. */
  readonly droppedByFault: number;
  /** Requests stored, then their connection dropped: the client never hears the answer. */
  readonly answersLost: number;
}

type MutableCounts = { -readonly [K in keyof PlayActivityCounts]: number };

const ZERO: PlayActivityCounts = {
  requests: 0,
  accepted: 0,
  refused: 0,
  stored: 0,
  duplicatesDropped: 0,
  unkeyed: 0,
  failedByFault: 0,
  droppedByFault: 0,
  answersLost: 0,
};

/**
 * @example
 * const store = new PlayActivityStore();
 * store.receive({ path: '/play', clientId: 'JSCLIENT', eventType: 'JSPLAY', data, sender, request: 1 });
 * store.events().length; store.counts.duplicatesDropped;
 */
export class PlayActivityStore {
  readonly #events: StoredPlayActivityEvent[] = [];
  readonly #ids = new Set<string>();
  #counts: MutableCounts = { ...ZERO };

  /** Stores the new events of a batch; returns how many were new and how many were copies. */
  receive(batch: ReceivedBatch, now = Date.now()): { readonly stored: number; readonly duplicates: number } {
    let stored = 0;
    let duplicates = 0;
    for (const record of batch.data) {
      const id = record['event-id'];
      const eventId = typeof id === 'string' && id !== '' ? id : null;
      if (eventId !== null) {
        if (this.#ids.has(eventId)) {
          duplicates++;
          continue;
        }
        this.#ids.add(eventId);
      } else {
        this.#counts.unkeyed++;
      }
      this.#events.push({
        eventId,
        record,
        path: batch.path,
        clientId: batch.clientId,
        eventType: batch.eventType,
        sender: batch.sender,
        ...(batch.traceTag === undefined ? {} : { traceTag: batch.traceTag }),
        request: batch.request,
        receivedAt: now,
      });
      stored++;
    }
    this.#counts.stored += stored;
    this.#counts.duplicatesDropped += duplicates;
    return { stored, duplicates };
  }

  /** Counts one request as `outcome`; returns the request's number when it is a new request. */
  count(outcome: 'request' | Exclude<keyof PlayActivityCounts, 'requests' | 'stored' | 'duplicatesDropped' | 'unkeyed'>): number {
    if (outcome === 'request') return ++this.#counts.requests;
    return ++this.#counts[outcome];
  }

  events(): readonly StoredPlayActivityEvent[] {
    return this.#events;
  }

  get counts(): PlayActivityCounts {
    return { ...this.#counts };
  }

  clear(): void {
    this.#events.length = 0;
    this.#ids.clear();
    this.#counts = { ...ZERO };
  }
}
