import type { CatalogClient } from '../../domain/api/clients/catalog.client.ts';
import type { LibraryClient } from '../../domain/api/clients/library.client.ts';

/** What the loader reads of the library: the client, a feature loaded with the first library id (services/features). */
export type LibraryReads = { get(): Promise<Pick<LibraryClient, 'resources' | 'resource'>> };
/** The podcasts and books catalogues (002 §7), for episodes, podcasts and audiobooks. */
export interface MediaCatalogReads {
  /** The items `ids` of `resource` queue as (a podcast: its episodes). */
  itemsFor(resource: string, ids: readonly string[]): Promise<MediaItemDescriptor[]>;
}
/** The podcasts and books catalogues, a feature loaded with the first of their items queued. */
export type MediaCatalogFeature = { get(): Promise<MediaCatalogReads> };
import { isLibraryId } from '../../domain/tokens/library-id.validator.ts';
import type { DataRecord } from '../../domain/api/data-record.ts';
import { MKError, emptyMediaQueueError } from '../../domain/errors/index.ts';
import type { QueueSource } from '../../domain/playback/queue-options.validator.ts';
import type { MediaItem } from '../../domain/media-item/media-item.ts';
import type { MediaItemDescriptor } from '../../domain/media-item/media-item.types.ts';
import type { DataContext } from '../../domain/api/data-context.ts';
import { LibraryFeature, ShareLinksFeature } from '../features/core-features.ts';
import { loadOnce } from '../load-once.ts';

/** 002 §2 share links load with the first `url` option: a page that queues by id never fetches their rules. */
const shareLinks = loadOnce(ShareLinksFeature.load);
/** 000 §5 library ids load the library feature (its client, and its reading of them into items). */
const libraryQueue = loadOnce(LibraryFeature.load);

/** A queue option naming media (002 §3 Queue options). */
interface MediaTypeOption {
  /** The API resource type. */
  readonly resource: string;
  /** Whether the resource is a container whose tracks are queued (albums, playlists). */
  readonly container: boolean;
  /** The catalogue that serves it, when not the music one (002 §7 Podcasts, Books). */
  readonly catalogue?: 'podcasts' | 'books';
}

/** 002 §3: recognised media types, singular and plural, and the resource each reads. */
export const QUEUE_MEDIA_TYPES: Readonly<Record<string, MediaTypeOption>> = {
  album: { resource: 'albums', container: true },
  albums: { resource: 'albums', container: true },
  playlist: { resource: 'playlists', container: true },
  playlists: { resource: 'playlists', container: true },
  song: { resource: 'songs', container: false },
  songs: { resource: 'songs', container: false },
  musicVideo: { resource: 'music-videos', container: false },
  musicVideos: { resource: 'music-videos', container: false },
  musicMovie: { resource: 'music-movies', container: false },
  musicMovies: { resource: 'music-movies', container: false },
  episode: { resource: 'podcast-episodes', container: false, catalogue: 'podcasts' },
  episodes: { resource: 'podcast-episodes', container: false, catalogue: 'podcasts' },
  // A podcast is queued as its episodes (its `episodes` relationship, every page).
  podcast: { resource: 'podcasts', container: true, catalogue: 'podcasts' },
  podcasts: { resource: 'podcasts', container: true, catalogue: 'podcasts' },
  audioBook: { resource: 'audio-books', container: false, catalogue: 'books' },
  audioBooks: { resource: 'audio-books', container: false, catalogue: 'books' },
  tvEpisode: { resource: 'tv-episodes', container: false },
  tvEpisodes: { resource: 'tv-episodes', container: false },
  uploadedAudio: { resource: 'uploaded-audios', container: false },
  uploadedAudios: { resource: 'uploaded-audios', container: false },
  uploadedVideo: { resource: 'uploaded-videos', container: false },
  uploadedVideos: { resource: 'uploaded-videos', container: false },
};

/** Queue options of songs (the music realm): what the gapless engine plays, in full or as previews. */
const SONG_OPTIONS: ReadonlySet<string> = new Set(['album', 'albums', 'playlist', 'playlists', 'song', 'songs']);

/**
 * The song a `songs` queue starts with (002 §3 `startWith`: an index or an id), known before the
 * catalogue answers; undefined for albums and playlists, whose songs only the catalogue names.
 */
function firstSongOf(option: string, ids: readonly string[], startWith: number | string | undefined): string | undefined {
  if (option !== 'song' && option !== 'songs') return undefined;
  if (typeof startWith === 'string') return ids.includes(startWith) ? startWith : undefined;
  return ids[startWith ?? 0];
}

export interface QueueContent {
  readonly items: ReadonlyArray<MediaItem | MediaItemDescriptor>;
  /** Index or item id to start with (a URL's `i=` track, when the options named none). */
  readonly startWith?: number | string;
}

/**
 * Resolves `setQueue` options to the items to queue: catalogue lookups by id, containers
 * expanded to their tracks (in order, every page), media URLs parsed (000 §2) with their
 * `i=` track as the start item. `startWith` works for every container type (MUSICKIT-SURFACE.md:
 * the incumbent ignores it for albums).
 */
/** What a QueueContentLoader reads besides the catalogue and the library. */
export interface QueueContentSources {
  readonly media?: MediaCatalogFeature;
  readonly context?: Pick<DataContext, 'page'>;
  /** `firstSongId`: the catalogue song the queue will start with, when the options name it. */
  readonly songsAhead?: (firstSongId?: string) => void;
  /** Told, before anything is asked, that a queue of any kind is being set (its first play's code loads meanwhile). */
  readonly queueAhead?: () => void;
}

