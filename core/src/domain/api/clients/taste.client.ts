import { serviceRoute } from '../service-routes.ts';
import { emptyWhenUnavailable, type DataContext } from '../data-context.ts';
import type { DataRecord, ResourceJson } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * Taste preferences (002 §7: me/taste/taste-preferences, GET and POST {data}). 002 §8:
 * CONTENT_UNAVAILABLE gives an empty list.
 *
 * @example
 * await new TasteClient(context).save([{ id: '1', type: 'genres' }]);
 */
export class TasteClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET me/taste/taste-preferences. */
  async preferences(query?: QueryParams): Promise<DataRecord[]> {
    return emptyWhenUnavailable(this.#context.page(serviceRoute('tastePreferences'), query).then((page) => page.data), []);
  }

  /** POST me/taste/taste-preferences with body {data}. */
  async save(data: readonly ResourceJson[]): Promise<DataRecord[]> {
    const saving = this.#context.body({ method: 'POST', path: serviceRoute('tastePreferences'), body: { data } });
    return emptyWhenUnavailable(saving.then((body) => this.#context.pageOf(body).data), []);
  }
}
