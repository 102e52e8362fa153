import { normalizeText, searchIds } from '../catalog/catalog-ranking.ts';
import type { CatalogResourceType } from '../catalog/catalog.types.ts';
import { resourceIndexOf, type ResourceIndex } from '../catalog/resource-index.ts';
import type { Resource, ResourceView } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { readPage } from '../http/pagination.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { catalogView } from './catalog-view.ts';
import { idsParam, resourceRoutes, sendPage } from './resource-routes.ts';
import { delegateTo } from './route-delegate.ts';
import { searchRoutes } from './search.routes.ts';

const CORE_TYPES: readonly CatalogResourceType[] = ['songs', 'albums', 'artists', 'playlists'];
/** 002 §9 default platform for groupings is desktop; these are the platforms the provider knows. */
const PLATFORMS = new Set(['web', 'desktop', 'ipad', 'iphone', 'mac', 'appletv']);

function requiredTerm(ctx: RequestContext): string | undefined {
  const term = ctx.query.get('term');
  if (term === null || term.trim() === '') {
    sendError(ctx.res, 400, "Missing required parameter 'term'", { title: 'Missing Parameter' });
    return undefined;
  }
  return term;
}

/** Names matching a term, best first, as lower-case search terms (no duplicates). */
function hintTerms(index: ResourceIndex, term: string): string[] {
  const terms = CORE_TYPES.flatMap((type) => searchIds(index.catalog, type, term).map((id) => normalizeText(index.catalog[type].get(id)?.name ?? '')));
  const wanted = normalizeText(term).trim();
  return [...new Set(terms.filter(Boolean))].sort((a, b) => Number(!a.startsWith(wanted)) - Number(!b.startsWith(wanted)));
}

/** GET catalog/{sf}/{albums|songs|artists|playlists}?filter[equivalents]=… (002 §7 Equivalents lookup). */
function equivalents(ctx: RequestContext, index: ResourceIndex, view: ResourceView): void {
  const ids = idsParam(ctx, 'filter[equivalents]');
  if (!ids) return;
  const type = ctx.params.type as CatalogResourceType;
  // One catalogue serves every storefront here, so an item's equivalent is the item itself.
  const data = ids.map((id) => index.serialize({ type, id }, view, false)).filter((r): r is Resource => r !== undefined);
  sendJson(ctx.res, 200, { data });
}

function groupings(ctx: RequestContext, index: ResourceIndex, view: ResourceView): void {
  const platform = ctx.query.get('platform');
  if (platform === null || !PLATFORMS.has(platform)) {
    return sendError(ctx.res, 400, `Invalid value for parameter 'platform' (one of ${[...PLATFORMS].join(', ')})`);
  }
  const { extras, catalog } = index;
  const genreId = ctx.query.get('genre');
  const tabs = [...extras.genres.values()].filter((g) => g.media === 'music' && g.parentId !== undefined);
  const grouping = (id: string, name: string, contents: Resource[]): Record<string, unknown> => ({
    id,
    type: 'groupings',
    href: `/v1/catalog/${view.storefront}/groupings?genre=${id}&platform=${platform}`,
    attributes: { name, platform },
    relationships: {
      tabs: { data: tabs.map((g) => ({ id: g.id, type: 'groupings', href: `/v1/catalog/${view.storefront}/groupings?genre=${g.id}&platform=${platform}` })) },
      contents: { data: contents },
    },
  });
  if (genreId === null) {
    const shelves = [...extras.editorialItems.values()].filter((item) => item.kind === 'music').map((item) => index.serialize({ type: 'editorial-items', id: item.id }, view, true));
    return sendJson(ctx.res, 200, { data: [grouping('34', 'Music', shelves.filter((r): r is Resource => r !== undefined))] });
  }
  const genre = extras.genres.get(genreId);
  if (!genre || genre.media !== 'music') return sendError(ctx.res, 404, `No grouping for genre '${genreId}'`);
  const albums = [...catalog.albums.values()].filter((a) => a.genre === genre.name).map((a) => ({ type: 'albums', id: a.id }));
  sendJson(ctx.res, 200, { data: [grouping(genre.id, genre.name, [...index.serializeAll(albums, view), ...index.serializeAll([{ type: 'stations', id: `ra.g${genre.id}` }], view)])] });
}

/** Synthetic timed lyrics (TTML) for a song: four lines made from its title. */
function lyricsTtml(name: string, durationMs: number): string {
  const line = (i: number, text: string): string => {
    const at = (ms: number): string => `${(ms / 1000).toFixed(3)}s`;
    return `<p begin="${at((durationMs * i) / 4)}" end="${at((durationMs * (i + 1)) / 4)}">${text}</p>`;
  };
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const lines = [`${escaped}`, `oh, ${escaped.toLowerCase()}`, 'we sing it again', `${escaped}`].map((text, i) => line(i, text));
  return `<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en"><body><div>${lines.join('')}</div></body></tt>`;
}

