import { retainWhere, spliceIn } from './array-edits.ts';
import type { QueueEntry } from './queue-entry.ts';

/**
 * The unshuffled order kept while a queue is shuffled (001 §4 Shuffle modes: "Queue edits
 * while shuffled keep the original order up to date"). Each edit of the shuffled view is
 * replayed here in the terms of the unshuffled queue, by entry identity.
 */
export class OriginalOrder {
  readonly #entries: QueueEntry[];

  constructor(entries: readonly QueueEntry[]) {
    this.#entries = [...entries];
  }

  get entries(): readonly QueueEntry[] {
    return this.#entries;
  }

  /** Inserts right after `anchor` (at the start when there is none): "play next". */
  insertAfter(anchor: QueueEntry | undefined, entries: readonly QueueEntry[]): void {
    const at = anchor === undefined ? 0 : this.#entries.indexOf(anchor) + 1;
    spliceIn(this.#entries, at, entries);
  }

  /** Inserts right before `anchor` (at the end when there is none). */
  insertBefore(anchor: QueueEntry | undefined, entries: readonly QueueEntry[]): void {
    const found = anchor === undefined ? -1 : this.#entries.indexOf(anchor);
    spliceIn(this.#entries, found < 0 ? this.#entries.length : found, entries);
  }

  /** Inserts where an append of user items goes: before the trailing autoplay entries. */
  append(entries: readonly QueueEntry[], current: QueueEntry | undefined): void {
    spliceIn(this.#entries, appendIndex(this.#entries, current), entries);
  }

  remove(entry: QueueEntry): void {
    const index = this.#entries.indexOf(entry);
    if (index >= 0) this.#entries.splice(index, 1);
  }

  /** Keeps only the entries for which `keep` holds. */
  filter(keep: (entry: QueueEntry) => boolean): void {
    retainWhere(this.#entries, keep);
  }
}

/**
 * Where user items are appended: after the last user item, i.e. before the block of autoplay
 * entries that ends the queue, but never before the current entry (decision:
 * docs/decisions.md). Walks back over the trailing autoplay block only (at most the
 * maxUpcomingTracksToMaintain of 001 §9), so it stays O(1) for long queues.
 */
export function appendIndex(entries: readonly QueueEntry[], current: QueueEntry | undefined): number {
  let at = entries.length;
  while (at > 0) {
    const previous = entries[at - 1];
    if (!previous?.isAutoplay || previous === current) break;
    at--;
  }
  return at;
}
