/**
 * Where a seek's music starts in a recording of rendered audio: the product-path bench's
 * "seek → audio from t".
 *
 * Matching the source from t (as the skip detector matches a track's opening) misreads a seek
 * two ways, both seen in the recordings of 2026-11-27:
 * - The music around t is a held chord, whose correlation has a comb of peaks one common period
 *   (18–24 ms) apart, within 0.02 of each other; the restarted decoder's first milliseconds
 *   tip the choice, so some clips read one period late for every player.
 * - A player may not land on t: shaka lands 22 ms past it (its AAC priming), never plays the
 *   source's t, and went unmeasured in most trials.
 *
 * So the music after the seek is anchored well past it (wherever the player landed), and the
 * onset is found by walking back, one render quantum at a time, while the recording still
 * matches that music sample for sample. What is before it (the old music, silence, or the
 * restarted decoder's first, still wrong, output) stops the walk.
 *
 * Pure: all inputs are arrays and numbers, so tests can plant onsets.
 */
import { MIN_ANCHOR_SCORE } from './join-detector.ts';
import { correlation, locate } from './signal-alignment.ts';

/** The render quantum: the step of the walk and the resolution of the onset. */
const BLOCK_FRAMES = 128;
/** The anchor starts this long after the mark: past any seek's start, before the next step. */
const ANCHOR_AFTER_MS = 150;
/** Long enough to span an arpeggio step (250 ms), so the anchor has one peak, not a comb. */
const ANCHOR_FRAMES = 16_384;
/** Blocks quieter than this on both channels are silence, not music (about −60 dBFS). */
const SILENCE = 1e-3;
/** How far from the target a player may land and still count as having seeked there. */
const LANDING_TOLERANCE_SECONDS = 0.05;

export interface SeekOnsetInput {
  /** Interleaved stereo recording. */
  readonly recording: Float32Array;
  readonly sampleRate: number;
  /** Recording frame of the seek request. */
  readonly markFrame: number;
  /** The whole current track's music, interleaved stereo, from the source. */
  readonly track: Float32Array;
  /** Where the seek asked to go, seconds into the track. */
  readonly targetSeconds: number;
}

export interface SeekOnset {
  /** ms from the seek request to the first sample of the music it moved to; null when no music near the target was found. */
  readonly latencyMs: number | null;
  /** Where that music is in the track, seconds (the player's landing), or null. */
  readonly landedAtSeconds: number | null;
  /** The anchor's correlation. */
  readonly score: number;
}

export function measureSeekOnset(input: SeekOnsetInput): SeekOnset {
  const { recording, sampleRate, markFrame, track, targetSeconds } = input;
  const anchorFrame = markFrame + Math.round((ANCHOR_AFTER_MS / 1000) * sampleRate);
  const anchor = locate(recording, anchorFrame, ANCHOR_FRAMES, track, 0, track.length / 2 - ANCHOR_FRAMES);
  if (anchor.score < MIN_ANCHOR_SCORE) return { latencyMs: null, landedAtSeconds: null, score: anchor.score };
  // Track frame = recording frame + offset, for the music the seek moved to.
  const offset = anchor.frame - anchorFrame;
  const matches = (frame: number): boolean => {
    if (frame + offset < 0 || !loud(recording, frame, BLOCK_FRAMES)) return false;
    return correlation(recording, 2 * frame, track, 2 * (frame + offset), 2 * BLOCK_FRAMES) >= MIN_ANCHOR_SCORE;
  };
  // The walk stops at the mark: a seek's music cannot be heard before it was asked for.
  let onset = anchorFrame;
  while (onset > markFrame && matches(onset - BLOCK_FRAMES)) onset -= BLOCK_FRAMES;
  const landedAtSeconds = (onset + offset) / sampleRate;
  // Music far from the target is not the seek's (a seek that did nothing plays on from before).
  if (Math.abs(landedAtSeconds - targetSeconds) > LANDING_TOLERANCE_SECONDS) return { latencyMs: null, landedAtSeconds, score: anchor.score };
  return { latencyMs: (Math.max(0, onset - markFrame) / sampleRate) * 1000, landedAtSeconds, score: anchor.score };
}

function loud(stereo: Float32Array, frame: number, frames: number): boolean {
  for (let i = 2 * frame; i < 2 * (frame + frames); i++) if (Math.abs(stereo[i] ?? 0) > SILENCE) return true;
  return false;
}
