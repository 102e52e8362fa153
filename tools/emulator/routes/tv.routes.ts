import type { ResourceRef } from '../catalog/catalog-extras.types.ts';
import { resourceIndexOf, type ResourceIndex } from '../catalog/resource-index.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError } from '../http/responses.ts';
import { seededRandom } from '../library/listener-history.ts';
import { personalRequest } from '../library/personal-request.ts';
import { resourceRoutes, sendPage } from './resource-routes.ts';

const PURCHASE_TYPES = new Set(['tv-episodes', 'movies', 'genres']);

/**
 * What a test listener bought (seeded per listener, the same on every run): a few movies and
 * the episodes of one season. The listener without a subscription has bought nothing, so their
 * lists are empty (404, which 002 §8 turns into an empty result).
 */
function purchasesOf(index: ResourceIndex, listenerId: string): { movies: ResourceRef[]; episodes: ResourceRef[] } {
  if (listenerId === 'non-subscriber') return { movies: [], episodes: [] };
  const rng = seededRandom(`purchases|${listenerId}`);
  const movies = rng.shuffled([...index.extras.movies.keys()]).slice(0, 3).map((id) => ({ type: 'movies', id }));
  const seasons = [...index.extras.tvSeasons.values()].filter((s) => s.seasonNumber === 1);
  const season = rng.pick(seasons);
  return { movies, episodes: season.episodeIds.map((id) => ({ type: 'tv-episodes', id })) };
}

function genresOf(index: ResourceIndex, movies: readonly ResourceRef[], episodes: readonly ResourceRef[]): ResourceRef[] {
  const ids = [
    ...movies.map((ref) => index.extras.movies.get(ref.id)?.genreId),
    ...episodes.map((ref) => index.extras.tvShows.get(index.extras.tvEpisodes.get(ref.id)?.showId ?? '')?.genreId),
  ];
  return [...new Set(ids)].filter((id): id is string => id !== undefined).map((id) => ({ type: 'genres', id }));
}

/**
 * TV (002 §7 TV library): the catalogue of tv-shows (seasons, episodes), tv-seasons,
 * tv-episodes and movies (by id, ids=, relationships with paging: one show has 176 episodes),
 * and the listener's purchases: GET me/purchases, me/purchases/{tv-episodes|movies|genres}
 * (25 a page, next, meta.total; nothing bought is 404).
 */
export function tvRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  const purchases = (ctx: RequestContext, type: string): void => {
    const request = personalRequest(ctx, services);
    if (!request) return;
    if (type !== '' && !PURCHASE_TYPES.has(type)) return sendError(ctx.res, 404, `No purchases of type '${type}'`);
    const { movies, episodes } = purchasesOf(index, request.listener.listenerId);
    const refs = type === 'movies' ? movies : type === 'tv-episodes' ? episodes : type === 'genres' ? genresOf(index, movies, episodes) : [...movies, ...episodes];
    if (refs.length === 0) return sendError(ctx.res, 404, 'No purchases');
    const path = type === '' ? '/v1/me/purchases' : `/v1/me/purchases/${type}`;
    sendPage(ctx, path, {}, index.serializeAll(refs, request.view), { limit: 25, maxLimit: 100 });
  };
  return {
    prefixes: ['/v1/'],
    routes: [
      ...resourceRoutes(index, { types: ['tv-shows', 'tv-seasons', 'tv-episodes', 'movies'] }),
      { method: 'GET', pattern: '/v1/me/purchases', auth: 'developer', handler: (ctx) => purchases(ctx, '') },
      {
        method: 'GET',
        pattern: '/v1/me/purchases/:type',
        auth: 'developer',
        handler: (ctx) => purchases(ctx, ctx.params.type ?? ''),
      },
    ],
  };
}
