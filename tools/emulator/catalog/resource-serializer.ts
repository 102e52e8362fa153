import type { Catalog, CatalogAlbum, CatalogArtist, CatalogPlaylist, CatalogResourceType, CatalogSong } from './catalog.types.ts';

/**
 * Turns catalogue records into provider resources ({ id, type, href, attributes,
 * relationships }) for one request: `href`s are server-relative paths with the request's
 * storefront (000 §3 Storefront href shape; 001 §7 re-requests `next` with the base path
 * stripped, so they stay relative as the real API's), while artwork and preview URLs are
 * absolute on the request's own host.
 */

export interface ResourceView {
  /** 'http://host:port' the client addressed. */
  readonly origin: string;
  readonly storefront: string;
  /** Relationship names from `include=`: those are expanded to full resources. */
  readonly include: ReadonlySet<string>;
}

export interface ResourceIdentifier {
  readonly id: string;
  readonly type: string;
  readonly href: string;
}

export interface Resource extends ResourceIdentifier {
  readonly attributes: Record<string, unknown>;
  readonly relationships?: Record<string, { href: string; data: (Resource | ResourceIdentifier)[]; next?: string }>;
}

/** Share-link host (002 §2 share-link shapes; 000 §2 media URL shape). */
export const SHARE_HOST = 'https://music.example.com';
const ARTWORK_SIZE = 300;

export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

export function catalogHref(view: ResourceView, type: string, id: string, relationship?: string): string {
  return `/v1/catalog/${view.storefront}/${type}/${encodeURIComponent(id)}${relationship ? `/${relationship}` : ''}`;
}

/** Artwork with the {w}x{h}bb.{f} placeholders the library fills in (000 §3, §9). */
function artwork(view: ResourceView, name: string): Record<string, unknown> {
  return { width: ARTWORK_SIZE, height: ARTWORK_SIZE, url: `${view.origin}/artwork/${name}/{w}x{h}bb.{f}` };
}

/** Clear HLS rendition of a song's clip: the 30 s "preview" stream (here: the whole clip). */
export function previewUrl(view: ResourceView, clipId: string): string {
  return `${view.origin}/media/audio/${clipId}/clear/master.m3u8`;
}

function identifier(view: ResourceView, type: string, id: string): ResourceIdentifier {
  return { id, type, href: catalogHref(view, type, id) };
}

function songAttributes(catalog: Catalog, song: CatalogSong, view: ResourceView): Record<string, unknown> {
  const album = catalog.albums.get(song.albumId);
  const attributes: Record<string, unknown> = {
    albumName: song.albumName,
    artistName: song.artistName,
    artwork: artwork(view, song.artworkName),
    composerName: song.composerName,
    discNumber: song.discNumber,
    durationInMillis: song.durationInMillis,
    genreNames: [song.genre, 'Music'],
    hasCredits: false,
    hasLyrics: song.hasLyrics,
    isAppleDigitalMaster: false,
    isrc: song.isrc,
    name: song.name,
    playParams: { id: song.id, kind: 'song' },
    previews: [{ url: previewUrl(view, song.clipId) }],
    releaseDate: song.releaseDate,
    trackNumber: song.trackNumber,
    url: `${SHARE_HOST}/${view.storefront}/album/${slugify(album?.name ?? song.albumName)}/${song.albumId}?i=${song.id}`,
  };
  if (song.explicit) attributes.contentRating = 'explicit';
  if (song.classical) {
    attributes.workName = song.classical.workName;
    attributes.movementName = song.classical.movementName;
    attributes.movementNumber = song.classical.movementNumber;
    attributes.movementCount = song.classical.movementCount;
    attributes.attribution = song.artistName;
  }
  return attributes;
}

function albumAttributes(album: CatalogAlbum, view: ResourceView): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
    artistName: album.artistName,
    artwork: artwork(view, album.artworkName),
    copyright: album.copyright,
    editorialNotes: { standard: album.editorialNote, short: album.editorialNote.split(':')[0] },
    genreNames: [album.genre, 'Music'],
    isCompilation: album.isCompilation,
    isComplete: true,
    isMasteredForItunes: false,
    isSingle: album.isSingle,
    name: album.name,
    playParams: { id: album.id, kind: 'album' },
    recordLabel: album.recordLabel,
    releaseDate: album.releaseDate,
    trackCount: album.trackIds.length,
    upc: album.upc,
    url: `${SHARE_HOST}/${view.storefront}/album/${slugify(album.name)}/${album.id}`,
  };
  if (album.explicit) attributes.contentRating = 'explicit';
  return attributes;
}

