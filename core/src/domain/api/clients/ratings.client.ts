import { serviceRoute } from '../service-routes.ts';
import type { DataContext } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import { collectionOf, normalizeCatalogId } from '../resource-types.ts';
import { isLibraryId } from '../../tokens/index.ts';

/**
 * The type a rating is filed under: library items (000 §5 library ids) use the 'library-'
 * form of the type ('songs' → 'library-songs').
 *
 * @example
 * ratingType('songs', 'i.AbC'); // 'library-songs'
 */
export function ratingType(type: string, id: string): string {
  const collection = collectionOf(type);
  return isLibraryId(id) && !collection.startsWith('library-') ? `library-${collection}` : collection;
}

/**
 * Ratings (002 §7: GET me/ratings/{type}/{id} or ?ids=, PUT {type: 'rating', attributes.value},
 * DELETE). 002 §5: both tokens are needed ('Invalid tokens'); no ids give an empty list.
 *
 * @example
 * await new RatingsClient(context).set('songs', '1440857781', 1); // love
 */
export class RatingsClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET me/ratings/{type}/{id}. */
  async get(type: string, id: string): Promise<DataRecord> {
    this.#context.requireTokens();
    const itemId = catalogOrLibraryId(id);
    return this.#context.one(serviceRoute('rating', { type: ratingType(type, itemId), id: itemId }));
  }

  /**
   * GET me/ratings/{type}?ids=…, chunked; catalogue and library ids go to their own type.
   * Ratings come back in the order of `ids`; unrated items are simply absent.
   */
  async getMany(type: string, ids: readonly string[]): Promise<DataRecord[]> {
    this.#context.requireTokens();
    if (ids.length === 0) return [];
    const itemIds = ids.map(catalogOrLibraryId);
    const groups = new Map<string, string[]>();
    for (const id of itemIds) {
      const groupType = ratingType(type, id);
      groups.set(groupType, [...(groups.get(groupType) ?? []), id]);
    }
    const answers = await Promise.all(
      [...groups].map(([groupType, groupIds]) => this.#context.many(serviceRoute('ratings', { type: groupType }), groupIds, { allowEmpty: true })),
    );
    const byId = new Map(answers.flat().map((record) => [record.id, record]));
    return itemIds.flatMap((id) => byId.get(id) ?? []);
  }

  /** PUT me/ratings/{type}/{id} with body { type: 'rating', attributes: { value } } (002 §3 Rating). */
  async set(type: string, id: string, value: number): Promise<DataRecord> {
    this.#context.requireTokens();
    const itemId = catalogOrLibraryId(id);
    const body = await this.#context.body({
      method: 'PUT',
      path: serviceRoute('rating', { type: ratingType(type, itemId), id: itemId }),
      body: { type: 'rating', attributes: { value } },
    });
    const [record] = this.#context.pageOf(body).data;
    return record ?? this.#context.records([{ id: itemId, type: 'rating', attributes: { value } }])[0]!;
  }

  /** DELETE me/ratings/{type}/{id}. */
  async remove(type: string, id: string): Promise<void> {
    this.#context.requireTokens();
    const itemId = catalogOrLibraryId(id);
    await this.#context.body({ method: 'DELETE', path: serviceRoute('rating', { type: ratingType(type, itemId), id: itemId }) });
  }
}

function catalogOrLibraryId(id: string): string {
  return isLibraryId(id) && !id.startsWith('a.') ? id : normalizeCatalogId(id);
}
