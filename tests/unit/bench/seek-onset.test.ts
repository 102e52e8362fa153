import { describe, expect, it } from 'vitest';
import { renderSourceSignal } from '../../../tools/media/source-signal.ts';
import { concat } from './planted-signal.ts';
import { measureSeekOnset } from '../../../tools/bench/seek-onset.ts';

// The bench's own analysis (DESIGN.md: benchmarks are not tests; this checks the maths only).
// Issue 17 "seek → audio from t": where the music a seek moved to starts in the recording.
const RATE = 44_100;
/** A track cut from the source, 9 s long, as the fixtures are. */
const TRACK_START = 974_613;
const TRACK = renderSourceSignal(TRACK_START, 9 * RATE);
const TARGET_SECONDS = 4;
/** 1.4 s of the track, then the seek (the mark). */
const MARK = Math.round(1.4 * RATE);

/** The track up to the mark + `oldFrames` more of it, `gap` of `filler`, then the track from `landing` s. */
function seekRecording(options: { oldFrames: number; gap: number; landingSeconds: number; filler?: 'silence' | 'noise' }): Float32Array {
  const filler = new Float32Array(2 * options.gap);
  if (options.filler === 'noise') for (let i = 0; i < filler.length; i++) filler[i] = 0.2 * Math.sin(i * 1.7) * Math.cos(i * 0.31);
  return concat([
    renderSourceSignal(TRACK_START, MARK + options.oldFrames),
    filler,
    renderSourceSignal(TRACK_START + Math.round(options.landingSeconds * RATE), 2 * RATE),
  ]);
}

const measure = (recording: Float32Array) => measureSeekOnset({ recording, sampleRate: RATE, markFrame: MARK, track: TRACK, targetSeconds: TARGET_SECONDS });

describe('measureSeekOnset (issue 17: seek → audio from t)', () => {
  it('finds the music from t where it starts, to one render quantum', () => {
    const onset = 500; // 11.3 ms of the old music after the call, then the target's
    const m = measure(seekRecording({ oldFrames: onset, gap: 0, landingSeconds: TARGET_SECONDS }));
    expect(m.latencyMs).not.toBeNull();
    expect(Math.abs((m.latencyMs as number) - (onset / RATE) * 1000)).toBeLessThanOrEqual((128 / RATE) * 1000);
    expect(m.landedAtSeconds).toBeCloseTo(TARGET_SECONDS, 2);
  });

  it('counts silence and a restarted decoder\'s wrong output as not yet the music', () => {
    for (const filler of ['silence', 'noise'] as const) {
      const m = measure(seekRecording({ oldFrames: 0, gap: 700, landingSeconds: TARGET_SECONDS, filler }));
      expect(Math.abs((m.latencyMs as number) - (700 / RATE) * 1000)).toBeLessThanOrEqual((128 / RATE) * 1000);
    }
  });

  it('measures a player that lands a little past t (shaka: its AAC priming) from where its music starts', () => {
    const m = measure(seekRecording({ oldFrames: 300, gap: 0, landingSeconds: TARGET_SECONDS + 0.022 }));
    expect(Math.abs((m.latencyMs as number) - (300 / RATE) * 1000)).toBeLessThanOrEqual((128 / RATE) * 1000);
    expect(m.landedAtSeconds).toBeCloseTo(TARGET_SECONDS + 0.022, 2);
  });

  it('answers null when the music never moved to t (a seek that did nothing)', () => {
    const m = measure(renderSourceSignal(TRACK_START, MARK + 2 * RATE));
    expect(m.latencyMs).toBeNull();
  });

  it('answers null when the player went somewhere else', () => {
    const m = measure(seekRecording({ oldFrames: 0, gap: 0, landingSeconds: 6 }));
    expect(m.latencyMs).toBeNull();
    expect(m.landedAtSeconds).toBeCloseTo(6, 1);
  });
});
