import { normalizeText } from '../catalog/catalog-ranking.ts';
import { resourceIndexOf, type ResourceIndex } from '../catalog/resource-index.ts';
import type { ResourceView } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { pageLinks, readPage, slicePage } from '../http/pagination.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { chartRoutes } from './charts.routes.ts';
import { catalogView } from './catalog-view.ts';
import { resourceRoutes } from './resource-routes.ts';
import { delegateTo } from './route-delegate.ts';
import { searchRoutes } from './search.routes.ts';

const PODCAST_TYPES = new Set(['podcasts', 'podcast-episodes']);

/** The `types` of a request when every one is a podcast type (the podcasts host's search and charts); else undefined. */
function podcastTypes(ctx: RequestContext): string[] | undefined {
  const types = (ctx.query.get('types') ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  return types.length > 0 && types.every((t) => PODCAST_TYPES.has(t)) ? types : undefined;
}

function matches(haystack: string, term: string): boolean {
  const words = normalizeText(term).split(/\s+/).filter(Boolean);
  const text = normalizeText(haystack);
  return words.length > 0 && words.every((w) => text.includes(w));
}

function searchPodcasts(index: ResourceIndex, type: string, term: string): string[] {
  const { podcasts, podcastEpisodes } = index.extras;
  if (type === 'podcasts') return [...podcasts.values()].filter((p) => matches(`${p.name} ${p.artistName} ${p.genre}`, term)).map((p) => p.id);
  return [...podcastEpisodes.values()]
    .filter((e) => matches(`${e.name} ${e.podcastName}`, term))
    .sort((a, b) => b.releaseDateTime.localeCompare(a.releaseDateTime) || a.id.localeCompare(b.id))
    .map((e) => e.id);
}

function chartPodcasts(index: ResourceIndex, type: string): string[] {
  const { podcasts, podcastEpisodes } = index.extras;
  if (type === 'podcasts') return [...podcasts.values()].sort((a, b) => b.episodeIds.length - a.episodeIds.length || a.id.localeCompare(b.id)).map((p) => p.id);
  return [...podcastEpisodes.values()].sort((a, b) => b.releaseDateTime.localeCompare(a.releaseDateTime) || a.id.localeCompare(b.id)).map((e) => e.id);
}

function podcastSearch(ctx: RequestContext, index: ResourceIndex, view: ResourceView, types: readonly string[]): void {
  const term = ctx.query.get('term');
  if (term === null || term.trim() === '') return sendError(ctx.res, 400, "Missing required parameter 'term'", { title: 'Missing Parameter' });
  const paging = readPage(ctx.query, { limit: 5, maxLimit: 25 });
  if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
  const results: Record<string, unknown> = {};
  for (const type of types) {
    const ids = searchPodcasts(index, type, term);
    if (ids.length === 0 || paging.page.offset >= ids.length) continue;
    const data = index.serializeAll(slicePage(ids, paging.page).map((id) => ({ type, id })), view);
    results[type] = { ...pageLinks(`/v1/catalog/${view.storefront}/search`, { term, types: type }, paging.page, ids.length), data };
  }
  sendJson(ctx.res, 200, { results, meta: { results: { order: Object.keys(results), rawOrder: types } } });
}

function podcastCharts(ctx: RequestContext, index: ResourceIndex, view: ResourceView, types: readonly string[]): void {
  const paging = readPage(ctx.query, { limit: 20, maxLimit: 50 });
  if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
  const chart = ctx.query.get('chart') ?? 'top';
  const results: Record<string, unknown[]> = {};
  for (const type of types) {
    const ids = chartPodcasts(index, type);
    const data = index.serializeAll(slicePage(ids, paging.page).map((id) => ({ type, id })), view);
    const links = pageLinks(`/v1/catalog/${view.storefront}/charts`, { chart, types: type }, paging.page, ids.length);
    results[type] = [{ chart, name: type === 'podcasts' ? 'Top Shows' : 'Latest Episodes', orderId: `${chart}:${type}`, ...links, data }];
  }
  sendJson(ctx.res, 200, { results, meta: { results: { order: Object.keys(results) } } });
}

/**
 * The podcasts host (002 §7 Podcasts): catalog/{sf}/podcasts (include=episodes expands up to
 * 100 episodes, with a next link), podcasts/{id}/episodes paged, podcast-episodes by id and
 * ids=, and search and charts whose types are all podcast types. A search or chart naming
 * other types goes on to the music catalogue's routes.
 */
export function podcastRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  const musicSearch = delegateTo(searchRoutes(services), 'GET', '/v1/catalog/:storefront/search');
  const musicCharts = delegateTo(chartRoutes(services), 'GET', '/v1/catalog/:storefront/charts');
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/search',
        auth: 'developer',
        handler: (ctx) => {
          const types = podcastTypes(ctx);
          if (!types) return musicSearch(ctx);
          const view = catalogView(ctx);
          if (view) podcastSearch(ctx, index, view, types);
        },
      },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/charts',
        auth: 'developer',
        handler: (ctx) => {
          const types = podcastTypes(ctx);
          if (!types) return musicCharts(ctx);
          const view = catalogView(ctx);
          if (view) podcastCharts(ctx, index, view, types);
        },
      },
      ...resourceRoutes(index, { types: ['podcasts', 'podcast-episodes'] }),
    ],
  };
}
