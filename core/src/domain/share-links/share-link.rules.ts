import type { ApiResource } from './api-resource.ts';
import { readContentId } from './media-url.parser.ts';

/** The share-link shapes of 002 §2. */
export type ShareLinkShape =
  | 'album'
  | 'album-song'
  | 'algorithmic-station'
  | 'artist'
  | 'genre-stations'
  | 'library-album'
  | 'library-album-song'
  | 'library-playlist'
  | 'music-video'
  | 'personal-station'
  | 'personal-mix'
  | 'playlist'
  | 'song'
  | 'station-change-request';

export interface ShareLinkInput {
  /** The path segment after the storefront. */
  readonly kind: string;
  readonly rest: readonly string[];
  /** The raw `?i=` value; each rule checks it has the id form it expects. */
  readonly trackId: string | undefined;
  readonly query: URLSearchParams;
}

export interface ShareLinkMatch {
  readonly id: string;
  readonly containerId?: string;
  /** Genre stations: which filter the id belongs to. */
  readonly facet?: string;
}

export interface ShareLinkRule {
  readonly shape: ShareLinkShape;
  /** Library links have no storefront; every other shape needs one (002 §2). */
  readonly library?: boolean;
  match(input: ShareLinkInput): ShareLinkMatch | undefined;
  resource(context: ShareLinkMatch & { readonly storefrontId: string }): ApiResource;
}

/** The genre-station filters (002 §2: "filters genres, eras, tags, moods"). */
const GENRE_STATION_FACETS = ['genres', 'eras', 'tags', 'moods'] as const;

const NUMERIC = /^\d+$/;
const enc = encodeURIComponent;

/** The id of /{kind}/{slug?}/{id}: the last of one or two segments. */
function lastOfSlugAndId(rest: readonly string[]): string | undefined {
  return rest.length === 1 || rest.length === 2 ? rest[rest.length - 1] : undefined;
}

function catalogId(rest: readonly string[], accept: (id: string) => boolean): string | undefined {
  const segment = lastOfSlugAndId(rest);
  const id = segment === undefined ? undefined : readContentId(segment);
  return id !== undefined && accept(id) ? id : undefined;
}

function numericOf(kind: string) {
  return ({ kind: k, rest }: ShareLinkInput): ShareLinkMatch | undefined => {
    if (k !== kind) return undefined;
    const id = catalogId(rest, (candidate) => NUMERIC.test(candidate));
    return id === undefined ? undefined : { id };
  };
}

function prefixedOf(kinds: readonly string[], prefix: RegExp) {
  return ({ kind, rest }: ShareLinkInput): ShareLinkMatch | undefined => {
    if (!kinds.includes(kind)) return undefined;
    const id = catalogId(rest, (candidate) => prefix.test(candidate));
    return id === undefined ? undefined : { id };
  };
}

function catalog(type: string) {
  return ({ storefrontId, id }: ShareLinkMatch & { readonly storefrontId: string }): ApiResource => ({
    method: 'GET',
    path: `/v1/catalog/${enc(storefrontId)}/${type}/${enc(id)}`,
  });
}

function library(type: string, params?: Readonly<Record<string, string>>) {
  return ({ id }: ShareLinkMatch): ApiResource => ({
    method: 'GET',
    path: `/v1/me/library/${type}/${enc(id)}`,
    ...(params ? { params } : {}),
  });
}

function libraryPath(folders: readonly string[], prefix: RegExp) {
  return ({ kind, rest }: ShareLinkInput): ShareLinkMatch | undefined => {
    const [folder, id, ...extra] = rest;
    if (kind !== 'library' || folder === undefined || !folders.includes(folder) || id === undefined || extra.length > 0) return undefined;
    return prefix.test(id) ? { id } : undefined;
  };
}

const LIBRARY_ALBUM_ID = /^l\.[A-Za-z0-9]+$/;
const LIBRARY_SONG_ID = /^i\.[A-Za-z0-9]+$/;
const LIBRARY_PLAYLIST_ID = /^p\.[A-Za-z0-9]+$/;

