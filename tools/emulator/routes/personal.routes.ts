import type { ResourceRef } from '../catalog/catalog-extras.types.ts';
import { stationAttributes } from '../catalog/extras-serializer.ts';
import { resourceIndexOf, type ResourceIndex } from '../catalog/resource-index.ts';
import { catalogHref, type Resource, type ResourceView } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import { historyOf, recentlyPlayedRefs, recentStationIds, recommendationsOf, summaryViews, type Recommendation } from '../library/listener-history.ts';
import type { ListenerState } from '../library/listener-state.ts';
import { objectBody, personalRequest, refsOf, type PersonalRequest } from '../library/personal-request.ts';
import { personalStation } from '../library/station-tracks.ts';
import { sendPage } from './resource-routes.ts';

/** 002 §9: recents and history default to 10; 25 at most (002 §9 parameter cap). */
const RECENTS_PAGE = { limit: 10, maxLimit: 25 };
/** What taste preferences can name. */
const TASTE_TYPES = new Set(['genres', 'artists']);
/** The timezone parameter of 002 §7 recommendations: ±hh:mm. */
const TIMEZONE = /^([+-])(\d{2}):(\d{2})$/;

/** Catalogue resources for references, the listener's own station included. */
function resources(index: ResourceIndex, state: ListenerState, refs: readonly ResourceRef[], view: ResourceView): Resource[] {
  return refs
    .map((ref) =>
      ref.type === 'stations' && ref.id === state.personalStationId
        ? { id: ref.id, type: 'stations', href: catalogHref(view, 'stations', ref.id), attributes: stationAttributes(personalStation(state), view) }
        : index.serialize(ref, view, false),
    )
    .filter((r): r is Resource => r !== undefined);
}

