import { PresentationMode } from '../domain/enums/index.ts';
import { MKError } from '../domain/errors/index.ts';
import type { MediaSink, SinkPresentationMode } from '../ports/media-sink.ts';
import type { Cancel } from '../ports/scheduler.ts';
import type { SinkPlayer } from '../services/playback/sink-player.ts';
import type { InstanceEmit } from './instance-authorization.ts';

/** Why the picker cannot open: no sink here can play on another device (headless, or no Remote Playback API). */
export const NO_PLAYBACK_TARGETS_MESSAGE = 'Playback targets are not supported here';

/** Why picture-in-picture cannot start: what plays is no video, or the browser or page forbids it. */
export const NO_PICTURE_IN_PICTURE_MESSAGE = 'Picture-in-picture is not available for what plays here';

/**
 * The instance's remote playback and presentation mode (MUSICKIT-SURFACE.md
 * `playbackTargetAvailable`, `showPlaybackTargetPicker`, `playbackTargetAvailableDidChange`,
 * `playbackTargetIsWirelessDidChange`, `presentationModeDidChange`): it follows the sink that
 * plays, whose element is the one a device picker or picture-in-picture concerns. Before
 * anything plays it follows the first sink created, and once stopped the last one, since sinks
 * and their elements stay for reuse (sink-player.ts).
 */
export class InstancePlaybackTargets {
  readonly #emit: InstanceEmit;
  #sink: MediaSink | null = null;
  #following: Cancel[] = [];
  #available = false;
  #wireless = false;

  /**
   * Follows the player's sink from the start when it has one: this code loads once the first
   * play is answered (services/playback/playback-targets.setup.ts).
   */
  constructor(player: Pick<SinkPlayer, 'events' | 'currentSink'>, emit: InstanceEmit) {
    this.#emit = emit;
    player.events.on('sinkCreated', ({ sink }) => {
      if (!this.#sink) this.#follow(sink);
    });
    player.events.on('sinkDidChange', ({ sink }) => {
      if (sink) this.#follow(sink);
    });
    if (player.currentSink) this.#follow(player.currentSink);
  }

  /** A remote device (AirPlay, Cast) is available to the element that plays. */
  get available(): boolean {
    return this.#available;
  }

  /**
   * Opens the browser's device picker for the element that plays. Rejects with an MKError
   * UNSUPPORTED_ERROR where no sink can play remotely (headless hosts, browsers without Remote
   * Playback, nothing created yet), else as the browser refuses (e.g. no user gesture).
   */
  showPicker(): Promise<void> {
    const targets = this.#sink?.playbackTargets;
    if (!targets) return Promise.reject(new MKError(MKError.UNSUPPORTED_ERROR, NO_PLAYBACK_TARGETS_MESSAGE));
    return targets.showPicker();
  }

  /** 001 §2: the presentation mode of the element that plays (inline where it has none, e.g. audio). */
  get presentationMode(): PresentationMode {
    return PresentationMode[this.#sink?.presentation?.mode ?? 'inline'];
  }

  /** The element that plays is a video the browser and the page let go picture-in-picture. */
  get pictureInPictureAvailable(): boolean {
    return this.#sink?.presentation?.pictureInPictureAvailable ?? false;
  }

  /**
   * Moves the video that plays to the browser's picture-in-picture window, or back inline. Going
   * picture-in-picture rejects with an MKError UNSUPPORTED_ERROR where it is not available, else
   * as the browser refuses (e.g. no user gesture); going inline with nothing to leave resolves.
   */
  setPresentationMode(mode: SinkPresentationMode): Promise<void> {
    const presentation = this.#sink?.presentation;
    if (mode === 'inline') return presentation ? presentation.setMode('inline') : Promise.resolve();
    if (!presentation?.pictureInPictureAvailable) return Promise.reject(new MKError(MKError.UNSUPPORTED_ERROR, NO_PICTURE_IN_PICTURE_MESSAGE));
    return presentation.setMode('pictureinpicture');
  }

  #follow(sink: MediaSink): void {
    if (sink === this.#sink) return;
    for (const cancel of this.#following.splice(0)) cancel();
    this.#sink = sink;
    const targets = sink.playbackTargets;
    if (targets) this.#following.push(targets.on('availabilityChanged', () => this.#sync()), targets.on('wirelessChanged', () => this.#sync()));
    const presentation = sink.presentation;
    if (presentation) {
      this.#following.push(
        presentation.on('modeChanged', ({ mode, fullscreen }) =>
          this.#emit('presentationModeDidChange', { mode: PresentationMode[mode], fullscreen: fullscreen ?? false }),
        ),
      );
    }
    // A sink with another element (audio after video, another backend) may differ in both.
    this.#sync();
  }

  #sync(): void {
    const targets = this.#sink?.playbackTargets;
    const available = targets?.available ?? false;
    const wireless = targets?.wireless ?? false;
    if (available !== this.#available) {
      this.#available = available;
      this.#emit('playbackTargetAvailableDidChange', { available });
    }
    if (wireless !== this.#wireless) {
      this.#wireless = wireless;
      this.#emit('playbackTargetIsWirelessDidChange', { isWireless: wireless, playing: wireless });
    }
  }
}
