import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import { librarySourceOf } from '../library/library-source.ts';
import type { LibrarySource } from '../library/library-serializer.ts';
import type { LibraryKind } from '../library/library-store.ts';
import { objectBody, personalRequest, type PersonalRequest } from '../library/personal-request.ts';
import { MAX_IDS } from './resource-routes.ts';

const CATALOG_TYPES = ['songs', 'albums', 'playlists', 'music-videos', 'stations'] as const;
const LIBRARY_TYPES = ['library-songs', 'library-albums', 'library-playlists', 'library-music-videos'] as const;
/** 000 §5 library ids: one of a, i, l, p, a dot, then alphanumerics. */
const LIBRARY_ID = /^[ailp]\.[A-Za-z0-9]+$/;
/** 1 love, -1 dislike. */
const VALUES = new Set([1, -1]);

/** The rating type of the path, or undefined (answered 400). */
function ratingType(ctx: RequestContext): string | undefined {
  const type = ctx.params.type ?? '';
  if ((CATALOG_TYPES as readonly string[]).includes(type) || (LIBRARY_TYPES as readonly string[]).includes(type)) return type;
  sendError(ctx.res, 400, `Invalid rating type '${type}' (one of ${[...CATALOG_TYPES, ...LIBRARY_TYPES].join(', ')})`);
  return undefined;
}

/**
 * The library- prefix rule: library ids are rated under 'library-{type}', catalogue ids under
 * the plain type. A mismatch is 400 (so a client that mixes them up is told why).
 */
function prefixMismatch(type: string, id: string): string | undefined {
  const library = type.startsWith('library-');
  if (library && !LIBRARY_ID.test(id)) return `'${id}' is not a library id: rate catalogue items under '${type.slice('library-'.length)}'`;
  if (!library && LIBRARY_ID.test(id)) return `'${id}' is a library id: rate it under 'library-${type}'`;
  return undefined;
}

function exists(source: LibrarySource, request: PersonalRequest, type: string, id: string): boolean {
  if (type.startsWith('library-')) return request.state.library.has(type.slice('library-'.length) as LibraryKind, id);
  if (type === 'music-videos') return source.videos.has(id);
  return source.index.has(type, id);
}

function ratingResource(type: string, id: string, value: number): Record<string, unknown> {
  return { id, type: 'ratings', href: `/v1/me/ratings/${type}/${encodeURIComponent(id)}`, attributes: { value } };
}

/** The rated item of the path after every check; undefined once answered. */
function target(ctx: RequestContext, services: EmulatorServices, source: LibrarySource): { request: PersonalRequest; type: string; id: string } | undefined {
  const request = personalRequest(ctx, services);
  const type = request && ratingType(ctx);
  if (!request || !type) return undefined;
  const id = ctx.params.id ?? '';
  const mismatch = prefixMismatch(type, id);
  if (mismatch) {
    sendError(ctx.res, 400, mismatch);
    return undefined;
  }
  if (!exists(source, request, type, id)) {
    sendError(ctx.res, 404, 'Resource with requested id was not found');
    return undefined;
  }
  return { request, type, id };
}

/**
 * Ratings (002 §7: GET me/ratings/{type}/{id} or ?ids=; PUT with body {type: 'rating',
 * attributes.value}; DELETE), per listener. Types: songs, albums, playlists, music-videos,
 * stations and their library- forms (002 §5 rule: library ids take the library- type). An
 * unrated item is 404 by id and left out of ids= answers; DELETE of an unrated item is 204.
 */
export function ratingRoutes(services: EmulatorServices): RouteFamily {
  const source = librarySourceOf(services);
  return {
    prefixes: ['/v1/me/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/me/ratings/:type',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          const type = request && ratingType(ctx);
          if (!request || !type) return;
          const ids = (ctx.query.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
          if (ids.length === 0) return sendError(ctx.res, 400, "Missing required parameter 'ids'", { title: 'Missing Parameter' });
          if (ids.length > MAX_IDS) return sendError(ctx.res, 400, `Too many ids (at most ${MAX_IDS})`);
          const mismatch = ids.map((id) => prefixMismatch(type, id)).find(Boolean);
          if (mismatch) return sendError(ctx.res, 400, mismatch);
          const data = ids.flatMap((id) => {
            const rating = request.state.ratings.get(`${type}/${id}`);
            return rating ? [ratingResource(type, id, rating.value)] : [];
          });
          sendJson(ctx.res, 200, { data });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/me/ratings/:type/:id',
        auth: 'developer',
        handler: (ctx) => {
          const found = target(ctx, services, source);
          if (!found) return;
          const rating = found.request.state.ratings.get(`${found.type}/${found.id}`);
          if (!rating) return sendError(ctx.res, 404, 'No rating for this item');
          sendJson(ctx.res, 200, { data: [ratingResource(found.type, found.id, rating.value)] });
        },
      },
      {
        method: 'PUT',
        pattern: '/v1/me/ratings/:type/:id',
        auth: 'developer',
        handler: (ctx) => {
          const found = target(ctx, services, source);
          const body = found && objectBody(ctx);
          if (!found || !body) return;
          // 002 §3 Rating: type rating with attributes.value.
          const value = (body['attributes'] as { value?: unknown } | undefined)?.value;
          if (body['type'] !== 'rating') return sendError(ctx.res, 400, "The body's type must be 'rating'");
          if (typeof value !== 'number' || !VALUES.has(value)) return sendError(ctx.res, 400, 'attributes.value must be 1 (love) or -1 (dislike)');
          found.request.state.ratings.set(`${found.type}/${found.id}`, { value });
          sendJson(ctx.res, 200, { data: [ratingResource(found.type, found.id, value)] });
        },
      },
      {
        method: 'DELETE',
        pattern: '/v1/me/ratings/:type/:id',
        auth: 'developer',
        handler: (ctx) => {
          const found = target(ctx, services, source);
          if (!found) return;
          found.request.state.ratings.delete(`${found.type}/${found.id}`);
          sendNoContent(ctx.res);
        },
      },
    ],
  };
}