/** The next local midnight of a ±hh:mm offset, as the time recommendations change. */
function nextUpdateDate(offsetMinutes: number): string {
  const day = 86_400_000;
  const local = Date.now() + offsetMinutes * 60_000;
  return new Date((Math.floor(local / day) + 1) * day - offsetMinutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The request's timezone offset in minutes (0 without one); undefined (answered 400) when malformed. */
function timezoneOf(ctx: RequestContext): number | undefined {
  const raw = ctx.query.get('timezone');
  if (raw === null) return 0;
  const m = TIMEZONE.exec(raw);
  if (!m || Number(m[2]) > 14 || Number(m[3]) > 59) {
    sendError(ctx.res, 400, `Invalid value '${raw}' for parameter 'timezone' (±hh:mm)`);
    return undefined;
  }
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

function recommendationResource(index: ResourceIndex, request: PersonalRequest, recommendation: Recommendation, offset: number): Record<string, unknown> {
  const href = `/v1/me/recommendations/${recommendation.id}`;
  return {
    id: recommendation.id,
    type: 'personal-recommendation',
    href,
    // 002 §3 Recommendation: nextUpdateDate (here inside attributes).
    attributes: {
      title: { stringForDisplay: recommendation.title },
      kind: 'music-recommendations',
      isGroupRecommendation: false,
      nextUpdateDate: nextUpdateDate(offset),
      resourceTypes: recommendation.resourceTypes,
    },
    relationships: { contents: { href: `${href}/contents`, data: resources(index, request.state, recommendation.contents, request.view) } },
  };
}

function tasteResources(index: ResourceIndex, request: PersonalRequest): Resource[] {
  return resources(index, request.state, request.state.taste, request.view);
}

function summary(index: ResourceIndex, request: PersonalRequest, year: number, views: readonly string[]): Record<string, unknown> {
  const all = summaryViews(index, request.listener.listenerId, year);
  const picked: Record<string, unknown> = {};
  for (const name of views) {
    const view = all[name];
    if (view) picked[name] = { href: `/v1/me/music-summaries/music-summaries-${year}/view/${name}`, attributes: { title: view.title }, data: resources(index, request.state, view.refs, request.view) };
  }
  return { id: `music-summaries-${year}`, type: 'music-summaries', href: `/v1/me/music-summaries?filter[year]=${year}`, attributes: { period: 'year', year }, views: picked };
}

/**
 * The listener's own lists (002 §7): GET me/history/heavy-rotation, me/recent/played and
 * me/recent/radio-stations (limit 10 by default, 002 §9; next and meta.total); GET
 * me/recommendations?timezone=±hh:mm, me/recommendations/{id}, POST me/recommendations/refresh;
 * GET and POST me/taste/taste-preferences ({data} of genres and artists; none saved: 404);
 * GET me/music-summaries?filter[year]=latest|YYYY&views=… and me/music-summaries/search?period=year.
 */
export function personalRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  const route = (method: string, pattern: string, handle: (ctx: RequestContext, request: PersonalRequest) => void) => ({
    method,
    pattern,
    auth: 'developer' as const,
    handler: (ctx: RequestContext) => {
      const request = personalRequest(ctx, services);
      if (request) handle(ctx, request);
    },
  });
  const recommendations = (ctx: RequestContext, request: PersonalRequest): void => {
    const offset = timezoneOf(ctx);
    if (offset === undefined) return;
    const all = recommendationsOf(index, request.state).map((r) => recommendationResource(index, request, r, offset));
    sendPage(ctx, '/v1/me/recommendations', {}, all, { limit: 10, maxLimit: 30 });
  };
  return {
    prefixes: ['/v1/me/'],
    routes: [
      route('GET', '/v1/me/history/heavy-rotation', (ctx, request) =>
        sendPage(ctx, '/v1/me/history/heavy-rotation', {}, resources(index, request.state, historyOf(index, request.listener.listenerId).heavyRotation, request.view), RECENTS_PAGE),
      ),
      route('GET', '/v1/me/recent/played', (ctx, request) =>
        sendPage(ctx, '/v1/me/recent/played', {}, resources(index, request.state, recentlyPlayedRefs(index, request.state), request.view), RECENTS_PAGE),
      ),
      route('GET', '/v1/me/recent/radio-stations', (ctx, request) => {
        const refs = recentStationIds(index, request.state).map((id) => ({ type: 'stations', id }));
        sendPage(ctx, '/v1/me/recent/radio-stations', {}, resources(index, request.state, refs, request.view), RECENTS_PAGE);
      }),
      route('GET', '/v1/me/recommendations', recommendations),
      route('POST', '/v1/me/recommendations/refresh', (ctx, request) => {
        request.state.recommendationsRefreshed += 1;
        recommendations(ctx, request);
      }),
      route('GET', '/v1/me/recommendations/:id', (ctx, request) => {
        const offset = timezoneOf(ctx);
        if (offset === undefined) return;
        const found = recommendationsOf(index, request.state).find((r) => r.id === ctx.params.id);
        if (!found) return sendError(ctx.res, 404, 'Resource with requested id was not found');
        sendJson(ctx.res, 200, { data: [recommendationResource(index, request, found, offset)] });
      }),
      route('GET', '/v1/me/taste/taste-preferences', (ctx, request) => {
        const data = tasteResources(index, request);
        if (data.length === 0) return sendError(ctx.res, 404, 'No taste preferences were saved');
        sendJson(ctx.res, 200, { data });
      }),
      route('POST', '/v1/me/taste/taste-preferences', (ctx, request) => {
        const body = objectBody(ctx);
        const refs = body && refsOf(ctx, body['data'], 'data');
        if (!refs) return;
        const bad = refs.find((ref) => !TASTE_TYPES.has(ref.type));
        if (bad) return sendError(ctx.res, 400, `Invalid type '${bad.type}' (genres or artists)`);
        const unknown = refs.find((ref) => !index.has(ref.type, ref.id));
        if (unknown) return sendError(ctx.res, 404, `${unknown.type}/${unknown.id} was not found`);
        // Saving replaces the preferences; saving none clears them (204).
        request.state.taste = refs.filter((ref, i) => refs.findIndex((other) => other.type === ref.type && other.id === ref.id) === i);
        if (request.state.taste.length === 0) return sendNoContent(ctx.res);
        sendJson(ctx.res, 200, { data: tasteResources(index, request) });
      }),
      route('GET', '/v1/me/music-summaries', (ctx, request) => {
        const { summaryYears } = historyOf(index, request.listener.listenerId);
        const wanted = ctx.query.get('filter[year]') ?? 'latest';
        const year = wanted === 'latest' ? summaryYears[summaryYears.length - 1] : Number(wanted);
        if (year === undefined || !Number.isInteger(year)) return sendError(ctx.res, 400, `Invalid value '${wanted}' for 'filter[year]' (latest or a year)`);
        if (!summaryYears.includes(year)) return sendError(ctx.res, 404, `No music summary for ${year}`);
        const views = (ctx.query.get('views') ?? 'top-songs,top-albums,top-artists').split(',').map((v) => v.trim()).filter(Boolean);
        sendJson(ctx.res, 200, { data: [summary(index, request, year, views)] });
      }),
      route('GET', '/v1/me/music-summaries/search', (ctx, request) => {
        const period = ctx.query.get('period') ?? 'year';
        if (period !== 'year') return sendError(ctx.res, 400, `Invalid value '${period}' for 'period' (year)`);
        const data = historyOf(index, request.listener.listenerId).summaryYears.map((year) => ({
          id: `music-summaries-${year}`,
          type: 'music-summaries',
          href: `/v1/me/music-summaries?filter[year]=${year}`,
          attributes: { period, year },
        }));
        sendJson(ctx.res, 200, { data });
      }),
    ],
  };
}
