import { PARAMETER_LIMIT_CAP } from '../../constants/index.ts';
import { route } from '../api-routes.ts';
import { serviceRoute } from '../service-routes.ts';
import type { DataContext } from '../data-context.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * Catalogue search (002 §7: search, search/hints, search/suggestions, search/query).
 * A `limit` above 25 is capped (002 §9 default parameter limit cap).
 *
 * @example
 * const { songs } = await new SearchClient(context).search('blue', ['songs']);
 */
export class SearchClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET catalog/{sf}/search?term=&types=; resolves with the `results` map. */
  async search(term: string, types: readonly string[], query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(route('search', { storefront: this.#context.storefrontId }), capped({ ...query, term, types }));
  }

  /** GET catalog/{sf}/search/hints?term=. */
  async hints(term: string, query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(serviceRoute('searchHints', { storefront: this.#context.storefrontId }), capped({ ...query, term }));
  }

  /** GET catalog/{sf}/search/suggestions?term=&kinds=terms (kinds default 'terms'). */
  async suggestions(term: string, query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(serviceRoute('searchSuggestions', { storefront: this.#context.storefrontId }), capped({ kinds: 'terms', ...query, term }));
  }

  /** GET catalog/{sf}/search/query. */
  async query(term: string, query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(serviceRoute('searchQuery', { storefront: this.#context.storefrontId }), capped({ ...query, term }));
  }
}

/** 002 §9: a `limit` parameter is capped at 25. */
export function capped(query: QueryParams): QueryParams {
  const limit = Number(query['limit']);
  return Number.isFinite(limit) && limit > PARAMETER_LIMIT_CAP ? { ...query, limit: PARAMETER_LIMIT_CAP } : query;
}
