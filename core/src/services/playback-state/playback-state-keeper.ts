import type { MusicKitInstance } from '../../musickit/musickit-instance.ts';
import type { QueueOptions } from '../../domain/playback/queue-options.validator.ts';
import { isLibraryId } from '../../domain/tokens/library-id.validator.ts';
import type { Clock } from '../../ports/clock.ts';
import type { LocalKeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { WindowHost } from '../../ports/window-host.ts';
import { parseRecord, playbackStateKey, recordOf, TIME_WRITE_INTERVAL_MS, type KeptItem, type PlaybackStateRecord } from './playback-state-record.ts';

/** What the keeper reads and drives: the public instance (restore goes through `setQueue`, as an app's would). */
export type KeptInstance = Pick<
  MusicKitInstance,
  'queue' | 'currentPlaybackTime' | 'musicUserToken' | 'isAuthorized' | 'nowPlayingItem' | 'addEventListener' | 'setQueue'
>;

export interface PlaybackStateKeeperPorts {
  readonly local: LocalKeyValueStore;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Pagehide and visibility (optional: a host without a page writes on changes only). */
  readonly page?: Pick<WindowHost, 'onUnload' | 'onVisibilityChange'>;
}

/** The queue option that re-reads items of a stored type; other types (stations, radio) are not kept. */
const OPTION_OF_TYPE: Readonly<Record<string, 'songs' | 'musicVideos' | 'episodes'>> = {
  songs: 'songs',
  'library-songs': 'songs',
  'music-videos': 'musicVideos',
  'library-music-videos': 'musicVideos',
  episodes: 'episodes',
};

/**
 * Issue 19: the incumbent's savePlaybackState/restorePlaybackState behaviour. The queue (ids
 * only), its position and the time into the current item are kept in local storage per
 * listener (a digest of the user token, never the token), written when the queue or the item
 * changes, every TIME_WRITE_INTERVAL_MS while playing, at pause and when the page hides.
 * `restore()` sets the same queue again without playing: `play()` then starts at the kept time.
 * Signing out forgets the listener's state; another listener's state is never applied.
 */
export class PlaybackStateKeeper {
  readonly #instance: KeptInstance;
  readonly #ports: PlaybackStateKeeperPorts;
  readonly #offs: Cancel[] = [];
  /** Nothing is written until the first restore decided (an empty queue at load must not erase). */
  #writable = false;
  /** The key of the listener the current queue belongs to. */
  #owner: string;
  #lastWrite = Number.NEGATIVE_INFINITY;
  /** The restore under way: a sign-in during start-up and the start-up itself share it. */
  #restoring: Promise<boolean> | undefined;

  constructor(instance: KeptInstance, ports: PlaybackStateKeeperPorts) {
    this.#instance = instance;
    this.#ports = ports;
    this.#owner = playbackStateKey(instance.musicUserToken);
    instance.addEventListener('queueItemsDidChange', () => this.save());
    instance.addEventListener('queuePositionDidChange', () => this.save());
    instance.addEventListener('nowPlayingItemDidChange', () => this.save());
    instance.addEventListener('playbackStateDidChange', () => this.save());
    instance.addEventListener('playbackTimeDidChange', () => {
      if (ports.clock.now() - this.#lastWrite >= TIME_WRITE_INTERVAL_MS) this.save();
    });
    instance.addEventListener('userTokenDidChange', ({ userToken }) => void this.#onListenerChange(userToken));
    if (ports.page) {
      this.#offs.push(ports.page.onUnload(() => this.save()));
      this.#offs.push(ports.page.onVisibilityChange((visibility) => visibility === 'hidden' && this.save()));
    }
  }

  /**
   * Sets the saved queue of the listener signed in now, paused at its item and time; resolves
   * whether it did. Nothing happens when the app has queued something itself.
   */
  restore(): Promise<boolean> {
    this.#restoring ??= this.#restore().finally(() => (this.#restoring = undefined));
    return this.#restoring;
  }

  async #restore(): Promise<boolean> {
    const key = playbackStateKey(this.#instance.musicUserToken);
    try {
      const record = parseRecord(this.#ports.local.get(key));
      if (!record || !this.#instance.queue.isEmpty) return false;
      const options = restoreOptions(record);
      if (!options) return false;
      this.#writable = false;
      await this.#instance.setQueue(options);
      return true;
    } catch (error) {
      // The catalogue may have dropped the items, or the network is down: the page starts empty.
      this.#ports.logger.log('warning', 'The saved queue could not be restored', error);
      return false;
    } finally {
      this.#owner = key;
      this.#writable = true;
    }
  }

  /** Writes the current queue, item and time for the listener it belongs to (now). */
  save(): void {
    if (!this.#writable) return;
    const { queue } = this.#instance;
    this.#lastWrite = this.#ports.clock.now();
    if (queue.isEmpty) return this.#ports.local.remove(this.#owner);
    const items: KeptItem[] = [];
    let position = -1;
    queue.items.forEach((item, index) => {
      if (OPTION_OF_TYPE[item.type] === undefined) return;
      if (index === queue.position) position = items.length;
      items.push({ id: item.id, type: item.type });
    });
    // A station or live radio playing now is not something a reload can set again.
    if (items.length === 0 || (position < 0 && queue.position >= 0)) return this.#ports.local.remove(this.#owner);
    const record = recordOf(items, position, this.#instance.currentPlaybackTime);
    try {
      this.#ports.local.set(this.#owner, JSON.stringify(record));
    } catch (error) {
      // A full storage quota costs the restore only.
      this.#ports.logger.log('warning', 'The playback state could not be saved', error);
    }
  }

  dispose(): void {
    for (const off of this.#offs.splice(0)) off();
  }

  /**
   * 000 §4 sign-out forgets the listener's state; a sign-in restores that listener's own state
   * when nothing is queued. The queue in the page belongs to whoever queues next.
   */
  async #onListenerChange(userToken: string | undefined): Promise<void> {
    const before = this.#owner;
    const after = playbackStateKey(userToken);
    if (before === after) return;
    if (!userToken) {
      this.#ports.local.remove(before);
      // The queue left in the page was the signed-out listener's: it is not kept for anyone.
      this.#writable = false;
      this.#owner = after;
      this.#ports.local.remove(after);
      this.#resumeWritesOnNextQueue();
      return;
    }
    this.#owner = after;
    if (this.#instance.queue.isEmpty) await this.restore();
  }

  #resumeWritesOnNextQueue(): void {
    const resume = () => {
      this.#writable = true;
      this.save();
    };
    this.#instance.addEventListener('queueItemsDidChange', resume, { once: true });
  }
}

/** setQueue options for a record: its items' run of one kind (a mixed queue keeps the run playing). */
export function restoreOptions(record: PlaybackStateRecord): QueueOptions | undefined {
  // A queue that had not started (position -1) comes back not started: its first item plays first.
  const started = record.position >= 0;
  const position = Math.max(0, record.position);
  const current = record.items[position];
  const option = current && OPTION_OF_TYPE[current.type];
  if (!current || !option) return undefined;
  const kindOf = (item: KeptItem) => `${OPTION_OF_TYPE[item.type] ?? ''}:${isLibraryId(item.id) ? 'library' : 'catalog'}`;
  const kind = kindOf(current);
  let start = position;
  while (start > 0 && kindOf(record.items[start - 1]!) === kind) start--;
  let end = position + 1;
  while (end < record.items.length && kindOf(record.items[end]!) === kind) end++;
  const ids = record.items.slice(start, end).map((item) => item.id);
  if (!started) return { [option]: ids };
  // By id when the ids are unique (an item the catalogue no longer has would shift an index).
  const startWith = new Set(ids).size === ids.length ? current.id : position - start;
  return { [option]: ids, startWith, ...(record.time > 0 ? { startTime: record.time } : {}) };
}
