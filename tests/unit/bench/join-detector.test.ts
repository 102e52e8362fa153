import { describe, expect, it } from 'vitest';
import { renderSourceSignal } from '../../../tools/media/source-signal.ts';
import { concat } from './planted-signal.ts';
import { measureJoin, measureSkip } from '../../../tools/bench/join-detector.ts';

// The bench's own analysis (DESIGN.md: benchmarks are not tests; this checks the maths only).
const RATE = 44_100;
/** clip01 → clip02 in the committed fixtures: a real boundary of the source signal. */
const BOUNDARY = 321_931;
const BEFORE = Math.round(1.5 * RATE);
const AFTER = Math.round(1.5 * RATE);

/** Deterministic low-level noise (about -74 dBFS), as a decoder or a dithering output may leave. */
function withNoise(samples: Float32Array, amplitude: number): Float32Array {
  const out = new Float32Array(samples);
  let state = 12345;
  for (let i = 0; i < out.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = (out[i] as number) + amplitude * ((state / 2 ** 32) * 2 - 1);
  }
  return out;
}

/**
 * A recording of: `lead` frames of silence (a player starting), the source up to the boundary,
 * `gap` frames of silence, then the source from `boundary + skip` on (skip < 0 replays audio).
 */
function plantedRecording(options: { lead?: number; gap?: number; skip?: number; filler?: 'silence' | 'music' }): Float32Array {
  const lead = options.lead ?? Math.round(0.2 * RATE);
  const gap = options.gap ?? 0;
  const skip = options.skip ?? 0;
  const filler = options.filler === 'music' ? renderSourceSignal(BOUNDARY + 5 * RATE, gap) : new Float32Array(2 * gap);
  return concat([new Float32Array(2 * lead), renderSourceSignal(BOUNDARY - BEFORE, BEFORE), filler, renderSourceSignal(BOUNDARY + skip, AFTER)]);
}

function measure(recording: Float32Array) {
  const sourceOffset = BOUNDARY - 3 * RATE;
  const source = renderSourceSignal(sourceOffset, 5 * RATE);
  return measureJoin({ recording, sampleRate: RATE, segmentStart: 0, segmentEnd: recording.length / 2, source, sourceOffset, boundary: BOUNDARY });
}

describe('bench join detector', () => {
  it('a seamless join has no silence beyond a zero crossing and no shift', () => {
    const m = measure(plantedRecording({}));
    expect(m.problem).toBeUndefined();
    expect(m.silenceMs).toBeLessThan(0.1);
    expect(m.shiftMs).toBe(0);
    expect(m.preScore).toBeGreaterThan(0.99);
    expect(m.postScore).toBeGreaterThan(0.99);
  });

  it.each([441, 882, 3_000])('finds a planted gap of %i samples as silence and as a positive shift', (gap) => {
    const m = measure(plantedRecording({ gap }));
    expect(m.silenceMs).toBeGreaterThanOrEqual((gap / RATE) * 1000);
    expect(m.silenceMs).toBeLessThan(((gap + 3) / RATE) * 1000);
    expect(m.shiftMs).toBeCloseTo((gap / RATE) * 1000, 6);
  });

  it('finds a planted shift without silence (other audio in between) as a shift only', () => {
    const m = measure(plantedRecording({ gap: 1_500, filler: 'music' }));
    expect(m.silenceMs).toBeLessThan(0.1);
    expect(m.shiftMs).toBeCloseTo((1_500 / RATE) * 1000, 6);
  });

  it('finds audio lost at the join (overlap) as a negative shift', () => {
    const m = measure(plantedRecording({ skip: 1_024 }));
    expect(m.shiftMs).toBeCloseTo((-1_024 / RATE) * 1000, 6);
    expect(m.silenceMs).toBeLessThan(0.1);
  });

  it('still anchors through low noise, and a gap holding only noise below the threshold is silence', () => {
    const m = measure(withNoise(plantedRecording({ gap: 700 }), 2e-4));
    expect(m.shiftMs).toBeCloseTo((700 / RATE) * 1000, 6);
    expect(m.silenceMs).toBeGreaterThanOrEqual((700 / RATE) * 1000);
    expect(m.silenceMs).toBeLessThan((703 / RATE) * 1000);
  });

  it('a short natural quiet run late after a seamless join does not push the second anchor off the recording', () => {
    const recording = plantedRecording({});
    const join = Math.round(0.2 * RATE) + BEFORE;
    const end = join + Math.round(0.6 * RATE);
    recording.fill(0, 2 * (end - 40), 2 * (end - 36)); // 4 quiet frames near the end of the segment
    const sourceOffset = BOUNDARY - 3 * RATE;
    const m = measureJoin({ recording, sampleRate: RATE, segmentStart: 0, segmentEnd: end, source: renderSourceSignal(sourceOffset, 5 * RATE), sourceOffset, boundary: BOUNDARY });
    expect(m.problem).toBeUndefined();
    expect(m.shiftMs).toBe(0);
  });

  it('reports, rather than guesses, a recording that never reaches the join', () => {
    const short = concat([new Float32Array(2 * RATE), renderSourceSignal(BOUNDARY - BEFORE, BEFORE - RATE)]);
    const m = measure(short);
    expect(m.shiftMs).toBeNull();
    expect(m.problem).toBeDefined();
  });

  it('a click at the join shows as a large sample step', () => {
    const recording = plantedRecording({});
    const join = Math.round(0.2 * RATE) + BEFORE;
    recording[2 * join] = 0.9;
    expect(measure(recording).largestStep).toBeGreaterThan(0.5);
    expect(measure(plantedRecording({})).largestStep).toBeLessThan(0.05);
  });
});

describe('bench skip detector', () => {
  it('finds where the new track starts after the skip mark', () => {
    const start = 2_000_000;
    const template = renderSourceSignal(start, 8_192);
    const mark = RATE; // 1 s of the old track, then 123 ms of silence, then the new track
    const latency = Math.round(0.123 * RATE);
    const recording = concat([renderSourceSignal(50_000, mark + latency - 300), new Float32Array(2 * 600), renderSourceSignal(start, RATE)]);
    const m = measureSkip({ recording, sampleRate: RATE, markFrame: mark, template, searchMs: 1_000 });
    expect(m.latencyMs).toBeCloseTo(((latency + 300) / RATE) * 1000, 6);
  });

  it('answers null when the new track never appears', () => {
    const template = renderSourceSignal(2_000_000, 8_192);
    const recording = renderSourceSignal(50_000, 2 * RATE);
    expect(measureSkip({ recording, sampleRate: RATE, markFrame: 1_000, template, searchMs: 1_000 }).latencyMs).toBeNull();
  });
});
