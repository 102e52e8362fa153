// The playback queue (001 §3 Queue, §4 Shuffle modes and Queue position, §5 Queue;
// MUSICKIT-SURFACE.md Queue, plus public move / remove / insertAt).

import type { Logger } from '../../ports/logger.ts';
import type { Random } from '../../ports/random.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import { isEnumValue } from '../enums/enum-guards.ts';
import { PlaybackMode, PlayerRepeatMode } from '../enums/playback.enums.ts';
import { contentRestrictedError, MKError } from '../errors/index.ts';
import { MediaItemFactory } from '../media-item/media-item.factory.ts';
import type { MediaItem } from '../media-item/media-item.ts';
import { appendIndex } from './original-order.ts';
import { admitEntries } from './queue-admission.policy.ts';
import type { QueueEntry } from './queue-entry.ts';
import type { QueueEvents } from './queue-events.ts';
import { canPlayInMode } from './queue-playability.policy.ts';
import { nextPlayableIndex, previousPlayableIndex } from './queue-position-search.ts';
import { NOT_STARTED, QueueStore } from './queue-store.ts';
import type { QueueDependencies, QueueInit, QueueItemInput } from './queue.types.ts';

export type { QueueDependencies, QueueInit, QueueItemInput } from './queue.types.ts';

/**
 * The items to play, the position in them (-1 = not started), shuffle and repeat.
 *
 * Every edit keeps the rules of 001 §4-§5: unplayable items are dropped on insertion, the
 * current item cannot be removed, the position follows its item, and edits made while
 * shuffled are replayed on the original order. Entries live in a chunked list and lookups by
 * item use an index kept up to date, so every edit and lookup costs about the same at 100,000
 * items as at 1,000 (issue 3); only the array snapshots (`items`, `entries`) are O(n).
 *
 * @example
 * const queue = new Queue({ random }, { items: [song1, song2], startWith: 0 });
 * queue.addEventListener('queuePositionDidChange', ({ position }) => render(position));
 * queue.changeToPosition(1);
 */
export class Queue {
  readonly #random: Random;
  readonly #logger: Logger | undefined;
  readonly #factory: MediaItemFactory;
  readonly #store: QueueStore;
  #autoplayStationId: string | undefined;
  #repeatMode = PlayerRepeatMode.none;
  #playbackMode = PlaybackMode.MIXED_CONTENT;
  #isRestricted = false;
  /** Set by a controller whose queue the listener may not edit (002 §4 stations); see {@link Queue.refuseEdits}. */
  #editGuard: ((operation: 'append' | 'prepend' | 'insert') => void) | undefined;
  #ownerEditing = false;

