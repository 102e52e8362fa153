import { createHash } from 'node:crypto';
import { SHARE_HOST, slugify } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';
import { librarySourceOf } from '../library/library-source.ts';
import { folderResource, libraryHref, libraryResource, type LibrarySource } from '../library/library-serializer.ts';
import { ROOT_FOLDER_ID, type LibraryPlaylist, type LibraryStore } from '../library/library-store.ts';
import { objectBody, personalRequest, refsOf, type PersonalRequest } from '../library/personal-request.ts';
import { sendPage } from './resource-routes.ts';

/** Track types a library playlist takes (002 §3 Library playlist create: tracks as {id, type}). */
const TRACK_TYPES = new Set(['songs', 'library-songs', 'music-videos', 'library-music-videos']);

/**
 * Library ids for playlist tracks; undefined (answered) when one is not valid. Catalogue songs
 * and videos join the library (as the provider adds a playlist's new songs to the library), so
 * every playlist track is a library item. Checks all tracks before changing anything.
 */
function trackIds(ctx: RequestContext, source: LibrarySource, library: LibraryStore, data: unknown): string[] | undefined {
  const refs = refsOf(ctx, data, 'tracks');
  if (!refs) return undefined;
  const bad = refs.find((ref) => !TRACK_TYPES.has(ref.type));
  if (bad) {
    sendError(ctx.res, 400, `Invalid track type '${bad.type}' (one of ${[...TRACK_TYPES].join(', ')})`);
    return undefined;
  }
  const missing = refs.find((ref) => {
    if (ref.type === 'songs') return !source.index.has('songs', ref.id);
    if (ref.type === 'music-videos') return !source.videos.has(ref.id);
    return !library.has(ref.type === 'library-songs' ? 'songs' : 'music-videos', ref.id);
  });
  if (missing) {
    sendError(ctx.res, 404, `Track ${missing.type}/${missing.id} was not found`);
    return undefined;
  }
  return refs.map((ref) => (ref.type === 'songs' ? library.addSong(ref.id) : ref.type === 'music-videos' ? library.addMusicVideo(ref.id) : ref.id));
}

function textAttribute(value: unknown, name: string, ctx: RequestContext, required: boolean): string | undefined | null {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || (name === 'name' && value.trim() === '')) {
    sendError(ctx.res, 400, `attributes.${name} must be a ${name === 'name' ? 'non-empty ' : ''}string`);
    return null;
  }
  return value;
}

/** The folder named by relationships.parent.data[0], root by default; null (answered) when unknown. */
function parentOf(ctx: RequestContext, library: LibraryStore, relationships: unknown): string | null {
  const data = (relationships as { parent?: { data?: unknown } } | undefined)?.parent?.data;
  if (data === undefined) return ROOT_FOLDER_ID;
  const id = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined)?.id : undefined;
  if (typeof id !== 'string' || !library.folders.has(id)) {
    sendError(ctx.res, 404, 'The parent playlist folder was not found');
    return null;
  }
  return id;
}

/** The playlist of the path, editable; undefined (answered 404 or 403) otherwise. */
function editablePlaylist(ctx: RequestContext, request: PersonalRequest): LibraryPlaylist | undefined {
  const playlist = request.state.library.playlists.get(ctx.params.id ?? '');
  if (!playlist) {
    sendError(ctx.res, 404, 'Resource with requested id was not found');
    return undefined;
  }
  if (!playlist.canEdit) {
    sendError(ctx.res, 403, 'This playlist was added from the catalogue and cannot be edited');
    return undefined;
  }
  return playlist;
}

/** Folder children: its folders, then its playlists, oldest first. */
function children(source: LibrarySource, request: PersonalRequest, folderId: string) {
  const { library } = request.state;
  const folders = [...library.folders.values()].filter((f) => f.parentId === folderId).sort((a, b) => a.seq - b.seq).map(folderResource);
  const playlists = library.list('playlists').filter((p) => (p as LibraryPlaylist).parentId === folderId).map((p) => libraryResource(source, library, 'playlists', p.id, request.view, false));
  return [...folders, ...playlists.filter((p) => p !== undefined)];
}

/**
 * Library playlists and folders (002 §7 Library): POST me/library/playlists with
 * attributes{name,description} and relationships.tracks.data (and optionally parent) → 201;
 * PATCH playlists/{id} (attributes) → 204; PUT (replace) or POST (append) playlists/{id}/tracks
 * with {data} → 204; POST playlists/{id}/catalog → the catalogue playlist; playlist-folders
 * (filter[identity]=playlistsroot for the root), folders/{id}, folders/{id}/children (empty: 200, no data),
 * and POST playlist-folders. Copies of catalogue playlists cannot be edited (403).
 */
