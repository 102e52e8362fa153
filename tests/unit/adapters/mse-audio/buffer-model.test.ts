import { describe, expect, it } from 'vitest';
import { SEGMENT_DURATION_S, segmentIndexForTime } from '../../../../core/src/domain/constants/index.ts';
import { TrackBufferModel, nextTrimRange, segmentIndexAt } from '../../../../adapters/mse-audio/buffer-model.ts';

const tenSecond = Array.from({ length: 4 }, (_, i) => ({ start: i * SEGMENT_DURATION_S, duration: SEGMENT_DURATION_S }));

describe('001 §4 Stream buffering: the buffer model', () => {
  it('001 §9: segment index = time / 10 + 1 for the spec\'s 10-second segments', () => {
    for (const time of [0, 0.5, 9.99, 10, 25.5, 39.9]) expect(segmentIndexAt(tenSecond, time)).toBe(segmentIndexForTime(time));
    expect(segmentIndexAt(tenSecond, 99)).toBe(4);
  });

  it('finds the segment from real durations when they are not 10 s', () => {
    const segments = [{ start: 0, duration: 2.02 }, { start: 2.02, duration: 1.997 }, { start: 4.017, duration: 1.286 }];
    expect(segmentIndexAt(segments, 2.5)).toBe(2);
    expect(segmentIndexAt(segments, 4.5)).toBe(3);
  });

  it('loads segments in order and is fully buffered after the last', () => {
    const model = new TrackBufferModel(tenSecond);
    expect(model.segmentIndex).toBe(1);
    expect(() => model.appended(2)).toThrow(RangeError);
    for (let i = 1; i <= 4; i++) {
      expect(model.fullyBuffered).toBe(false);
      model.appended(i);
    }
    expect(model.fullyBuffered).toBe(true);
  });

  it('tracks the end-of-stream flag, cleared when loading restarts for a seek', () => {
    const model = new TrackBufferModel(tenSecond);
    for (let i = 1; i <= 4; i++) model.appended(i);
    model.markEndOfStream(true);
    expect(model.endOfStream).toBe(true);
    model.restartAt(25);
    expect(model.segmentIndex).toBe(3);
    expect(model.fullyBuffered).toBe(false);
    expect(model.endOfStream).toBe(false);
  });

  it('001 §8, §9: an over-limit buffer is trimmed 10 s at a time, only behind the playhead', () => {
    expect(nextTrimRange(0, 25)).toEqual({ start: 0, end: 10 });
    expect(nextTrimRange(10, 25)).toEqual({ start: 10, end: 20 });
    expect(nextTrimRange(20, 25)).toBeNull();
  });
});
