import { VIDEO_LIKE_TYPES } from '../constants/index.ts';

// Item types as the provider spells them vary (`song`, `songs`, `library-songs`,
// `music-videos`, ...). Rules are written against one canonical spelling per kind.

const CANONICAL_KINDS: Readonly<Record<string, string>> = {
  songs: 'song',
  'library-songs': 'song',
  librarySong: 'song',
  'music-video': 'musicVideo',
  'music-videos': 'musicVideo',
  'library-music-videos': 'musicVideo',
  'music-movie': 'musicMovie',
  'music-movies': 'musicMovie',
  'uploaded-video': 'uploadedVideo',
  'uploaded-videos': 'uploadedVideo',
  uploadedVideos: 'uploadedVideo',
  'uploaded-audio': 'uploadedAudio',
  'uploaded-audios': 'uploadedAudio',
  uploadedAudios: 'uploadedAudio',
  station: 'radioStation',
  stations: 'radioStation',
  movies: 'movie',
  trailers: 'trailer',
  'tv-episode': 'tvEpisode',
  'tv-episodes': 'tvEpisode',
  episodes: 'episode',
  'podcast-episodes': 'episode',
  clips: 'clip',
  'video-clip': 'clip',
  videoClip: 'clip',
  'live-service': 'liveService',
  LiveService: 'liveService',
  Event: 'event',
  'ebs-event': 'ebsEvent',
  EbsEvent: 'ebsEvent',
};

/**
 * The canonical spelling of an item type (`'library-songs'` → `'song'`).
 *
 * @example
 * canonicalKind('music-videos'); // 'musicVideo'
 */
export function canonicalKind(type: string): string {
  return CANONICAL_KINDS[type] ?? type;
}

/**
 * 000 §9 Video-like types: the named ones (constants `VIDEO_LIKE_TYPES`) "and others"; the
 * others we count are video clips and the linear-stream kinds (decision: docs/decisions.md).
 */
export const VIDEO_LIKE_KINDS: ReadonlySet<string> = new Set<string>([
  ...VIDEO_LIKE_TYPES,
  'clip',
  'liveService',
  'event',
  'ebsEvent',
]);

/** 000 §4 Playability: linear streams are live service, event and ebs event. */
export const LINEAR_STREAM_KINDS: ReadonlySet<string> = new Set(['liveService', 'event', 'ebsEvent']);

/** Kinds of the TV app's catalogue (UTS), used when a descriptor does not say `isUTS`. */
export const UTS_KINDS: ReadonlySet<string> = new Set(['movie', 'tvEpisode', 'clip', 'liveService', 'event', 'ebsEvent']);

/** 000 §4 Playability: song, music video and music movie need playParams. */
export const KINDS_NEEDING_PLAY_PARAMS: ReadonlySet<string> = new Set(['song', 'musicVideo', 'musicMovie']);

/** 001 §9 seek steps: video clips (and trailers, which are clips of a film). */
export const VIDEO_CLIP_KINDS: ReadonlySet<string> = new Set(['clip', 'trailer']);

/** 002 §4 Autoplay accepts only song and library-song types. */
export function isAutoplaySeedType(type: string): boolean {
  return type === 'song' || type === 'songs' || type === 'library-songs' || type === 'librarySong';
}
