/**
 * Catalogue records beyond songs, albums, artists and playlists (002 §7 legacy API resources and
 * the podcasts, fitness, books and TV hosts). Generated deterministically from the song catalogue
 * (catalog-extras-builder.ts), so their ids are the same on every run. Music videos are not here:
 * they come from the committed video fixtures (music-video-catalog.ts).
 */

/** A reference to any resource: what relationships, views, histories and libraries hold. */
export interface ResourceRef {
  readonly type: string;
  readonly id: string;
}

export interface CatalogGenre {
  readonly id: string;
  readonly name: string;
  /** The parent genre ('34' Music for every music genre); undefined for the roots. */
  readonly parentId?: string;
  readonly media: 'music' | 'tv' | 'podcasts' | 'books';
}

export interface CatalogRecordLabel {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly artworkName: string;
  /** Newest release first. */
  readonly albumIds: readonly string[];
}

export interface CatalogCurator {
  readonly id: string;
  /** 'apple-curators' (the provider's editors) or 'curators' (brands). */
  readonly type: 'apple-curators' | 'curators';
  readonly name: string;
  readonly description: string;
  readonly artworkName: string;
  readonly playlistIds: readonly string[];
}

/**
 * 002 §3 Station: id, isLive. 'artist', 'song', 'genre' and 'personal' (one per listener, 002 §2
 * "personal station 'me'") stations are algorithmic (fed by next-tracks, 002 §4); 'live' stations
 * are one stream.
 */
export interface CatalogStation {
  readonly id: string;
  readonly name: string;
  readonly kind: 'artist' | 'song' | 'genre' | 'live' | 'personal';
  readonly isLive: boolean;
  readonly artworkName: string;
  readonly description: string;
  /** What the station is built on: an artist, a song or a genre. */
  readonly seed?: ResourceRef;
  readonly genre?: string;
  /** A live station whose stream is CENC-encrypted fMP4 (issue 20): its play asset names a key server. */
  readonly encrypted?: boolean;
}

export interface CatalogMusicMovie {
  readonly id: string;
  readonly name: string;
  readonly artistId: string;
  readonly artistName: string;
  readonly genre: string;
  readonly releaseDate: string;
  readonly durationInMillis: number;
  readonly description: string;
  readonly artworkName: string;
}

export interface CatalogPodcast {
  readonly id: string;
  readonly name: string;
  /** The show's host or network. */
  readonly artistName: string;
  readonly genre: string;
  readonly description: string;
  readonly artworkName: string;
  /** Newest episode first. */
  readonly episodeIds: readonly string[];
}

export interface CatalogPodcastEpisode {
  readonly id: string;
  readonly podcastId: string;
  readonly podcastName: string;
  readonly name: string;
  readonly description: string;
  readonly episodeNumber: number;
  readonly releaseDateTime: string;
  readonly durationInMillis: number;
  /** The committed audio clip its preview plays. */
  readonly clipId: string;
}

export interface CatalogModality {
  readonly id: string;
  readonly name: string;
}

export interface CatalogContributor {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly modalityIds: readonly string[];
}

export interface CatalogWorkout {
  readonly id: string;
  readonly name: string;
  readonly modalityId: string;
  readonly contributorIds: readonly string[];
  readonly programId?: string;
  readonly durationInMillis: number;
  readonly releaseDate: string;
  readonly artworkName: string;
}

export interface CatalogWorkoutProgram {
  readonly id: string;
  readonly name: string;
  readonly modalityId: string;
  readonly workoutIds: readonly string[];
  readonly artworkName: string;
}

/** An editorial item (002 §7 "editorial-items under editorial"): a shelf of other resources. */
export interface CatalogEditorialItem {
  readonly id: string;
  readonly name: string;
  readonly kind: 'music' | 'fitness';
  readonly contents: readonly ResourceRef[];
}

export interface CatalogAudioBook {
  readonly id: string;
  readonly name: string;
  readonly authorName: string;
  readonly narratorName: string;
  readonly publisher: string;
  readonly genre: string;
  readonly releaseDate: string;
  readonly durationInMillis: number;
  readonly chapterCount: number;
  readonly description: string;
  readonly artworkName: string;
  readonly clipId: string;
}

export interface CatalogTvShow {
  readonly id: string;
  readonly name: string;
  readonly genreId: string;
  readonly description: string;
  readonly artworkName: string;
  readonly seasonIds: readonly string[];
}

export interface CatalogTvSeason {
  readonly id: string;
  readonly showId: string;
  readonly showName: string;
  readonly seasonNumber: number;
  readonly episodeIds: readonly string[];
}

export interface CatalogTvEpisode {
  readonly id: string;
  readonly showId: string;
  readonly showName: string;
  readonly seasonId: string;
  readonly seasonNumber: number;
  readonly episodeNumber: number;
  readonly name: string;
  readonly releaseDate: string;
  readonly durationInMillis: number;
}

export interface CatalogMovie {
  readonly id: string;
  readonly name: string;
  readonly genreId: string;
  readonly releaseDate: string;
  readonly durationInMillis: number;
  readonly contentRating: string;
  readonly description: string;
  readonly artworkName: string;
}

/** An uploaded audio or video (002 §3 Queue options uploadedAudio(s), uploadedVideo(s)), playing a committed clip. */
export interface CatalogUpload {
  readonly id: string;
  readonly type: 'uploaded-audios' | 'uploaded-videos';
  readonly name: string;
  readonly artistName: string;
  readonly durationInMillis: number;
  /** The audio clip it plays (uploaded audios); videos play a video fixture. */
  readonly clipId?: string;
}

export interface CatalogExtras {
  readonly genres: ReadonlyMap<string, CatalogGenre>;
  readonly recordLabels: ReadonlyMap<string, CatalogRecordLabel>;
  readonly curators: ReadonlyMap<string, CatalogCurator>;
  readonly stations: ReadonlyMap<string, CatalogStation>;
  /** artist id → its station id. */
  readonly artistStations: ReadonlyMap<string, string>;
  readonly musicMovies: ReadonlyMap<string, CatalogMusicMovie>;
  readonly podcasts: ReadonlyMap<string, CatalogPodcast>;
  readonly podcastEpisodes: ReadonlyMap<string, CatalogPodcastEpisode>;
  readonly modalities: ReadonlyMap<string, CatalogModality>;
  readonly contributors: ReadonlyMap<string, CatalogContributor>;
  readonly workouts: ReadonlyMap<string, CatalogWorkout>;
  readonly workoutPrograms: ReadonlyMap<string, CatalogWorkoutProgram>;
  readonly editorialItems: ReadonlyMap<string, CatalogEditorialItem>;
  readonly audioBooks: ReadonlyMap<string, CatalogAudioBook>;
  readonly tvShows: ReadonlyMap<string, CatalogTvShow>;
  readonly tvSeasons: ReadonlyMap<string, CatalogTvSeason>;
  readonly tvEpisodes: ReadonlyMap<string, CatalogTvEpisode>;
  readonly movies: ReadonlyMap<string, CatalogMovie>;
  readonly uploads: ReadonlyMap<string, CatalogUpload>;
}
