import { albumPopularity, chartIds } from './catalog-ranking.ts';
import type { Catalog } from './catalog.types.ts';
import { catalogStation } from './catalog-extras.ts';
import type { CatalogExtras, ResourceRef } from './catalog-extras.types.ts';
import { musicGenreId } from './music-extras-builder.ts';

/**
 * What each catalogue type links to (002 §7 relationships `{type}/{id}/{relationship}` and views
 * `{type}/{id}/view/{view}`), as data: one table for the extra types and one for the extra links
 * of songs, albums, artists and playlists (whose own relationships resource-serializer.ts keeps).
 */
export interface KindLink {
  readonly refs: (id: string) => readonly ResourceRef[];
  /** Inlined as full resources (else identifiers unless named in include=). */
  readonly full?: boolean;
}

export interface KindView {
  readonly title: string;
  readonly refs: (id: string) => readonly ResourceRef[];
}

export interface KindLinks {
  readonly relationships: Readonly<Record<string, KindLink>>;
  readonly views: Readonly<Record<string, KindView>>;
}

const refs = (type: string, ids: readonly string[]): ResourceRef[] => ids.map((id) => ({ type, id }));
const one = (type: string, id: string | undefined): ResourceRef[] => (id === undefined ? [] : [{ type, id }]);

/** Links of the extra types. */
export function extraLinks(catalog: Catalog, extras: CatalogExtras): Readonly<Record<string, KindLinks>> {
  const albumsByDate = (ids: readonly string[]): string[] =>
    [...ids].sort((a, b) => (catalog.albums.get(b)?.releaseDate ?? '').localeCompare(catalog.albums.get(a)?.releaseDate ?? '') || a.localeCompare(b));
  const albumsByPopularity = (ids: readonly string[]): string[] =>
    [...ids].sort((a, b) => albumPopularity(catalog, b) - albumPopularity(catalog, a) || a.localeCompare(b));
  const workoutsWhere = (test: (w: { modalityId: string; contributorIds: readonly string[] }) => boolean): ResourceRef[] =>
    refs('workouts', [...extras.workouts.values()].filter(test).map((w) => w.id));
  const curatorLinks: KindLinks = { relationships: { playlists: { refs: (id) => refs('playlists', extras.curators.get(id)?.playlistIds ?? []) } }, views: {} };
  return {
    genres: { relationships: { parent: { refs: (id) => one('genres', extras.genres.get(id)?.parentId) } }, views: {} },
    'record-labels': {
      relationships: {},
      views: {
        'latest-releases': { title: 'Latest Releases', refs: (id) => refs('albums', albumsByDate(extras.recordLabels.get(id)?.albumIds ?? [])) },
        'top-releases': { title: 'Top Releases', refs: (id) => refs('albums', albumsByPopularity(extras.recordLabels.get(id)?.albumIds ?? [])) },
      },
    },
    'apple-curators': curatorLinks,
    curators: curatorLinks,
    stations: { relationships: {}, views: {} },
    'uploaded-audios': { relationships: {}, views: {} },
    'uploaded-videos': { relationships: {}, views: {} },
    'music-movies': { relationships: { artists: { refs: (id) => one('artists', extras.musicMovies.get(id)?.artistId) } }, views: {} },
    podcasts: { relationships: { episodes: { refs: (id) => refs('podcast-episodes', extras.podcasts.get(id)?.episodeIds ?? []) } }, views: {} },
    'podcast-episodes': { relationships: { podcasts: { refs: (id) => one('podcasts', extras.podcastEpisodes.get(id)?.podcastId) } }, views: {} },
    modalities: { relationships: { workouts: { refs: (id) => workoutsWhere((w) => w.modalityId === id) } }, views: {} },
    contributors: { relationships: { workouts: { refs: (id) => workoutsWhere((w) => w.contributorIds.includes(id)) } }, views: {} },
    workouts: {
      relationships: {
        contributors: { refs: (id) => refs('contributors', extras.workouts.get(id)?.contributorIds ?? []) },
        modalities: { refs: (id) => one('modalities', extras.workouts.get(id)?.modalityId) },
        'workout-programs': { refs: (id) => one('workout-programs', extras.workouts.get(id)?.programId) },
      },
      views: {},
    },
    'workout-programs': { relationships: { workouts: { refs: (id) => refs('workouts', extras.workoutPrograms.get(id)?.workoutIds ?? []), full: true } }, views: {} },
    'editorial-items': { relationships: { contents: { refs: (id) => extras.editorialItems.get(id)?.contents ?? [], full: true } }, views: {} },
    'audio-books': { relationships: {}, views: {} },
    'tv-shows': {
      relationships: {
        seasons: { refs: (id) => refs('tv-seasons', extras.tvShows.get(id)?.seasonIds ?? []) },
        episodes: { refs: (id) => refs('tv-episodes', (extras.tvShows.get(id)?.seasonIds ?? []).flatMap((s) => extras.tvSeasons.get(s)?.episodeIds ?? [])) },
      },
      views: {},
    },
    'tv-seasons': {
      relationships: {
        episodes: { refs: (id) => refs('tv-episodes', extras.tvSeasons.get(id)?.episodeIds ?? []), full: true },
        show: { refs: (id) => one('tv-shows', extras.tvSeasons.get(id)?.showId) },
      },
      views: {},
    },
    'tv-episodes': {
      relationships: {
        show: { refs: (id) => one('tv-shows', extras.tvEpisodes.get(id)?.showId) },
        season: { refs: (id) => one('tv-seasons', extras.tvEpisodes.get(id)?.seasonId) },
      },
      views: {},
    },
    movies: { relationships: { genres: { refs: (id) => one('genres', extras.movies.get(id)?.genreId) } }, views: {} },
  };
}

