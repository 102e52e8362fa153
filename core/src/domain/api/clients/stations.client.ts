import { noStationTrackDataError } from '../../errors/index.ts';
import { route } from '../api-routes.ts';
import { serviceRoute } from '../service-routes.ts';
import type { DataContext } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import { normalizeCatalogId } from '../resource-types.ts';

/** 002 §3 Autoplay request data: a list of {id, type, meta.container{id,type}}. */
export interface ContinuousSeed {
  readonly id: string;
  readonly type: string;
  readonly meta?: { readonly container?: { readonly id: string; readonly type: string } };
}

/**
 * Stations (002 §7 stations and music v1): station lookups, the next tracks of a station, the
 * continuous (autoplay) tracks after a queue, and change-station.
 *
 * @example
 * const tracks = await new StationsClient(context).nextTracks('ra.978194965', { limit: 5 });
 */
export class StationsClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET catalog/{sf}/stations/{id}. */
  async station(id: string): Promise<DataRecord> {
    return this.#context.one(route('catalogResource', { storefront: this.#context.storefrontId, type: 'stations', id: normalizeCatalogId(id) }));
  }

  /**
   * The station an artist or a song seeds: GET catalog/{sf}/{artists|songs}/{id}/station (the
   * legacy relationship path, 002 §7). None: 'Cannot load requested station' is the caller's.
   */
  async seededBy(type: 'artists' | 'songs', id: string): Promise<DataRecord> {
    const path = route('catalogRelationship', { storefront: this.#context.storefrontId, type, id: normalizeCatalogId(id), relationship: 'station' });
    const station = (await this.#context.page(path)).data[0];
    if (!station) throw noStationTrackDataError();
    return station;
  }

  /** GET catalog/{sf}/stations?filter[identity]=… (e.g. 'personal', 002 §2 personal station). */
  async byIdentity(identity: string): Promise<DataRecord[]> {
    const path = route('catalogCollection', { storefront: this.#context.storefrontId, type: 'stations' });
    return (await this.#context.page(path, { 'filter[identity]': identity })).data;
  }

  /**
   * POST me/stations/next-tracks/{stationId}, optional limit; reads data.data (002 §7). No
   * track at all is 'No track data is available for the current station.' (002 §8).
   */
  async nextTracks(stationId: string, options: { readonly limit?: number } = {}): Promise<DataRecord[]> {
    const body = await this.#context.body({
      method: 'POST',
      path: serviceRoute('stationNextTracks', { id: stationId }),
      ...(options.limit === undefined ? {} : { query: { limit: options.limit } }),
    });
    const tracks = this.#context.pageOf(body).data;
    if (tracks.length === 0) throw noStationTrackDataError();
    return tracks;
  }

  /**
   * POST me/stations/continuous?limit[results:tracks]=…&with=tracks with body {data:[{id,type,meta}]};
   * reads data.results (002 §7).
   */
  async continuous(seeds: readonly ContinuousSeed[], options: { readonly limit?: number } = {}): Promise<DataRecord[]> {
    const body = await this.#context.body({
      method: 'POST',
      path: serviceRoute('stationsContinuous'),
      query: { ...(options.limit === undefined ? {} : { 'limit[results:tracks]': options.limit }), with: 'tracks' },
      body: { data: seeds.map((seed) => ({ id: seed.id, type: seed.type, ...(seed.meta ? { meta: seed.meta } : {}) })) },
    });
    const results = typeof body === 'object' && body !== null ? (body as { results?: unknown }).results : undefined;
    // results is { tracks: [...] } (with=tracks); a bare list is read the same way.
    const tracks = Array.isArray(results) ? results : (results as { tracks?: unknown } | undefined)?.tracks;
    return this.#context.records(Array.isArray(tracks) ? tracks : []);
  }

  /** POST me/stations/change-station/{id}. */
  async changeStation(id: string): Promise<unknown> {
    return this.#context.body({ method: 'POST', path: serviceRoute('changeStation', { id }) });
  }
}
