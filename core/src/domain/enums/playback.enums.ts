// Playback enums of the public surface (MUSICKIT-SURFACE.md, enums table; 000 §3; 001 §4-§5;
// 002 §4). Declared as numeric TS enums because they compile to objects that map both ways
// (`PlayerRepeatMode[0] === 'none'`, `PlayerRepeatMode.none === 0`), which apps rely on.

/** Player states (000 §3). 7 is unused, as in the incumbent. */
export enum PlaybackStates {
  none = 0,
  loading = 1,
  playing = 2,
  paused = 3,
  stopped = 4,
  ended = 5,
  seeking = 6,
  waiting = 8,
  stalled = 9,
  completed = 10,
}

/** Repeat modes (001 §4 Repeat modes: none 0, one 1, all 2). */
export enum PlayerRepeatMode {
  none = 0,
  one = 1,
  all = 2,
}

/** Shuffle modes (001 §4 Shuffle modes: off 0, songs 1). */
export enum PlayerShuffleMode {
  off = 0,
  songs = 1,
}

/** Stream bitrates in kbps (000 §3: standard 64, high 256). */
export enum PlaybackBitrate {
  STANDARD = 64,
  HIGH = 256,
}

/** What a queue may play (001 §5 Playback modes; 002 §4: MIXED_CONTENT is the default). */
export enum PlaybackMode {
  PREVIEW_ONLY = 0,
  MIXED_CONTENT = 1,
  FULL_PLAYBACK_ONLY = 2,
  SHAREPLAY_PARTICIPANT = 3,
}

/** Video presentation (000 §3, 001 §2). */
export enum PresentationMode {
  pictureinpicture = 0,
  inline = 1,
}

/** How an item is played (000 §3 Playback type). */
export enum PlaybackType {
  none = 0,
  preview = 1,
  unencryptedFull = 2,
  encryptedFull = 3,
}
