// 002 §2 share links as setQueue({ url }) reads them: the one share-link parser, its shapes
// mapped to what plays them (a station on the station controller, or media on the serial queue).
import type { DataContext } from '../../domain/api/data-context.ts';
import { contentUnavailableError, MKError } from '../../domain/errors/index.ts';
import { parseMediaUrl } from '../../domain/share-links/media-url.parser.ts';
import { parseShareLink, type ShareLink } from '../../domain/share-links/share-link.parser.ts';

/** Media a share link queues: a queue option, its id, and the track to start with (an `i=` link). */
export interface LinkedMedia {
  readonly option: 'album' | 'playlist' | 'song' | 'musicVideo';
  readonly id: string;
  readonly startWith?: string;
}

const STATION_SHAPES: ReadonlySet<ShareLink['shape']> = new Set(['personal-station', 'genre-stations', 'algorithmic-station']);

/** Whether `url` is a station share link (personal station `me`, a genre station, an algorithmic station). */
export function isStationLink(url: unknown): boolean {
  const link = parseShareLink(url);
  return link !== undefined && STATION_SHAPES.has(link.shape);
}

/**
 * The station a station link plays: an algorithmic station is its own id; the personal station
 * (`/station/me`) and genre stations are looked up with the link's own API call (002 §2), the
 * first station answered playing. None: CONTENT_UNAVAILABLE. Not a station link: undefined.
 */
export async function stationOfLink(url: unknown, context: Pick<DataContext, 'page'>): Promise<string | undefined> {
  const link = parseShareLink(url);
  if (!link || !STATION_SHAPES.has(link.shape)) return undefined;
  if (link.shape === 'algorithmic-station') return link.id;
  const { data } = await context.page(link.resource.path, link.resource.params);
  const station = data[0];
  if (!station) throw contentUnavailableError();
  return station.id;
}

/**
 * The media a share link queues (002 §2): albums (with the `i=` song to start with), playlists
 * and personal mixes, songs, music videos, and the listener's library albums and playlists.
 * Other links (artists, stations, change requests): undefined.
 */
export function mediaOfLink(url: unknown): LinkedMedia | undefined {
  const link = parseShareLink(url);
  if (!link) return undefined;
  switch (link.shape) {
    case 'album':
    case 'library-album':
      return { option: 'album', id: link.id };
    case 'album-song':
    case 'library-album-song':
      return link.containerId === undefined ? { option: 'song', id: link.id } : { option: 'album', id: link.containerId, startWith: link.id };
    case 'playlist':
    case 'personal-mix':
    case 'library-playlist':
      return { option: 'playlist', id: link.id };
    case 'song':
      return { option: 'song', id: link.id };
    case 'music-video':
      return { option: 'musicVideo', id: link.id };
    default:
      return undefined;
  }
}

/** 000 §2 media URL kinds → the queue option they stand for. */
const URL_KIND_OPTIONS: Readonly<Record<string, string>> = {
  album: 'album',
  playlist: 'playlist',
  song: 'song',
  'music-video': 'musicVideo',
  episode: 'episode',
  podcast: 'podcast',
  movie: 'musicMovie',
};

/** What a `url` option queues: a share link's media (002 §2), else a 000 §2 media URL's. */
export interface UrlMedia {
  readonly option: string;
  readonly id: string;
  /** The track to start with (a link's album song, a media URL's `i=`). */
  readonly startWith?: string;
}

/**
 * The media a `url` option names (002 §2 share links first, then the 000 §2 media URL shape);
 * anything else is INVALID_ARGUMENTS '… is not a supported option. Use setQueue instead.'
 *
 * @example
 * mediaOfUrl('https://music.apple.com/us/album/x/1440857781?i=1440857786'); // { option: 'album', id: '1440857781', startWith: '1440857786' }
 */
export function mediaOfUrl(url: string): UrlMedia {
  const linked = mediaOfLink(url);
  if (linked) return linked;
  const parts = parseMediaUrl(url);
  const option = parts ? URL_KIND_OPTIONS[parts.kind] : undefined;
  if (!parts || !option) throw new MKError(MKError.INVALID_ARGUMENTS, `${parts?.kind ?? url} is not a supported option. Use setQueue instead.`);
  return { option, id: parts.id, ...(parts.trackId === undefined ? {} : { startWith: parts.trackId }) };
}
