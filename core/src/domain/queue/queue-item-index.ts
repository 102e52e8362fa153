import type { MediaItem } from '../media-item/media-item.ts';
import type { ChunkedList } from './chunked-list.ts';
import type { QueueEntry } from './queue-entry.ts';

/** The entry, or entries (the same item queued twice), that hold one item or one item id. */
type Holders = QueueEntry | QueueEntry[];

/**
 * Item → index lookups without a scan per call. Which entries hold each item, and each item id,
 * is built on the first lookup and then kept up to date by every edit; an entry's index comes
 * from the entry list. So `indexForItem` stays cheap however the queue of 100,000 is edited.
 */
export class QueueItemIndex {
  /** Keyed by item object and by item id (a string never equals an item). */
  #holders: Map<MediaItem | string, Holders> | undefined;

  /** New content: the index is built again on the next lookup. */
  invalidate(): void {
    this.#holders = undefined;
  }

  added(entries: readonly QueueEntry[]): void {
    const holders = this.#holders;
    if (!holders) return;
    const add = (key: MediaItem | string, entry: QueueEntry): void => {
      const held = holders.get(key);
      holders.set(key, held ? [held, entry].flat() : entry);
    };
    for (const entry of entries) {
      add(entry.item, entry);
      add(entry.item.id, entry);
    }
  }

  removed(entries: readonly QueueEntry[]): void {
    const holders = this.#holders;
    if (!holders) return;
    const remove = (key: MediaItem | string, entry: QueueEntry): void => {
      const rest = [holders.get(key) ?? []].flat().filter((held) => held !== entry);
      if (rest.length === 0) holders.delete(key);
      else holders.set(key, rest.length === 1 ? (rest[0] as QueueEntry) : rest);
    };
    for (const entry of entries) {
      remove(entry.item, entry);
      remove(entry.item.id, entry);
    }
  }

  /** The first index holding `item` (that very object, else an item with its id), or -1. */
  indexOf(itemOrId: MediaItem | string, entries: ChunkedList<QueueEntry>): number {
    if (!this.#holders) {
      this.#holders = new Map();
      this.added(entries.toArray());
    }
    const held = typeof itemOrId === 'string' ? this.#holders.get(itemOrId) : this.#holders.get(itemOrId) ?? this.#holders.get(itemOrId.id);
    let first = -1;
    for (const entry of [held ?? []].flat()) {
      const index = entries.indexOf(entry);
      if (first < 0 || index < first) first = index;
    }
    return first;
  }
}
