import type { Catalog } from './catalog.types.ts';
import type { CatalogExtras, CatalogStation } from './catalog-extras.types.ts';
import { previewUrl, SHARE_HOST, slugify, type ResourceView } from './resource-serializer.ts';

/**
 * Attributes of the extra catalogue types, in the provider's resource shape (002 §3 public media
 * item: playParams, previews, artwork, durations; Station: isLive). Absolute URLs use the
 * request's host, as the song serializer's do.
 */
export interface ExtrasSource {
  readonly catalog: Catalog;
  readonly extras: CatalogExtras;
  /** HLS masters (under /media/) of the committed video fixtures. */
  readonly videoMasters: readonly string[];
}

type Attributes = Record<string, unknown>;

export function artworkOf(view: ResourceView, name: string): Attributes {
  return { width: 300, height: 300, url: `${view.origin}/artwork/${name}/{w}x{h}bb.{f}` };
}

function shareUrl(view: ResourceView, kind: string, name: string, id: string): string {
  return `${SHARE_HOST}/${view.storefront}/${kind}/${slugify(name)}/${id}`;
}

/** A video fixture's master as a preview, picked by a stable index; none without fixtures. */
function videoPreviews(source: ExtrasSource, view: ResourceView, id: string): Attributes[] {
  if (source.videoMasters.length === 0) return [];
  const master = source.videoMasters[Number(id.slice(-3)) % source.videoMasters.length] as string;
  const url = `${view.origin}/media/${master}`;
  return [{ url, hlsUrl: url }];
}

export function stationAttributes(station: CatalogStation, view: ResourceView): Attributes {
  return {
    artwork: artworkOf(view, station.artworkName),
    editorialNotes: { short: station.description },
    isLive: station.isLive,
    mediaKind: 'audio',
    name: station.name,
    playParams: { id: station.id, kind: 'radioStation', format: station.isLive ? 'stream' : 'tracks' },
    stationProviderName: 'Example Music',
    url: shareUrl(view, 'station', station.name, station.id),
  };
}

