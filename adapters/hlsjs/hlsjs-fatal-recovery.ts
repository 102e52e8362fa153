// Issue 21: hls.js fatal errors are recovered the way hls.js documents it (its "Fatal Error
// Recovery" guide): a media error by `recoverMediaError()` (a second one soon after, by
// `swapAudioCodec()` then `recoverMediaError()`), a network error by loading again
// (`startLoad()`), with the recovery policy's bound: 3 reloads after 1 s × attempt. What is not
// recovered is left fatal, for the player to stop and publish (000 §8, 001 §4 Video errors).
import { ErrorTypes, type ErrorData } from 'hls.js';

/** What the recovery calls on the hls.js instance. */
export interface RecoverableHls {
  recoverMediaError(): void;
  swapAudioCodec(): void;
  startLoad(startPosition?: number): void;
}

/** A media error this soon after the last recovery is the "second" one of hls.js's guide. */
const MEDIA_ERROR_WINDOW_MS = 3000;
/** Network reloads before giving up (the recovery policy's transient retries). */
const MAX_NETWORK_RELOADS = 3;
const RELOAD_DELAY_PER_ATTEMPT_MS = 1000;

/**
 * Decides and carries out the recovery of one hls.js instance's fatal errors.
 *
 * @example
 * const recovery = new HlsjsFatalRecovery(hls, () => performance.now(), (task, ms) => setTimeout(task, ms));
 * hls.on(Events.ERROR, (_e, data) => { if (data.fatal && recovery.recover(data)) return; ... });
 */
export class HlsjsFatalRecovery {
  readonly #hls: RecoverableHls;
  readonly #now: () => number;
  readonly #later: (task: () => void, delayMs: number) => void;
  #lastMediaRecovery = Number.NEGATIVE_INFINITY;
  #codecSwapped = false;
  #networkReloads = 0;

  constructor(hls: RecoverableHls, now: () => number, later: (task: () => void, delayMs: number) => void) {
    this.#hls = hls;
    this.#now = now;
    this.#later = later;
  }

  /** Whether the fatal error `data` is being recovered (true), or is final (false). */
  recover(data: Pick<ErrorData, 'type' | 'fatal'>): boolean {
    if (!data.fatal) return false;
    if (data.type === ErrorTypes.MEDIA_ERROR) return this.#recoverMedia();
    if (data.type === ErrorTypes.NETWORK_ERROR) return this.#reload();
    return false;
  }

  /** Playback went on: later failures start a fresh count. */
  playing(): void {
    this.#networkReloads = 0;
  }

  #recoverMedia(): boolean {
    const now = this.#now();
    const again = now - this.#lastMediaRecovery < MEDIA_ERROR_WINDOW_MS;
    if (again && this.#codecSwapped) return false;
    if (again) {
      this.#codecSwapped = true;
      this.#hls.swapAudioCodec();
    }
    this.#lastMediaRecovery = now;
    this.#hls.recoverMediaError();
    return true;
  }

  #reload(): boolean {
    if (this.#networkReloads >= MAX_NETWORK_RELOADS) return false;
    this.#networkReloads += 1;
    this.#later(() => this.#hls.startLoad(), RELOAD_DELAY_PER_ATTEMPT_MS * this.#networkReloads);
    return true;
  }
}
