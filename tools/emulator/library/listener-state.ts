import { createHash } from 'node:crypto';
import type { ResourceRef } from '../catalog/catalog-extras.types.ts';
import type { Catalog } from '../catalog/catalog.types.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { Listener } from './listener-gate.ts';
import { LibraryStore } from './library-store.ts';

/** 002 §3 Rating: attributes.value (1 love, -1 dislike). */
export interface StoredRating {
  readonly value: number;
}

/**
 * Everything the provider keeps for one listener (per sign-in, across renewed tokens): the
 * library, ratings, taste preferences, the stations played and where each station's track
 * stream stands, and how often recommendations were refreshed.
 */
export class ListenerState {
  readonly listener: Listener;
  readonly library: LibraryStore;
  /** '{type}/{id}' → rating, type as rated ('songs', 'library-songs', ...). */
  readonly ratings = new Map<string, StoredRating>();
  taste: ResourceRef[] = [];
  /** Station ids, most recent first (me/recent/radio-stations). */
  readonly playedStations: string[] = [];
  /** Station id → how many of its tracks were handed out (next-tracks continues from there). */
  readonly stationCursors = new Map<string, number>();
  recommendationsRefreshed = 0;

  constructor(listener: Listener, catalog: Catalog) {
    this.listener = listener;
    this.library = new LibraryStore(listener.key, catalog);
  }

  /** The listener's personal station id (002 §2 "personal station 'me'"). */
  get personalStationId(): string {
    return `ra.u-${createHash('sha256').update(this.listener.key).digest('hex').slice(0, 12)}`;
  }

  /** Notes a station as just played. */
  playedStation(id: string): void {
    const at = this.playedStations.indexOf(id);
    if (at >= 0) this.playedStations.splice(at, 1);
    this.playedStations.unshift(id);
  }
}

const stores = new WeakMap<EmulatorServices, Map<string, ListenerState>>();

/**
 * The state of a listener in one running emulator, made on first use. Kept beside the services
 * (not in them) so the personal route families share it without the shared services growing.
 */
export function listenerStateOf(services: EmulatorServices, listener: Listener): ListenerState {
  let states = stores.get(services);
  if (!states) {
    states = new Map();
    stores.set(services, states);
  }
  let state = states.get(listener.key);
  if (!state) {
    state = new ListenerState(listener, services.catalog);
    states.set(listener.key, state);
  }
  return state;
}
