/**
 * Where each track goes on the one SourceBuffer timeline so that consecutive tracks join with no
 * inserted silence and no overlap (MEDIA-FACTS, gapless joins in one SourceBuffer, "splice"):
 * appendWindowStart = the previous track's true end minus its padding (where its music ends),
 * timestampOffset = appendWindowStart minus the priming the container does not already hide.
 * Positions are kept in whole samples so no rounding accumulates over an album.
 */

/** A track's gapless facts, in samples at `sampleRate`. */
export interface TrackTrim {
  readonly sampleRate: number;
  /** The encoder's priming before the music. */
  readonly primingSamples: number;
  /** The part of the priming the init segment's edit list already removes from the timeline. */
  readonly editListPrimingSamples: number;
  /** The music, without priming and padding. */
  readonly sampleCount: number;
  /** Decoded samples after the music in the last frame. */
  readonly paddingSamples: number;
}

/** One track's place on the timeline. */
export interface Placement {
  /** Where the music starts, in samples from the timeline origin. */
  readonly contentStartSample: number;
  /** Where the music ends (exclusive), in samples. */
  readonly contentEndSample: number;
  readonly sampleRate: number;
  /** SourceBuffer.timestampOffset, seconds. */
  readonly timestampOffset: number;
  /** SourceBuffer.appendWindowStart, seconds. */
  readonly appendWindowStart: number;
  /** Where the rendered last frame ends before the next track is spliced over it, seconds. */
  readonly trueEnd: number;
}

/** Seconds of a sample position. */
export function sampleToSeconds(sample: number, sampleRate: number): number {
  return sample / sampleRate;
}

/**
 * Places a track whose music starts at sample `startSample` (0 for the first track, the previous
 * track's `contentEndSample` for the next one).
 *
 * @example
 * const first = placeTrack(trim1, 0);
 * const second = placeTrack(trim2, first.contentEndSample); // second.appendWindowStart === first.trueEnd - padding1
 */
export function placeTrack(trim: TrackTrim, startSample: number): Placement {
  const rate = trim.sampleRate;
  const residualPriming = Math.max(0, trim.primingSamples - trim.editListPrimingSamples);
  const contentEndSample = startSample + trim.sampleCount;
  return {
    contentStartSample: startSample,
    contentEndSample,
    sampleRate: rate,
    timestampOffset: (startSample - residualPriming) / rate,
    appendWindowStart: startSample / rate,
    trueEnd: (contentEndSample + trim.paddingSamples) / rate,
  };
}

/**
 * The placement of the track after `previous`: its append window starts at the previous true end
 * minus the previous padding (MEDIA-FACTS splice rule), i.e. exactly where the previous music
 * ends; samples at different rates are converted at the next track's rate.
 */
export function placeAfter(previous: Placement, previousPadding: number, trim: TrackTrim): Placement {
  const spliceSeconds = previous.trueEnd - previousPadding / previous.sampleRate;
  const startSample = Math.round(spliceSeconds * trim.sampleRate);
  return placeTrack(trim, startSample);
}

/**
 * The trim when the provider gave no gapless facts: the edit list's priming, a length from the
 * playlist's duration and no padding (a join then keeps the padding's silence).
 */
export function fallbackTrim(sampleRate: number, editListPrimingSamples: number, durationSeconds: number): TrackTrim {
  return {
    sampleRate,
    primingSamples: editListPrimingSamples,
    editListPrimingSamples,
    sampleCount: Math.round(durationSeconds * sampleRate),
    paddingSamples: 0,
  };
}
