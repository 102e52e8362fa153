import { serviceRoute } from '../service-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * Recommendations (002 §7): GET me/recommendations with the listener's timezone, one
 * recommendation by id, and POST refresh.
 *
 * @example
 * const { data } = await new RecommendationsClient(context).recommendations();
 */
export class RecommendationsClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET me/recommendations?timezone=±hh:mm (the Clock port's UTC offset; left out when unknown). */
  async recommendations(query: QueryParams = {}): Promise<Page> {
    return this.#context.page(serviceRoute('recommendations'), { ...this.#timezone(), ...query });
  }

  /** GET me/recommendations/{id}. */
  async recommendation(id: string, query: QueryParams = {}): Promise<DataRecord> {
    return this.#context.one(serviceRoute('recommendation', { id }), { ...this.#timezone(), ...query });
  }

  /** POST me/recommendations/refresh. */
  async refresh(query: QueryParams = {}): Promise<unknown> {
    return this.#context.body({ method: 'POST', path: serviceRoute('recommendationsRefresh'), query: { ...this.#timezone(), ...query } });
  }

  #timezone(): QueryParams {
    const offset = this.#context.clock.utcOffsetSeconds();
    return offset === null ? {} : { timezone: formatUtcOffset(offset) };
  }
}

/**
 * A UTC offset in seconds as ±hh:mm.
 *
 * @example
 * formatUtcOffset(-16_200); // '-04:30'
 */
export function formatUtcOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * 002 §3 Recommendation: nextUpdateDate at the top level or inside attributes.
 *
 * @example
 * nextUpdateDate({ attributes: { nextUpdateDate: '2026-01-02T00:00:00Z' } }); // '2026-01-02T00:00:00Z'
 */
export function nextUpdateDate(recommendation: { readonly nextUpdateDate?: unknown; readonly attributes?: Readonly<Record<string, unknown>> }): string | undefined {
  const value = recommendation.nextUpdateDate ?? recommendation.attributes?.['nextUpdateDate'];
  return typeof value === 'string' ? value : undefined;
}
