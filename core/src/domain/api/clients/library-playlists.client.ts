import { serviceRoute } from '../service-routes.ts';
import type { DataContext } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { ServerLedger } from '../server-ledger.ts';

/** A track of a playlist: a bare id is a song (002 §3 Library playlist create). */
export type PlaylistTrack = string | { readonly id: string; readonly type: string };

/** 002 §3 Library playlist create: name, description, tracks. */
export interface PlaylistDraft {
  readonly name: string;
  readonly description?: string;
  readonly tracks?: readonly PlaylistTrack[];
}

/**
 * Library playlists (002 §7): create, edit (PATCH), delete, tracks (PUT replaces, POST
 * appends, body {data}) and publishing to the catalogue. Both tokens needed (002 §5).
 *
 * @example
 * const playlist = await playlists.create({ name: 'Road trip', tracks: ['1440857781'] });
 * await playlists.addTracks(playlist.id, [{ id: 'i.AbC', type: 'library-songs' }]);
 */
export class LibraryPlaylistsClient {
  readonly #context: DataContext;
  readonly #ledger: ServerLedger | undefined;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext, ledger?: ServerLedger) {
    this.#context = context;
    this.#ledger = ledger;
  }

  /**
   * POST me/library/playlists with body { attributes: {name, description}, relationships: { tracks: { data } } }.
   * Resolves with the new playlist when the provider answers it.
   */
  async create(draft: PlaylistDraft): Promise<DataRecord | undefined> {
    this.#context.requireTokens();
    const body = await this.#context.body({
      method: 'POST',
      path: serviceRoute('libraryPlaylists'),
      body: {
        attributes: { name: draft.name, ...(draft.description === undefined ? {} : { description: draft.description }) },
        ...(draft.tracks && draft.tracks.length > 0 ? { relationships: { tracks: { data: draft.tracks.map(trackRef) } } } : {}),
      },
    });
    // The provider answers the new playlist; an empty 201/204 still means it was created.
    const [playlist] = this.#context.pageOf(body).data;
    if (playlist) this.#ledger?.record('playlists', 'added', [playlist.id]);
    return playlist;
  }

  /** PATCH me/library/playlists/{id} with body { attributes }. */
  async edit(id: string, attributes: { readonly name?: string; readonly description?: string }): Promise<void> {
    this.#context.requireTokens();
    await this.#context.body({ method: 'PATCH', path: serviceRoute('libraryPlaylist', { id }), body: { attributes } });
  }

  /** DELETE me/library/playlists/{id}. */
  async delete(id: string): Promise<void> {
    this.#context.requireTokens();
    await this.#context.body({ method: 'DELETE', path: serviceRoute('libraryPlaylist', { id }) });
    this.#ledger?.record('playlists', 'removed', [id]);
  }

  /** PUT me/library/playlists/{id}/tracks with body {data}: the playlist's tracks become these. */
  async replaceTracks(id: string, tracks: readonly PlaylistTrack[]): Promise<void> {
    this.#context.requireTokens();
    await this.#context.body({ method: 'PUT', path: serviceRoute('libraryPlaylistTracks', { id }), body: { data: tracks.map(trackRef) } });
  }

  /** POST me/library/playlists/{id}/tracks with body {data}: appends. */
  async addTracks(id: string, tracks: readonly PlaylistTrack[]): Promise<void> {
    this.#context.requireTokens();
    await this.#context.body({ method: 'POST', path: serviceRoute('libraryPlaylistTracks', { id }), body: { data: tracks.map(trackRef) } });
  }

  /** POST me/library/playlists/{id}/catalog: the catalogue playlist of a library playlist. */
  async catalog(id: string): Promise<DataRecord | undefined> {
    this.#context.requireTokens();
    const body = await this.#context.body({ method: 'POST', path: serviceRoute('libraryPlaylistCatalog', { id }) });
    return this.#context.pageOf(body).data[0];
  }
}

/** 002 §3: a bare string id is taken as type songs. */
export function trackRef(track: PlaylistTrack): { readonly id: string; readonly type: string } {
  return typeof track === 'string' ? { id: track, type: 'songs' } : { id: track.id, type: track.type };
}
