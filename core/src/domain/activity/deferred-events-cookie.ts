import type { KeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import { COOKIE_LIFETIME_DAYS, COOKIE_PATH, DEFERRED_PLAY_EVENTS_COOKIE } from '../constants/index.ts';
import type { PlayActivityRecord } from './play-activity-record.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/** The compact form of an entry in the cookie: tokens are the bulky part, so each is kept once. */
interface CookieEntry {
  readonly i: string;
  readonly t: number;
  readonly r: Omit<PlayActivityRecord, 'developer-token' | 'user-token'>;
  readonly u?: string;
  readonly d?: string;
}

export interface DeferredEventsCookieOptions {
  /** Largest cookie value once URI-encoded; browsers cap a cookie near 4096 bytes with its name. */
  readonly maxChars?: number;
}

const DAY_MS = 86_400_000;

/**
 * The amupaee cookie of 000 §9: deferred play events, kept until the next activate. A cookie
 * is written synchronously, so an exit event is safe in it even if the page dies before an
 * IndexedDB write completes. It is a second copy (the outbox's deferred store is the first),
 * so when an event would not fit, the oldest are dropped from the cookie only.
 *
 * @example
 * cookie.add(exitEntry);          // on exit
 * const entries = cookie.read(developerToken); // on activate
 * cookie.clear();
 */
export class DeferredEventsCookie {
  readonly #cookie: KeyValueStore;
  readonly #logger: Logger;
  readonly #maxChars: number;

  constructor(cookie: KeyValueStore, logger: Logger, options: DeferredEventsCookieOptions = {}) {
    this.#cookie = cookie;
    this.#logger = logger;
    this.#maxChars = options.maxChars ?? 3_800;
  }

  add(entry: OutboxEntry): void {
    const entries = [...this.#readRaw().filter((kept) => kept.i !== entry.id), compact(entry)];
    let encoded = encode(entries);
    while (encodedSize(encoded) > this.#maxChars && entries.length > 0) {
      entries.shift();
      encoded = encode(entries);
    }
    if (entries.length === 0) {
      this.#logger.log('warning', `Play activity: event ${entry.id} is too large for the ${DEFERRED_PLAY_EVENTS_COOKIE} cookie`);
      return;
    }
    this.#cookie.set(DEFERRED_PLAY_EVENTS_COOKIE, encoded, { maxAgeMs: COOKIE_LIFETIME_DAYS.default * DAY_MS, path: COOKIE_PATH });
  }

  /** The deferred entries, with `developerToken` put back into their records. */
  read(developerToken: string | null): OutboxEntry[] {
    return this.#readRaw().map((entry) => ({
      id: entry.i,
      occurredAt: entry.t,
      record: { ...entry.r, 'developer-token': developerToken, 'user-token': entry.u ?? null } as PlayActivityRecord,
      listener: { ...(entry.u === undefined ? {} : { userToken: entry.u }), ...(entry.d === undefined ? {} : { dsid: entry.d }) },
    }));
  }

  /** Forgets entries the service has acknowledged. */
  remove(ids: readonly string[]): void {
    const drop = new Set(ids);
    const current = this.#readRaw();
    const kept = current.filter((entry) => !drop.has(entry.i));
    if (kept.length === current.length) return;
    if (kept.length === 0) this.clear();
    else this.#cookie.set(DEFERRED_PLAY_EVENTS_COOKIE, encode(kept), { maxAgeMs: COOKIE_LIFETIME_DAYS.default * DAY_MS, path: COOKIE_PATH });
  }

  clear(): void {
    this.#cookie.remove(DEFERRED_PLAY_EVENTS_COOKIE, { path: COOKIE_PATH });
  }

  #readRaw(): CookieEntry[] {
    const raw = this.#cookie.get(DEFERRED_PLAY_EVENTS_COOKIE);
    if (raw === null || raw === '') return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isCookieEntry) : [];
    } catch (error) {
      this.#logger.log('warning', `Play activity: unreadable ${DEFERRED_PLAY_EVENTS_COOKIE} cookie ignored`, error);
      return [];
    }
  }
}

function compact(entry: OutboxEntry): CookieEntry {
  const { 'developer-token': _developerToken, 'user-token': _userToken, ...record } = entry.record;
  return {
    i: entry.id,
    t: entry.occurredAt,
    r: record,
    ...(entry.listener.userToken === undefined ? {} : { u: entry.listener.userToken }),
    ...(entry.listener.dsid === undefined ? {} : { d: entry.listener.dsid }),
  };
}

// Stored as JSON: the KeyValueStore port takes any string, and a cookie adapter encodes it.
function encode(entries: readonly CookieEntry[]): string {
  return JSON.stringify(entries);
}

/** The size the value takes in the cookie header once the adapter URI-encodes it. */
function encodedSize(value: string): number {
  return encodeURIComponent(value).length;
}

function isCookieEntry(value: unknown): value is CookieEntry {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CookieEntry>;
  return typeof candidate.i === 'string' && typeof candidate.t === 'number' && typeof candidate.r === 'object' && candidate.r !== null;
}
