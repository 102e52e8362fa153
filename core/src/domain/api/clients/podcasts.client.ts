import { RELATIONSHIP_PAGE_LIMIT } from '../../constants/index.ts';
import { route } from '../api-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';
import { lookupMany, lookupOne } from './catalog-lookup.ts';
import { capped } from './search.client.ts';

/**
 * Podcasts (002 §7), on the podcasts catalogue host: podcasts (include=episodes), episodes,
 * artists, charts and search with types=podcasts. Give it a context whose session points at
 * the podcasts host.
 *
 * @example
 * const show = await new PodcastsClient(podcastsContext).podcast('1200361736');
 */
export class PodcastsClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET catalog/{sf}/podcasts/{id}?include=episodes. */
  podcast(id: string, query: QueryParams = {}): Promise<DataRecord> {
    return lookupOne(this.#context, 'podcasts', id, { include: 'episodes', ...query });
  }

  /** GET catalog/{sf}/podcasts?ids=…&include=episodes. */
  podcasts(ids: readonly string[], query: QueryParams = {}): Promise<DataRecord[]> {
    return lookupMany(this.#context, 'podcasts', ids, { include: 'episodes', ...query });
  }

  /** GET catalog/{sf}/podcast-episodes/{id}. */
  episode(id: string, query?: QueryParams): Promise<DataRecord> {
    return lookupOne(this.#context, 'podcast-episodes', id, query);
  }

  /** GET catalog/{sf}/podcast-episodes?ids=…. */
  episodes(ids: readonly string[], query?: QueryParams): Promise<DataRecord[]> {
    return lookupMany(this.#context, 'podcast-episodes', ids, query);
  }

  /** GET catalog/{sf}/artists/{id}. */
  artist(id: string, query?: QueryParams): Promise<DataRecord> {
    return lookupOne(this.#context, 'artists', id, query);
  }

  /** GET catalog/{sf}/charts?types=podcasts (or the given types). */
  charts(query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(route('charts', { storefront: this.#context.storefrontId }), { types: 'podcasts', ...query });
  }

  /** GET catalog/{sf}/search?term=&types=podcasts. */
  search(term: string, query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(route('search', { storefront: this.#context.storefrontId }), capped({ ...query, term, types: 'podcasts' }));
  }

  /** Every episode of a podcast, page after page (following `next`), in the provider's order. */
  async allEpisodesOf(id: string): Promise<DataRecord[]> {
    return this.#context.allPages(await this.episodesOf(id, { limit: RELATIONSHIP_PAGE_LIMIT }), { limit: RELATIONSHIP_PAGE_LIMIT });
  }

  /** A page of a podcast's episodes (GET catalog/{sf}/podcasts/{id}/episodes). */
  episodesOf(id: string, query?: QueryParams): Promise<Page> {
    return this.#context.page(route('catalogRelationship', { storefront: this.#context.storefrontId, type: 'podcasts', id, relationship: 'episodes' }), query);
  }
}