/**
 * 002 §2 share-link shapes as data, in matching order (the more specific id prefixes first).
 * URL forms the spec leaves open are our choice (docs/decisions.md): genre stations are
 * /{sf}/stations/{genres|eras|tags|moods}/{slug?}/{id}; a station change-request is
 * /{sf}/change-station/{id}; a personal mix is a playlist or station link with an 'mx.' id.
 */
export const SHARE_LINK_RULES: readonly ShareLinkRule[] = [
  {
    shape: 'personal-station',
    match: ({ kind, rest }) => (kind === 'station' && lastOfSlugAndId(rest) === 'me' ? { id: 'me' } : undefined),
    resource: ({ storefrontId }) => ({
      method: 'GET',
      path: `/v1/catalog/${enc(storefrontId)}/stations`,
      params: { 'filter[identity]': 'personal' },
    }),
  },
  { shape: 'algorithmic-station', match: prefixedOf(['station'], /^(ra|st)\./), resource: catalog('stations') },
  { shape: 'personal-mix', match: prefixedOf(['playlist', 'station'], /^mx\./), resource: catalog('playlists') },
  { shape: 'playlist', match: prefixedOf(['playlist'], /^pl\./), resource: catalog('playlists') },
  {
    shape: 'album-song',
    match: (input) => {
      const album = numericOf('album')(input);
      return album && input.trackId !== undefined && NUMERIC.test(input.trackId)
        ? { id: input.trackId, containerId: album.id }
        : undefined;
    },
    resource: catalog('songs'),
  },
  {
    shape: 'album',
    // An album link whose i= is not a catalogue id names no song: not a share link.
    match: (input) => (input.query.has('i') ? undefined : numericOf('album')(input)),
    resource: catalog('albums'),
  },
  {
    shape: 'artist',
    match: numericOf('artist'),
    // 002 §2 "artist: default playable content"
    resource: ({ storefrontId, id }) => ({
      method: 'GET',
      path: `/v1/catalog/${enc(storefrontId)}/artists/${enc(id)}/view/default-playable-content`,
    }),
  },
  { shape: 'music-video', match: numericOf('music-video'), resource: catalog('music-videos') },
  { shape: 'song', match: numericOf('song'), resource: catalog('songs') },
  {
    shape: 'genre-stations',
    match: ({ kind, rest }) => {
      const [facet, ...slugAndId] = rest;
      if (kind !== 'stations' || !(GENRE_STATION_FACETS as readonly string[]).includes(facet ?? '')) return undefined;
      const id = lastOfSlugAndId(slugAndId);
      return id !== undefined && /^[A-Za-z0-9._-]+$/.test(id) && facet !== undefined ? { id, facet } : undefined;
    },
    resource: ({ storefrontId, id, facet }) => ({
      method: 'GET',
      path: `/v1/catalog/${enc(storefrontId)}/stations`,
      params: { [`filter[${facet ?? 'genres'}]`]: id },
    }),
  },
  {
    shape: 'station-change-request',
    match: ({ kind, rest }) => {
      const id = rest.length === 1 ? readContentId(rest[0] ?? '') : undefined;
      return kind === 'change-station' && id !== undefined ? { id } : undefined;
    },
    resource: ({ id }) => ({ method: 'POST', path: `/v1/me/stations/change-station/${enc(id)}` }),
  },
  {
    shape: 'library-album-song',
    library: true,
    match: (input) => {
      const album = libraryPath(['albums', 'album'], LIBRARY_ALBUM_ID)(input);
      return album && input.trackId !== undefined && LIBRARY_SONG_ID.test(input.trackId)
        ? { id: input.trackId, containerId: album.id }
        : undefined;
    },
    resource: library('songs'),
  },
  {
    shape: 'library-album',
    library: true,
    match: (input) => (input.query.has('i') ? undefined : libraryPath(['albums', 'album'], LIBRARY_ALBUM_ID)(input)),
    // 002 §7: include=tracks for library playlists and albums
    resource: library('albums', { include: 'tracks' }),
  },
  {
    shape: 'library-playlist',
    library: true,
    match: libraryPath(['playlists', 'playlist'], LIBRARY_PLAYLIST_ID),
    resource: library('playlists', { include: 'tracks' }),
  },
];