export class QueueContentLoader {
  readonly #catalog: CatalogClient;
  readonly #library: LibraryReads | undefined;
  readonly #media: MediaCatalogFeature | undefined;
  readonly #context: Pick<DataContext, 'page'> | undefined;
  readonly #songsAhead: ((firstSongId?: string) => void) | undefined;
  readonly #queueAhead: (() => void) | undefined;

  /**
   * `library` reads ids of the listener's library (000 §5 library ids: a., i., l., p.); `media`
   * the podcasts and books catalogues (episodes, podcasts, audiobooks); `context` makes the API
   * calls of station share links (002 §2); `songsAhead` is told, before the catalogue is asked,
   * that songs are about to be queued (the engine fetches their backend meanwhile; issue 17).
   */
  constructor(catalog: CatalogClient, library?: LibraryReads, more: QueueContentSources = {}) {
    this.#catalog = catalog;
    this.#library = library;
    this.#media = more.media;
    this.#context = more.context;
    this.#songsAhead = more.songsAhead;
    this.#queueAhead = more.queueAhead;
  }

  /**
   * The station a `url` option's station share link plays (002 §2: the personal station `me`,
   * genre stations, algorithmic stations), looked up when the link names no station id itself;
   * undefined for options without one.
   */
  async stationOfLink(options: unknown): Promise<string | undefined> {
    const url = typeof options === 'object' && options !== null ? (options as { url?: unknown }).url : undefined;
    if (typeof url !== 'string' || !this.#context) return undefined;
    return (await shareLinks()).stationOfLink(url, this.#context);
  }

  /** Loads validated options' source (see validateQueueOptions, 002 §5). */
  async load(source: QueueSource, startWith?: number | string): Promise<QueueContent> {
    const start = startWith === undefined ? {} : { startWith };
    this.#queueAhead?.();
    if (source.kind === 'items') return { items: source.items as ReadonlyArray<MediaItem | MediaItemDescriptor>, ...start };
    if (source.kind === 'url') return this.#fromUrl(source.url, startWith);
    const type = QUEUE_MEDIA_TYPES[source.option];
    if (!type) throw new MKError(MKError.INVALID_ARGUMENTS, `${source.option} is not a supported option. Use setQueue instead.`);
    if (SONG_OPTIONS.has(source.option)) this.#songsAhead?.(firstSongOf(source.option, source.ids, startWith));
    const items = await this.#itemsFor(type, source.ids);
    // 002 §5: an empty media queue.
    if (items.length === 0) throw emptyMediaQueueError();
    return { items, ...start };
  }

  async #fromUrl(url: string, startWith: number | string | undefined): Promise<QueueContent> {
    // 002 §2 share links first, then the 000 §2 media URL shape: read by the share-links feature.
    const linked = (await shareLinks()).mediaOfUrl(url);
    if (SONG_OPTIONS.has(linked.option)) this.#songsAhead?.();
    const items = await this.#itemsFor(QUEUE_MEDIA_TYPES[linked.option] as MediaTypeOption, [linked.id]);
    const start = startWith ?? linked.startWith;
    return { items, ...(start === undefined ? {} : { startWith: start }) };
  }

  async #itemsFor(type: MediaTypeOption, ids: readonly string[]): Promise<MediaItemDescriptor[]> {
    const library = this.#library;
    if (library && ids.length > 0 && ids.every((id) => isLibraryId(id))) return this.#libraryItemsFor(library, type, ids);
    // A host without the podcasts and books catalogues reads them as music resources (and fails there).
    if (type.catalogue && this.#media) return (await this.#media.get()).itemsFor(type.resource, ids);
    if (!type.container) return (await this.#catalog.resources(type.resource, ids)).map((record) => descriptorOf(record));
    const containers = await Promise.all(ids.map((id) => this.#catalog.resource(type.resource, id, { include: 'tracks' })));
    const tracks = await Promise.all(containers.map((container) => this.#tracksOf(type.resource, container)));
    return tracks.flat();
  }

  async #libraryItemsFor(reads: LibraryReads, type: MediaTypeOption, ids: readonly string[]): Promise<MediaItemDescriptor[]> {
    // How library ids read into items is the library feature's (library-queue.ts), loaded with the client.
    const [library, { libraryItemsFor }] = await Promise.all([reads.get(), libraryQueue()]);
    return libraryItemsFor(library, type, ids);
  }

  async #tracksOf(resource: string, container: DataRecord): Promise<MediaItemDescriptor[]> {
    const related = container.relationships['tracks'] as { data?: unknown[]; next?: string } | undefined;
    const records = related?.next || !related?.data ? await this.#catalog.allRelated(resource, container.id, 'tracks') : related.data;
    const name = typeof container.attributes['name'] === 'string' ? container.attributes['name'] : undefined;
    return records.map((record) => descriptorOf(record, { id: container.id, type: container.type, ...(name ? { name } : {}) }));
  }
}

/** A queue descriptor of a record (and of the container it was read from). */
export function descriptorOf(record: unknown, container?: { id: string; type: string; name?: string }): MediaItemDescriptor {
  const json = (record instanceof Object && 'toJSON' in record ? (record as DataRecord).toJSON() : record) as {
    id: string;
    type: string;
    attributes?: Record<string, unknown>;
    relationships?: Record<string, unknown>;
  };
  return {
    id: json.id,
    type: json.type,
    ...(json.attributes ? { attributes: json.attributes as MediaItemDescriptor['attributes'] } : {}),
    ...(container ? { container } : {}),
  };
}
