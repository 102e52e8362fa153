// 001 §4 Key sessions: "Created per key URI. A renewal creates a new session; the old one is
// closed after the license update. For live radio, sessions no longer listed are removed after
// 60 seconds." 001 §9: stale key session removal 60 s.
import { STALE_KEY_SESSION_MS } from '../constants/drm.constants.ts';
import type { Clock } from '../../ports/clock.ts';

/** What the registry needs of a CDM session: closing it. */
export interface ClosableSession {
  close(): Promise<void> | void;
}

interface Entry<S> {
  session: S;
  /** A renewal in flight: the session being readied to replace `session`. */
  renewing?: S;
  /** When the manifest last listed this key URI (live radio), epoch ms. */
  listedAt: number;
}

/**
 * The key sessions of a player, one per key URI, with renewal and stale-session removal.
 *
 * @example
 * registry.add(uri, session);
 * registry.beginRenewal(uri, fresh);  // ...fresh.update(licence)...
 * registry.completeRenewal(uri);      // closes the old session
 */
export class KeySessionRegistry<S extends ClosableSession> {
  readonly #clock: Clock;
  readonly #entries = new Map<string, Entry<S>>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  has(uri: string): boolean {
    return this.#entries.has(uri);
  }

  get(uri: string): S | undefined {
    return this.#entries.get(uri)?.session;
  }

  get uris(): string[] {
    return [...this.#entries.keys()];
  }

  /** Registers the session of a key URI (one per URI: a second add replaces and closes the first). */
  add(uri: string, session: S): void {
    const previous = this.#entries.get(uri);
    this.#entries.set(uri, { session, listedAt: this.#clock.now() });
    if (previous && previous.session !== session) void previous.session.close();
  }

  /** A renewal starts: `fresh` will replace the URI's session once its licence is applied. */
  beginRenewal(uri: string, fresh: S): void {
    const entry = this.#entries.get(uri);
    if (!entry) {
      this.add(uri, fresh);
      return;
    }
    if (entry.renewing && entry.renewing !== fresh) void entry.renewing.close();
    entry.renewing = fresh;
  }

  /** The renewed session got its licence: it becomes the URI's session and the old one is closed. */
  completeRenewal(uri: string): void {
    const entry = this.#entries.get(uri);
    if (!entry?.renewing) return;
    const old = entry.session;
    entry.session = entry.renewing;
    delete entry.renewing;
    void old.close();
  }

  /**
   * Live radio (001 §4): the key URIs the refreshed manifest lists. Listed URIs are marked seen
   * now; sessions unlisted for 60 s or more are closed and removed. Returns the removed URIs.
   */
  retainListed(listed: Iterable<string>): string[] {
    const now = this.#clock.now();
    const seen = new Set(listed);
    const removed: string[] = [];
    for (const [uri, entry] of this.#entries) {
      if (seen.has(uri)) entry.listedAt = now;
      else if (now - entry.listedAt >= STALE_KEY_SESSION_MS) {
        this.#entries.delete(uri);
        void entry.session.close();
        if (entry.renewing) void entry.renewing.close();
        removed.push(uri);
      }
    }
    return removed;
  }

  /** Closes and forgets one URI's sessions. */
  remove(uri: string): void {
    const entry = this.#entries.get(uri);
    if (!entry) return;
    this.#entries.delete(uri);
    void entry.session.close();
    if (entry.renewing) void entry.renewing.close();
  }

  /** Closes and forgets every session. */
  clear(): void {
    for (const uri of [...this.#entries.keys()]) this.remove(uri);
  }
}
