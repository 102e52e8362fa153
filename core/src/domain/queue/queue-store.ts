import type { Random } from '../../ports/random.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import { EventEmitter } from '../events/event-emitter.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import { ChunkedList } from './chunked-list.ts';
import { OriginalOrder } from './original-order.ts';
import type { QueueEntry } from './queue-entry.ts';
import type { QueueEvents } from './queue-events.ts';
import { QueueItemIndex } from './queue-item-index.ts';
import { shuffledOrder } from './shuffle-order.ts';

/** -1: playback has not started (001 §3 Queue). */
export const NOT_STARTED = -1;

/**
 * The mechanics of a queue: entries, position, the original order while shuffled, the item
 * index, the snapshots and the events. It applies edits exactly as told; the rules (what may be
 * inserted or removed, where the position goes) are `Queue`'s. Entries live in a chunked list,
 * so no edit copies or shifts the whole queue; only the snapshots are O(n), built when read.
 *
 * Edits inside {@link batch} fire their events once, at the end: queueItemsDidChange first,
 * then queuePositionDidChange if the position changed, or if the same position now holds another
 * entry (a new queue started at the index the old one was at: listeners must learn that the
 * current item changed, issue 19's radio station switch).
 */
export class QueueStore {
  readonly #events: EventEmitter<QueueEvents>;
  readonly #index = new QueueItemIndex();
  #entries = new ChunkedList<QueueEntry>();
  #position = NOT_STARTED;
  #original: OriginalOrder | undefined;
  #entriesSnapshot: readonly QueueEntry[] | undefined;
  #snapshot: readonly MediaItem[] | undefined;
  #autoplayCount = 0;
  #batchDepth = 0;
  #itemsDirty = false;
  #positionBefore = NOT_STARTED;
  #entryBefore: QueueEntry | undefined;

  constructor(onListenerError: (error: unknown, event: keyof QueueEvents) => void) {
    this.#events = new EventEmitter<QueueEvents>(onListenerError);
  }

  get length(): number {
    return this.#entries.length;
  }

  at(index: number): QueueEntry | undefined {
    return this.#entries.at(index);
  }

  /** The entries in order: one frozen snapshot per change, built when first read. */
  get entries(): readonly QueueEntry[] {
    this.#entriesSnapshot ??= Object.freeze(this.#entries.toArray());
    return this.#entriesSnapshot;
  }

  get position(): number {
    return this.#position;
  }

  get currentEntry(): QueueEntry | undefined {
    return this.#entries.at(this.#position);
  }

  get autoplayCount(): number {
    return this.#autoplayCount;
  }

  /** The original order while shuffled; undefined when not shuffled. */
  get original(): OriginalOrder | undefined {
    return this.#original;
  }

  /** The items in order: one frozen snapshot per change, built when first read. */
  get items(): readonly MediaItem[] {
    this.#snapshot ??= Object.freeze(this.entries.map((entry) => entry.item));
    return this.#snapshot;
  }

  indexOf(itemOrId: MediaItem | string): number {
    return this.#index.indexOf(itemOrId, this.#entries);
  }

