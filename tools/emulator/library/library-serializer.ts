import type { ResourceIndex } from '../catalog/resource-index.ts';
import type { Resource, ResourceIdentifier, ResourceView } from '../catalog/resource-serializer.ts';
import type { LibraryEntry, LibraryFolder, LibraryKind, LibraryPlaylist, LibraryStore } from './library-store.ts';

/** The music videos a library can hold (served by the music-video family's catalogue). */
export interface MusicVideoLookup {
  has(id: string): boolean;
  resource(id: string, view: ResourceView): Resource | undefined;
}

export interface LibrarySource {
  readonly index: ResourceIndex;
  readonly videos: MusicVideoLookup;
}

type Attributes = Record<string, unknown>;

/** The API collection of a library kind ('library-songs' → 'songs' in the path). */
export function libraryHref(collection: string, id: string, tail = ''): string {
  return `/v1/me/library/${collection}/${encodeURIComponent(id)}${tail}`;
}

const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const PICKED: Readonly<Record<string, readonly string[]>> = {
  songs: ['albumName', 'artistName', 'artwork', 'contentRating', 'discNumber', 'durationInMillis', 'genreNames', 'hasLyrics', 'name', 'releaseDate', 'trackNumber'],
  albums: ['artistName', 'artwork', 'contentRating', 'genreNames', 'name', 'releaseDate'],
  artists: ['name', 'artwork'],
  'music-videos': ['artistName', 'artwork', 'durationInMillis', 'genreNames', 'name', 'releaseDate'],
};
const PLAY_KIND: Readonly<Record<string, string>> = { songs: 'song', albums: 'album', 'music-videos': 'musicVideo' };

function catalogResource(source: LibrarySource, kind: LibraryKind, catalogId: string, view: ResourceView): Resource | undefined {
  return kind === 'music-videos' ? source.videos.resource(catalogId, view) : source.index.serialize({ type: kind, id: catalogId }, view, false);
}

function identifier(kind: string, id: string): ResourceIdentifier {
  return { id, type: `library-${kind}`, href: libraryHref(kind, id) };
}

function entryResource(source: LibrarySource, library: LibraryStore, entry: LibraryEntry, view: ResourceView, relationships: boolean): Resource | undefined {
  const catalog = catalogResource(source, entry.kind, entry.catalogId, view);
  if (!catalog) return undefined;
  const attributes: Attributes = {};
  for (const name of PICKED[entry.kind] ?? []) if (catalog.attributes[name] !== undefined) attributes[name] = catalog.attributes[name];
  attributes['dateAdded'] = isoTime(entry.addedAt);
  const playKind = PLAY_KIND[entry.kind];
  // 002 §3 playParams: id, catalogId; library items are marked isLibrary.
  if (playKind) attributes['playParams'] = { id: entry.id, kind: playKind, isLibrary: true, reporting: true, catalogId: entry.catalogId };
  if (entry.kind === 'albums') attributes['trackCount'] = entry.trackIds.length;
  const resource: Resource = { ...identifier(entry.kind, entry.id), attributes };
  if (!relationships) return resource;
  const rels: NonNullable<Resource['relationships']> = {
    catalog: { href: libraryHref(entry.kind, entry.id, '/catalog'), data: [{ id: catalog.id, type: catalog.type, href: catalog.href }] },
  };
  if (entry.kind === 'albums') {
    rels['tracks'] = { href: libraryHref('albums', entry.id, '/tracks'), data: tracksOf(source, library, entry.trackIds, view) };
  }
  if (entry.kind === 'artists') {
    const albums = library.list('albums').filter((a) => source.index.catalog.albums.get((a as LibraryEntry).catalogId)?.artistId === entry.catalogId);
    rels['albums'] = { href: libraryHref('artists', entry.id, '/albums'), data: albums.map((a) => identifier('albums', a.id)) };
  }
  return { ...resource, relationships: rels };
}

/** Library songs (and music videos) by id, full, in order; ids no longer known are left out. */
export function tracksOf(source: LibrarySource, library: LibraryStore, ids: readonly string[], view: ResourceView): Resource[] {
  return ids
    .map((id) => {
      const known = library.known(id);
      if (!known || known.kind === 'playlists') return undefined;
      const entry = library.entries.get(id) ?? { id, kind: known.kind, catalogId: known.catalogId, addedAt: Date.now(), seq: 0, trackIds: [] };
      return entryResource(source, library, entry as LibraryEntry, view, false);
    })
    .filter((r): r is Resource => r !== undefined);
}

function playlistResource(source: LibrarySource, library: LibraryStore, playlist: LibraryPlaylist, view: ResourceView, relationships: boolean): Resource {
  const catalog = playlist.catalogId ? source.index.serialize({ type: 'playlists', id: playlist.catalogId }, view, false) : undefined;
  const attributes: Attributes = {
    canEdit: playlist.canEdit,
    dateAdded: isoTime(playlist.addedAt),
    description: { standard: playlist.description },
    hasCatalog: catalog !== undefined,
    isPublic: false,
    lastModifiedDate: isoTime(playlist.modifiedAt),
    name: playlist.name,
    playParams: { id: playlist.id, kind: 'playlist', isLibrary: true, ...(playlist.catalogId ? { globalId: playlist.catalogId } : {}) },
    ...(catalog?.attributes['artwork'] ? { artwork: catalog.attributes['artwork'] } : {}),
  };
  const resource: Resource = { ...identifier('playlists', playlist.id), attributes };
  if (!relationships) return resource;
  const parent = library.folders.get(playlist.parentId);
  return {
    ...resource,
    relationships: {
      tracks: { href: libraryHref('playlists', playlist.id, '/tracks'), data: tracksOf(source, library, playlist.trackIds, view) },
      ...(parent ? { parent: { href: libraryHref('playlists', playlist.id, '/parent'), data: [folderResource(parent)] } } : {}),
      ...(catalog ? { catalog: { href: libraryHref('playlists', playlist.id, '/catalog'), data: [{ id: catalog.id, type: catalog.type, href: catalog.href }] } } : {}),
    },
  };
}

export function folderResource(folder: LibraryFolder): Resource {
  return {
    id: folder.id,
    type: 'library-playlist-folders',
    href: libraryHref('playlist-folders', folder.id),
    attributes: { name: folder.name, dateAdded: isoTime(folder.addedAt) },
  };
}

/**
 * A library resource (library-songs, -albums, -artists, -music-videos, -playlists) as the
 * provider answers it; `relationships` attaches tracks (albums and playlists, 002 §7
 * include=tracks), catalog and parent.
 */
export function libraryResource(source: LibrarySource, library: LibraryStore, kind: LibraryKind, id: string, view: ResourceView, relationships: boolean): Resource | undefined {
  if (!library.has(kind, id)) return undefined;
  if (kind === 'playlists') return playlistResource(source, library, library.playlists.get(id) as LibraryPlaylist, view, relationships);
  return entryResource(source, library, library.entries.get(id) as LibraryEntry, view, relationships);
}
