import type { Catalog } from './catalog.types.ts';
import type { CatalogExtras, CatalogStation, CatalogUpload } from './catalog-extras.types.ts';
import { ExtrasIdAllocator } from './extras-id-allocator.ts';
import { buildMediaExtras } from './media-extras-builder.ts';
import { addEncryptedLiveStation, buildMusicExtras } from './music-extras-builder.ts';
import { SeededRandom } from './seeded-random.ts';

/** Mixed with the song catalogue's first album id, so another catalogue seed gives other extras. */
const EXTRAS_SEED = 0x45585452;

const built = new WeakMap<Catalog, CatalogExtras>();

/**
 * The catalogue extras of a song catalogue (genres, labels, curators, stations, music movies,
 * podcasts, fitness, audiobooks, TV), built once per catalogue and the same on every run. Route
 * families and tests share the one instance.
 *
 * @example
 *   const extras = catalogExtrasOf(emulator.catalog);
 *   const [podcast] = extras.podcasts.values();
 */
export function catalogExtrasOf(catalog: Catalog): CatalogExtras {
  const existing = built.get(catalog);
  if (existing) return existing;
  const firstAlbum = Number([...catalog.albums.keys()][0] ?? 0);
  const rng = new SeededRandom((EXTRAS_SEED ^ firstAlbum) >>> 0);
  const taken = [...catalog.artists.keys(), ...catalog.albums.keys(), ...catalog.songs.keys(), ...catalog.playlists.keys()];
  const ids = new ExtrasIdAllocator(rng, taken);
  const clipIds = [...new Set([...catalog.songs.values()].map((s) => s.clipId))].sort();
  const music = buildMusicExtras(catalog, rng, ids);
  const media = buildMediaExtras(rng, ids, clipIds);
  const editorialItems = new Map(music.editorialItems);
  for (const item of media.fitnessEditorialItems) editorialItems.set(item.id, item);
  const extras: CatalogExtras = {
    genres: music.genres,
    recordLabels: music.recordLabels,
    curators: music.curators,
    stations: music.stations,
    artistStations: music.artistStations,
    musicMovies: music.musicMovies,
    editorialItems,
    podcasts: media.podcasts,
    podcastEpisodes: media.podcastEpisodes,
    modalities: media.modalities,
    contributors: media.contributors,
    workouts: media.workouts,
    workoutPrograms: media.workoutPrograms,
    audioBooks: media.audioBooks,
    tvShows: media.tvShows,
    tvSeasons: media.tvSeasons,
    tvEpisodes: media.tvEpisodes,
    movies: media.movies,
    // Made last, so adding them moved no other generated id.
    uploads: buildUploads(ids, clipIds),
  };
  addEncryptedLiveStation(music.stations, ids);
  built.set(catalog, extras);
  return extras;
}

/**
 * A catalogue station by id: a stored one (artist, genre, live) or a song station 'ra.{songId}',
 * which the provider makes for any song on demand (002 §3 Station option 'song').
 */
export function catalogStation(catalog: Catalog, extras: CatalogExtras, id: string): CatalogStation | undefined {
  const stored = extras.stations.get(id);
  if (stored) return stored;
  const song = id.startsWith('ra.') ? catalog.songs.get(id.slice(3)) : undefined;
  if (!song) return undefined;
  return {
    id,
    name: `${song.name} Station`,
    kind: 'song',
    isLive: false,
    artworkName: song.artworkName,
    description: `Music inspired by “${song.name}” by ${song.artistName}.`,
    seed: { type: 'songs', id: song.id },
    genre: song.genre,
  };
}

/** Two uploaded audios on the first clips and one uploaded video (002 §3 uploadedAudio, uploadedVideo). */
function buildUploads(ids: ExtrasIdAllocator, clipIds: readonly string[]): Map<string, CatalogUpload> {
  const uploads = new Map<string, CatalogUpload>();
  clipIds.slice(0, 2).forEach((clipId, index) => {
    const id = ids.next(10);
    uploads.set(id, { id, type: 'uploaded-audios', name: `Home Recording ${index + 1}`, artistName: 'Uploaded by the artist', durationInMillis: 7_000, clipId });
  });
  const video = ids.next(10);
  uploads.set(video, { id: video, type: 'uploaded-videos', name: 'Rehearsal Tape', artistName: 'Uploaded by the artist', durationInMillis: 10_000 });
  return uploads;
}
