import { DEFERRED_PLAY_EVENTS_COOKIE } from '../../domain/constants/index.ts';
import type { KeyValueStore } from '../../ports/key-value-store.ts';

/**
 * The local-storage note "the activity outbox may hold events": written before any event
 * reaches the outbox, removed once a flush leaves it empty. A page reads it at start, with the
 * amupaee cookie (000 §9), to decide whether to load reporting only to send what earlier pages
 * left: reading the outbox itself would open IndexedDB and load the outbox code on every page.
 */
export const ACTIVITY_PENDING_KEY = 'mk-activity-pending';

/**
 * Whether earlier pages may have left play activity to send: exit events in the amupaee
 * cookie, or the pending note. A note without events (the outbox was cleared some other way)
 * only costs one load of reporting, whose first flush then removes the note.
 *
 * @example
 * if (hasActivityBacklog(cookieStore, localStore)) loadReportingAndActivate();
 */
export function hasActivityBacklog(cookie: KeyValueStore, local: KeyValueStore | undefined): boolean {
  const deferred = cookie.get(DEFERRED_PLAY_EVENTS_COOKIE);
  return (deferred !== null && deferred !== '') || (local?.get(ACTIVITY_PENDING_KEY) ?? null) !== null;
}

/**
 * The reporter's side of the note. `mark()` before each write; `whileUnmarked()` when a check
 * that the outbox is empty begins, and the function it returns removes the note only if nothing
 * was marked meanwhile, so an event written during the check keeps it.
 *
 * @example
 * note.mark(); await outbox.add(entry);
 * const forget = note.whileUnmarked(); if ((await outbox.pendingCount()) === 0) forget();
 */
export class PendingActivityNote {
  readonly #store: KeyValueStore;
  #marks = 0;

  constructor(store: KeyValueStore) {
    this.#store = store;
  }

  mark(): void {
    this.#marks++;
    this.#store.set(ACTIVITY_PENDING_KEY, '1');
  }

  whileUnmarked(): () => void {
    const marks = this.#marks;
    return () => {
      if (marks === this.#marks) this.#store.remove(ACTIVITY_PENDING_KEY);
    };
  }
}
