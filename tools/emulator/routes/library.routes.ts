import { normalizeText } from '../catalog/catalog-ranking.ts';
import type { Resource } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { pageLinks, readPage, slicePage } from '../http/pagination.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import { librarySourceOf } from '../library/library-source.ts';
import { libraryHref, libraryResource, tracksOf, type LibrarySource } from '../library/library-serializer.ts';
import { LIBRARY_KINDS, type LibraryEntry, type LibraryKind, type LibraryStore } from '../library/library-store.ts';
import { personalRequest, type PersonalRequest } from '../library/personal-request.ts';
import { MAX_IDS, sendPage } from './resource-routes.ts';

/** What POST me/library?ids[type]= can add (002 §7 Library: add). */
const ADDABLE = new Set(['songs', 'albums', 'playlists', 'music-videos']);
const KINDS = LIBRARY_KINDS.join('|');
/** Library lists page 25 at a time, at most 100 (as the provider's). */
const LIST_PAGE = { limit: 25, maxLimit: 100 };

function addIds(ctx: RequestContext, source: LibrarySource): Map<string, string[]> | undefined {
  const groups = new Map<string, string[]>();
  for (const [name, value] of ctx.query) {
    const type = /^ids\[(.+)\]$/.exec(name)?.[1];
    if (type === undefined) continue;
    if (!ADDABLE.has(type)) {
      sendError(ctx.res, 400, `Invalid parameter 'ids[${type}]': only ${[...ADDABLE].join(', ')} can be added`);
      return undefined;
    }
    const ids = value.split(',').map((s) => s.trim()).filter(Boolean);
    groups.set(type, [...(groups.get(type) ?? []), ...ids]);
  }
  const total = [...groups.values()].reduce((n, ids) => n + ids.length, 0);
  if (total === 0) {
    sendError(ctx.res, 400, "Missing required parameter 'ids[{type}]'", { title: 'Missing Parameter' });
    return undefined;
  }
  if (total > MAX_IDS) {
    sendError(ctx.res, 400, `Too many ids (at most ${MAX_IDS})`);
    return undefined;
  }
  const unknown = [...groups].flatMap(([type, ids]) => ids.filter((id) => !(type === 'music-videos' ? source.videos.has(id) : source.index.has(type, id))).map((id) => `${type}/${id}`));
  if (unknown.length > 0) {
    sendError(ctx.res, 404, `Resource with requested id was not found: ${unknown.join(', ')}`);
    return undefined;
  }
  return groups;
}

function add(library: LibraryStore, type: string, id: string): void {
  if (type === 'songs') library.addSong(id);
  else if (type === 'albums') library.addAlbum(id);
  else if (type === 'playlists') library.addCatalogPlaylist(id);
  else library.addMusicVideo(id);
}

/** A library relationship: its items, or undefined when the kind has no such relationship. */
function related(source: LibrarySource, request: PersonalRequest, kind: LibraryKind, id: string, name: string): Resource[] | undefined {
  const { library } = request.state;
  const { view } = request;
  const entry = library.entries.get(id);
  const catalogId = entry?.catalogId ?? library.playlists.get(id)?.catalogId;
  const { catalog } = source.index;
  const ofArtist = (artistId: string | undefined, type: 'albums' | 'songs') =>
    library.list(type).filter((e) => (type === 'albums' ? catalog.albums : catalog.songs).get((e as LibraryEntry).catalogId)?.artistId === artistId);
  const resources = (type: LibraryKind, ids: readonly string[]) => ids.map((i) => libraryResource(source, library, type, i, view, false)).filter((r): r is Resource => r !== undefined);
  switch (`${kind}/${name}`) {
    case 'albums/tracks':
      return tracksOf(source, library, entry?.trackIds ?? [], view);
    case 'playlists/tracks':
      return tracksOf(source, library, library.playlists.get(id)?.trackIds ?? [], view);
    case 'artists/albums':
      return resources('albums', ofArtist(entry?.catalogId, 'albums').map((e) => e.id));
    case 'artists/songs':
      return resources('songs', ofArtist(entry?.catalogId, 'songs').map((e) => e.id));
    case 'songs/albums': {
      const album = catalog.songs.get(entry?.catalogId ?? '')?.albumId;
      return resources('albums', album ? [library.libraryIdOf('albums', album)] : []);
    }
    case 'songs/artists':
    case 'albums/artists': {
      const artist = (kind === 'songs' ? catalog.songs : catalog.albums).get(entry?.catalogId ?? '')?.artistId;
      return resources('artists', artist ? [library.libraryIdOf('artists', artist)] : []);
    }
    default:
      if (name !== 'catalog') return undefined;
      if (catalogId === undefined) return [];
      return [(kind === 'music-videos' ? source.videos.resource(catalogId, view) : source.index.serialize({ type: kind, id: catalogId }, view, false))].filter((r): r is Resource => r !== undefined);
  }
}

