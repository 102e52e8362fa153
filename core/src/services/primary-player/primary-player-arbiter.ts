import { PRIMARY_PLAYER_STORAGE_KEY, RANDOM_ID_LENGTH } from '../../domain/constants/index.ts';
import { PlaybackStates } from '../../domain/enums/index.ts';
import { EventEmitter } from '../../domain/events/event-emitter.ts';
import { generateHexId } from '../../domain/media-item/media-item-context.ts';
import type { Environment } from '../../ports/environment.ts';
import type { KeyValueStore, LocalKeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Random } from '../../ports/random.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { WindowHost } from '../../ports/window-host.ts';

export { PRIMARY_PLAYER_STORAGE_KEY };

/** What the arbiter asks of the player it arbitrates for. */
export interface PrimaryPlayerControls {
  /** Whether the player is playing now (page unload while playing dispatches exit). */
  isPlaying(): boolean;
  /** Pauses, NOT user-initiated (000 §9: another tab took over). */
  pause(): void;
  /** Dispatches player exit (play activity, 000 §9). */
  exit(): void;
  /** Dispatches player activate (000 §9, iOS page visible again). */
  activate(): void;
}

/**
 * The controls the arbiter drives on the instance's player. 000 §9: demoted by another tab, the
 * player pauses, not user-initiated (the player, not a controller). Page exit and activate are
 * dispatched by the play-activity bridge, which follows the same page events
 * (services/activity/play-activity-bridge.ts); doing it here too would report every exit twice.
 */
export function primaryPlayerControls(player: { readonly state: PlaybackStates; pause(): void }): PrimaryPlayerControls {
  return { isPlaying: () => player.state === PlaybackStates.playing, pause: () => player.pause(), exit: () => {}, activate: () => {} };
}

export interface PrimaryPlayerArbiterPorts {
  /** `KeyValueStore.local`: the storage every tab of the origin shares. */
  readonly storage: LocalKeyValueStore;
  readonly random: Random;
  readonly window: Pick<WindowHost, 'onVisibilityChange' | 'onUnload'>;
  readonly environment: Pick<Environment, 'isIOS'>;
  readonly logger?: Logger;
  /** Default {@link PRIMARY_PLAYER_STORAGE_KEY}. */
  readonly storageKey?: string;
}

export interface PrimaryPlayerEvents {
  primaryPlayerDidChange: { readonly isPrimary: boolean };
}

/**
 * 000 §9 primary-player arbitration between pages of one origin. When this player starts
 * playing it writes its random id under a local-storage key; when another tab's id appears
 * there, this player is demoted and paused (not user-initiated). On iOS, hiding the page
 * dispatches player exit and showing it dispatches player activate; unloading the page while
 * playing dispatches exit. A player is primary until another one claims the key.
 *
 * @example
 * const arbiter = new PrimaryPlayerArbiter({ storage, random, window, environment }, {
 *   isPlaying: () => music.isPlaying, pause: () => controller.pause({ userInitiated: false }),
 *   exit: () => activity.exit(), activate: () => activity.activate(),
 * });
 * player.events.on('playbackStateDidChange', ({ state }) => { if (state === PlaybackStates.playing) arbiter.playbackDidStart(); });
 * arbiter.events.on('primaryPlayerDidChange', (payload) => emit('primaryPlayerDidChange', payload));
 */
export class PrimaryPlayerArbiter {
  /** This player's id: 16 hex characters (000 §9 random id length). */
  readonly playerId: string;
  readonly events: EventEmitter<PrimaryPlayerEvents>;
  readonly #storage: KeyValueStore;
  readonly #key: string;
  readonly #controls: PrimaryPlayerControls;
  readonly #offs: Cancel[] = [];
  #isPrimary = true;
  /** Exit was dispatched and no activate since: an unload right after an iOS hide exits once. */
  #exited = false;

  constructor(ports: PrimaryPlayerArbiterPorts, controls: PrimaryPlayerControls) {
    this.playerId = generateHexId(ports.random, RANDOM_ID_LENGTH);
    this.#storage = ports.storage;
    this.#key = ports.storageKey ?? PRIMARY_PLAYER_STORAGE_KEY;
    this.#controls = controls;
    const logger = ports.logger;
    this.events = new EventEmitter((error, event) => logger?.log('error', `A ${String(event)} listener threw`, error));

    const onExternalChange = ports.storage.onExternalChange?.bind(ports.storage);
    if (onExternalChange) this.#offs.push(onExternalChange((key, value) => this.storageChanged(key, value)));
    else logger?.log('debug', 'Local storage reports no changes from other pages: primary-player arbitration is off');

    if (ports.environment.isIOS) {
      this.#offs.push(ports.window.onVisibilityChange((visibility) => (visibility === 'hidden' ? this.#exit() : this.#activate())));
    }
    this.#offs.push(ports.window.onUnload(() => {
      if (controls.isPlaying()) this.#exit();
    }));
  }

  /** Whether this player is the one that should be playing among the origin's pages. */
  get isPrimary(): boolean {
    return this.#isPrimary;
  }

  /** Call when this player starts playing: it claims the key and becomes primary. */
  playbackDidStart(): void {
    this.#storage.set(this.#key, this.playerId);
    this.#setPrimary(true);
  }

  /** Stops listening to storage, visibility and unload. */
  dispose(): void {
    for (const off of this.#offs.splice(0)) off();
  }

  /**
   * A change another page made to local storage: another player's id under the key demotes this
   * one. The arbiter hears them itself once made; whoever made it late (primary-player.setup.ts)
   * hands it the changes heard before.
   */
  storageChanged(key: string, value: string | null): void {
    // A removed key (storage cleared) names no other player: nothing to yield to.
    if (key !== this.#key || value === null || value === this.playerId) return;
    this.#setPrimary(false);
    this.#controls.pause();
  }

  #setPrimary(isPrimary: boolean): void {
    if (isPrimary === this.#isPrimary) return;
    this.#isPrimary = isPrimary;
    this.events.emit('primaryPlayerDidChange', { isPrimary });
  }

  #exit(): void {
    if (this.#exited) return;
    this.#exited = true;
    this.#controls.exit();
  }

  #activate(): void {
    this.#exited = false;
    this.#controls.activate();
  }
}
