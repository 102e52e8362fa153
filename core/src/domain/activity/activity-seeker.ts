import type { Logger } from '../../ports/logger.ts';

/** What a seeker reports: where scrubbing began and where the listener let go (seconds). */
export interface ActivitySeekerHooks {
  readonly onStart: (position: number) => void;
  readonly onEnd: (position: number) => void;
}

/** The warnings of 000 §5 ("A seeker cannot be started twice, ended twice, ended before start, or seek after end"). */
export const SEEKER_WARNINGS = {
  startedTwice: 'Seeker: start() called twice; the seeker is already started',
  endedTwice: 'Seeker: end() called twice; the seeker is already ended',
  endedBeforeStart: 'Seeker: end() called before start()',
  seekAfterEnd: 'Seeker: seekTo() called after end()',
} as const;

/**
 * One scrub gesture: start, any number of seeks, end. Misuse is logged as a warning and
 * otherwise ignored (000 §5: warnings only), so a sloppy UI never breaks playback.
 *
 * @example
 * const seeker = reporter.seeker(song);
 * seeker.start(10); seeker.seekTo(60); seeker.seekTo(75); seeker.end(); // scrub end at 75 s
 */
export class ActivitySeeker {
  readonly #logger: Logger;
  readonly #hooks: ActivitySeekerHooks;
  #phase: 'new' | 'started' | 'ended' = 'new';
  #position = 0;

  constructor(logger: Logger, hooks: ActivitySeekerHooks) {
    this.#logger = logger;
    this.#hooks = hooks;
  }

  get isStarted(): boolean {
    return this.#phase === 'started';
  }

  get isEnded(): boolean {
    return this.#phase === 'ended';
  }

  /** The last position seeked to, in seconds. */
  get position(): number {
    return this.#position;
  }

  start(position: number): void {
    if (this.#phase !== 'new') {
      // A seeker is one gesture: starting it again, even after its end, is a second start.
      this.#logger.log('warning', SEEKER_WARNINGS.startedTwice);
      return;
    }
    this.#phase = 'started';
    this.#position = position;
    this.#hooks.onStart(position);
  }

  seekTo(position: number): void {
    if (this.#phase === 'ended') {
      this.#logger.log('warning', SEEKER_WARNINGS.seekAfterEnd);
      return;
    }
    this.#position = position;
  }

  end(): void {
    if (this.#phase !== 'started') {
      this.#logger.log('warning', this.#phase === 'ended' ? SEEKER_WARNINGS.endedTwice : SEEKER_WARNINGS.endedBeforeStart);
      return;
    }
    this.#phase = 'ended';
    this.#hooks.onEnd(this.#position);
  }
}