function search(ctx: RequestContext, source: LibrarySource, request: PersonalRequest): void {
  const term = ctx.query.get('term');
  const rawTypes = ctx.query.get('types');
  if (term === null || term.trim() === '') return sendError(ctx.res, 400, "Missing required parameter 'term'", { title: 'Missing Parameter' });
  if (rawTypes === null || rawTypes.trim() === '') return sendError(ctx.res, 400, "Missing required parameter 'types'", { title: 'Missing Parameter' });
  const types = rawTypes.split(',').map((t) => t.trim()).filter(Boolean);
  const unknown = types.find((t) => !(LIBRARY_KINDS as readonly string[]).includes(t.replace(/^library-/, '')) || !t.startsWith('library-'));
  if (unknown) return sendError(ctx.res, 400, `Invalid value '${unknown}' for parameter 'types'`);
  const paging = readPage(ctx.query, { limit: 5, maxLimit: 25 });
  if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
  const words = normalizeText(term).split(/\s+/).filter(Boolean);
  const { library } = request.state;
  const results: Record<string, unknown> = {};
  for (const type of types) {
    const kind = type.replace(/^library-/, '') as LibraryKind;
    const found = library
      .list(kind)
      .map((item) => libraryResource(source, library, kind, item.id, request.view, false))
      .filter((r): r is Resource => r !== undefined)
      .filter((r) => words.every((w) => normalizeText(`${String(r.attributes['name'] ?? '')} ${String(r.attributes['artistName'] ?? '')}`).includes(w)));
    if (found.length === 0 || paging.page.offset >= found.length) continue;
    results[type] = { ...pageLinks('/v1/me/library/search', { term, types: type }, paging.page, found.length), data: slicePage(found, paging.page) };
  }
  sendJson(ctx.res, 200, { results, meta: { results: { order: Object.keys(results), rawOrder: types } } });
}

/**
 * The listener's library (002 §7 Library), per user token: POST me/library?ids[type]=… adds
 * (songs bring their album and artist, albums their songs); GET me/library/{albums|artists|
 * songs|playlists|music-videos} lists (25 a page, next, meta.total; an empty list is 200 with no
 * data, see docs/decisions.md) or looks up ids=; GET and DELETE me/library/{type}/{id};
 * relationships {type}/{id}/{tracks|albums|artists|catalog}; recently-added (limit 10 by
 * default, 002 §9) and search. Playlist editing and folders are library-playlists.routes.ts.
 */
export function libraryRoutes(services: EmulatorServices): RouteFamily {
  const source = librarySourceOf(services);
  return {
    prefixes: ['/v1/me/'],
    routes: [
      {
        method: 'POST',
        pattern: '/v1/me/library',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          const groups = request && addIds(ctx, source);
          if (!request || !groups) return;
          for (const [type, ids] of groups) for (const id of ids) add(request.state.library, type, id);
          ctx.res.writeHead(202);
          ctx.res.end();
        },
      },
      {
        method: 'GET',
        pattern: '/v1/me/library/recently-added',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const { library } = request.state;
          const items = [...library.list('albums'), ...library.list('playlists')].sort((a, b) => b.seq - a.seq);
          const kindOf = (id: string): LibraryKind => (library.playlists.has(id) ? 'playlists' : 'albums');
          const data = items.map((item) => libraryResource(source, library, kindOf(item.id), item.id, request.view, false)).filter((r): r is Resource => r !== undefined);
          // 002 §9: recently-added defaults to 10; 25 at most (002 §9 parameter cap).
          sendPage(ctx, '/v1/me/library/recently-added', {}, data, { limit: 10, maxLimit: 25 });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/me/library/search',
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (request) search(ctx, source, request);
        },
      },
      {
        method: 'GET',
        pattern: new RegExp(`^/v1/me/library/(?<type>${KINDS})/?$`),
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const kind = ctx.params.type as LibraryKind;
          const { library } = request.state;
          const withTracks = request.view.include.size > 0;
          const rawIds = ctx.query.get('ids');
          if (rawIds !== null) {
            const ids = rawIds.split(',').map((s) => s.trim()).filter(Boolean);
            if (ids.length === 0 || ids.length > MAX_IDS) return sendError(ctx.res, 400, `Parameter 'ids' needs 1 to ${MAX_IDS} ids`);
            const data = ids.map((id) => libraryResource(source, library, kind, id, request.view, withTracks)).filter((r): r is Resource => r !== undefined);
            return sendJson(ctx.res, 200, { data });
          }
          const items = library.list(kind);
          const data = items.map((item) => libraryResource(source, library, kind, item.id, request.view, withTracks)).filter((r): r is Resource => r !== undefined);
          sendPage(ctx, `/v1/me/library/${kind}`, {}, data, LIST_PAGE);
        },
      },
      {
        method: 'GET',
        pattern: new RegExp(`^/v1/me/library/(?<type>${KINDS})/(?<id>[^/]+)/?$`),
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const resource = libraryResource(source, request.state.library, ctx.params.type as LibraryKind, ctx.params.id ?? '', request.view, true);
          if (!resource) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          sendJson(ctx.res, 200, { data: [resource] });
        },
      },
      {
        method: 'GET',
        pattern: new RegExp(`^/v1/me/library/(?<type>${KINDS})/(?<id>[^/]+)/(?<relationship>[a-z-]+)/?$`),
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          const kind = ctx.params.type as LibraryKind;
          const id = ctx.params.id ?? '';
          if (!request.state.library.has(kind, id)) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          const name = ctx.params.relationship ?? '';
          const items = related(source, request, kind, id, name);
          if (!items) return sendError(ctx.res, 404, `No relationship '${name}' on library-${kind}`);
          sendPage(ctx, libraryHref(kind, id, `/${name}`), {}, items, { limit: 100, maxLimit: 300 });
        },
      },
      {
        method: 'DELETE',
        pattern: new RegExp(`^/v1/me/library/(?<type>${KINDS})/(?<id>[^/]+)/?$`),
        auth: 'developer',
        handler: (ctx) => {
          const request = personalRequest(ctx, services);
          if (!request) return;
          if (!request.state.library.remove(ctx.params.type as LibraryKind, ctx.params.id ?? '')) {
            return sendError(ctx.res, 404, 'Resource with requested id was not found');
          }
          sendNoContent(ctx.res);
        },
      },
    ],
  };
}
