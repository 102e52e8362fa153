import { chartIds } from '../catalog/catalog-ranking.ts';
import type { CatalogResourceType } from '../catalog/catalog.types.ts';
import { loadMusicVideoCatalog, serializeMusicVideo } from '../catalog/music-video-catalog.ts';
import { serializeResource, type Resource } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { pageLinks, readPage, slicePage } from '../http/pagination.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { catalogView } from './catalog-view.ts';

const CHART_NAMES: Readonly<Partial<Record<CatalogResourceType, string>>> = {
  songs: 'Top Songs',
  albums: 'Top Albums',
  playlists: 'Top Playlists',
};

/**
 * GET /v1/catalog/{sf}/charts?types=songs,albums,playlists&limit=&offset=&chart=
 * (002 §7 Legacy API paths: charts (types)) →
 *   { results: { songs: [{ chart, name, orderId, data, href, next? }], ... } }
 * One chart per type ('most-played', ranked by the catalogue's popularity); `genre` is accepted
 * and ignored. limit defaults to 20, at most 50.
 */
export function chartRoutes(services: EmulatorServices): RouteFamily {
  const musicVideos = loadMusicVideoCatalog(services.mediaRoot);
  const { catalog } = services;
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/charts',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const rawTypes = ctx.query.get('types');
          if (rawTypes === null || rawTypes.trim() === '') {
            return sendError(ctx.res, 400, "Missing required parameter 'types'", { title: 'Missing Parameter' });
          }
          const types = rawTypes.split(',').map((t) => t.trim()).filter(Boolean);
          const paging = readPage(ctx.query, { limit: 20, maxLimit: 50 });
          if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
          const chart = ctx.query.get('chart') ?? 'most-played';

          const results: Record<string, unknown[]> = {};
          for (const type of types) {
            if (type === 'music-videos') {
              const videos = [...musicVideos.videos.values()];
              const data = slicePage(videos.map((video) => video.id), paging.page).map((id) => serializeMusicVideo(musicVideos.videos.get(id)!, view));
              const links = pageLinks(`/v1/catalog/${view.storefront}/charts`, { chart, types: type }, paging.page, videos.length);
              results[type] = [{ chart, name: 'Top Music Videos', orderId: `${chart}:${type}`, ...links, data }];
              continue;
            }
            const name = CHART_NAMES[type as CatalogResourceType];
            if (!name) continue; // other chart types: none in this catalogue
            const ids = chartIds(catalog, type as CatalogResourceType);
            const data = slicePage(ids, paging.page)
              .map((id) => serializeResource(catalog, type as CatalogResourceType, id, view, false))
              .filter((r): r is Resource => r !== undefined);
            const links = pageLinks(`/v1/catalog/${view.storefront}/charts`, { chart, types: type }, paging.page, ids.length);
            results[type] = [{ chart, name, orderId: `${chart}:${type}`, ...links, data }];
          }
          sendJson(ctx.res, 200, { results, meta: { results: { order: Object.keys(results) } } });
        },
      },
    ],
  };
}
