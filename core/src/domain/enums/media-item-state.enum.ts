/**
 * States of a media item (000 §4 MediaItem state), with the numbers MusicKit JS v3 uses for them.
 * The allowed moves between them live in `media-item/media-item-state-machine.ts`.
 */
export enum MediaItemState {
  none = 0,
  loading = 1,
  ready = 2,
  playing = 3,
  ended = 4,
  unavailable = 5,
  restricted = 6,
  error = 7,
  unsupported = 8,
}
