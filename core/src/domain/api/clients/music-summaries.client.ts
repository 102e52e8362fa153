import { serviceRoute } from '../service-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * Music summaries (002 §7: me/music-summaries and me/music-summaries/search).
 *
 * @example
 * const { data } = await new MusicSummariesClient(context).summaries({ period: 'year' });
 */
export class MusicSummariesClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET me/music-summaries. */
  async summaries(query?: QueryParams): Promise<Page> {
    return this.#context.page(serviceRoute('musicSummaries'), query);
  }

  /** GET me/music-summaries/search. */
  async search(query?: QueryParams): Promise<Page> {
    return this.#context.page(serviceRoute('musicSummariesSearch'), query);
  }
}
