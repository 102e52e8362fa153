import { serviceRoute } from '../service-routes.ts';
import type { DataContext, Page } from '../data-context.ts';
import type { QueryParams } from '../query-string.ts';

/**
 * Social (002 §7): recommended friends, badging map, social search and the listener's profile.
 *
 * @example
 * const friends = await new SocialClient(context).recommendedFriends(['sp.1', 'sp.2']);
 */
export class SocialClient {
  readonly #context: DataContext;

  /** @internal Built by the core's wiring (`music.api`); stripped from the published declarations. */
  constructor(context: DataContext) {
    this.#context = context;
  }

  /** POST social/recommended-friends with body { ids: { socialProfiles } }. */
  async recommendedFriends(socialProfileIds: readonly string[]): Promise<Page> {
    const body = await this.#context.body({ method: 'POST', path: serviceRoute('recommendedFriends'), body: { ids: { socialProfiles: socialProfileIds } } });
    return this.#context.pageOf(body);
  }

  /** GET social/badging-map. */
  async badgingMap(query?: QueryParams): Promise<unknown> {
    return this.#context.get(serviceRoute('badgingMap'), query);
  }

  /** GET social/search?term=. */
  async search(term: string, query: QueryParams = {}): Promise<unknown> {
    return this.#context.get(serviceRoute('socialSearch'), { ...query, term });
  }

  /** GET me/social-profile. */
  async socialProfile(query?: QueryParams): Promise<Page> {
    return this.#context.page(serviceRoute('socialProfile'), query);
  }
}
