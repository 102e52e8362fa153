import { serviceRoute } from '../service-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';
import { lookupMany, lookupOne } from './catalog-lookup.ts';

/** The fitness resource types `music.api.fitness` reads (002 §7). */
export const FITNESS_TYPES = ['workouts', 'contributors', 'modalities', 'workout-programs'] as const;

export type FitnessType = (typeof FITNESS_TYPES)[number];

/**
 * Fitness (002 §7), on the fitness catalogue host: workouts, contributors, modalities,
 * workout programs, and editorial items under editorial.
 *
 * @example
 * const workouts = await new FitnessClient(fitnessContext).getMany('workouts', ['1', '2']);
 */
export class FitnessClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** GET catalog/{sf}/{type}/{id}. */
  get(type: FitnessType, id: string, query?: QueryParams): Promise<DataRecord> {
    return lookupOne(this.#context, type, id, query);
  }

  /** GET catalog/{sf}/{type}?ids=…. */
  getMany(type: FitnessType, ids: readonly string[], query?: QueryParams): Promise<DataRecord[]> {
    return lookupMany(this.#context, type, ids, query);
  }

  /** GET editorial/{sf}/editorial-items[/{id}]. */
  editorialItems(id?: string, query?: QueryParams): Promise<Page> {
    const storefront = this.#context.storefrontId;
    const path = id === undefined ? serviceRoute('editorialCollection', { storefront, type: 'editorial-items' }) : serviceRoute('editorialResource', { storefront, type: 'editorial-items', id });
    return this.#context.page(path, query);
  }
}