/**
 * The rest of the music catalogue of 002 §7: genres, record labels, curators (apple-curators and
 * curators), music movies (by id, ids=, relationships with paging and views), extra relationships
 * and views of songs, albums, artists and playlists, song lyrics, equivalents, search hints,
 * suggestions and query, and groupings. Registered before the song-catalogue family, whose generic routes it
 * would otherwise lose to.
 */
export function catalogExtrasRoutes(services: EmulatorServices): RouteFamily {
  const index = resourceIndexOf(services);
  const catalogCollection = delegateTo(catalogRoutes(services), 'GET', '/v1/catalog/:storefront/:type');
  const search = delegateTo(searchRoutes(services), 'GET', '/v1/catalog/:storefront/search');
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/search/hints',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          const term = view && requiredTerm(ctx);
          if (!term) return;
          const paging = readPage(ctx.query, { limit: 10, maxLimit: 25 });
          if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
          sendJson(ctx.res, 200, { results: { terms: hintTerms(index, term).slice(0, paging.page.limit) } });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/search/suggestions',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          const term = view && requiredTerm(ctx);
          if (!view || !term) return;
          const kinds = (ctx.query.get('kinds') ?? '').split(',').map((k) => k.trim()).filter(Boolean);
          if (kinds.length === 0) return sendError(ctx.res, 400, "Missing required parameter 'kinds'", { title: 'Missing Parameter' });
          const unknown = kinds.find((k) => k !== 'terms' && k !== 'topResults');
          if (unknown) return sendError(ctx.res, 400, `Invalid value '${unknown}' for parameter 'kinds'`);
          const paging = readPage(ctx.query, { limit: 10, maxLimit: 25 });
          if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
          const suggestions: unknown[] = [];
          if (kinds.includes('terms')) {
            for (const found of hintTerms(index, term).slice(0, paging.page.limit)) suggestions.push({ kind: 'terms', searchTerm: found, displayTerm: found });
          }
          if (kinds.includes('topResults')) {
            const types = (ctx.query.get('types') ?? CORE_TYPES.join(',')).split(',').filter((t): t is CatalogResourceType => (CORE_TYPES as string[]).includes(t));
            const top = types.flatMap((type) => searchIds(index.catalog, type, term).slice(0, 2).map((id) => index.serialize({ type, id }, view, false)));
            for (const content of top.filter(Boolean).slice(0, paging.page.limit)) suggestions.push({ kind: 'topResults', content });
          }
          sendJson(ctx.res, 200, { results: { suggestions } });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/songs/:id/lyrics',
        auth: 'developer',
        handler: (ctx) => {
          if (!catalogView(ctx)) return;
          const song = index.catalog.songs.get(ctx.params.id ?? '');
          if (!song) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          // Instrumental songs have none (hasLyrics false).
          if (!song.hasLyrics) return sendError(ctx.res, 404, 'No lyrics for this song');
          // 002 §3 Lyrics descriptor: id, displayType, language.
          sendJson(ctx.res, 200, { data: [{ id: song.id, type: 'lyrics', attributes: { displayType: 'timed', language: 'en', ttml: lyricsTtml(song.name, song.durationInMillis) } }] });
        },
      },
      // Not described beyond its path (002 §7 search/query): answered as search is.
      { method: 'GET', pattern: '/v1/catalog/:storefront/search/query', auth: 'developer', handler: search },
      {
        method: 'GET',
        pattern: '/v1/catalog/:storefront/groupings',
        auth: 'developer',
        handler: (ctx) => {
          const view = catalogView(ctx);
          if (view) groupings(ctx, index, view);
        },
      },
      {
        method: 'GET',
        pattern: /^\/v1\/catalog\/(?<storefront>[^/]+)\/(?<type>songs|albums|artists|playlists)\/?$/,
        auth: 'developer',
        handler: (ctx) => {
          if (!ctx.query.has('filter[equivalents]')) return catalogCollection(ctx);
          const view = catalogView(ctx);
          if (view) equivalents(ctx, index, view);
        },
      },
      ...resourceRoutes(index, { types: CORE_TYPES, linksOnly: true }),
      ...resourceRoutes(index, {
        types: ['genres', 'record-labels', 'apple-curators', 'curators', 'music-movies', 'uploaded-audios', 'uploaded-videos'],
        collection: (ctx, view, type) => {
          if (type !== 'genres') return false;
          // GET catalog/{sf}/genres: the top-level music genres.
          const top = [...index.extras.genres.values()].filter((g) => g.media === 'music' && g.parentId !== undefined);
          sendPage(ctx, `/v1/catalog/${view.storefront}/genres`, {}, index.serializeAll(top.map((g) => ({ type: 'genres', id: g.id })), view), { limit: 25, maxLimit: 100 });
          return true;
        },
      }),
    ],
  };
}
