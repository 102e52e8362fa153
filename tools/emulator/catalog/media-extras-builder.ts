import type {
  CatalogAudioBook,
  CatalogContributor,
  CatalogEditorialItem,
  CatalogModality,
  CatalogMovie,
  CatalogPodcast,
  CatalogPodcastEpisode,
  CatalogTvEpisode,
  CatalogTvSeason,
  CatalogTvShow,
  CatalogWorkout,
  CatalogWorkoutProgram,
} from './catalog-extras.types.ts';
import type { ExtrasIdAllocator } from './extras-id-allocator.ts';
import { AUDIO_BOOKS, BOOK_PUBLISHERS, EPISODE_TOPICS, MODALITIES, MOVIES, PODCASTS, TRAINERS, TV_SHOWS, WORKOUT_PROGRAMS } from './extras-words.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface MediaExtras {
  readonly podcasts: Map<string, CatalogPodcast>;
  readonly podcastEpisodes: Map<string, CatalogPodcastEpisode>;
  readonly modalities: Map<string, CatalogModality>;
  readonly contributors: Map<string, CatalogContributor>;
  readonly workouts: Map<string, CatalogWorkout>;
  readonly workoutPrograms: Map<string, CatalogWorkoutProgram>;
  readonly fitnessEditorialItems: CatalogEditorialItem[];
  readonly audioBooks: Map<string, CatalogAudioBook>;
  readonly tvShows: Map<string, CatalogTvShow>;
  readonly tvSeasons: Map<string, CatalogTvSeason>;
  readonly tvEpisodes: Map<string, CatalogTvEpisode>;
  readonly movies: Map<string, CatalogMovie>;
}

const DAY_MS = 86_400_000;
/** Newest dated content is from just before 2026 (the harness clock starts on 2026-01-01). */
const LATEST = Date.UTC(2025, 11, 29, 9, 0, 0);

const artworkName = (index: number): string => `cover-${String((index % 30) + 1).padStart(2, '0')}`;
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function buildPodcasts(rng: SeededRandom, ids: ExtrasIdAllocator, clipIds: readonly string[]): Pick<MediaExtras, 'podcasts' | 'podcastEpisodes'> {
  const podcasts = new Map<string, CatalogPodcast>();
  const podcastEpisodes = new Map<string, CatalogPodcastEpisode>();
  PODCASTS.forEach((plan, index) => {
    const id = ids.next(10);
    // Episode ids are 13 digits, as the provider's are; numbered oldest first, listed newest first.
    const episodeIds = ids.sequence(13, plan.episodes);
    const cadenceDays = rng.pick([1, 7, 7, 14]);
    episodeIds.forEach((episodeId, i) => {
      const number = i + 1;
      const released = LATEST - (plan.episodes - number) * cadenceDays * DAY_MS - index * 3_600_000;
      podcastEpisodes.set(episodeId, {
        id: episodeId,
        podcastId: id,
        podcastName: plan.name,
        name: `${number}. ${rng.pick(EPISODE_TOPICS)}`,
        description: `Episode ${number} of ${plan.name}, hosted by ${plan.host}.`,
        episodeNumber: number,
        releaseDateTime: new Date(released).toISOString().replace('.000', ''),
        durationInMillis: rng.int(18, 75) * 60_000,
        clipId: clipIds[(index + i) % clipIds.length] as string,
      });
    });
    podcasts.set(id, {
      id,
      name: plan.name,
      artistName: plan.host,
      genre: plan.genre,
      description: `${plan.name}: ${plan.genre.toLowerCase()} from ${plan.host}.`,
      artworkName: artworkName(index + 5),
      episodeIds: [...episodeIds].reverse(),
    });
  });
  return { podcasts, podcastEpisodes };
}