function artistAttributes(artist: CatalogArtist, view: ResourceView): Record<string, unknown> {
  return {
    artwork: artwork(view, artist.artworkName),
    genreNames: [artist.genre],
    name: artist.name,
    url: `${SHARE_HOST}/${view.storefront}/artist/${slugify(artist.name)}/${artist.id}`,
  };
}

function playlistAttributes(playlist: CatalogPlaylist, view: ResourceView): Record<string, unknown> {
  return {
    artwork: artwork(view, playlist.artworkName),
    curatorName: playlist.curatorName,
    description: { standard: playlist.description, short: playlist.shortDescription },
    isChart: false,
    lastModifiedDate: playlist.lastModifiedDate,
    name: playlist.name,
    playParams: { id: playlist.id, kind: 'playlist' },
    playlistType: 'editorial',
    url: `${SHARE_HOST}/${view.storefront}/playlist/${slugify(playlist.name)}/${playlist.id}`,
  };
}

interface RelationshipSpec {
  readonly type: CatalogResourceType;
  readonly ids: (catalog: Catalog, id: string) => readonly string[];
  /** The real API inlines these as full resources (album and playlist tracks); others are identifiers unless `include`d. */
  readonly full: boolean;
}

/** Which relationships each type has (and which relationship endpoints exist, 002 §7). */
export const RELATIONSHIPS: Readonly<Record<CatalogResourceType, Readonly<Record<string, RelationshipSpec>>>> = {
  songs: {
    albums: { type: 'albums', ids: (c, id) => [c.songs.get(id)?.albumId ?? ''].filter(Boolean), full: false },
    artists: { type: 'artists', ids: (c, id) => [c.songs.get(id)?.artistId ?? ''].filter(Boolean), full: false },
  },
  albums: {
    artists: { type: 'artists', ids: (c, id) => [c.albums.get(id)?.artistId ?? ''].filter(Boolean), full: false },
    tracks: { type: 'songs', ids: (c, id) => c.albums.get(id)?.trackIds ?? [], full: true },
  },
  artists: {
    albums: { type: 'albums', ids: (c, id) => c.artists.get(id)?.albumIds ?? [], full: false },
  },
  playlists: {
    tracks: { type: 'songs', ids: (c, id) => c.playlists.get(id)?.trackIds ?? [], full: true },
  },
};

export function hasResource(catalog: Catalog, type: CatalogResourceType, id: string): boolean {
  return catalog[type].has(id);
}

/**
 * One resource. With `relationships`, its relationships are attached (as the real API does for
 * a resource fetched by id); resources nested inside relationships never carry their own.
 */
export function serializeResource(
  catalog: Catalog,
  type: CatalogResourceType,
  id: string,
  view: ResourceView,
  relationships: boolean,
): Resource | undefined {
  let attributes: Record<string, unknown>;
  switch (type) {
    case 'songs': {
      const song = catalog.songs.get(id);
      if (!song) return undefined;
      attributes = songAttributes(catalog, song, view);
      break;
    }
    case 'albums': {
      const album = catalog.albums.get(id);
      if (!album) return undefined;
      attributes = albumAttributes(album, view);
      break;
    }
    case 'artists': {
      const artist = catalog.artists.get(id);
      if (!artist) return undefined;
      attributes = artistAttributes(artist, view);
      break;
    }
    case 'playlists': {
      const playlist = catalog.playlists.get(id);
      if (!playlist) return undefined;
      attributes = playlistAttributes(playlist, view);
      break;
    }
  }
  const resource: Resource = { ...identifier(view, type, id), attributes };
  if (!relationships) return resource;

  const rels: NonNullable<Resource['relationships']> = {};
  for (const [name, spec] of Object.entries(RELATIONSHIPS[type])) {
    const full = spec.full || view.include.has(name);
    const data = spec
      .ids(catalog, id)
      .map((relatedId) => (full ? serializeResource(catalog, spec.type, relatedId, view, false) : identifier(view, spec.type, relatedId)))
      .filter((r): r is Resource | ResourceIdentifier => r !== undefined);
    rels[name] = { href: catalogHref(view, type, id, name), data };
  }
  return { ...resource, relationships: rels };
}

export function isCatalogResourceType(type: string): type is CatalogResourceType {
  return type === 'songs' || type === 'albums' || type === 'artists' || type === 'playlists';
}
