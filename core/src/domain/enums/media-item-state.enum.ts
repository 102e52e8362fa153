/**
 * States of a media item (000 §4 MediaItem state; numbers from MUSICKIT-SURFACE.md).
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