function buildFitness(rng: SeededRandom, ids: ExtrasIdAllocator): Pick<MediaExtras, 'modalities' | 'contributors' | 'workouts' | 'workoutPrograms' | 'fitnessEditorialItems'> {
  const modalities = new Map<string, CatalogModality>();
  const modalityIdByName = new Map<string, string>();
  for (const name of MODALITIES) {
    const id = ids.next(10);
    modalities.set(id, { id, name });
    modalityIdByName.set(name, id);
  }
  const contributors = new Map<string, CatalogContributor>();
  for (const [name, names] of TRAINERS) {
    const id = ids.next(10);
    contributors.set(id, { id, name, role: 'trainer', modalityIds: names.map((n) => modalityIdByName.get(n) as string) });
  }
  const workouts = new Map<string, CatalogWorkout>();
  const workoutPrograms = new Map<string, CatalogWorkoutProgram>();
  let index = 0;
  for (const [modalityName, modalityId] of modalityIdByName) {
    const trainers = [...contributors.values()].filter((c) => c.modalityIds.includes(modalityId));
    const program = WORKOUT_PROGRAMS.find(([, modality]) => modality === modalityName);
    const programId = program ? ids.next(10) : undefined;
    const workoutIds: string[] = [];
    for (let w = 0; w < 6; w++) {
      const id = ids.next(10);
      const minutes = rng.pick([10, 20, 30, 45]);
      const trainer = rng.pick(trainers);
      workouts.set(id, {
        id,
        name: `${modalityName} with ${trainer.name.split(' ')[0] as string}`,
        modalityId,
        contributorIds: [trainer.id],
        ...(programId ? { programId } : {}),
        durationInMillis: minutes * 60_000,
        releaseDate: isoDate(LATEST - rng.int(0, 700) * DAY_MS),
        artworkName: artworkName(index++),
      });
      workoutIds.push(id);
    }
    if (program && programId) workoutPrograms.set(programId, { id: programId, name: program[0], modalityId, workoutIds, artworkName: artworkName(index + 2) });
  }
  const all = [...workouts.values()];
  const fitnessEditorialItems: CatalogEditorialItem[] = [
    { id: ids.next(10), name: 'Get Started', kind: 'fitness', contents: [...workoutPrograms.keys()].map((id) => ({ type: 'workout-programs', id })) },
    {
      id: ids.next(10),
      name: 'New This Week',
      kind: 'fitness',
      contents: [...all].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate)).slice(0, 8).map((w) => ({ type: 'workouts', id: w.id })),
    },
  ];
  return { modalities, contributors, workouts, workoutPrograms, fitnessEditorialItems };
}

function buildBooks(rng: SeededRandom, ids: ExtrasIdAllocator, clipIds: readonly string[]): Map<string, CatalogAudioBook> {
  const audioBooks = new Map<string, CatalogAudioBook>();
  AUDIO_BOOKS.forEach(([name, authorName, narratorName, genre], index) => {
    const id = ids.next(10);
    audioBooks.set(id, {
      id,
      name,
      authorName,
      narratorName,
      publisher: rng.pick(BOOK_PUBLISHERS),
      genre,
      releaseDate: isoDate(LATEST - rng.int(30, 3000) * DAY_MS),
      durationInMillis: rng.int(240, 900) * 60_000,
      chapterCount: rng.int(12, 40),
      description: `${name}, by ${authorName}, read by ${narratorName}.`,
      artworkName: artworkName(index + 11),
      clipId: clipIds[index % clipIds.length] as string,
    });
  });
  return audioBooks;
}

function buildTv(rng: SeededRandom, ids: ExtrasIdAllocator): Pick<MediaExtras, 'tvShows' | 'tvSeasons' | 'tvEpisodes' | 'movies'> {
  const tvShows = new Map<string, CatalogTvShow>();
  const tvSeasons = new Map<string, CatalogTvSeason>();
  const tvEpisodes = new Map<string, CatalogTvEpisode>();
  TV_SHOWS.forEach((plan, index) => {
    const showId = ids.next(10);
    const seasonIds = ids.sequence(10, plan.seasons);
    const firstYear = 2025 - plan.seasons;
    seasonIds.forEach((seasonId, s) => {
      const episodeIds = ids.sequence(10, plan.episodesPerSeason);
      episodeIds.forEach((episodeId, e) => {
        tvEpisodes.set(episodeId, {
          id: episodeId,
          showId,
          showName: plan.name,
          seasonId,
          seasonNumber: s + 1,
          episodeNumber: e + 1,
          name: rng.pick(EPISODE_TOPICS),
          releaseDate: isoDate(Date.UTC(firstYear + s, 8, 1) + e * 7 * DAY_MS),
          durationInMillis: rng.int(22, 58) * 60_000,
        });
      });
      tvSeasons.set(seasonId, { id: seasonId, showId, showName: plan.name, seasonNumber: s + 1, episodeIds });
    });
    tvShows.set(showId, { id: showId, name: plan.name, genreId: plan.genreId, description: plan.description, artworkName: artworkName(index + 16), seasonIds });
  });
  const movies = new Map<string, CatalogMovie>();
  MOVIES.forEach(([name, genreId, contentRating], index) => {
    const id = ids.next(10);
    movies.set(id, {
      id,
      name,
      genreId,
      releaseDate: isoDate(LATEST - rng.int(60, 4000) * DAY_MS),
      durationInMillis: rng.int(85, 140) * 60_000,
      contentRating,
      description: `${name}: a film of the emulated catalogue.`,
      artworkName: artworkName(index + 19),
    });
  });
  return { tvShows, tvSeasons, tvEpisodes, movies };
}

/** Podcasts with episodes, fitness (modalities, trainers, workouts, programs), audiobooks and TV. */
export function buildMediaExtras(rng: SeededRandom, ids: ExtrasIdAllocator, clipIds: readonly string[]): MediaExtras {
  return { ...buildPodcasts(rng, ids, clipIds), ...buildFitness(rng, ids), audioBooks: buildBooks(rng, ids, clipIds), ...buildTv(rng, ids) };
}
