import { serviceRoute } from '../service-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * The other legacy API paths of 002 §7: editorial/{sf}/…, engagement, lyrics, storefronts and
 * upsell/marketing-items.
 *
 * @example
 * const storefronts = await new EditorialClient(context).storefronts();
 */
export class EditorialClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET editorial/{sf}/{type}[/{id}]. */
  async editorial(type: string, id?: string, query?: QueryParams): Promise<Page> {
    const storefront = this.#context.storefrontId;
    const path = id === undefined ? serviceRoute('editorialCollection', { storefront, type }) : serviceRoute('editorialResource', { storefront, type, id });
    return this.#context.page(path, query);
  }

  /** GET engagement/{type}. */
  async engagement(type: string, query?: QueryParams): Promise<unknown> {
    return this.#context.get(serviceRoute('engagement', { type }), query);
  }

  /** GET catalog/{sf}/songs/{id}/lyrics. */
  async lyrics(songId: string, query?: QueryParams): Promise<Page> {
    return this.#context.page(serviceRoute('lyrics', { storefront: this.#context.storefrontId, id: songId }), query);
  }

  /** GET storefronts (000 §7: the data list of storefronts), or storefronts/{id}. */
  async storefronts(id?: string, query?: QueryParams): Promise<DataRecord[]> {
    const path = id === undefined ? serviceRoute('storefronts') : serviceRoute('storefront', { id });
    return (await this.#context.page(path, query)).data;
  }

  /** GET upsell/marketing-items. */
  async marketingItems(query?: QueryParams): Promise<Page> {
    return this.#context.page(serviceRoute('marketingItems'), query);
  }
}
