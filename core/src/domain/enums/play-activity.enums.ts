// Play-activity enumerations (000 §3 Enumerations). Numbers follow the spec's order.

/** Why a play ended: 0..17 in the order of 000 §3 "End reasons 0-17". */
export enum PlayActivityEndReasonType {
  NOT_APPLICABLE = 0,
  OTHER = 1,
  TRACK_SKIPPED_FORWARDS = 2,
  PLAYBACK_MANUALLY_PAUSED = 3,
  PLAYBACK_SUSPENDED = 4,
  MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM = 5,
  PLAYBACK_PAUSED_DUE_TO_INACTIVITY = 6,
  NATURAL_END_OF_TRACK = 7,
  PLAYBACK_STOPPED_DUE_TO_SESSION_TIMEOUT = 8,
  TRACK_BANNED = 9,
  FAILED_TO_LOAD = 10,
  PAUSED_ON_TIMEOUT = 11,
  SCRUB_BEGIN = 12,
  SCRUB_END = 13,
  TRACK_SKIPPED_BACKWARDS = 14,
  NOT_SUPPORTED_BY_CLIENT = 15,
  QUICK_PLAY = 16,
  EXITED_APPLICATION = 17,
}

/** Play-activity event types (000 §3: play end 0, play start 1, lyric display 2). */
export enum PlayActivityEventType {
  PLAY_END = 0,
  PLAY_START = 1,
  LYRIC_DISPLAY = 2,
}

/** Container types of a play (000 §3: unknown, radio, playlist, album, artist). */
export enum PlayActivityContainerType {
  UNKNOWN = 0,
  RADIO = 1,
  PLAYLIST = 2,
  ALBUM = 3,
  ARTIST = 4,
}

/** Item types of a play (000 §3 Item types, in order). */
export enum PlayActivityItemType {
  INVALID = 0,
  STORE_CONTENT = 1,
  NON_SONG_CLIP = 2,
  AD = 3,
  STREAM = 4,
  AUDIO_AD = 5,
  VIDEO_AD = 6,
  TIMED_METADATA_PING = 7,
  ARTIST_UPLOADED_CONTENT = 8,
  AGGREGATE_NON_CATALOG_PLAY_TIME = 9,
  ORIGINAL_MOVIES = 10,
  ORIGINAL_SHOWS = 11,
}

/** Media type of a play (000 §3: audio, video). */
export enum PlayActivityMediaType {
  AUDIO = 0,
  VIDEO = 1,
}
