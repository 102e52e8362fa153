/**
 * Measures one join between consecutive tracks in a recording of rendered audio, against the
 * continuous source signal the clips were cut from (tools/media/source-signal.ts).
 *
 * - An anchor just before the join aligns the recording with the source (pre-join).
 * - The join is then predicted in the recording: where the source boundary falls.
 * - After the longest quiet run near the join, a second anchor aligns the recording again.
 * - shift = how much later (positive: inserted time) or earlier (negative: dropped audio) the
 *   second track's audio plays than it would in the continuous source.
 * - silence = the longest run with both channels below `threshold` between the anchors.
 *
 * Pure: all inputs are arrays and numbers, so tests can plant gaps and shifts.
 */
import { correlation, decimate, largestStep, locate, longestQuietRun } from './signal-alignment.ts';

export interface JoinInput {
  /** Interleaved stereo recording. */
  readonly recording: Float32Array;
  readonly sampleRate: number;
  /** Recording frames [segmentStart, segmentEnd) hold the end of track A, the join, and the start of track B. */
  readonly segmentStart: number;
  readonly segmentEnd: number;
  /** Interleaved stereo source covering the join, and the absolute source frame of its first frame. */
  readonly source: Float32Array;
  readonly sourceOffset: number;
  /** Absolute source frame where track B begins (= where track A's music ends). */
  readonly boundary: number;
  /** Quiet means |sample| below this on both channels (default 1e-3, about -60 dBFS). */
  readonly threshold?: number;
}

export interface JoinMeasurement {
  /** Longest quiet run around the join, ms (0 when `silenceMeasured` is false). */
  readonly silenceMs: number;
  /** False when the join could not even be located (no pre-join anchor, recording too short). */
  readonly silenceMeasured: boolean;
  /** Offset of track B against the continuous source, ms (positive = late, negative = early). */
  readonly shiftMs: number | null;
  /** Largest sample-to-sample step around the join (the source's own steps stay near 0.01). */
  readonly largestStep: number;
  /** Correlation scores of the anchors before and after the join. */
  readonly preScore: number;
  readonly postScore: number;
  /** Recording frame where the join was predicted (from the pre-join anchor). */
  readonly joinFrame: number;
  /** Why the join could not be measured, when it could not. */
  readonly problem?: string;
}

const PRE_WINDOW = 8192;
const NEAR_WINDOW = 2048;
const POST_WINDOW = 8192;
/**
 * Anchors below this correlation are not trusted: AAC at 96 kbit/s still gives > 0.98 against
 * the source, while a window half in silence or a neighbouring period of a held chord gives less.
 */
export const MIN_ANCHOR_SCORE = 0.9;