export function libraryPlaylistRoutes(services: EmulatorServices): RouteFamily {
  const source = librarySourceOf(services);
  const withRequest = (handle: (ctx: RequestContext, request: PersonalRequest) => void) => (ctx: RequestContext) => {
    const request = personalRequest(ctx, services);
    if (request) handle(ctx, request);
  };
  const tracksRoute = (method: 'PUT' | 'POST') => ({
    method,
    pattern: '/v1/me/library/playlists/:id/tracks',
    auth: 'developer' as const,
    handler: withRequest((ctx, request) => {
      const playlist = editablePlaylist(ctx, request);
      const body = playlist && objectBody(ctx);
      const ids = body && trackIds(ctx, source, request.state.library, body['data']);
      if (!playlist || !ids) return;
      playlist.trackIds = method === 'PUT' ? ids : [...playlist.trackIds, ...ids];
      playlist.modifiedAt = Date.now();
      sendNoContent(ctx.res);
    }),
  });
  return {
    prefixes: ['/v1/me/'],
    routes: [
      {
        method: 'POST',
        pattern: '/v1/me/library/playlists',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const { library } = request.state;
          const body = objectBody(ctx);
          if (!body) return;
          const attributes = (body['attributes'] ?? {}) as Record<string, unknown>;
          const name = textAttribute(attributes['name'], 'name', ctx, true);
          const description = name === null ? null : textAttribute(attributes['description'], 'description', ctx, false);
          if (name === null || name === undefined || description === null) return;
          const relationships = body['relationships'] as { tracks?: { data?: unknown } } | undefined;
          const parentId = parentOf(ctx, library, relationships);
          const tracks = parentId === null ? undefined : trackIds(ctx, source, library, relationships?.tracks?.data ?? []);
          if (parentId === null || !tracks) return;
          const playlist = library.createPlaylist({ name, description: description ?? '', trackIds: tracks, parentId });
          sendJson(ctx.res, 201, { data: [libraryResource(source, library, 'playlists', playlist.id, request.view, true)] });
        }),
      },
      {
        method: 'PATCH',
        pattern: '/v1/me/library/playlists/:id',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const playlist = editablePlaylist(ctx, request);
          const body = playlist && objectBody(ctx);
          if (!playlist || !body) return;
          const attributes = (body['attributes'] ?? {}) as Record<string, unknown>;
          const name = textAttribute(attributes['name'], 'name', ctx, false);
          const description = name === null ? null : textAttribute(attributes['description'], 'description', ctx, false);
          if (name === null || description === null) return;
          if (name !== undefined) playlist.name = name;
          if (description !== undefined) playlist.description = description;
          playlist.modifiedAt = Date.now();
          sendNoContent(ctx.res);
        }),
      },
      tracksRoute('PUT'),
      tracksRoute('POST'),
      {
        method: 'POST',
        pattern: '/v1/me/library/playlists/:id/catalog',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const playlist = request.state.library.playlists.get(ctx.params.id ?? '');
          if (!playlist) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          if (playlist.catalogId) return sendJson(ctx.res, 200, { data: [source.index.serialize({ type: 'playlists', id: playlist.catalogId }, request.view, false)] });
          // A listener's own playlist gets a shareable catalogue id ('pl.u-…', as user playlists have).
          const id = `pl.u-${createHash('sha256').update(playlist.id).digest('base64url').replace(/[-_]/g, '').slice(0, 14)}`;
          sendJson(ctx.res, 200, {
            data: [
              {
                id,
                type: 'playlists',
                href: `/v1/catalog/${request.view.storefront}/playlists/${id}`,
                attributes: {
                  name: playlist.name,
                  description: { standard: playlist.description },
                  curatorName: request.listener.name,
                  playlistType: 'user-shared',
                  playParams: { id, kind: 'playlist' },
                  url: `${SHARE_HOST}/${request.view.storefront}/playlist/${slugify(playlist.name)}/${id}`,
                },
              },
            ],
          });
        }),
      },
      {
        method: 'GET',
        pattern: '/v1/me/library/playlist-folders',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const identity = ctx.query.get('filter[identity]');
          const { folders } = request.state.library;
          if (identity !== null && identity !== 'playlistsroot') return sendError(ctx.res, 400, `Invalid value '${identity}' for 'filter[identity]'`);
          const list = identity === null ? [...folders.values()].sort((a, b) => a.seq - b.seq) : [folders.get(ROOT_FOLDER_ID)!];
          sendPage(ctx, '/v1/me/library/playlist-folders', identity === null ? {} : { 'filter[identity]': identity }, list.map(folderResource), { limit: 25, maxLimit: 100 });
        }),
      },
      {
        method: 'POST',
        pattern: '/v1/me/library/playlist-folders',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const body = objectBody(ctx);
          if (!body) return;
          const name = textAttribute(((body['attributes'] ?? {}) as Record<string, unknown>)['name'], 'name', ctx, true);
          const parentId = name ? parentOf(ctx, request.state.library, body['relationships']) : null;
          if (!name || parentId === null) return;
          sendJson(ctx.res, 201, { data: [folderResource(request.state.library.createFolder(name, parentId))] });
        }),
      },
      {
        method: 'GET',
        pattern: '/v1/me/library/playlist-folders/:id',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const folder = request.state.library.folders.get(ctx.params.id ?? '');
          if (!folder) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          sendJson(ctx.res, 200, { data: [folderResource(folder)] });
        }),
      },
      {
        method: 'GET',
        pattern: '/v1/me/library/playlist-folders/:id/children',
        auth: 'developer',
        handler: withRequest((ctx, request) => {
          const id = ctx.params.id ?? '';
          if (!request.state.library.folders.has(id)) return sendError(ctx.res, 404, 'Resource with requested id was not found');
          const items = children(source, request, id);
          sendPage(ctx, libraryHref('playlist-folders', id, '/children'), {}, items, { limit: 25, maxLimit: 100 });
        }),
      },
    ],
  };
}
