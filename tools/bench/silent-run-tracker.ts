/**
 * Audible stalls in a recording of rendered audio (issue 21): runs of silence, both channels
 * below `threshold` for at least `minStallMs`, that nothing the run itself did explains.
 *
 * A `waiting` event says the element ran out of data; it does not say a listener heard a gap
 * (the element may wait while the audio device still drains, or for less than one render
 * quantum). The recording is what the listener hears, so a stall is counted only where it is
 * silent. Silence the run causes on purpose is excused:
 * - before the first audible frame (start-up) and after the last one (the run ended);
 * - a silent run starting within `excuseGraceMs` after an excuse mark (a seek asked by the run),
 *   or at most 20 ms before it (the two clocks differ by a render quantum or so): a seek's own gap
 *   is the seek, not a stall. A run already silent well before the mark is not excused: the
 *   listener heard that gap whatever was asked during it.
 *
 * Incremental, so a page can feed it each batch the recorder delivers and never keep an hour of
 * audio; pure (arrays and numbers), so tests can plant gaps in synthetic recordings.
 */

export interface SilentRun {
  /** First silent frame (recorder frame clock). */
  readonly startFrame: number;
  readonly frames: number;
  readonly ms: number;
}

export interface SilentRunOptions {
  readonly sampleRate: number;
  /** Quiet means |sample| below this on both channels (default 1e-3, about −60 dBFS, as the join analysis). */
  readonly threshold?: number;
  /** Shorter runs are the signal's own zero crossings, not gaps (default 10 ms). */
  readonly minStallMs?: number;
  /** A silent run starting this long after an excuse mark is still the mark's (default 250 ms). */
  readonly excuseGraceMs?: number;
}

export interface StallReport {
  /** Silent runs no excuse covers, in order. */
  readonly stalls: readonly SilentRun[];
  /** Silent runs of at least minStallMs that an excuse (seek, skip) covered. */
  readonly excused: number;
  /** Frames above the threshold: a recording with none was not heard at all (muted), so it proves nothing. */
  readonly audibleFrames: number;
  readonly totalFrames: number;
}

export class SilentRunTracker {
  readonly #sampleRate: number;
  readonly #threshold: number;
  readonly #minFrames: number;
  readonly #graceFrames: number;
  readonly #slackFrames: number;
  readonly #stalls: SilentRun[] = [];
  #excused = 0;
  #audibleFrames = 0;
  #totalFrames = 0;
  /** Next frame expected; a batch that starts later leaves a hole, which is silence (nothing rendered). */
  #nextFrame: number | undefined;
  #heardAnything = false;
  #runStart: number | undefined;
  /** Excuse marks not yet matched with a silent run, in order. */
  #marks: number[] = [];

  constructor(options: SilentRunOptions) {
    this.#sampleRate = options.sampleRate;
    this.#threshold = options.threshold ?? 1e-3;
    this.#minFrames = Math.max(1, Math.round(((options.minStallMs ?? 10) / 1000) * options.sampleRate));
    this.#graceFrames = Math.round(((options.excuseGraceMs ?? 250) / 1000) * options.sampleRate);
    this.#slackFrames = Math.round(0.02 * options.sampleRate);
  }

  /**
   * Marks recorder frame `frame` as the moment the run itself made a gap (a seek, a skip). Marks
   * may come before the frames around them are pushed (the recorder delivers batches late).
   */
  excuse(frame: number): void {
    this.#marks.push(frame);
  }

  /** Feeds one batch of interleaved stereo frames starting at recorder frame `startFrame`. */
  push(startFrame: number, stereo: Float32Array): void {
    if (this.#nextFrame !== undefined && startFrame > this.#nextFrame) this.#silent(this.#nextFrame);
    const frames = stereo.length >> 1;
    for (let i = 0; i < frames; i++) {
      const left = stereo[2 * i] as number;
      const right = stereo[2 * i + 1] as number;
      if (Math.abs(left) >= this.#threshold || Math.abs(right) >= this.#threshold) this.#audible(startFrame + i);
      else this.#silent(startFrame + i);
    }
    this.#totalFrames += frames;
    this.#nextFrame = startFrame + frames;
  }

  /** What was found; a silent run still open (the recording's tail) is not a stall. */
  report(): StallReport {
    return { stalls: [...this.#stalls], excused: this.#excused, audibleFrames: this.#audibleFrames, totalFrames: this.#totalFrames };
  }

  #silent(frame: number): void {
    this.#runStart ??= frame;
  }

  #audible(frame: number): void {
    this.#audibleFrames++;
    const start = this.#runStart;
    this.#runStart = undefined;
    const wasStartUp = !this.#heardAnything;
    this.#heardAnything = true;
    if (start === undefined) return;
    const frames = frame - start;
    // A zero crossing must not use up the mark of the seek gap that follows it.
    if (frames < this.#minFrames) return;
    const excused = this.#takeMarks(start, frame);
    if (wasStartUp) return;
    if (excused) this.#excused++;
    else this.#stalls.push({ startFrame: start, frames, ms: (frames / this.#sampleRate) * 1000 });
  }

  /**
   * Whether the silent run starting at `start` began just after a mark (within the grace; the
   * element stops rendering a little after the seek is asked) or within the clocks' slack before
   * it; consumes every mark before `end`.
   */
  #takeMarks(start: number, end: number): boolean {
    let found = false;
    this.#marks = this.#marks.filter((mark) => {
      if (mark >= end) return true;
      if (mark >= start - this.#graceFrames && mark <= start + this.#slackFrames) found = true;
      return false;
    });
    return found;
  }
}

/** Stalls of a whole recording at once (interleaved stereo, frame 0 = `firstFrame`). */
export function findAudibleStalls(stereo: Float32Array, options: SilentRunOptions & { readonly firstFrame?: number; readonly excuses?: readonly number[] }): StallReport {
  const tracker = new SilentRunTracker(options);
  for (const mark of options.excuses ?? []) tracker.excuse(mark);
  tracker.push(options.firstFrame ?? 0, stereo);
  return tracker.report();
}
