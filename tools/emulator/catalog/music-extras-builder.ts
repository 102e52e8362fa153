import type { Catalog } from './catalog.types.ts';
import type {
  CatalogCurator,
  CatalogEditorialItem,
  CatalogGenre,
  CatalogMusicMovie,
  CatalogRecordLabel,
  CatalogStation,
} from './catalog-extras.types.ts';
import { ADJECTIVES, LABELS, NOUNS } from './catalog-words.ts';
import type { ExtrasIdAllocator } from './extras-id-allocator.ts';
import { BRAND_CURATORS, ENCRYPTED_LIVE_STATION, LIVE_STATIONS, MUSIC_GENRE_IDS, TV_GENRES } from './extras-words.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface MusicExtras {
  readonly genres: Map<string, CatalogGenre>;
  readonly recordLabels: Map<string, CatalogRecordLabel>;
  readonly curators: Map<string, CatalogCurator>;
  readonly stations: Map<string, CatalogStation>;
  readonly artistStations: Map<string, string>;
  readonly musicMovies: Map<string, CatalogMusicMovie>;
  readonly editorialItems: Map<string, CatalogEditorialItem>;
}

const artworkName = (index: number): string => `cover-${String((index % 30) + 1).padStart(2, '0')}`;

/** The id of a music genre by name (the provider's numbering where known). */
export function musicGenreId(genres: ReadonlyMap<string, CatalogGenre>, name: string): string | undefined {
  for (const genre of genres.values()) if (genre.media === 'music' && genre.name === name) return genre.id;
  return undefined;
}

function buildGenres(catalog: Catalog): Map<string, CatalogGenre> {
  const genres = new Map<string, CatalogGenre>();
  genres.set('34', { id: '34', name: 'Music', media: 'music' });
  const names = [...new Set([...catalog.albums.values()].map((a) => a.genre))];
  let spare = 9000;
  for (const name of names) {
    const id = MUSIC_GENRE_IDS[name] ?? String(spare++);
    genres.set(id, { id, name, parentId: '34', media: 'music' });
  }
  for (const [id, name] of TV_GENRES) genres.set(id, { id, name, media: 'tv' });
  return genres;
}

/**
 * Genres, record labels, curators, stations (an algorithmic one per artist and per genre, and
 * two live ones, 002 §3 Station), music movies and music editorial items.
 */
export function buildMusicExtras(catalog: Catalog, rng: SeededRandom, ids: ExtrasIdAllocator): MusicExtras {
  const genres = buildGenres(catalog);
  const albums = [...catalog.albums.values()];

  const recordLabels = new Map<string, CatalogRecordLabel>();
  Object.values(LABELS).forEach((name, index) => {
    const albumIds = albums
      .filter((a) => a.recordLabel === name)
      .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.id.localeCompare(b.id))
      .map((a) => a.id);
    if (albumIds.length === 0) return;
    const id = ids.next(10);
    recordLabels.set(id, { id, name, description: `${name}: independent releases since ${rng.int(1988, 2012)}.`, artworkName: artworkName(index + 3), albumIds });
  });

  const curators = new Map<string, CatalogCurator>();
  const playlists = [...catalog.playlists.values()];
  const editors = [...new Set(playlists.map((p) => p.curatorName))];
  editors.forEach((name, index) => {
    const id = ids.next(10);
    const playlistIds = playlists.filter((p) => p.curatorName === name).map((p) => p.id);
    curators.set(id, { id, type: 'apple-curators', name, description: `Playlists from ${name}.`, artworkName: artworkName(index + 7), playlistIds });
  });
  BRAND_CURATORS.forEach(([name, description], index) => {
    const id = ids.next(10);
    const playlistIds = rng.shuffled(playlists).slice(0, 2).map((p) => p.id);
    curators.set(id, { id, type: 'curators', name, description, artworkName: artworkName(index + 13), playlistIds });
  });

  // Artist stations are 'ra.{artistId}' and song stations 'ra.{songId}' (made on demand); the
  // ids differ in length (9 and 10 digits), so they never collide.
  const stations = new Map<string, CatalogStation>();
  const artistStations = new Map<string, string>();
  [...catalog.artists.values()].forEach((artist, index) => {
    const id = `ra.${artist.id}`;
    stations.set(id, {
      id,
      name: `${artist.name} Station`,
      kind: 'artist',
      isLive: false,
      artworkName: artworkName(index),
      description: `Music by ${artist.name} and the artists who inspired them.`,
      seed: { type: 'artists', id: artist.id },
      genre: artist.genre,
    });
    artistStations.set(artist.id, id);
  });
  for (const genre of genres.values()) {
    if (genre.media !== 'music' || genre.parentId === undefined) continue;
    const id = `ra.g${genre.id}`;
    stations.set(id, {
      id,
      name: `${genre.name} Station`,
      kind: 'genre',
      isLive: false,
      artworkName: artworkName(Number(genre.id) % 30),
      description: `The best of ${genre.name}.`,
      seed: { type: 'genres', id: genre.id },
      genre: genre.name,
    });
  }
  LIVE_STATIONS.forEach(([name, description], index) => {
    const id = `ra.${ids.next(9)}`;
    stations.set(id, { id, name, kind: 'live', isLive: true, artworkName: artworkName(20 + index), description });
  });

  const musicMovies = new Map<string, CatalogMusicMovie>();
  const artists = rng.shuffled([...catalog.artists.values()]).slice(0, 3);
  artists.forEach((artist, index) => {
    const id = ids.next(10);
    const year = rng.int(2015, 2025);
    musicMovies.set(id, {
      id,
      name: `${artist.name}: Live at the ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`,
      artistId: artist.id,
      artistName: artist.name,
      genre: artist.genre,
      releaseDate: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      durationInMillis: rng.int(80, 115) * 60_000,
      description: `${artist.name} in concert, filmed in ${year}.`,
      artworkName: artworkName(24 + index),
    });
  });

  const editorialItems = new Map<string, CatalogEditorialItem>();
  const newest = [...albums].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate)).slice(0, 8);
  const music: readonly CatalogEditorialItem[] = [
    { id: ids.next(10), name: 'New Music Daily', kind: 'music', contents: playlists.slice(0, 4).map((p) => ({ type: 'playlists', id: p.id })) },
    { id: ids.next(10), name: 'Just Released', kind: 'music', contents: newest.map((a) => ({ type: 'albums', id: a.id })) },
    { id: ids.next(10), name: 'Live Radio', kind: 'music', contents: [...stations.values()].filter((s) => s.isLive).map((s) => ({ type: 'stations', id: s.id })) },
  ];
  for (const item of music) editorialItems.set(item.id, item);

  return { genres, recordLabels, curators, stations, artistStations, musicMovies, editorialItems };
}

/**
 * The encrypted live station (issue 20). Its id is drawn after every other generated id (the
 * allocator shares one random sequence), so adding it moved no id that tests or demo links name.
 */
export function addEncryptedLiveStation(stations: Map<string, CatalogStation>, ids: ExtrasIdAllocator): CatalogStation {
  const id = `ra.${ids.next(9)}`;
  const station: CatalogStation = { id, name: ENCRYPTED_LIVE_STATION[0], kind: 'live', isLive: true, artworkName: artworkName(20 + LIVE_STATIONS.length), description: ENCRYPTED_LIVE_STATION[1], encrypted: true };
  stations.set(id, station);
  return station;
}
