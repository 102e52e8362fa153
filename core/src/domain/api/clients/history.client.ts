import { RECENTS_DEFAULT_LIMIT } from '../../constants/index.ts';
import { serviceRoute, type ServiceRouteName } from '../service-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * Listening history and recents (002 §7): heavy rotation, recently played, recent radio
 * stations; limit 10 unless given (002 §9).
 *
 * @example
 * const { data } = await new HistoryClient(context).recentlyPlayed();
 */
export class HistoryClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET me/history/heavy-rotation. */
  heavyRotation(query: QueryParams = {}): Promise<Page> {
    return this.#list('heavyRotation', query);
  }

  /** GET me/recent/played. */
  recentlyPlayed(query: QueryParams = {}): Promise<Page> {
    return this.#list('recentlyPlayed', query);
  }

  /** GET me/recent/radio-stations. */
  recentRadioStations(query: QueryParams = {}): Promise<Page> {
    return this.#list('recentRadioStations', query);
  }

  #list(name: ServiceRouteName, query: QueryParams): Promise<Page> {
    return this.#context.page(serviceRoute(name), { limit: RECENTS_DEFAULT_LIMIT, ...query });
  }
}
