import { PURCHASE_TYPES, type PurchaseType } from '../api-routes.ts';
import { serviceRoute } from '../service-routes.ts';
import { emptyWhenUnavailable, type DataContext, type Page } from '../data-context.ts';
import { MKError } from '../../errors/index.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * The TV library (002 §7: GET me/purchases/{tv-episodes|movies|genres|''}). 002 §8:
 * CONTENT_UNAVAILABLE gives an empty result.
 *
 * @example
 * const { data: movies } = await new TvPurchasesClient(tvContext).purchases('movies');
 */
export class TvPurchasesClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET me/purchases/{type}, or me/purchases for '' (every purchase). */
  async purchases(type: PurchaseType = '', query?: QueryParams): Promise<Page> {
    if (!(PURCHASE_TYPES as readonly string[]).includes(type)) {
      throw new MKError(MKError.INVALID_ARGUMENTS, `Unsupported purchase type '${type}'`, { details: { type } });
    }
    this.#context.requireTokens();
    const path = type === '' ? serviceRoute('purchasesRoot') : serviceRoute('purchases', { type });
    return emptyWhenUnavailable(this.#context.page(path, query), { data: [] });
  }
}
