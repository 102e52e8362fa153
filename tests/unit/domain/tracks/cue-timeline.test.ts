import { describe, expect, it } from 'vitest';
import { createWebVttCue } from '@mediakit/core';
import { CueTimeline, sameCues } from '../../../../core/src/domain/tracks/cue-timeline.ts';

const cue = (start: number, end: number, text: string) => createWebVttCue({ start, end, text });

describe('the cues of the rendered text track (001 §3 Subtitle cue)', () => {
  it('shows a cue from its start (inclusive) to its end (exclusive)', () => {
    const timeline = new CueTimeline();
    timeline.add([cue(1, 2, 'a')]);
    expect(timeline.activeAt(0.999)).toEqual([]);
    expect(timeline.activeAt(1).map((c) => c.text)).toEqual(['a']);
    expect(timeline.activeAt(2)).toEqual([]);
  });

  it('keeps a cue repeated by two segments once', () => {
    const timeline = new CueTimeline();
    expect(timeline.add([cue(0, 6, 'long')])).toBe(1);
    expect(timeline.add([cue(0, 6, 'long'), cue(6, 8, 'next')])).toBe(1);
    expect(timeline.size).toBe(2);
  });

  it('lists overlapping cues in start order, whatever order they arrived in', () => {
    const timeline = new CueTimeline();
    timeline.add([cue(3, 9, 'late')]);
    timeline.add([cue(1, 9, 'early')]);
    expect(timeline.activeAt(4).map((c) => c.text)).toEqual(['early', 'late']);
  });

  it('forgets everything on clear', () => {
    const timeline = new CueTimeline();
    timeline.add([cue(0, 9, 'a')]);
    timeline.clear();
    expect(timeline.activeAt(1)).toEqual([]);
    expect(timeline.add([cue(0, 9, 'a')])).toBe(1);
  });

  it('compares active lists by identity and order', () => {
    const a = cue(0, 1, 'a');
    const b = cue(0, 1, 'b');
    expect(sameCues([a, b], [a, b])).toBe(true);
    expect(sameCues([a, b], [b, a])).toBe(false);
    expect(sameCues([a], [cue(0, 1, 'a')])).toBe(false);
  });
});