  constructor(dependencies: QueueDependencies, init: QueueInit = {}) {
    this.#random = dependencies.random;
    this.#logger = dependencies.logger;
    this.#factory =
      dependencies.itemFactory ??
      new MediaItemFactory({ random: dependencies.random, logger: dependencies.logger ?? { log: () => {} } });
    this.#store = new QueueStore((error, event) =>
      this.#logger?.log('error', `Queue: a ${String(event)} listener threw`, error),
    );
    if (init.playbackMode !== undefined) this.playbackMode = init.playbackMode;
    if (init.repeatMode !== undefined) this.repeatMode = init.repeatMode;
    if (init.items) this.setItems(init.items, { startWith: init.startWith });
  }

  // --- reads --------------------------------------------------------------------------

  /** The items in play order (a frozen snapshot, rebuilt once after each change when read). */
  get items(): readonly MediaItem[] {
    return this.#store.items;
  }

  /** The entries with their autoplay flags (a frozen snapshot, rebuilt once after each change when read). */
  get entries(): readonly QueueEntry[] {
    return this.#store.entries;
  }

  get length(): number {
    return this.#store.length;
  }

  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** The current index; -1 when playback has not started (001 §3). */
  get position(): number {
    return this.#store.position;
  }

  get currentItem(): MediaItem | undefined {
    return this.#store.currentEntry?.item;
  }

  get currentEntry(): QueueEntry | undefined {
    return this.#store.currentEntry;
  }

  /** The item at `index`, or undefined. */
  item(index: number): MediaItem | undefined {
    return this.#store.at(index)?.item;
  }

  isAutoplayAt(index: number): boolean {
    return this.#store.at(index)?.isAutoplay ?? false;
  }

  /** The index of `item` (that object, else one with its id) or of an item id; -1 if absent. */
  indexForItem(itemOrId: MediaItem | string): number {
    return this.#store.indexOf(itemOrId);
  }

  /** 001 §5: playable, not restricted, not unavailable. */
  canPlayAt(index: number): boolean {
    const entry = this.#store.at(index);
    return entry !== undefined && canPlayInMode(entry.item, this.#playbackMode);
  }

  /** 001 §4: forward search from the position, wrapping only in repeat-all. */
  get nextPlayableItemIndex(): number | undefined {
    return nextPlayableIndex(this.length, this.position, this.#canPlay, this.#wraps);
  }

  get nextPlayableItem(): MediaItem | undefined {
    return this.#itemAt(this.nextPlayableItemIndex);
  }

  /** 001 §4: backward search from the position, wrapping only in repeat-all. */
  get previousPlayableItemIndex(): number | undefined {
    return previousPlayableIndex(this.length, this.position, this.#canPlay, this.#wraps);
  }

  get previousPlayableItem(): MediaItem | undefined {
    return this.#itemAt(this.previousPlayableItemIndex);
  }

  /** 001 §3: the items after the position. */
  get unplayedItems(): readonly MediaItem[] {
    return this.entries.slice(this.position + 1).map((entry) => entry.item);
  }

  /** 001 §3: the items the listener added. */
  get userAddedItems(): readonly MediaItem[] {
    return this.entries.filter((entry) => !entry.isAutoplay).map((entry) => entry.item);
  }

  /** 001 §3: the items autoplay added. */
  get autoplayItems(): readonly MediaItem[] {
    return this.entries.filter((entry) => entry.isAutoplay).map((entry) => entry.item);
  }

  /** 001 §3: the items that can be played now. */
  get playableItems(): readonly MediaItem[] {
    return this.entries.filter((_, index) => this.canPlayAt(index)).map((entry) => entry.item);
  }

  get autoplayCount(): number {
    return this.#store.autoplayCount;
  }

  get hasAutoplayStation(): boolean {
    return this.#autoplayStationId !== undefined;
  }

  get autoplayStationId(): string | undefined {
    return this.#autoplayStationId;
  }

  /** Set by autoplay while it has a station to draw from (undefined when it stops). */
  setAutoplayStation(stationId: string | undefined): void {
    this.#autoplayStationId = stationId;
  }

  // --- modes --------------------------------------------------------------------------

  /** The repeat mode (001 §4 Repeat modes); setting a value that is not a valid mode is ignored. */
  get repeatMode(): PlayerRepeatMode {
    return this.#repeatMode;
  }

  set repeatMode(mode: PlayerRepeatMode) {
    if (isEnumValue(PlayerRepeatMode, mode)) this.#repeatMode = mode;
  }

  /** The playback mode (002 §4 Playback modes); setting an unknown value is ignored. */
  get playbackMode(): PlaybackMode {
    return this.#playbackMode;
  }

  set playbackMode(mode: PlaybackMode) {
    if (isEnumValue(PlaybackMode, mode)) this.#playbackMode = mode;
  }

  get isShuffled(): boolean {
    return this.#store.original !== undefined;
  }

  /** Whether explicit items are filtered out: setting true applies {@link Queue.restrict}; setting false only lifts the insertion filter. */
  get isRestricted(): boolean {
    return this.#isRestricted;
  }

  set isRestricted(value: boolean) {
    if (value) this.restrict();
    else this.#isRestricted = false;
  }

  // --- edits --------------------------------------------------------------------------

  /**
   * Replaces the content (unshuffled), then applies `startWith` (see {@link Queue.setStartPosition}).
   * Returns the items kept.
   */
  setItems(items: readonly QueueItemInput[], options: { readonly startWith?: number | string } = {}): MediaItem[] {
    const entries = this.#accept(items, false);
    this.#store.batch(() => {
      this.#store.replace(entries);
      this.setStartPosition(options.startWith);
    });
    return entries.map((entry) => entry.item);
  }

  /**
   * 002 §4: a station's queue cannot be edited. `guard` is called before each append, prepend or
   * insert an app makes on this queue (`music.queue.append(...)`) and throws the spec's error;
   * the controller that owns the queue still fills it through {@link Queue.asOwner}.
   */
  refuseEdits(guard: (operation: 'append' | 'prepend' | 'insert') => void): void {
    this.#editGuard = guard;
  }

  /** Runs `edit` as the queue's owner (past the {@link Queue.refuseEdits} guard). */
  asOwner<T>(edit: () => T): T {
    const before = this.#ownerEditing;
    this.#ownerEditing = true;
    try {
      return edit();
    } finally {
      this.#ownerEditing = before;
    }
  }

  #checkEdit(operation: 'append' | 'prepend' | 'insert'): void {
    if (!this.#ownerEditing) this.#editGuard?.(operation);
  }

  /** Appends user items, before any trailing autoplay items. Returns the items kept. */
  append(items: QueueItemInput | readonly QueueItemInput[]): MediaItem[] {
    this.#checkEdit('append');
    const entries = this.#accept(toList(items), false);
    const current = this.currentEntry;
    this.#store.insert(appendIndex(this.#store, current), entries, (original) => original.append(entries, current));
    return itemsOf(entries);
  }

  /** Inserts user items right after the current item ("play next"; first if not started). */
  prepend(items: QueueItemInput | readonly QueueItemInput[]): MediaItem[] {
    this.#checkEdit('prepend');
    const entries = this.#accept(toList(items), false);
    const current = this.currentEntry;
    this.#store.insert(this.position + 1, entries, (original) => original.insertAfter(current, entries));
    return itemsOf(entries);
  }

  /**
   * Inserts user items at `index` (0..length); the position follows the current item.
   * INVALID_ARGUMENTS when `index` is out of range. While shuffled, the original order gets
   * them before the entry they now precede (at its end if none).
   */
  insertAt(index: number, items: QueueItemInput | readonly QueueItemInput[]): MediaItem[] {
    this.#checkEdit('insert');
    if (!Number.isInteger(index) || index < 0 || index > this.length) throw outOfRange(index);
    const entries = this.#accept(toList(items), false);
    const anchor = this.#store.at(index);
    this.#store.insert(index, entries, (original) => original.insertBefore(anchor, entries));
    return itemsOf(entries);
  }

  /** Appends items fetched by autoplay, flagged as such (002 §4 Autoplay). */
  appendAutoplay(items: readonly QueueItemInput[]): MediaItem[] {
    const entries = this.#accept(items, true);
    this.#store.insert(this.length, entries, (original) => original.insertBefore(undefined, entries));
    return itemsOf(entries);
  }

  /**
   * Removes the item at `index` and returns it. 001 §5: removing the current position is
   * refused with INVALID_ARGUMENTS; so is an index out of range.
   */
  remove(index: number): MediaItem {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) throw outOfRange(index);
    if (index === this.position) {
      throw new MKError(MKError.INVALID_ARGUMENTS, 'The item at the current position cannot be removed');
    }
    return (this.#store.removeAt(index) as QueueEntry).item;
  }

  /**
   * Moves the item at `from` to `to` (both 0..length-1); the position follows the current
   * item. While shuffled, only the shuffled order changes (decision: docs/decisions.md).
   */
  move(from: number, to: number): void {
    if (!Number.isInteger(from) || from < 0 || from >= this.length) throw outOfRange(from);
    if (!Number.isInteger(to) || to < 0 || to >= this.length) throw outOfRange(to);
    this.#store.move(from, to);
  }

  /** Empties the queue: no items, position -1, not shuffled, no autoplay station. */
  reset(): void {
    this.#autoplayStationId = undefined;
    this.#store.replace([]);
  }

  /** 002 §4 Autoplay: removes the autoplay items after the current position. Returns them. */
  removeAutoplayItemsAfterPosition(): MediaItem[] {
    if (this.autoplayCount === 0) return [];
    const position = this.position;
    return itemsOf(this.#store.retain((entry, index) => !(entry.isAutoplay && index > position)));
  }

  /**
   * 001 §4 Queue position: the queue becomes restricted and its explicit items are removed.
   * If it is then empty, 'Content restricted' (CONTENT_RESTRICTED) is thrown; otherwise the
   * position is re-found for the current item or, when that item was removed, moves to the
   * next playable item after it (-1 if none; decision: docs/decisions.md).
   */
  restrict(): void {
    this.#isRestricted = true;
    const oldPosition = this.position;
    let firstAfterCurrent: QueueEntry | undefined;
    let removedCount = 0;
    this.#store.batch(() => {
      const removed = this.#store.retain((entry, index) => {
        const keep = !entry.item.isExplicitItem;
        if (keep && oldPosition >= 0 && index > oldPosition) firstAfterCurrent ??= entry;
        return keep;
      });
      removedCount = removed.length;
      if (removed.length === 0 || this.position !== NOT_STARTED || !firstAfterCurrent) return;
      const anchor = this.entries.indexOf(firstAfterCurrent);
      const target = this.canPlayAt(anchor) ? anchor : nextPlayableIndex(this.length, anchor, this.#canPlay, false);
      this.#store.setPosition(target ?? NOT_STARTED);
    });
    if (removedCount > 0 && this.isEmpty) throw contentRestrictedError();
  }

  // --- shuffle (001 §4 Shuffle modes) --------------------------------------------------

  /**
   * Shuffles: the current item first, the user-added items in a random order (drawn again
   * until the order differs when more than one can move), autoplay items last in their
   * order. The original order is kept, and kept up to date by edits, for {@link Queue.unshuffle}.
   */
  shuffle(): void {
    this.#store.shuffle(this.#random);
  }

  /** Restores the original order and the position of the current item. */
  unshuffle(): void {
    this.#store.unshuffle();
  }

  // --- position (001 §4 Queue position) -----------------------------------------------

  /**
   * Moves to `index`; if that item cannot be played, to the next playable item after it
   * (wrapping only in repeat-all). Returns the new current item, or undefined (position
   * unchanged) when `index` is out of range or nothing playable is found.
   */
  changeToPosition(index: number): MediaItem | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    const target = this.canPlayAt(index) ? index : nextPlayableIndex(this.length, index, this.#canPlay, this.#wraps);
    if (target === undefined) return undefined;
    this.#store.setPosition(target);
    return this.currentItem;
  }

  /**
   * 001 §5: applies a start position. A number must lie within 0..length-1 and a string must
   * be an item id in the queue; anything else leaves the queue not started (-1). A start item
   * that cannot be played gives way to the next playable one.
   */
  setStartPosition(startWith: number | string | undefined): void {
    const index = typeof startWith === 'string' ? this.indexForItem(startWith) : startWith;
    const valid = index !== undefined && Number.isInteger(index) && index >= 0 && index < this.length;
    if (!valid || this.changeToPosition(index) === undefined) this.#store.setPosition(NOT_STARTED);
  }

  /** Moves to the next playable item (001 §4); undefined, and no change, when there is none. */
  advance(): MediaItem | undefined {
    const next = this.nextPlayableItemIndex;
    if (next === undefined) return undefined;
    this.#store.setPosition(next);
    return this.currentItem;
  }

  /** Moves to the previous playable item (001 §4); undefined, and no change, when there is none. */
  retreat(): MediaItem | undefined {
    const previous = this.previousPlayableItemIndex;
    if (previous === undefined) return undefined;
    this.#store.setPosition(previous);
    return this.currentItem;
  }

  // --- events -------------------------------------------------------------------------

  /** `queueItemsDidChange` (MediaItem[]) or `queuePositionDidChange` (`{ oldPosition, position }`). */
  addEventListener<E extends keyof QueueEvents>(
    event: E,
    listener: (payload: QueueEvents[E]) => void,
    options?: { readonly once?: boolean },
  ): Cancel {
    return this.#store.on(event, listener, options);
  }

  removeEventListener<E extends keyof QueueEvents>(event: E, listener: (payload: QueueEvents[E]) => void): void {
    this.#store.off(event, listener);
  }

  // --- internals ----------------------------------------------------------------------

  readonly #canPlay = (index: number): boolean => this.canPlayAt(index);

  get #wraps(): boolean {
    return this.#repeatMode === PlayerRepeatMode.all;
  }

  #itemAt(index: number | undefined): MediaItem | undefined {
    return index === undefined ? undefined : this.item(index);
  }

  #accept(inputs: readonly QueueItemInput[], isAutoplay: boolean): QueueEntry[] {
    return admitEntries(inputs, isAutoplay, {
      factory: this.#factory,
      playbackMode: this.#playbackMode,
      isRestricted: this.#isRestricted,
      ...(this.#logger ? { logger: this.#logger } : {}),
    });
  }

}

function toList(items: QueueItemInput | readonly QueueItemInput[]): readonly QueueItemInput[] {
  return Array.isArray(items) ? (items as readonly QueueItemInput[]) : [items as QueueItemInput];
}

function itemsOf(entries: readonly QueueEntry[]): MediaItem[] {
  return entries.map((entry) => entry.item);
}

function outOfRange(index: number): MKError {
  return new MKError(MKError.INVALID_ARGUMENTS, `Queue index ${String(index)} is out of range`);
}
