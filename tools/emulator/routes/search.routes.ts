import { searchIds } from '../catalog/catalog-ranking.ts';
import type { CatalogResourceType } from '../catalog/catalog.types.ts';
import { isCatalogResourceType, serializeResource, type Resource } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { pageLinks, readPage, slicePage } from '../http/pagination.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { catalogView } from './catalog-view.ts';

/** Types the provider's search knows; only the first four exist in this catalogue (others come back empty). */
const KNOWN_SEARCH_TYPES = new Set(['songs', 'albums', 'artists', 'playlists', 'music-videos', 'stations', 'apple-curators', 'curators', 'record-labels', 'activities']);

/**
 * GET /v1/catalog/{sf}/search?term=&types=songs,albums,artists,playlists&limit=&offset=
 * (002 §7 Legacy API paths: search) →
 *   { results: { songs: { href, next?, data }, ... }, meta: { results: { order, rawOrder } } }
 * As the real API: `term` and `types` are required, limit defaults to 5 and is at most 25, and a
 * type without matches is left out of `results`.
 */
export function searchRoutes(services: EmulatorServices): RouteFamily {
  const { catalog } = services;
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/search',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const term = ctx.query.get('term');
          if (term === null || term.trim() === '') return sendError(ctx.res, 400, "Missing required parameter 'term'", { title: 'Missing Parameter' });
          const rawTypes = ctx.query.get('types');
          if (rawTypes === null || rawTypes.trim() === '') {
            return sendError(ctx.res, 400, "Missing required parameter 'types'", { title: 'Missing Parameter' });
          }
          const types = rawTypes.split(',').map((t) => t.trim()).filter(Boolean);
          const unknown = types.find((t) => !KNOWN_SEARCH_TYPES.has(t));
          if (unknown) return sendError(ctx.res, 400, `Invalid value '${unknown}' for parameter 'types'`);
          const paging = readPage(ctx.query, { limit: 5, maxLimit: 25 });
          if (!paging.ok) return sendError(ctx.res, 400, paging.detail);

          const results: Record<string, { href: string; next?: string; data: Resource[] }> = {};
          for (const type of types.filter((t): t is CatalogResourceType => isCatalogResourceType(t))) {
            const ids = searchIds(catalog, type, term);
            if (ids.length === 0 || paging.page.offset >= ids.length) continue;
            const data = slicePage(ids, paging.page)
              .map((id) => serializeResource(catalog, type, id, view, false))
              .filter((r): r is Resource => r !== undefined);
            results[type] = { ...pageLinks(`/v1/catalog/${view.storefront}/search`, { term, types: type }, paging.page, ids.length), data };
          }
          sendJson(ctx.res, 200, { results, meta: { results: { order: Object.keys(results), rawOrder: types } } });
        },
      },
    ],
  };
}
