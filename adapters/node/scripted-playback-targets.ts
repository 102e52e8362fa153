import { EventEmitter, MKError } from '@mediakit/core';
import type { Cancel, MediaSinkPresentation, PlaybackTargets, PlaybackTargetsEvents, SinkPresentationChange, SinkPresentationMode } from '@mediakit/core';

/**
 * Remote playback a test drives: it says when a device appears (`setAvailable`) or playback
 * moves to it (`setWireless`), and decides how the picker answers (`pickerFailure`).
 */
export class ScriptedPlaybackTargets implements PlaybackTargets {
  readonly #events = new EventEmitter<PlaybackTargetsEvents>();
  #available = false;
  #wireless = false;
  /** How many times the picker was shown. */
  pickerShown = 0;
  /** Set to make the picker reject with this error (e.g. the listener dismissed it). */
  pickerFailure: Error | null = null;
  destroyed = false;

  get available(): boolean {
    return this.#available;
  }

  get wireless(): boolean {
    return this.#wireless;
  }

  setAvailable(available: boolean): void {
    this.#available = available;
    this.#events.emit('availabilityChanged', { available });
  }

  setWireless(wireless: boolean): void {
    this.#wireless = wireless;
    this.#events.emit('wirelessChanged', { wireless });
  }

  async showPicker(): Promise<void> {
    if (this.destroyed) throw new MKError(MKError.UNSUPPORTED_ERROR, 'The scripted playback targets were destroyed');
    this.pickerShown += 1;
    if (this.pickerFailure) throw this.pickerFailure;
  }

  on<E extends keyof PlaybackTargetsEvents>(event: E, listener: (payload: PlaybackTargetsEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  destroy(): void {
    this.destroyed = true;
  }
}

/** A video sink's presentation a test drives, as the browser's picture-in-picture and fullscreen would. */
export class ScriptedPresentation implements MediaSinkPresentation {
  readonly #events = new EventEmitter<{ modeChanged: SinkPresentationChange }>();
  #mode: SinkPresentationMode = 'inline';
  pictureInPictureAvailable = true;

  get mode(): SinkPresentationMode {
    return this.#mode;
  }

  async setMode(mode: SinkPresentationMode): Promise<void> {
    this.change({ mode });
  }

  /** What the browser reports: a mode change, or fullscreen entered or left. */
  change(change: SinkPresentationChange): void {
    this.#mode = change.mode;
    this.#events.emit('modeChanged', change);
  }

  on(event: 'modeChanged', listener: (payload: SinkPresentationChange) => void): Cancel {
    return this.#events.on(event, listener);
  }
}
