// 002 §4: "A station queue switches the controller to continuous, and a normal queue to serial."

import type { Cancel } from '../../ports/scheduler.ts';
import { EventEmitter } from '../events/event-emitter.ts';
import type { Queue } from '../queue/queue.ts';
import type { ContinuousController } from './continuous-controller.ts';
import type { PlaybackController } from './playback-controller.ts';
import type { QueueLoad, SerialController } from './serial-controller.ts';
import type { StationQueueOptions, ValidatedStationQueueOptions } from './station-queue-options.validator.ts';
import type { StationDescriptor } from './station-track-loader.ts';

/** Which controller is active. */
export type PlaybackControllerKind = 'serial' | 'continuous';

export interface PlaybackControllerSwitchEvents {
  readonly controllerDidChange: { readonly kind: PlaybackControllerKind; readonly controller: PlaybackController };
}

/**
 * Holds the serial and the continuous controller and keeps exactly one active: setQueue
 * activates the serial one, setStationQueue the continuous one. The one left is deactivated
 * first (its playback stops, its autoplay stops). The continuous controller may be given as what
 * creates it: it is then created with the first station queue, so a page that never plays a
 * station never loads its code (docs/size-budgets.md); a failed load fails that call and is
 * tried again by the next.
 *
 * @example
 * const controllers = new PlaybackControllerSwitch(serial, continuous);
 * await controllers.setStationQueue({ id: 'ra.123' }); // now continuous
 * await controllers.setQueue({ items });              // back to serial
 */
export class PlaybackControllerSwitch {
  readonly serial: SerialController;
  readonly #events = new EventEmitter<PlaybackControllerSwitchEvents>();
  readonly #createContinuous: (() => Promise<ContinuousController>) | undefined;
  #continuous: ContinuousController | undefined;
  #creatingContinuous: Promise<ContinuousController> | undefined;
  #active: PlaybackController;

  constructor(serial: SerialController, continuous: ContinuousController | (() => Promise<ContinuousController>)) {
    this.serial = serial;
    if (typeof continuous === 'function') this.#createContinuous = continuous;
    else this.#continuous = continuous;
    this.#active = serial;
    serial.activate();
  }

  /** The continuous controller; undefined until the first station queue created it (when given as a factory). */
  get continuous(): ContinuousController | undefined {
    return this.#continuous;
  }

  get active(): PlaybackController {
    return this.#active;
  }

  get kind(): PlaybackControllerKind {
    return this.#active === this.serial ? 'serial' : 'continuous';
  }

  /** The active controller's queue. */
  get queue(): Queue {
    return this.#active.queue;
  }

  /** A normal queue: switches to serial, then loads it. */
  async setQueue(load: QueueLoad): Promise<Queue> {
    await this.#use(this.serial);
    return this.serial.setQueue(load);
  }

  /**
   * Validates setStationQueue options (002 §5) with the continuous controller's code (creating
   * it the first time), before anything switches: invalid options leave playback as it is.
   */
  async stationRequest(options: StationQueueOptions): Promise<ValidatedStationQueueOptions> {
    const continuous = this.#continuous ?? (await this.#created());
    return continuous.request(options);
  }

  /** A station queue: switches to continuous (creating it the first time), then loads it. */
  async setStationQueue(station: StationDescriptor): Promise<Queue> {
    const continuous = this.#continuous ?? (await this.#created());
    await this.#use(continuous);
    return continuous.setStationQueue(station);
  }

  on<E extends keyof PlaybackControllerSwitchEvents>(event: E, listener: (payload: PlaybackControllerSwitchEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  #created(): Promise<ContinuousController> {
    this.#creatingContinuous ??= (this.#createContinuous as () => Promise<ContinuousController>)().then(
      (controller) => (this.#continuous = controller),
      (error: unknown) => {
        this.#creatingContinuous = undefined;
        throw error;
      },
    );
    return this.#creatingContinuous;
  }

  async #use(controller: PlaybackController): Promise<void> {
    if (this.#active === controller) return;
    await this.#active.deactivate();
    this.#active = controller;
    controller.activate();
    this.#events.emit('controllerDidChange', { kind: this.kind, controller });
  }
}