/** Extra relationships and the views of songs, albums, artists and playlists. */
export function coreLinks(catalog: Catalog, extras: CatalogExtras): Readonly<Record<string, KindLinks>> {
  const genreOf = (name: string | undefined): ResourceRef[] => one('genres', name === undefined ? undefined : musicGenreId(extras.genres, name));
  const labelOf = (albumId: string): ResourceRef[] =>
    refs('record-labels', [...extras.recordLabels.values()].filter((l) => l.albumIds.includes(albumId)).map((l) => l.id));
  const topSongs = (artistId: string): string[] => chartIds(catalog, 'songs').filter((id) => catalog.songs.get(id)?.artistId === artistId);
  const artistAlbums = (artistId: string, singles: boolean): string[] =>
    (catalog.artists.get(artistId)?.albumIds ?? [])
      .filter((id) => catalog.albums.get(id)?.isSingle === singles)
      .sort((a, b) => (catalog.albums.get(b)?.releaseDate ?? '').localeCompare(catalog.albums.get(a)?.releaseDate ?? ''));
  const similarArtists = (artistId: string): string[] => {
    const genre = catalog.artists.get(artistId)?.genre;
    return [...catalog.artists.values()].filter((a) => a.id !== artistId && a.genre === genre).map((a) => a.id);
  };
  const curatorOf = (playlistId: string): ResourceRef[] =>
    [...extras.curators.values()].filter((c) => c.type === 'apple-curators' && c.playlistIds.includes(playlistId)).map((c) => ({ type: c.type, id: c.id }));
  return {
    artists: {
      relationships: {
        genres: { refs: (id) => genreOf(catalog.artists.get(id)?.genre) },
        station: { refs: (id) => one('stations', extras.artistStations.get(id)) },
        'music-movies': { refs: (id) => refs('music-movies', [...extras.musicMovies.values()].filter((m) => m.artistId === id).map((m) => m.id)) },
      },
      views: {
        'top-songs': { title: 'Top Songs', refs: (id) => refs('songs', topSongs(id)) },
        'full-albums': { title: 'Albums', refs: (id) => refs('albums', artistAlbums(id, false)) },
        singles: { title: 'Singles', refs: (id) => refs('albums', artistAlbums(id, true)) },
        'latest-release': { title: 'Latest Release', refs: (id) => refs('albums', (catalog.artists.get(id)?.albumIds ?? []).slice().sort((a, b) => (catalog.albums.get(b)?.releaseDate ?? '').localeCompare(catalog.albums.get(a)?.releaseDate ?? '')).slice(0, 1)) },
        'similar-artists': { title: 'Similar Artists', refs: (id) => refs('artists', similarArtists(id)) },
        // The provider's artist view of the catalogue playlists that feature the artist's songs.
        'featured-playlists': { title: 'Featured Playlists', refs: (id) => refs('playlists', [...catalog.playlists.values()].filter((p) => p.trackIds.some((t) => catalog.songs.get(t)?.artistId === id)).map((p) => p.id)) },
      },
    },
    songs: {
      relationships: {
        genres: { refs: (id) => genreOf(catalog.songs.get(id)?.genre) },
        station: { refs: (id) => (catalogStation(catalog, extras, `ra.${id}`) ? [{ type: 'stations', id: `ra.${id}` }] : []) },
      },
      views: {},
    },
    albums: {
      relationships: {
        genres: { refs: (id) => genreOf(catalog.albums.get(id)?.genre) },
        'record-labels': { refs: (id) => labelOf(id) },
      },
      views: {
        'related-albums': {
          title: 'You Might Also Like',
          refs: (id) => {
            const album = catalog.albums.get(id);
            return refs('albums', [...catalog.albums.values()].filter((a) => a.id !== id && a.genre === album?.genre && a.artistId !== album?.artistId).map((a) => a.id));
          },
        },
        'other-versions': { title: 'Other Versions', refs: () => [] },
      },
    },
    playlists: {
      relationships: { curator: { refs: (id) => curatorOf(id) } },
      views: {
        'featured-artists': {
          title: 'Featured Artists',
          refs: (id) => refs('artists', [...new Set((catalog.playlists.get(id)?.trackIds ?? []).map((t) => catalog.songs.get(t)?.artistId ?? ''))].filter(Boolean)),
        },
        'more-by-curator': {
          title: 'More by this Curator',
          refs: (id) => {
            const curator = catalog.playlists.get(id)?.curatorName;
            const sameCurator = [...catalog.playlists.values()].filter((p) => p.id !== id && p.curatorName === curator);
            return refs('playlists', (sameCurator.length > 0 ? sameCurator : [...catalog.playlists.values()].filter((p) => p.id !== id)).map((p) => p.id));
          },
        },
      },
    },
  };
}
