// 000 §9 and 002 §9: kinds that count as video. Both lists end in "and others", which the spec
// does not name; these are the named ones.

/** Types treated as video-like by the media item model (000 §9). */
export const VIDEO_LIKE_TYPES = [
  'contributors',
  'modalities',
  'movie',
  'musicVideo',
  'musicMovie',
  'trailer',
  'tvEpisode',
  'uploadedVideo',
  'workouts',
] as const;

/** Media kinds counted as video by the public surface (002 §9). */
export const VIDEO_MEDIA_KINDS = ['movie', 'musicVideo', 'musicMovie', 'trailer', 'tvEpisode', 'uploadedVideo'] as const;
