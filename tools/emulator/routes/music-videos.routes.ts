import { loadMusicVideoCatalog, serializeMusicVideo } from '../catalog/music-video-catalog.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { catalogView } from './catalog-view.ts';

/**
 * Music-video resources (002 §7 GET /v1/catalog/{storefrontId}/{type}s, by id or "with ids"):
 *   GET /v1/catalog/{sf}/music-videos?ids=a,b   found videos, in request order (unknown ids skipped)
 *   GET /v1/catalog/{sf}/music-videos/{id}      one video; 404 when unknown
 * Registered before the generic catalogue family, which knows only songs, albums, artists and playlists.
 */
export function musicVideoRoutes(services: Pick<EmulatorServices, 'mediaRoot'>): RouteFamily {
  const catalog = loadMusicVideoCatalog(services.mediaRoot);
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/music-videos',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const rawIds = ctx.query.get('ids');
          if (rawIds === null || rawIds.trim() === '') {
            return sendError(ctx.res, 400, "Missing required parameter 'ids'", { title: 'Missing Parameter' });
          }
          const data = rawIds
            .split(',')
            .map((id) => catalog.videos.get(id.trim()))
            .filter((video) => video !== undefined)
            .map((video) => serializeMusicVideo(video, view));
          sendJson(ctx.res, 200, { data });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/music-videos/:id',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const video = catalog.videos.get(ctx.params.id ?? '');
          if (!video) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          sendJson(ctx.res, 200, { data: [serializeMusicVideo(video, view)] });
        },
      },
    ],
  };
}
