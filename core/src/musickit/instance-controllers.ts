// How the instance reaches its controllers (002 §4: a station queue switches to the continuous
// controller, a normal queue to serial): modes act on the one active, station requests name their kind.
import type { PlaybackControllerSwitch } from '../domain/playback/playback-controller-switch.ts';
import type { ContinuousController } from '../domain/playback/continuous-controller.ts';
import type { SerialController } from '../domain/playback/serial-controller.ts';
import type { StationDescriptor } from '../domain/playback/station-track-loader.ts';
import type { ValidatedStationQueueOptions } from '../domain/playback/station-queue-options.validator.ts';

type Modes = Pick<SerialController, 'repeatMode' | 'shuffleMode' | 'autoplayEnabled' | 'playbackMode'>;

/**
 * Repeat, shuffle, autoplay and playback mode of the active controller: while a station plays,
 * its rules answer (none, off, off; a change is ignored, 002 §4), never the serial controller
 * behind it, whose changes would apply to a queue nobody hears.
 */
export function activeModes(controllers: Pick<PlaybackControllerSwitch, 'kind' | 'serial' | 'continuous'>): Modes {
  const active = (): SerialController | ContinuousController => (controllers.kind === 'continuous' && controllers.continuous) || controllers.serial;
  return {
    get repeatMode() {
      return active().repeatMode;
    },
    set repeatMode(mode) {
      active().repeatMode = mode;
    },
    get shuffleMode() {
      return active().shuffleMode;
    },
    set shuffleMode(mode) {
      active().shuffleMode = mode;
    },
    get autoplayEnabled() {
      return active().autoplayEnabled;
    },
    set autoplayEnabled(enabled) {
      active().autoplayEnabled = enabled;
    },
    get playbackMode() {
      return active().playbackMode;
    },
    set playbackMode(mode) {
      active().playbackMode = mode;
    },
  };
}

/** 002 §3 station options: `artist` and `song` name the station they seed; the others are stations. */
export function stationOf(validated: Pick<ValidatedStationQueueOptions, 'option' | 'id'>): StationDescriptor {
  if (validated.option === 'artist') return { id: validated.id, type: 'artists' };
  if (validated.option === 'song') return { id: validated.id, type: 'songs' };
  return { id: validated.id };
}
