import { describe, expect, it } from 'vitest';
import { PlayActivityTimeline } from '../../../../core/src/domain/activity/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';

describe('000 §8 play-activity timeline', () => {
  it("'TIMELINE IS EMPTY' when popping an empty timeline", () => {
    const timeline = new PlayActivityTimeline<number>();
    expect(() => timeline.pop()).toThrow('TIMELINE IS EMPTY');
    try {
      timeline.pop();
    } catch (error) {
      expect(error).toBeInstanceOf(MKError);
      expect((error as MKError).errorCode).toBe(MKError.PLAY_ACTIVITY);
    }
  });

  it("'TIMELINE IS EMPTY' when shifting an empty timeline", () => {
    const timeline = new PlayActivityTimeline<number>();
    timeline.push(1);
    expect(timeline.shift()).toBe(1);
    expect(() => timeline.shift()).toThrow('TIMELINE IS EMPTY');
  });

  it('keeps order: first, last, at, pop takes the newest and shift the oldest', () => {
    const timeline = new PlayActivityTimeline<string>();
    for (const item of ['a', 'b', 'c']) timeline.push(item);
    expect([timeline.first, timeline.last, timeline.at(-2), timeline.length]).toEqual(['a', 'c', 'b', 3]);
    expect(timeline.pop()).toBe('c');
    expect(timeline.shift()).toBe('a');
    expect(timeline.toArray()).toEqual(['b']);
  });

  it('is bounded: beyond its capacity the oldest entries fall off', () => {
    const timeline = new PlayActivityTimeline<number>(3);
    for (let i = 1; i <= 5; i++) timeline.push(i);
    expect(timeline.toArray()).toEqual([3, 4, 5]);
    expect(timeline.findLast((n) => n % 2 === 0)).toBe(4);
    timeline.clear();
    expect(timeline.length).toBe(0);
  });
});