/** Attributes of one extra resource, or undefined when the id is unknown for the type. */
export function extraAttributes(source: ExtrasSource, type: string, id: string, view: ResourceView): Attributes | undefined {
  const { extras } = source;
  switch (type) {
    case 'genres': {
      const genre = extras.genres.get(id);
      if (!genre) return undefined;
      const parent = genre.parentId === undefined ? undefined : extras.genres.get(genre.parentId);
      return { name: genre.name, ...(parent ? { parentId: parent.id, parentName: parent.name } : {}) };
    }
    case 'record-labels': {
      const label = extras.recordLabels.get(id);
      if (!label) return undefined;
      return { artwork: artworkOf(view, label.artworkName), description: { standard: label.description }, name: label.name, url: shareUrl(view, 'label', label.name, id) };
    }
    case 'apple-curators':
    case 'curators': {
      const curator = extras.curators.get(id);
      if (!curator || curator.type !== type) return undefined;
      return {
        artwork: artworkOf(view, curator.artworkName),
        editorialNotes: { short: curator.description },
        kind: curator.type === 'apple-curators' ? 'Editorial' : 'Brand',
        name: curator.name,
        url: shareUrl(view, 'curator', curator.name, id),
      };
    }
    case 'stations': {
      const station = extras.stations.get(id);
      return station ? stationAttributes(station, view) : undefined;
    }
    case 'music-movies': {
      const movie = extras.musicMovies.get(id);
      if (!movie) return undefined;
      return {
        artistName: movie.artistName,
        artwork: artworkOf(view, movie.artworkName),
        durationInMillis: movie.durationInMillis,
        editorialNotes: { standard: movie.description },
        genreNames: [movie.genre],
        name: movie.name,
        playParams: { id, kind: 'musicMovie' },
        previews: videoPreviews(source, view, id),
        releaseDate: movie.releaseDate,
        url: shareUrl(view, 'music-movie', movie.name, id),
      };
    }
    case 'podcasts': {
      const podcast = extras.podcasts.get(id);
      if (!podcast) return undefined;
      return {
        artistName: podcast.artistName,
        artwork: artworkOf(view, podcast.artworkName),
        description: { standard: podcast.description },
        episodeCount: podcast.episodeIds.length,
        genreNames: [podcast.genre],
        name: podcast.name,
        url: `${SHARE_HOST}/${view.storefront}/podcast/${slugify(podcast.name)}/id${id}`,
      };
    }
    case 'podcast-episodes': {
      const episode = extras.podcastEpisodes.get(id);
      if (!episode) return undefined;
      const podcast = extras.podcasts.get(episode.podcastId);
      const stream = previewUrl(view, episode.clipId);
      return {
        artistName: podcast?.artistName ?? '',
        artwork: artworkOf(view, podcast?.artworkName ?? 'cover-01'),
        assetUrl: stream,
        description: { standard: episode.description },
        durationInMillis: episode.durationInMillis,
        episodeNumber: episode.episodeNumber,
        mediaKind: 'audio',
        name: episode.name,
        playParams: { id, kind: 'podcast-episode' },
        podcastName: episode.podcastName,
        previews: [{ url: stream }],
        releaseDateTime: episode.releaseDateTime,
        url: `${SHARE_HOST}/${view.storefront}/podcast/${slugify(episode.podcastName)}/id${episode.podcastId}?i=${id}`,
      };
    }
    case 'modalities': {
      const modality = extras.modalities.get(id);
      return modality ? { name: modality.name } : undefined;
    }
    case 'contributors': {
      const contributor = extras.contributors.get(id);
      if (!contributor) return undefined;
      return { name: contributor.name, role: contributor.role, modalityNames: contributor.modalityIds.map((m) => extras.modalities.get(m)?.name ?? m) };
    }
    case 'workouts': {
      const workout = extras.workouts.get(id);
      if (!workout) return undefined;
      return {
        artwork: artworkOf(view, workout.artworkName),
        durationInMillis: workout.durationInMillis,
        mediaKind: 'video',
        modalityName: extras.modalities.get(workout.modalityId)?.name ?? '',
        name: workout.name,
        playParams: { id, kind: 'workout' },
        previews: videoPreviews(source, view, id),
        releaseDate: workout.releaseDate,
        trainerNames: workout.contributorIds.map((c) => extras.contributors.get(c)?.name ?? c),
      };
    }
    case 'workout-programs': {
      const program = extras.workoutPrograms.get(id);
      if (!program) return undefined;
      return { artwork: artworkOf(view, program.artworkName), modalityName: extras.modalities.get(program.modalityId)?.name ?? '', name: program.name, workoutCount: program.workoutIds.length };
    }
    case 'editorial-items': {
      const item = extras.editorialItems.get(id);
      return item ? { kind: item.kind, name: item.name, itemCount: item.contents.length } : undefined;
    }
    case 'audio-books': {
      const book = extras.audioBooks.get(id);
      if (!book) return undefined;
      return {
        artistName: book.authorName,
        artwork: artworkOf(view, book.artworkName),
        chapterCount: book.chapterCount,
        description: { standard: book.description },
        durationInMillis: book.durationInMillis,
        genreNames: [book.genre],
        name: book.name,
        narratorName: book.narratorName,
        playParams: { id, kind: 'audioBook' },
        previews: [{ url: previewUrl(view, book.clipId) }],
        publisher: book.publisher,
        releaseDate: book.releaseDate,
        url: shareUrl(view, 'audiobook', book.name, id),
      };
    }
    case 'tv-shows': {
      const show = extras.tvShows.get(id);
      if (!show) return undefined;
      return {
        artwork: artworkOf(view, show.artworkName),
        description: { standard: show.description },
        genreNames: [extras.genres.get(show.genreId)?.name ?? 'TV'],
        name: show.name,
        seasonCount: show.seasonIds.length,
        url: shareUrl(view, 'show', show.name, id),
      };
    }
    case 'tv-seasons': {
      const season = extras.tvSeasons.get(id);
      if (!season) return undefined;
      return { episodeCount: season.episodeIds.length, name: `Season ${season.seasonNumber}`, seasonNumber: season.seasonNumber, showName: season.showName };
    }
    case 'tv-episodes': {
      const episode = extras.tvEpisodes.get(id);
      if (!episode) return undefined;
      return {
        durationInMillis: episode.durationInMillis,
        episodeNumber: episode.episodeNumber,
        mediaKind: 'video',
        name: episode.name,
        playParams: { id, kind: 'tvEpisode' },
        previews: videoPreviews(source, view, id),
        releaseDate: episode.releaseDate,
        seasonNumber: episode.seasonNumber,
        showName: episode.showName,
      };
    }
    case 'movies': {
      const movie = extras.movies.get(id);
      if (!movie) return undefined;
      return {
        artwork: artworkOf(view, movie.artworkName),
        contentRating: movie.contentRating,
        description: { standard: movie.description },
        durationInMillis: movie.durationInMillis,
        genreNames: [extras.genres.get(movie.genreId)?.name ?? 'Movies'],
        mediaKind: 'video',
        name: movie.name,
        playParams: { id, kind: 'movie' },
        previews: videoPreviews(source, view, id),
        releaseDate: movie.releaseDate,
        url: shareUrl(view, 'movie', movie.name, id),
      };
    }
    case 'uploaded-audios':
    case 'uploaded-videos': {
      const upload = extras.uploads.get(id);
      if (!upload || upload.type !== type) return undefined;
      const kind = type === 'uploaded-audios' ? 'uploadedAudio' : 'uploadedVideo';
      return {
        artistName: upload.artistName,
        durationInMillis: upload.durationInMillis,
        name: upload.name,
        playParams: { id, kind },
        previews: upload.clipId ? [{ url: previewUrl(view, upload.clipId) }] : videoPreviews(source, view, id),
      };
    }
    default:
      return undefined;
  }
}
