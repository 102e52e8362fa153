import { DEFAULT_VOLUME } from '../domain/constants/index.ts';
import { PlayerRepeatMode, PlayerShuffleMode } from '../domain/enums/index.ts';

/** The player settings v3's `savePlaybackState()` keeps and `restorePlaybackState()` sets back. */
export interface SavedPlayerSettings {
  readonly volume: number;
  readonly repeatMode: PlayerRepeatMode;
  readonly shuffleMode: PlayerShuffleMode;
  readonly autoplayEnabled: boolean;
}

/**
 * What v3 restores when nothing was saved: the player's initial settings (its snapshot starts
 * as these, so `restorePlaybackState()` before any save resets them).
 */
export const INITIAL_PLAYER_SETTINGS: SavedPlayerSettings = {
  volume: DEFAULT_VOLUME,
  repeatMode: PlayerRepeatMode.none,
  shuffleMode: PlayerShuffleMode.off,
  autoplayEnabled: false,
};

/** The settings as the instance reads and sets them (its setters validate and obey a share session). */
export type SettingsOwner = { volume: number; repeatMode: PlayerRepeatMode; shuffleMode: PlayerShuffleMode; autoplayEnabled: boolean };

/** The listener's kept queue (issue 19), as the playback-state keeper offers it once it runs. */
export interface KeptQueue {
  /** Writes the queue, item and time now. */
  save(): void;
  /** Sets the saved queue, paused, when nothing is queued; resolves whether it did. */
  restore(): Promise<boolean>;
}

/**
 * The keeper of each instance, attached when keeping starts (`persistPlaybackState`); an
 * instance without one (keeping off) saves and restores its settings only.
 */
const keptQueues = new WeakMap<object, KeptQueue>();

/** Called by the playback-state setup: the instance's save/restore also reach its kept queue. */
export function attachKeptQueue(instance: object, queue: KeptQueue): void {
  keptQueues.set(instance, queue);
}

/**
 * v3 `savePlaybackState()` / `restorePlaybackState()`: the incumbent snapshots the volume, repeat,
 * shuffle and autoplay in memory (it does so around a shared session) and sets them back on
 * restore. Over that, our save also writes the kept queue at once (instead of at the next change)
 * and our restore sets the kept queue again when nothing is queued, so an app that calls the pair
 * around a reload finds both its settings and its queue.
 *
 * @example
 * music.savePlaybackState();
 * music.volume = 0.2; music.repeatMode = PlayerRepeatMode.one;
 * await music.restorePlaybackState(); // volume and repeat as saved
 */
export class InstancePlaybackState {
  readonly #owner: SettingsOwner;
  #saved: SavedPlayerSettings = INITIAL_PLAYER_SETTINGS;

  constructor(owner: SettingsOwner) {
    this.#owner = owner;
  }

  /** The settings the next restore sets. */
  get saved(): SavedPlayerSettings {
    return this.#saved;
  }

  save(): void {
    const { volume, repeatMode, shuffleMode, autoplayEnabled } = this.#owner;
    this.#saved = { volume, repeatMode, shuffleMode, autoplayEnabled };
    keptQueues.get(this.#owner)?.save();
  }

  /** Sets the saved settings at once (as v3, synchronously); the returned promise settles with the queue restore. */
  restore(): Promise<void> {
    const owner = this.#owner;
    const saved = this.#saved;
    // Only what differs is set, so a restore that changes nothing sends no change events.
    if (owner.volume !== saved.volume) owner.volume = saved.volume;
    if (owner.repeatMode !== saved.repeatMode) owner.repeatMode = saved.repeatMode;
    if (owner.shuffleMode !== saved.shuffleMode) owner.shuffleMode = saved.shuffleMode;
    if (owner.autoplayEnabled !== saved.autoplayEnabled) owner.autoplayEnabled = saved.autoplayEnabled;
    const queue = keptQueues.get(owner);
    return queue ? queue.restore().then(() => undefined) : Promise.resolve();
  }
}
