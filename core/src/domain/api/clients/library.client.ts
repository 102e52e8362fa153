import type { Clock } from '../../../ports/clock.ts';
import { LIBRARY_ADD_THROTTLE_MS, RECENTS_DEFAULT_LIMIT } from '../../constants/index.ts';
import { MKError, contentUnavailableError } from '../../errors/index.ts';
import { LIBRARY_COLLECTIONS, type LibraryCollection } from '../api-routes.ts';
import { serviceRoute } from '../service-routes.ts';
import { emptyWhenUnavailable, type DataContext, type Page } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import { LIBRARY_CHUNK_LIMITS } from '../id-chunker.ts';
import type { QueryParams } from '../query-string.ts';
import { collectionOf, normalizeCatalogId } from '../resource-types.ts';
import type { ServerLedger } from '../server-ledger.ts';
import { capped } from './search.client.ts';

/** What `add` takes: one id, a list of ids of one type, or a map of type to ids (002 §7). */
export type LibraryAddition = string | readonly string[] | Readonly<Record<string, string | readonly string[]>>;

const PLAYLIST_ID = /^(?:pl|p)\./;
const EMPTY_PAGE: Page = { data: [] };

/**
 * The listener's library (002 §7 me/library): lists, single items, adds and deletes. Every
 * call needs both tokens (002 §5 'Invalid tokens'). Lists answer CONTENT_UNAVAILABLE with an
 * empty result, and are reconciled with the server ledger (002 §3) so recent changes show.
 *
 * @example
 * const library = new LibraryClient(context, ledger);
 * await library.add('pl.u-123');            // POST me/library?ids[playlists]=pl.u-123
 * const { data } = await library.collection('albums');
 */
export class LibraryClient {
  readonly #context: DataContext;
  readonly #ledger: ServerLedger | undefined;
  readonly #clock: Pick<Clock, 'now'>;
  #lastAddAt: number | undefined;

  /** @internal Built by the core's wiring; stripped from the published declarations. */
  constructor(context: DataContext, ledger?: ServerLedger) {
    this.#context = context;
    this.#ledger = ledger;
    this.#clock = context.clock;
  }

  /** `GET me/library/{albums|artists|songs|playlists|music-videos}`, one page. */
  async collection(type: LibraryCollection, query: QueryParams = {}): Promise<Page> {
    this.#context.requireTokens();
    if (!(LIBRARY_COLLECTIONS as readonly string[]).includes(type)) {
      throw new MKError(MKError.INVALID_ARGUMENTS, `Unsupported library collection '${type}'`, { details: { type } });
    }
    return this.#reconciled(type, this.#context.page(serviceRoute('libraryCollection', { type }), query));
  }

  /** `GET me/library/{type}/{id}`; include=tracks for albums and playlists (002 §7). */
  async resource(type: string, id: string, query: QueryParams = {}): Promise<DataRecord> {
    this.#context.requireTokens();
    const collection = collectionOf(type);
    return this.#context.one(serviceRoute('libraryResource', { type: collection, id }), { ...includeTracks(collection), ...query });
  }

  /** `GET me/library/{type}?ids=…`, one id per request (002 §9), joined in order. */
  async resources(type: string, ids: readonly string[], query: QueryParams = {}): Promise<DataRecord[]> {
    this.#context.requireTokens();
    if (ids.length === 0) return [];
    const collection = collectionOf(type);
    const path = serviceRoute('libraryCollection', { type: collection });
    return this.#context.many(path, ids, { query: { ...includeTracks(collection), ...query }, limits: LIBRARY_CHUNK_LIMITS });
  }

