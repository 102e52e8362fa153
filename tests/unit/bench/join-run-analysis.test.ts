import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSourceSignal } from '../../../tools/media/source-signal.ts';
import type { TracksFile } from '../../../tools/media/track-fixture.types.ts';
import { analyseJoins } from '../../../tools/bench/join-silence.bench.ts';
import type { JoinRunResult } from '../../../tools/bench/pages/bench-page.types.ts';

const RATE = 44_100;
const tracks = (JSON.parse(readFileSync(new URL('../../../tools/emulator/media/tracks.json', import.meta.url), 'utf8')) as TracksFile).tracks.slice(0, 3);

/** What a page would send back: float32 bytes as base64, marks on the recorder's frame clock. */
function dump(parts: readonly Float32Array[], marks: ReadonlyArray<readonly [string, number]>, firstFrame: number): JoinRunResult['recording'] {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const all = new Float32Array(total);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return { sampleRate: RATE, firstFrame, frames: total / 2, base64: Buffer.from(all.buffer).toString('base64'), marks: marks.map(([label, frame]) => ({ label, frame: frame + firstFrame })) };
}

describe('bench join run analysis', () => {
  it('cuts the recording at the seek marks and measures each join against its own boundary', () => {
    const [, second, third] = tracks;
    if (!second || !third) throw new Error('fixtures missing');
    const settle = new Float32Array(2 * Math.round(0.3 * RATE));
    const lead = Math.round(1.6 * RATE);
    const after = Math.round(0.7 * RATE);
    const join1 = [settle, renderSourceSignal(second.sourceStartSample - lead, lead), new Float32Array(2 * 500), renderSourceSignal(second.sourceStartSample, after)];
    const join1Frames = join1.reduce((n, p) => n + p.length, 0) / 2;
    const join2 = [settle, renderSourceSignal(third.sourceStartSample - lead, lead), renderSourceSignal(third.sourceStartSample, after)];
    const result: JoinRunResult = {
      recording: dump([...join1, ...join2], [['seek:0', 0], ['seek:1', join1Frames]], 1_234_567),
      currentOrder: tracks.map((t) => t.id),
    };
    const [first, next] = analyseJoins(result, tracks, new Map());
    expect(first?.silenceMs).toBeGreaterThanOrEqual((500 / RATE) * 1000);
    expect(first?.silenceMs).toBeLessThan((503 / RATE) * 1000);
    expect(first?.shiftMs).toBeCloseTo((500 / RATE) * 1000, 6);
    expect(next?.silenceMs).toBeLessThan(0.1);
    expect(next?.shiftMs).toBe(0);
  });

  it('a join the player never reached is null, not a figure', () => {
    const result: JoinRunResult = { recording: dump([new Float32Array(2 * RATE)], [['seek:0', 0]], 0), currentOrder: [tracks[0]?.id ?? ''] };
    expect(analyseJoins(result, tracks, new Map())).toEqual([null, null]);
  });
});
