import type { Cancel } from './scheduler.ts';

/**
 * Where a sink's element can send its media besides this device: AirPlay or a Cast device, through
 * the browser's Remote Playback API (MUSICKIT-SURFACE.md `playbackTargetAvailable`,
 * `showPlaybackTargetPicker`). A facet of a sink, as `presentation` is, because the element that
 * plays is the sink's own: the picker must be shown for that element, not for another one.
 * Sinks without an element (void, the Node fake) have none; the core then reports no target.
 *
 * @example
 * sink.playbackTargets?.on('availabilityChanged', ({ available }) => castButton.hidden = !available);
 */
export interface PlaybackTargets {
  /** A device to play on was found (the browser watches for them). */
  readonly available: boolean;
  /** The media plays on a remote device now rather than on this one. */
  readonly wireless: boolean;
  /**
   * Shows the browser's device picker. Rejects as the browser does (no user gesture, no device,
   * or the picker dismissed); an MKError UNSUPPORTED_ERROR where the element cannot play remotely.
   */
  showPicker(): Promise<void>;
  on<E extends keyof PlaybackTargetsEvents>(event: E, listener: (payload: PlaybackTargetsEvents[E]) => void): Cancel;
  /** Stops watching the element. */
  destroy(): void;
}

export interface PlaybackTargetsEvents {
  availabilityChanged: { readonly available: boolean };
  wirelessChanged: { readonly wireless: boolean };
}
