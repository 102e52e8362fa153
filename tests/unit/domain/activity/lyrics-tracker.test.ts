import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@mediakit/adapters/node';
import { LyricsMachine, LyricsTracker, PlayActivityTimeline, type LyricsActivityDescriptor } from '../../../../core/src/domain/activity/index.ts';
import { PlayActivityEventType } from '../../../../core/src/domain/enums/index.ts';
import { makeBuilder, song } from './activity-fixtures.ts';

const withLyrics: LyricsActivityDescriptor = { ...song, lyrics: { id: 'lyr-1', displayType: 2, language: 'en-GB' } };

describe('000 §5 play-activity rules: lyrics tracker', () => {
  it("lyrics play while already playing throws 'lyrics are already being displayed. Did you forget to stop them?'", () => {
    const lyrics = new LyricsTracker(new SimulatedClock());
    lyrics.play(withLyrics);
    expect(() => lyrics.play(withLyrics)).toThrow('lyrics are already being displayed. Did you forget to stop them?');
  });

  it("lyrics stop when not playing throws 'lyrics are not being displayed. Did you forget to display them?'", () => {
    const lyrics = new LyricsTracker(new SimulatedClock());
    expect(() => lyrics.stop()).toThrow('lyrics are not being displayed. Did you forget to display them?');
    lyrics.play(withLyrics);
    lyrics.stop();
    expect(() => lyrics.stop()).toThrow('lyrics are not being displayed. Did you forget to display them?');
  });

  it("a missing descriptor throws 'Missing descriptor for lyrics play'", () => {
    const lyrics = new LyricsTracker(new SimulatedClock());
    expect(() => lyrics.play(undefined)).toThrow('Missing descriptor for lyrics play');
    expect(lyrics.state).toBe('idle');
  });

  it("a stop without a start descriptor throws 'Missing start descriptor for lyrics stop'", () => {
    // A machine already showing lyrics (owned elsewhere) but no start recorded by this tracker.
    const lyrics = new LyricsTracker(new SimulatedClock(), new LyricsMachine('playing'));
    expect(() => lyrics.stop()).toThrow('Missing start descriptor for lyrics stop');
  });
});

describe('000 §4 lyrics tracker', () => {
  it('idle and playing alternate', () => {
    const machine = new LyricsMachine();
    const lyrics = new LyricsTracker(new SimulatedClock(), machine);
    expect(lyrics.state).toBe('idle');
    lyrics.play(withLyrics);
    expect(machine.state).toBe('playing');
    lyrics.stop();
    expect(machine.state).toBe('idle');
    lyrics.play(withLyrics);
    expect(lyrics.state).toBe('playing');
  });

  it('measures display duration between play and stop, reported as a LYRIC_DISPLAY record', () => {
    const clock = new SimulatedClock();
    const lyrics = new LyricsTracker(clock);
    lyrics.play(withLyrics);
    clock.advance(42_300);
    const event = lyrics.stop();
    expect(event.displayDurationMs).toBe(42_300);
    const record = makeBuilder(clock).build(new PlayActivityTimeline(), event);
    expect(record['event-type']).toBe(PlayActivityEventType.LYRIC_DISPLAY);
    expect(record['end-position-in-milliseconds']).toBe(42_000);
    expect(record.ids['lyric-id']).toBe('lyr-1');
    expect(record['lyric-language']).toBe('en-GB');
    expect(record['display-type']).toBe(2);
  });
});