  /** GET me/library/recently-added, limit 10 unless given (002 §9). */
  async recentlyAdded(query: QueryParams = {}): Promise<Page> {
    this.#context.requireTokens();
    return emptyWhenUnavailable(this.#context.page(serviceRoute('libraryRecentlyAdded'), { limit: RECENTS_DEFAULT_LIMIT, ...query }), EMPTY_PAGE);
  }

  /** GET me/library/search?term=&types=; resolves with the `results` map (an empty object when unavailable). */
  async search(term: string, types: readonly string[], query: QueryParams = {}): Promise<unknown> {
    this.#context.requireTokens();
    return emptyWhenUnavailable(this.#context.get(serviceRoute('librarySearch'), capped({ ...query, term, types })), {});
  }

  /** GET me/library/playlist-folders?filter[identity]=playlistsroot: the root folder (002 §7). */
  async rootPlaylistFolder(query: QueryParams = {}): Promise<Page> {
    this.#context.requireTokens();
    return emptyWhenUnavailable(this.#context.page(serviceRoute('libraryPlaylistFolders'), { 'filter[identity]': 'playlistsroot', ...query }), EMPTY_PAGE);
  }

  /** `GET me/library/playlist-folders/{id}`. */
  async playlistFolder(id: string, query?: QueryParams): Promise<DataRecord> {
    this.#context.requireTokens();
    return this.#context.one(serviceRoute('libraryPlaylistFolder', { id }), query);
  }

  /** `GET me/library/playlist-folders/{id}/children`. */
  async playlistFolderChildren(id: string, query?: QueryParams): Promise<Page> {
    this.#context.requireTokens();
    return emptyWhenUnavailable(this.#context.page(serviceRoute('libraryPlaylistFolderChildren', { id }), query), EMPTY_PAGE);
  }

  /**
   * POST me/library?ids[type]=a,b (002 §7). Without a type, an id that looks like a playlist id
   * is a playlist, anything else an album. A second add within 1 s is QUOTA_EXCEEDED (002 §5).
   */
  async add(items: LibraryAddition, type?: string): Promise<void> {
    this.#context.requireTokens();
    const groups = additionGroups(items, type);
    if (groups.size === 0) throw new MKError(MKError.INVALID_ARGUMENTS, 'No ids to add to the library');
    const now = this.#clock.now();
    if (this.#lastAddAt !== undefined && now - this.#lastAddAt < LIBRARY_ADD_THROTTLE_MS) {
      throw new MKError(MKError.QUOTA_EXCEEDED, `Library additions are limited to one every ${LIBRARY_ADD_THROTTLE_MS} ms`, {
        details: { retryAfterMs: LIBRARY_ADD_THROTTLE_MS - (now - this.#lastAddAt) },
      });
    }
    this.#lastAddAt = now;
    const ids: Record<string, string[]> = Object.fromEntries(groups);
    await this.#context.body({ method: 'POST', path: serviceRoute('library'), query: { ids } });
    for (const [collection, added] of groups) this.#ledger?.record(collection, 'added', added);
  }

  /** `DELETE me/library/{type}/{id}`. */
  async remove(type: string, id: string): Promise<void> {
    this.#context.requireTokens();
    const collection = collectionOf(type);
    await this.#context.body({ method: 'DELETE', path: serviceRoute('libraryResource', { type: collection, id }) });
    this.#ledger?.record(collection, 'removed', [id]);
  }

  async #reconciled(type: string, work: Promise<Page>): Promise<Page> {
    return emptyWhenUnavailable(
      work.then((page) => {
        const data = this.#ledger ? this.#ledger.reconcile(type, page.data) : page.data;
        // 002 §8: a list left empty by reconciliation is 'The requested content is not available.'
        if (data.length === 0 && page.data.length > 0) throw contentUnavailableError();
        return { ...page, data };
      }),
      EMPTY_PAGE,
    );
  }
}

function includeTracks(collection: string): QueryParams {
  return collection === 'albums' || collection === 'playlists' ? { include: 'tracks' } : {};
}

function additionGroups(items: LibraryAddition, type: string | undefined): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const push = (collection: string, ids: readonly string[]): void => {
    const clean = ids.filter((id) => typeof id === 'string' && id !== '').map(normalizeCatalogId);
    if (clean.length > 0) groups.set(collection, [...(groups.get(collection) ?? []), ...clean]);
  };
  if (typeof items === 'string' || Array.isArray(items)) {
    const ids = typeof items === 'string' ? [items] : (items as readonly string[]);
    if (type !== undefined) push(collectionOf(type), ids);
    else for (const id of ids) push(PLAYLIST_ID.test(id) ? 'playlists' : 'albums', [id]);
  } else {
    for (const [key, value] of Object.entries(items as Readonly<Record<string, string | readonly string[]>>)) {
      push(collectionOf(key), typeof value === 'string' ? [value] : value);
    }
  }
  return groups;
}
