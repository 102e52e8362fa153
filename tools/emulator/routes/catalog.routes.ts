import type { CatalogResourceType } from '../catalog/catalog.types.ts';
import { RELATIONSHIPS, catalogHref, isCatalogResourceType, serializeResource, type Resource } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { pageLinks, readPage, slicePage } from '../http/pagination.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { catalogView } from './catalog-view.ts';

/** The real API caps an ids= list; beyond it the request is an error (a client must chunk, 002 §7 Chunking). */
const MAX_IDS = 300;

function resourceType(ctx: RequestContext): CatalogResourceType | undefined {
  const type = ctx.params.type ?? '';
  if (isCatalogResourceType(type)) return type;
  sendError(ctx.res, 404, `Resource type '${type}' is not available in this catalogue`);
  return undefined;
}

/**
 * Catalogue resources (002 §7: GET /v1/catalog/{storefrontId}/{type}s, optionally /{id},
 * "with ids"; relationships {type}/{id}/{relationship}):
 *   GET /v1/catalog/{sf}/{type}?ids=a,b   found resources, in request order (unknown ids skipped)
 *   GET /v1/catalog/{sf}/songs?filter[isrc]=X
 *   GET /v1/catalog/{sf}/{type}/{id}      one resource with relationships; 404 when unknown
 *   GET /v1/catalog/{sf}/{type}/{id}/{relationship}?limit&offset
 * for type songs, albums, artists, playlists. `include=` expands the named relationships.
 */
export function catalogRoutes(services: EmulatorServices): RouteFamily {
  const { catalog } = services;
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/:type',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const type = resourceType(ctx);
          if (!type) return;
          const isrc = ctx.query.get('filter[isrc]');
          if (type === 'songs' && isrc !== null) {
            const wanted = new Set(isrc.split(',').map((s) => s.trim().toUpperCase()));
            const data = [...catalog.songs.values()]
              .filter((s) => wanted.has(s.isrc))
              .map((s) => serializeResource(catalog, 'songs', s.id, view, true));
            return sendJson(ctx.res, 200, { data });
          }
          const rawIds = ctx.query.get('ids');
          if (rawIds === null || rawIds.trim() === '') {
            return sendError(ctx.res, 400, "Missing required parameter 'ids'", { title: 'Missing Parameter' });
          }
          const ids = rawIds.split(',').map((s) => s.trim()).filter(Boolean);
          if (ids.length > MAX_IDS) return sendError(ctx.res, 400, `Too many ids (at most ${MAX_IDS})`);
          const data = ids
            .map((id) => serializeResource(catalog, type, id, view, true))
            .filter((r): r is Resource => r !== undefined);
          sendJson(ctx.res, 200, { data });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/:type/:id',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const type = resourceType(ctx);
          if (!type) return;
          const resource = serializeResource(catalog, type, ctx.params.id ?? '', view, true);
          if (!resource) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          sendJson(ctx.res, 200, { data: [resource] });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/:type/:id/:relationship',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (!view) return;
          const type = resourceType(ctx);
          if (!type) return;
          const id = ctx.params.id ?? '';
          const name = ctx.params.relationship ?? '';
          const spec = RELATIONSHIPS[type][name];
          if (!spec) return sendError(ctx.res, 404, `No relationship '${name}' on ${type}`);
          if (!catalog[type].has(id)) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          // 002 §9: default paging limit in relationship loading is 100.
          const paging = readPage(ctx.query, { limit: 100, maxLimit: 300 });
          if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
          const ids = spec.ids(catalog, id);
          const data = slicePage(ids, paging.page)
            .map((relatedId) => serializeResource(catalog, spec.type, relatedId, view, false))
            .filter((r): r is Resource => r !== undefined);
          sendJson(ctx.res, 200, { ...pageLinks(catalogHref(view, type, id, name), {}, paging.page, ids.length), data, meta: { total: ids.length } });
        },
      },
    ],
  };
}
