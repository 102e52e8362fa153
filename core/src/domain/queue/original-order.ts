import { ChunkedList } from './chunked-list.ts';
import type { QueueEntry } from './queue-entry.ts';

/**
 * The unshuffled order kept while a queue is shuffled (001 §4 Shuffle modes: "Queue edits
 * while shuffled keep the original order up to date"). Each edit of the shuffled view is
 * replayed here in the terms of the unshuffled queue, by entry identity; a chunked list makes
 * finding an entry and editing next to it cheap at any length.
 */
export class OriginalOrder {
  readonly #entries: ChunkedList<QueueEntry>;

  constructor(entries: readonly QueueEntry[]) {
    this.#entries = new ChunkedList(entries);
  }

  /** A fresh array of the entries in the original order. */
  get entries(): readonly QueueEntry[] {
    return this.#entries.toArray();
  }

  /** Inserts right after `anchor` (at the start when there is none): "play next". */
  insertAfter(anchor: QueueEntry | undefined, entries: readonly QueueEntry[]): void {
    this.#entries.insert(anchor === undefined ? 0 : this.#entries.indexOf(anchor) + 1, entries);
  }

  /** Inserts right before `anchor` (at the end when there is none). */
  insertBefore(anchor: QueueEntry | undefined, entries: readonly QueueEntry[]): void {
    const found = anchor === undefined ? -1 : this.#entries.indexOf(anchor);
    this.#entries.insert(found < 0 ? this.#entries.length : found, entries);
  }

  /** Inserts where an append of user items goes: before the trailing autoplay entries. */
  append(entries: readonly QueueEntry[], current: QueueEntry | undefined): void {
    this.#entries.insert(appendIndex(this.#entries, current), entries);
  }

  remove(entry: QueueEntry): void {
    this.#entries.removeAt(this.#entries.indexOf(entry));
  }

  /** Keeps only the entries for which `keep` holds. */
  filter(keep: (entry: QueueEntry) => boolean): void {
    this.#entries.retain(keep);
  }
}

/** Entries read by index: an array, a {@link ChunkedList}, or the queue's store. */
export interface EntriesByIndex {
  readonly length: number;
  at(index: number): QueueEntry | undefined;
}

/**
 * Where user items are appended: after the last user item, i.e. before the block of autoplay
 * entries that ends the queue, but never before the current entry (decision:
 * docs/decisions.md). Walks back over the trailing autoplay block only (at most the
 * maxUpcomingTracksToMaintain of 001 §9), so it stays O(1) for long queues.
 */
export function appendIndex(entries: EntriesByIndex, current: QueueEntry | undefined): number {
  let at = entries.length;
  while (at > 0) {
    const previous = entries.at(at - 1);
    if (!previous?.isAutoplay || previous === current) break;
    at--;
  }
  return at;
}
