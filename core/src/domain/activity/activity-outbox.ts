import type { Database, DatabaseConnection } from '../../ports/database.ts';
import type { Logger } from '../../ports/logger.ts';
import { byId, type OutboxEntry } from './outbox-entry.ts';

/** Object stores of the activity database. */
const OUTBOX_STORES = {
  /** Events ready to send. */
  pending: 'outbox',
  /** Exit events held until the next activate (000 §9 deferral). */
  deferred: 'deferred',
  /** Events the service refused as they are (4xx): kept for inspection, never silently dropped. */
  rejected: 'rejected',
} as const;

export interface ActivityOutboxOptions {
  /** Database name; default 'mediakit-activity'. */
  readonly name?: string;
}

/** A refused entry and why. */
export interface RejectedEntry {
  readonly entry: OutboxEntry;
  readonly status: number | null;
  readonly message: string;
}

const VERSION = 1;
// Enough for an exit's keep-alive budget (64 KiB); the database, not the mirror, is the truth.
const MIRROR_LIMIT = 500;

/**
 * The durable play-activity outbox on the Database port. Every event is written here before
 * any send and leaves only once the service accepted it, so reloads, offline periods and
 * crashes lose nothing. Keyed by event id, so writing an event twice keeps one copy.
 *
 * If the database cannot be opened or written (storage disabled, quota), entries are kept in
 * memory instead and an error is logged: they still go out this session, but not after a reload.
 *
 * It also keeps an in-memory mirror of the entries it knows are waiting, for the one moment
 * that cannot await a read: the page's exit.
 *
 * @example
 * const outbox = new ActivityOutbox(database, logger);
 * await outbox.add(entry);                 // durable now
 * const batch = await outbox.peek(50);
 * await outbox.acknowledge(batch.map((e) => e.id));
 */
export class ActivityOutbox {
  readonly #database: Database;
  readonly #logger: Logger;
  readonly #name: string;
  #connection: Promise<DatabaseConnection> | null = null;
  /** Entries written to memory because the database failed; they are sent like any other. */
  readonly #volatile = new Map<string, OutboxEntry>();
  /** Entries known to be pending (written or read here), for a synchronous look at exit. */
  readonly #mirror = new Map<string, OutboxEntry>();
  #closed = false;

  constructor(database: Database, logger: Logger, options: ActivityOutboxOptions = {}) {
    this.#database = database;
    this.#logger = logger;
    this.#name = options.name ?? 'mediakit-activity';
  }

  /** Writes a ready-to-send entry; resolves once it is durable (or, failing that, held in memory). */
  async add(entry: OutboxEntry): Promise<void> {
    this.#remember(entry);
    await this.#write(OUTBOX_STORES.pending, entry);
  }

  /** Writes an entry held until `releaseDeferred` (000 §9: exit events wait for activate). */
  async defer(entry: OutboxEntry): Promise<void> {
    try {
      const db = await this.#open();
      await db.put(OUTBOX_STORES.deferred, entry.id, entry);
    } catch (error) {
      // Not lost: the caller keeps the deferred copy in the amupaee cookie too.
      this.#logger.log('error', 'Play activity: could not store a deferred event', error);
    }
  }

  /**
   * Moves the held entries, and `extra` ones (from the cookie), to the pending store. Put
   * before delete: a crash in between leaves a copy in both, which the next release merges
   * by id; at worst an event is sent twice, which the service drops by event id.
   */
  async releaseDeferred(extra: readonly OutboxEntry[] = []): Promise<number> {
    const db = await this.#open().catch(() => null);
    const held = db ? await db.list<OutboxEntry>(OUTBOX_STORES.deferred).catch(() => []) : [];
    const entries = new Map<string, OutboxEntry>();
    for (const entry of extra) entries.set(entry.id, entry);
    for (const { value } of held) entries.set(value.id, value);
    for (const entry of entries.values()) await this.add(entry);
    if (db && held.length > 0) await db.delete(OUTBOX_STORES.deferred, held.map(({ key }) => key));
    return entries.size;
  }

  /** The oldest `limit` pending entries. */
  async peek(limit: number): Promise<OutboxEntry[]> {
    let stored: OutboxEntry[] = [];
    try {
      const db = await this.#open();
      stored = (await db.list<OutboxEntry>(OUTBOX_STORES.pending, { limit })).map(({ value }) => value);
    } catch (error) {
      if (this.#volatile.size === 0) throw error;
    }
    for (const entry of stored) this.#remember(entry);
    if (this.#volatile.size === 0) return stored;
    return [...stored, ...this.#volatile.values()].sort(byId).slice(0, limit);
  }

  /** Removes entries the service accepted. */
  async acknowledge(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const id of ids) {
      this.#volatile.delete(id);
      this.#mirror.delete(id);
    }
    const db = await this.#open();
    await db.delete(OUTBOX_STORES.pending, ids);
  }

  /** Moves entries the service refused to the rejected store (kept, not resent). */
  async reject(entries: readonly OutboxEntry[], status: number | null, message: string): Promise<void> {
    const db = await this.#open();
    for (const entry of entries) {
      const rejected: RejectedEntry = { entry, status, message };
      await db.put(OUTBOX_STORES.rejected, entry.id, rejected);
    }
    await this.acknowledge(entries.map((entry) => entry.id));
  }

  /** How many entries wait to be sent (held exit events not included). */
  async pendingCount(): Promise<number> {
    const db = await this.#open().catch(() => null);
    const stored = db ? await db.count(OUTBOX_STORES.pending) : 0;
    return stored + this.#volatile.size;
  }

  /** How many exit events wait for the next activate. */
  async deferredCount(): Promise<number> {
    return (await this.#open()).count(OUTBOX_STORES.deferred);
  }

  /** Entries the service refused. */
  async rejected(): Promise<RejectedEntry[]> {
    return (await (await this.#open()).list<RejectedEntry>(OUTBOX_STORES.rejected)).map(({ value }) => value);
  }

  /** Pending entries known in memory, oldest first, without touching the database. */
  known(): OutboxEntry[] {
    return [...this.#mirror.values()].sort(byId);
  }

  close(): void {
    this.#closed = true;
    const connection = this.#connection;
    this.#connection = null;
    void connection?.then((db) => db.close(), () => undefined);
  }

  #remember(entry: OutboxEntry): void {
    if (this.#mirror.size < MIRROR_LIMIT || this.#mirror.has(entry.id)) this.#mirror.set(entry.id, entry);
  }

  async #write(store: string, entry: OutboxEntry): Promise<void> {
    try {
      const db = await this.#open();
      await db.put(store, entry.id, entry);
    } catch (error) {
      this.#volatile.set(entry.id, entry);
      this.#logger.log('error', 'Play activity: the outbox could not store an event; keeping it in memory', error);
    }
  }

  #open(): Promise<DatabaseConnection> {
    if (this.#closed) return Promise.reject(new Error('The activity outbox is closed'));
    if (!this.#connection) {
      const opening = this.#database.open(this.#name, VERSION, Object.values(OUTBOX_STORES));
      // A failed open is retried on the next call rather than remembered forever.
      opening.catch(() => {
        if (this.#connection === opening) this.#connection = null;
      });
      this.#connection = opening;
    }
    return this.#connection;
  }
}
