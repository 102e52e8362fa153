import { stationAttributes } from '../catalog/extras-serializer.ts';
import { resourceIndexOf, type ResourceIndex } from '../catalog/resource-index.ts';
import { catalogHref, type Resource, type ResourceView } from '../catalog/resource-serializer.ts';
import type { CatalogStation } from '../catalog/catalog-extras.types.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { readPage } from '../http/pagination.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { listenerStateOf } from '../library/listener-state.ts';
import { objectBody, personalRequest, refsOf } from '../library/personal-request.ts';
import { continuousTracks, nextStationTracks, personalStation, stationFor } from '../library/station-tracks.ts';
import { requireListener } from '../library/listener-gate.ts';
import { resourceRoutes } from './resource-routes.ts';
import { userTokenOf } from '../auth/listener-identity.ts';

/** 002 §3 Autoplay request data: seeds are songs or library songs (002 §4: autoplay accepts only those). */
const SEED_TYPES = new Set(['songs', 'library-songs']);

function stationResource(station: CatalogStation, view: ResourceView): Resource {
  return { id: station.id, type: 'stations', href: catalogHref(view, 'stations', station.id), attributes: stationAttributes(station, view) };
}

function songs(index: ResourceIndex, ids: readonly string[], view: ResourceView): Resource[] {
  return index.serializeAll(ids.map((id) => ({ type: 'songs', id })), view);
}

/** The catalogue ids of continuous seeds; undefined once answered (400 for a bad body). */
function seedSongs(ctx: RequestContext, index: ResourceIndex, libraryCatalogId: (id: string) => string | undefined): string[] | undefined {
  const body = objectBody(ctx);
  const seeds = body && refsOf(ctx, body['data'], 'data');
  if (!seeds) return undefined;
  if (seeds.length === 0) {
    sendError(ctx.res, 400, 'data must name at least one track');
    return undefined;
  }
  const bad = seeds.find((seed) => !SEED_TYPES.has(seed.type));
  if (bad) {
    sendError(ctx.res, 400, `Unsupported type '${bad.type}' (songs or library-songs)`);
    return undefined;
  }
  return seeds.map((seed) => (seed.type === 'songs' ? seed.id : libraryCatalogId(seed.id))).filter((id): id is string => id !== undefined && index.has('songs', id));
}

/**
 * Stations (002 §7 Stations): GET catalog/{sf}/stations?filter[identity]=personal (the
 * listener's own station; needs the user token), ?filter[featured]=live, ?filter[genres]={genre id}, by ids= and by id
 * (artist 'ra.{artistId}', song 'ra.{songId}', genre and live stations, and the listener's
 * 'ra.u-…'); POST me/stations/next-tracks/{id}?limit= answers {data: songs} continuing the
 * station (a live station has none: an empty list); POST me/stations/continuous with
 * limit[results:tracks] and with=tracks answers {results: {tracks}}; POST
 * me/stations/change-station/{id} starts the station over and answers it.
 */
export function stationRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: /^\/v1\/catalog\/(?<storefront>[^/]+)\/stations\/(?<id>ra\.u-[^/]+)\/?$/,
        auth: 'developer',
        handler: (ctx) => {
          // Only its listener can see a personal station; anyone else is told it does not exist.
          const token = userTokenOf(ctx.req);
          const listener = token === undefined ? undefined : requireListener(ctx, services);
          if (token !== undefined && !listener) return;
          const state = listener && listenerStateOf(services, listener);
          if (!state || state.personalStationId !== ctx.params.id) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          sendJson(ctx.res, 200, { data: [stationResource(personalStation(state), { origin: ctx.origin, storefront: ctx.params.storefront ?? 'us', include: new Set() })] });
        },
      },
      ...resourceRoutes(index, {
        types: ['stations'],
        collection: (ctx, view) => {
          const identity = ctx.query.get('filter[identity]');
          const featured = ctx.query.get('filter[featured]');
          // 002 §2 genre-station links: the stations of a genre (by its id).
          const genre = ctx.query.get('filter[genres]');
          if (genre !== null) {
            const ofGenre = [...index.extras.stations.values()].filter((s) => s.kind === 'genre' && s.seed?.id === genre);
            sendJson(ctx.res, 200, { data: ofGenre.map((s) => stationResource(s, view)) });
            return true;
          }
          if (identity !== null) {
            if (identity !== 'personal') {
              sendError(ctx.res, 400, `Invalid value '${identity}' for 'filter[identity]'`);
              return true;
            }
            const request = personalRequest(ctx, services);
            if (request) sendJson(ctx.res, 200, { data: [stationResource(personalStation(request.state), view)] });
            return true;
          }
          if (featured === null) return false;
          if (featured !== 'apple-music-live-radio' && featured !== 'live') {
            sendError(ctx.res, 400, `Invalid value '${featured}' for 'filter[featured]'`);
            return true;
          }
          const live = [...index.extras.stations.values()].filter((s) => s.isLive);
          sendJson(ctx.res, 200, { data: live.map((s) => stationResource(s, view)) });
          return true;
        },
      }),
      {
        method: 'POST',
        pattern: '/v1/me/stations/next-tracks/:id',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const station = stationFor(index, request.state, ctx.params.id ?? '');
          if (!station) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          const paging = readPage(ctx.query, { limit: 10, maxLimit: 25 });
          if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
          request.state.playedStation(station.id);
          // 002 §7 next-tracks "reads data.data": the tracks are the body's data.
          sendJson(ctx.res, 200, { data: songs(index, nextStationTracks(index, request.state, station, paging.page.limit), request.view) });
        },
      },
      {
        method: 'POST',
        pattern: '/v1/me/stations/continuous',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const rawLimit = ctx.query.get('limit[results:tracks]');
          const limit = rawLimit === null ? 10 : Number(rawLimit);
          if (!Number.isInteger(limit) || limit < 1 || limit > 50) return sendError(ctx.res, 400, "Value of 'limit[results:tracks]' must be an integer between 1 and 50");
          const { library } = request.state;
          const seeds = seedSongs(ctx, index, (id) => (library.known(id)?.kind === 'songs' ? library.known(id)?.catalogId : undefined));
          if (!seeds) return;
          if (seeds.length === 0) return sendError(ctx.res, 404, 'None of the tracks was found');
          const ids = continuousTracks(index, seeds, limit);
          const full = (ctx.query.get('with') ?? '').split(',').includes('tracks');
          // 002 §7 continuous "reads data.results": with=tracks inlines the songs.
          const tracks = full ? songs(index, ids, request.view) : ids.map((id) => index.identifier({ type: 'songs', id }, request.view));
          sendJson(ctx.res, 200, { results: { tracks } });
        },
      },
      {
        method: 'POST',
        pattern: '/v1/me/stations/change-station/:id',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const station = stationFor(index, request.state, ctx.params.id ?? '');
          if (!station) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          request.state.stationCursors.delete(station.id);
          request.state.playedStation(station.id);
          sendJson(ctx.res, 200, { data: [stationResource(station, request.view)] });
        },
      },
    ],
  };
}
