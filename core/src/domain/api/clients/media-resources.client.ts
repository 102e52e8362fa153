import { contentUnavailableError } from '../../errors/index.ts';
import { isLibraryId } from '../../tokens/index.ts';
import { route } from '../api-routes.ts';
import { serviceRoute } from '../service-routes.ts';
import { emptyWhenUnavailable, type DataContext } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import { LIBRARY_CHUNK_LIMITS } from '../id-chunker.ts';
import type { QueryParams } from '../query-string.ts';
import { collectionOf, normalizeCatalogId } from '../resource-types.ts';

/**
 * Loads the media a queue names (002 §7 music v1): catalogue ids from
 * catalog/{sf}/{type}s (/{id} for one, ?ids= for many, chunked), library ids (000 §5) from
 * me/library/{type}s, with include=tracks for library albums and playlists. Results come in
 * the order of the ids asked for; nothing found is CONTENT_UNAVAILABLE.
 *
 * @example
 * const items = await new MediaResourcesClient(context).load('song', ['1440857781', 'i.AbC']);
 */
export class MediaResourcesClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  async load(type: string, ids: string | readonly string[], query: QueryParams = {}): Promise<DataRecord[]> {
    const wanted = (typeof ids === 'string' ? [ids] : [...ids]).map((id) => (id.startsWith('a.') ? normalizeCatalogId(id) : id));
    if (wanted.length === 0) throw contentUnavailableError();
    const collection = collectionOf(type).replace(/^library-/, '');
    const library = wanted.filter((id) => isLibraryId(id));
    const catalog = wanted.filter((id) => !isLibraryId(id));
    if (library.length > 0) this.#context.requireTokens();
    const [fromCatalog, fromLibrary] = await Promise.all([this.#catalog(collection, catalog, query), this.#library(collection, library, query)]);
    const byId = new Map([...fromCatalog, ...fromLibrary].map((record) => [record.id, record]));
    const ordered = wanted.flatMap((id) => byId.get(id) ?? []);
    // A record whose id differs from the one asked (a redirect to an equivalent) is kept at the end.
    const extra = [...fromCatalog, ...fromLibrary].filter((record) => !wanted.includes(record.id));
    const records = [...ordered, ...extra];
    if (records.length === 0) throw contentUnavailableError();
    return records;
  }

  async #catalog(collection: string, ids: readonly string[], query: QueryParams): Promise<DataRecord[]> {
    const storefront = this.#context.storefrontId;
    if (ids.length === 0) return [];
    // One missing item among others must not sink the rest: the final check decides.
    if (ids.length === 1) return emptyWhenUnavailable(this.#context.one(route('catalogResource', { storefront, type: collection, id: ids[0] ?? '' }), query).then((record) => [record]), []);
    return this.#context.many(route('catalogCollection', { storefront, type: collection }), ids, { query, allowEmpty: true });
  }

  async #library(collection: string, ids: readonly string[], query: QueryParams): Promise<DataRecord[]> {
    if (ids.length === 0) return [];
    const include: QueryParams = collection === 'albums' || collection === 'playlists' ? { include: 'tracks', ...query } : query;
    if (ids.length === 1) return emptyWhenUnavailable(this.#context.one(serviceRoute('libraryResource', { type: collection, id: ids[0] ?? '' }), include).then((record) => [record]), []);
    return this.#context.many(serviceRoute('libraryCollection', { type: collection }), ids, { query: include, limits: LIBRARY_CHUNK_LIMITS, allowEmpty: true });
  }
}
