// 001 §8 "BUFFER_STALLED_ERROR (after a stall of type Seek with response code -12909)" and issue
// 21's "time bounds on every wait": a seek made while playing must be followed by playback moving
// past its target; if it is not within the bound, the stall is reported (playback is not stopped:
// 001 §8 keeps stopping for device limit, geo block and an expired CDM).
import type { Cancel, Scheduler } from '../../ports/scheduler.ts';
import type { MKError } from '../errors/mk-error.ts';
import { seekStallError } from '../errors/playback-errors.ts';
import { WAIT_BOUNDS } from './wait-bound.ts';

/** How far past the target the time must move to count as playing on (timeupdate granularity). */
const MOVED_ON_S = 0.1;

export interface SeekStallWatchOptions {
  readonly scheduler: Pick<Scheduler, 'setTimeout'>;
  /** Whether playback is meant to be running now (a pause by the listener is no stall). */
  readonly isPlaying: () => boolean;
  readonly onStall: (error: MKError) => void;
  readonly boundMs?: number;
}

/**
 * Watches one seek at a time: {@link arm} after the engine took it, {@link timeDidChange} with
 * every time update, {@link disarm} when the item changes or ends.
 *
 * @example
 * watch.arm(42); watch.timeDidChange(42.2); // moved on: nothing reported
 */
export class SeekStallWatch {
  readonly #options: SeekStallWatchOptions;
  #armed: { readonly target: number; readonly cancel: Cancel } | undefined;

  constructor(options: SeekStallWatchOptions) {
    this.#options = options;
  }

  /** Starts the bound for a seek to `target` seconds (only while playing). */
  arm(target: number): void {
    this.disarm();
    if (!this.#options.isPlaying()) return;
    const cancel = this.#options.scheduler.setTimeout(() => {
      this.#armed = undefined;
      if (this.#options.isPlaying()) this.#options.onStall(seekStallError(target));
    }, this.#options.boundMs ?? WAIT_BOUNDS.seekStallMs);
    this.#armed = { target, cancel };
  }

  timeDidChange(currentTime: number): void {
    if (this.#armed && currentTime >= this.#armed.target + MOVED_ON_S) this.disarm();
  }

  disarm(): void {
    this.#armed?.cancel();
    this.#armed = undefined;
  }
}
