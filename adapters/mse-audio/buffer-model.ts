/**
 * The buffer state of one track (001 §4 Stream buffering): which segment loads next (in order),
 * whether the track is fully buffered, whether the stream was ended, and whether the
 * SourceBuffer ran over its limit (001 §8: QuotaExceeded marks the buffer over limit, after
 * which old data is trimmed, 10 s at a time, 001 §9).
 */

import { BUFFER_TRIM_STEP_S } from '@mediakit/core';

export interface TimedSegment {
  readonly start: number;
  readonly duration: number;
}

/**
 * The 1-based index of the segment holding `time` (seconds into the track). For the spec's
 * 10-second segments this is 001 §9's time / 10 + 1 (core's `segmentIndexForTime`); real playlists give each segment's
 * duration, so the index is found from them. Times past the end give the last segment.
 *
 * @example
 * segmentIndexAt([{ start: 0, duration: 10 }, { start: 10, duration: 10 }], 12.5); // 2
 */
export function segmentIndexAt(segments: readonly TimedSegment[], time: number): number {
  if (segments.length === 0) return 1;
  const t = Math.max(0, time);
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as TimedSegment;
    if (t < s.start + s.duration) return i + 1;
  }
  return segments.length;
}

/** Per-track buffer state. Indexes are 1-based as the spec counts them. */
export class TrackBufferModel {
  readonly #segments: readonly TimedSegment[];
  #nextIndex = 1;
  #endOfStream = false;

  constructor(segments: readonly TimedSegment[]) {
    this.#segments = segments;
  }

  /** The segment to load next (1-based); segments.length + 1 when all are buffered. */
  get segmentIndex(): number {
    return this.#nextIndex;
  }

  get segmentCount(): number {
    return this.#segments.length;
  }

  /** Every segment is appended (the condition for beginning a transition, 001 §4). */
  get fullyBuffered(): boolean {
    return this.#nextIndex > this.#segments.length;
  }

  /** The stream was ended after this track (no next item was chained). */
  get endOfStream(): boolean {
    return this.#endOfStream;
  }

  /** Records that segment `index` was appended; segments load in order (001 §4). */
  appended(index: number): void {
    if (index !== this.#nextIndex) throw new RangeError(`Segment ${index} appended out of order (expected ${this.#nextIndex})`);
    this.#nextIndex++;
  }

  markEndOfStream(ended: boolean): void {
    this.#endOfStream = ended;
  }

  /** Loading restarts at the segment holding `time` (a seek into data no longer buffered). */
  restartAt(time: number): void {
    this.#nextIndex = segmentIndexAt(this.#segments, time);
    this.#endOfStream = false;
  }
}

/**
 * The next range to trim from a buffer that is over its limit: the first 10 s (001 §9) of what
 * is buffered, when all of it lies behind the playhead; null when nothing old enough is left.
 *
 * @example
 * nextTrimRange(0, 25); // { start: 0, end: 10 }
 * nextTrimRange(20, 25); // null
 */
export function nextTrimRange(bufferedStart: number, currentTime: number): { readonly start: number; readonly end: number } | null {
  const end = bufferedStart + BUFFER_TRIM_STEP_S;
  return end <= currentTime ? { start: bufferedStart, end } : null;
}