  /** Runs `edit`, firing the events of all its changes once at the end. */
  batch<T>(edit: () => T): T {
    if (this.#batchDepth === 0) {
      this.#positionBefore = this.#position;
      this.#entryBefore = this.currentEntry;
    }
    this.#batchDepth++;
    try {
      return edit();
    } finally {
      this.#batchDepth--;
      if (this.#batchDepth === 0) this.#flush();
    }
  }

  /** New content, unshuffled, not started. */
  replace(entries: QueueEntry[]): void {
    this.batch(() => {
      const hadItems = this.#entries.length > 0;
      this.#entries = new ChunkedList(entries);
      this.#index.invalidate();
      this.#original = undefined;
      this.#autoplayCount = countAutoplay(entries);
      this.#position = NOT_STARTED;
      this.#itemsChanged(hadItems || entries.length > 0);
    });
  }

  /**
   * Inserts `entries` at `at` in the current order; `mirror` places them in the original
   * order while shuffled. The position follows the current entry.
   */
  insert(at: number, entries: readonly QueueEntry[], mirror: (original: OriginalOrder) => void): void {
    if (entries.length === 0) return;
    this.batch(() => {
      this.#entries.insert(at, entries);
      if (this.#original) mirror(this.#original);
      this.#autoplayCount += countAutoplay(entries);
      if (this.#position >= 0 && at <= this.#position) this.#position += entries.length;
      this.#index.added(entries);
      this.#itemsChanged(true);
    });
  }

  /** Removes the entry at `index` from both orders; the position follows the current entry. */
  removeAt(index: number): QueueEntry | undefined {
    const entry = this.#entries.at(index);
    if (entry === undefined) return undefined;
    this.batch(() => {
      this.#entries.removeAt(index);
      this.#original?.remove(entry);
      this.#index.removed([entry]);
      if (entry.isAutoplay) this.#autoplayCount--;
      if (index < this.#position) this.#position--;
      else if (index === this.#position) this.#position = NOT_STARTED;
      this.#itemsChanged(true);
    });
    return entry;
  }

  /** Keeps the entries for which `keep` holds, in both orders. Returns the removed ones. */
  retain(keep: (entry: QueueEntry, index: number) => boolean): QueueEntry[] {
    return this.batch(() => {
      const current = this.currentEntry;
      let kept = 0;
      let position = NOT_STARTED;
      const removed = this.#entries.retain((entry, index) => {
        if (!keep(entry, index)) return false;
        if (entry === current) position = kept;
        kept++;
        return true;
      });
      if (removed.length === 0) return removed;
      const gone = new Set(removed);
      this.#original?.filter((entry) => !gone.has(entry));
      this.#autoplayCount -= countAutoplay(removed);
      this.#position = position;
      this.#index.removed(removed);
      this.#itemsChanged(true);
      return removed;
    });
  }

  /** Moves one entry in the current order only; the position follows the current entry. */
  move(from: number, to: number): void {
    if (from === to) return;
    this.batch(() => {
      const current = this.currentEntry;
      const entry = this.#entries.removeAt(from) as QueueEntry;
      this.#entries.insert(to, [entry]);
      if (current === entry) this.#position = to;
      else if (from < this.#position && this.#position <= to) this.#position--;
      else if (to <= this.#position && this.#position < from) this.#position++;
      this.#itemsChanged(true);
    });
  }

  setPosition(position: number): void {
    this.batch(() => {
      this.#position = position;
    });
  }

  /** 001 §4: current first, user entries shuffled, autoplay entries last; keeps the original order. */
  shuffle(random: Random): void {
    this.batch(() => {
      const current = this.currentEntry;
      const order = this.#entries.toArray();
      this.#original ??= new OriginalOrder(order);
      this.#entries = new ChunkedList(shuffledOrder(order, current, (entry) => !entry.isAutoplay, random));
      this.#position = current ? 0 : NOT_STARTED;
      this.#itemsChanged(this.#entries.length > 0);
    });
  }

  /** 001 §4: restores the original order and the current entry's position in it. */
  unshuffle(): void {
    const original = this.#original;
    if (!original) return;
    this.batch(() => {
      const current = this.currentEntry;
      const order = original.entries;
      this.#entries = new ChunkedList(order);
      this.#original = undefined;
      this.#position = current ? order.indexOf(current) : NOT_STARTED;
      this.#itemsChanged(this.#entries.length > 0);
    });
  }

  on<E extends keyof QueueEvents>(
    event: E,
    listener: (payload: QueueEvents[E]) => void,
    options?: { readonly once?: boolean },
  ): Cancel {
    return this.#events.on(event, listener, options);
  }

  off<E extends keyof QueueEvents>(event: E, listener: (payload: QueueEvents[E]) => void): void {
    this.#events.off(event, listener);
  }

  #itemsChanged(changed: boolean): void {
    if (!changed) return;
    this.#itemsDirty = true;
    this.#snapshot = this.#entriesSnapshot = undefined;
  }

  #flush(): void {
    if (this.#itemsDirty) {
      this.#itemsDirty = false;
      // The snapshot costs O(n); build it only for a listener (or a later read of `items`).
      if (this.#events.listenerCount('queueItemsDidChange') > 0) this.#events.emit('queueItemsDidChange', this.items);
    }
    const entry = this.currentEntry;
    if (this.#positionBefore !== this.#position || this.#entryBefore !== entry) {
      const oldPosition = this.#positionBefore;
      this.#positionBefore = this.#position;
      this.#entryBefore = entry;
      this.#events.emit('queuePositionDidChange', { oldPosition, position: this.#position });
    }
  }
}

function countAutoplay(entries: readonly QueueEntry[]): number {
  let count = 0;
  for (const entry of entries) if (entry.isAutoplay) count++;
  return count;
}
