import type { MediaItem } from '../media-item/media-item.ts';
import type { QueueEntry } from './queue-entry.ts';

/**
 * Item → index lookups without a scan per call: built lazily on the first lookup after a
 * change, kept up to date through appends at the end, dropped by any other edit. A queue of
 * 100,000 items answers `indexForItem` in O(1) after one O(n) build per burst of edits.
 */
export class QueueItemIndex {
  #byItem: Map<MediaItem, number> | undefined;
  #byId: Map<string, number> | undefined;

  /** Any edit that shifts indexes. */
  invalidate(): void {
    this.#byItem = undefined;
    this.#byId = undefined;
  }

  /** Entries appended at `startIndex` (the old length): extends a built index in place. */
  appended(entries: readonly QueueEntry[], startIndex: number): void {
    if (!this.#byItem || !this.#byId) return;
    entries.forEach((entry, offset) => this.#add(entry, startIndex + offset));
  }

  /** The first index holding `item` (that very object, else an item with its id), or -1. */
  indexOf(itemOrId: MediaItem | string, entries: readonly QueueEntry[]): number {
    if (!this.#byItem || !this.#byId) this.#build(entries);
    if (typeof itemOrId === 'string') return this.#byId?.get(itemOrId) ?? -1;
    return this.#byItem?.get(itemOrId) ?? this.#byId?.get(itemOrId.id) ?? -1;
  }

  #build(entries: readonly QueueEntry[]): void {
    this.#byItem = new Map();
    this.#byId = new Map();
    entries.forEach((entry, index) => this.#add(entry, index));
  }

  #add(entry: QueueEntry, index: number): void {
    if (!this.#byItem?.has(entry.item)) this.#byItem?.set(entry.item, index);
    if (!this.#byId?.has(entry.item.id)) this.#byId?.set(entry.item.id, index);
  }
}
