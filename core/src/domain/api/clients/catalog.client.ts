import { GROUPINGS_DEFAULT_PLATFORM, RELATIONSHIP_PAGE_LIMIT } from '../../constants/index.ts';
import { MKError, invalidEquivalentTypeError } from '../../errors/index.ts';
import { CATALOG_RESOURCES, EQUIVALENT_TYPES, route } from '../api-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';
import { normalizeCatalogId } from '../resource-types.ts';

const RESOURCE_SET: ReadonlySet<string> = new Set<string>(CATALOG_RESOURCES);

/**
 * The catalogue (002 §7 legacy API paths): resources by id and by `ids=`, relationships and
 * views, charts, groupings and equivalents. Ids are catalogue ids; an adam id loses its 'a.'.
 *
 * @example
 * const catalog = new CatalogClient(context);
 * const album = await catalog.resource('albums', '1440857781');
 * const tracks = await catalog.relationship('albums', album.id, 'tracks'); // limit 100
 */
export class CatalogClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET catalog/{sf}/{type}/{id}. Served from the data store while it holds a live record. */
  async resource(type: string, id: string, query?: QueryParams): Promise<DataRecord> {
    const catalogId = normalizeCatalogId(id);
    const stored = query === undefined ? this.#context.store?.get(checkedType(type), catalogId) : undefined;
    if (stored) return stored;
    return this.#context.one(route('catalogResource', { storefront: this.#context.storefrontId, type: checkedType(type), id: catalogId }), query);
  }

  /** GET catalog/{sf}/{type}?ids=…, chunked and joined in order (002 §9). */
  async resources(type: string, ids: readonly string[], query?: QueryParams): Promise<DataRecord[]> {
    if (ids.length === 0) return [];
    return this.#context.many(route('catalogCollection', { storefront: this.#context.storefrontId, type: checkedType(type) }), ids.map(normalizeCatalogId), query ? { query } : {});
  }

  /** GET catalog/{sf}/{type}/{id}/{relationship}, one page of 100 by default (002 §9). */
  async relationship(type: string, id: string, relationship: string, query: QueryParams = {}): Promise<Page> {
    const path = route('catalogRelationship', { storefront: this.#context.storefrontId, type: checkedType(type), id: normalizeCatalogId(id), relationship });
    return this.#context.page(path, { limit: RELATIONSHIP_PAGE_LIMIT, ...query });
  }

  /** Every page of a relationship, following `next` links, joined in order. */
  async allRelated(type: string, id: string, relationship: string, query: QueryParams = {}): Promise<DataRecord[]> {
    const first = await this.relationship(type, id, relationship, query);
    return this.#context.allPages(first, { limit: query['limit'] ?? RELATIONSHIP_PAGE_LIMIT });
  }

  /** GET catalog/{sf}/{type}/{id}/view/{view}. */
  async view(type: string, id: string, view: string, query?: QueryParams): Promise<Page> {
    return this.#context.page(route('catalogView', { storefront: this.#context.storefrontId, type: checkedType(type), id: normalizeCatalogId(id), view }), query);
  }

  /** GET catalog/{sf}/charts?types=…; resolves with the `results` map. */
  async charts(types: readonly string[], query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(route('charts', { storefront: this.#context.storefrontId }), { ...query, types });
  }

  /** GET catalog/{sf}/groupings, platform desktop by default (002 §9). */
  async groupings(query: QueryParams = {}): Promise<DataRecord[]> {
    const path = route('groupings', { storefront: this.#context.storefrontId });
    return (await this.#context.page(path, { platform: GROUPINGS_DEFAULT_PLATFORM, ...query })).data;
  }

  /**
   * Equivalents of catalogue items in this storefront: GET catalog/{sf}/{type}?filter[equivalents]=…
   * Only albums, songs, artists and playlists (002 §5: else 'Invalid equivalent type').
   */
  async equivalents(type: string, ids: readonly string[], query: QueryParams = {}): Promise<DataRecord[]> {
    if (!(EQUIVALENT_TYPES as readonly string[]).includes(type)) throw invalidEquivalentTypeError();
    if (ids.length === 0) return [];
    const path = route('catalogCollection', { storefront: this.#context.storefrontId, type });
    return this.#context.many(path, ids.map(normalizeCatalogId), { query, idParam: 'filter[equivalents]' });
  }
}

function checkedType(type: string): string {
  if (!RESOURCE_SET.has(type)) {
    throw new MKError(MKError.INVALID_ARGUMENTS, `Unsupported catalog resource type '${type}'`, { details: { type } });
  }
  return type;
}