export function measureJoin(input: JoinInput): JoinMeasurement {
  const { recording, sampleRate, source, sourceOffset, boundary } = input;
  const threshold = input.threshold ?? 1e-3;
  const ms = (frames: number): number => (frames / sampleRate) * 1000;
  const frames = (milliseconds: number): number => Math.round((milliseconds / 1000) * sampleRate);
  const decimated = { needle: decimate(recording), haystack: decimate(source) };
  const sourceFrames = source.length / 2;
  const boundaryLocal = boundary - sourceOffset;
  const failed = (problem: string, extra: Partial<JoinMeasurement> = {}): JoinMeasurement => ({
    silenceMs: 0,
    silenceMeasured: false,
    shiftMs: null,
    largestStep: 0,
    preScore: -1,
    postScore: -1,
    joinFrame: -1,
    problem,
    ...extra,
  });

  // 1. Coarse pre-join anchor: try a few windows from the start of the segment (a player may
  //    still be starting or seeking there), searching the source before the boundary.
  //    An anchor counts only if the window right after it maps to the same place too.
  let pre: { rec: number; src: number; score: number } | undefined;
  for (let attempt = 0; attempt < 10 && !pre; attempt++) {
    const rec = input.segmentStart + attempt * frames(100);
    if (rec + 2 * PRE_WINDOW > input.segmentEnd) break;
    const found = locate(recording, rec, PRE_WINDOW, source, 0, boundaryLocal - PRE_WINDOW, decimated);
    const check = correlation(recording, 2 * (rec + PRE_WINDOW), source, 2 * (found.frame + PRE_WINDOW), 2 * NEAR_WINDOW);
    if (found.score >= MIN_ANCHOR_SCORE && check >= MIN_ANCHOR_SCORE) pre = { rec, src: found.frame, score: found.score };
  }
  if (!pre) return failed('no pre-join anchor (the first track never played near its end?)');

  // 2. Re-anchor right before the join, so a stall earlier in the segment cannot bias the shift.
  const predicted = pre.rec + (boundaryLocal - pre.src);
  const nearRec = predicted - frames(50) - NEAR_WINDOW;
  const nearGuess = boundaryLocal - frames(50) - NEAR_WINDOW;
  const near = locate(recording, nearRec, NEAR_WINDOW, source, nearGuess - 256, nearGuess + 256, decimated);
  const anchor = near.score >= MIN_ANCHOR_SCORE ? { rec: nearRec, src: near.frame, score: near.score } : pre;
  const joinFrame = anchor.rec + (boundaryLocal - anchor.src);
  if (joinFrame >= input.segmentEnd) return failed('the recording ends before the join', { preScore: anchor.score, joinFrame });

  // 3. Post-join anchor after the gap, if the join left one (a slow switch does). Runs under
  //    1 ms are zero crossings of the music, not a gap, and must not push the anchor away.
  const quiet = longestQuietRun(recording, joinFrame - frames(50), Math.min(input.segmentEnd, joinFrame + frames(1500)), threshold);
  const gapEnd = quiet.length >= frames(1) ? quiet.start + quiet.length : joinFrame;
  const postRec = Math.max(joinFrame, gapEnd) + frames(100);
  // A shorter window still anchors well when the player moved on soon after the join.
  const postWindow = postRec + POST_WINDOW <= input.segmentEnd ? POST_WINDOW : NEAR_WINDOW * 2;
  if (postRec + postWindow > input.segmentEnd) {
    const after = ms(input.segmentEnd - joinFrame).toFixed(0);
    return failed(`the recording ends ${after} ms after the predicted join (the player reported the next track late, or moved on early)`, { preScore: anchor.score, joinFrame });
  }
  const post = locate(recording, postRec, postWindow, source, boundaryLocal - frames(400), Math.min(sourceFrames - postWindow, boundaryLocal + frames(2000)), decimated);

  const regionStart = anchor.rec + NEAR_WINDOW;
  const silence = longestQuietRun(recording, regionStart, postRec, threshold);
  const step = largestStep(recording, regionStart, postRec);
  const base = { silenceMs: ms(silence.length), silenceMeasured: true, largestStep: step, preScore: anchor.score, postScore: post.score, joinFrame };
  if (post.score < MIN_ANCHOR_SCORE) return { ...base, shiftMs: null, problem: 'no post-join anchor (the second track did not play its start?)' };
  const shiftFrames = postRec - anchor.rec - (post.frame - anchor.src);
  return { ...base, shiftMs: ms(shiftFrames) };
}

/** Frames of the new track's opening that the skip detector looks for. */
export const SKIP_TEMPLATE_FRAMES = 8192;

export interface SkipInput {
  readonly recording: Float32Array;
  readonly sampleRate: number;
  /** Recording frame of the skip request. */
  readonly markFrame: number;
  /** The new track's first `templateFrames` of music (interleaved stereo, from the source). */
  readonly template: Float32Array;
  /** How far after the mark to look, ms. */
  readonly searchMs: number;
}

export interface SkipMeasurement {
  /** ms from the skip request to the first sample of the new track's music, or null. */
  readonly latencyMs: number | null;
  readonly score: number;
}

/**
 * Skip latency in the audio: where the new track's opening appears after the skip mark. A
 * player that starts the track late (not at its first sample) correlates less well; below
 * {@link MIN_ANCHOR_SCORE} the skip counts as unmeasured rather than guessed.
 */
export function measureSkip(input: SkipInput): SkipMeasurement {
  const templateFrames = input.template.length / 2;
  const searchFrames = Math.round((input.searchMs / 1000) * input.sampleRate);
  // Search the recording for the template: needle = template, haystack = recording.
  const found = locate(input.template, 0, templateFrames, input.recording, input.markFrame, input.markFrame + searchFrames);
  if (found.score < MIN_ANCHOR_SCORE) return { latencyMs: null, score: found.score };
  return { latencyMs: ((found.frame - input.markFrame) / input.sampleRate) * 1000, score: found.score };
}
