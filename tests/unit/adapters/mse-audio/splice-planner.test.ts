import { describe, expect, it } from 'vitest';
import { fallbackTrim, placeAfter, placeTrack, type TrackTrim } from '../../../../adapters/mse-audio/splice-planner.ts';
import { loadMediaFixtures } from '../../../../tools/emulator/fixtures/media-fixtures.ts';

const RATE = 44_100;
const trim = (sampleCount: number, paddingSamples: number, editListPrimingSamples = 1024): TrackTrim => ({
  sampleRate: RATE,
  primingSamples: 1024,
  editListPrimingSamples,
  sampleCount,
  paddingSamples,
});

describe('MEDIA-FACTS splice rule: appendWindowStart = trueEnd − padding, timestampOffset = appendWindowStart − priming', () => {
  it('places the first track at 0 with the priming the edit list already hides left alone', () => {
    const first = placeTrack(trim(321_931, 629), 0);
    expect(first).toMatchObject({ contentStartSample: 0, contentEndSample: 321_931, timestampOffset: 0, appendWindowStart: 0 });
    expect(first.trueEnd).toBeCloseTo((321_931 + 629) / RATE, 12);
  });

  it('without an edit list the whole priming is pulled in front of the append window', () => {
    const first = placeTrack(trim(321_931, 629, 0), 0);
    expect(first.timestampOffset).toBeCloseTo(-1024 / RATE, 12);
    expect(first.appendWindowStart).toBe(0);
  });

  it('splices the next track where the music of the previous one ends: trueEnd − padding', () => {
    const first = placeTrack(trim(321_931, 629), 0);
    const second = placeAfter(first, 629, trim(357_211, 165));
    expect(second.appendWindowStart).toBeCloseTo(first.trueEnd - 629 / RATE, 12);
    expect(second.contentStartSample).toBe(321_931);
    expect(second.timestampOffset).toBe(second.appendWindowStart);
    const noEditList = placeAfter(first, 629, trim(357_211, 165, 0));
    expect(noEditList.timestampOffset).toBeCloseTo(noEditList.appendWindowStart - 1024 / RATE, 12);
  });

  it('keeps whole-sample positions over an album of lengths that are not whole AAC frames (no drift)', async () => {
    const { tracks } = await loadMediaFixtures();
    let placement = placeTrack(trim(tracks[0]!.sampleCount, tracks[0]!.paddingSamples), 0);
    for (let i = 1; i < tracks.length; i++) {
      const previous = tracks[i - 1]!;
      const track = tracks[i]!;
      expect(track.sampleCount % 1024).not.toBe(0);
      placement = placeAfter(placement, previous.paddingSamples, trim(track.sampleCount, track.paddingSamples));
      // The music of clip k starts where the source continues: its sourceStartSample.
      expect(placement.contentStartSample).toBe(track.sourceStartSample);
    }
  });

  it('falls back to the playlist length and no padding when the provider gives no gapless facts', () => {
    expect(fallbackTrim(RATE, 1024, 7.3)).toEqual({ sampleRate: RATE, primingSamples: 1024, editListPrimingSamples: 1024, sampleCount: 321_930, paddingSamples: 0 });
  });
});
