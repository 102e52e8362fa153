import { describe, expect, it } from 'vitest';
import { PlayActivityEndReasonType, PlayActivityEventType } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { makeTracker, otherSong, song, station } from './activity-fixtures.ts';

describe('000 §5 play-activity rules: stateful play activity', () => {
  it("stateful play while already playing is rejected with 'The play() method was called without a previous stop() or pause() call.'", () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    expect(() => tracker.play(song, 10)).toThrow('The play() method was called without a previous stop() or pause() call.');
    expect(() => tracker.play(otherSong, 0)).toThrowError(MKError);
  });

  it("a play-end descriptor needs an end reason ('PLAY_END activity descriptor requires an endReasonType value')", () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    expect(() => tracker.stop(song, 30)).toThrow('PLAY_END activity descriptor requires an endReasonType value');
    expect(tracker.state).toBe('playing');
  });

  it("a stateful call without any previous descriptor throws 'A method was called without a previous descriptor'", () => {
    for (const call of [
      (t: ReturnType<typeof makeTracker>['tracker']) => t.play(undefined, 0),
      (t: ReturnType<typeof makeTracker>['tracker']) => t.pause(undefined, 1),
      (t: ReturnType<typeof makeTracker>['tracker']) => t.stop(undefined, 1, PlayActivityEndReasonType.OTHER),
      (t: ReturnType<typeof makeTracker>['tracker']) => t.skip(undefined, 1),
      (t: ReturnType<typeof makeTracker>['tracker']) => t.scrub(undefined, 1, 'SCRUB_BEGIN'),
      (t: ReturnType<typeof makeTracker>['tracker']) => t.exit(undefined, 1),
      (t: ReturnType<typeof makeTracker>['tracker']) => t.timedMetadata(undefined, 1, 'x'),
    ]) {
      const { tracker } = makeTracker();
      expect(() => call(tracker)).toThrow('A method was called without a previous descriptor');
    }
  });

  it("scrub end without scrub begin throws 'The scrub() method was called with the SCRUB_END action without a previous SCRUB_START descriptor'", () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    expect(() => tracker.scrub(undefined, 20, 'SCRUB_END')).toThrow(
      'The scrub() method was called with the SCRUB_END action without a previous SCRUB_START descriptor',
    );
  });

  it('a call without a descriptor uses the previous call’s descriptor', () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    const [end] = tracker.pause(undefined, 12);
    expect(end?.ids['subscription-adam-id']).toBe(song.id);
    expect(end?.['end-reason-type']).toBe(PlayActivityEndReasonType.PLAYBACK_MANUALLY_PAUSED);
  });
});

describe('000 §4 play-activity machine driven by descriptors', () => {
  it('play start, then play end with the given end reason, start and end positions', () => {
    const { tracker, clock } = makeTracker({ accurate: true });
    const [start] = tracker.play(song, 3);
    clock.advance(40_000);
    const [end] = tracker.stop(song, 43.25, PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
    expect(start?.['event-type']).toBe(PlayActivityEventType.PLAY_START);
    expect(start?.['start-position-in-milliseconds']).toBe(3000);
    expect(start?.['end-position-in-milliseconds']).toBeNull();
    expect(end?.['event-type']).toBe(PlayActivityEventType.PLAY_END);
    expect(end?.['start-position-in-milliseconds']).toBe(3000);
    expect(end?.['end-position-in-milliseconds']).toBe(43_250);
    expect(end?.['end-reason-type']).toBe(PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
    expect(tracker.state).toBe('idle');
  });

  it('skip forwards and backwards end the play with reasons 2 and 14', () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    expect(tracker.skip(song, 5)[0]?.['end-reason-type']).toBe(PlayActivityEndReasonType.TRACK_SKIPPED_FORWARDS);
    tracker.play(otherSong, 0);
    expect(tracker.skip(otherSong, 5, 'backwards')[0]?.['end-reason-type']).toBe(PlayActivityEndReasonType.TRACK_SKIPPED_BACKWARDS);
  });

  it('ending a play while idle reports nothing (no error on a second pause or a skip while paused)', () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    expect(tracker.pause(song, 10)).toHaveLength(1);
    expect(tracker.pause(song, 10)).toEqual([]);
    expect(tracker.skip(song, 10)).toEqual([]);
  });

  it('scrub begin while playing ends the play (reason 12); scrub end starts it again where released (reason 13)', () => {
    const { tracker } = makeTracker();
    tracker.play(song, 0);
    const [begin] = tracker.scrub(song, 30, 'SCRUB_BEGIN');
    expect(tracker.state).toBe('scrubbing');
    const [end] = tracker.scrub(song, 90, 'SCRUB_END');
    expect(tracker.state).toBe('playing');
    expect(begin?.['event-type']).toBe(PlayActivityEventType.PLAY_END);
    expect(begin?.['end-reason-type']).toBe(PlayActivityEndReasonType.SCRUB_BEGIN);
    expect(begin?.['end-position-in-milliseconds']).toBe(30_000);
    expect(end?.['event-type']).toBe(PlayActivityEventType.PLAY_START);
    expect(end?.['end-reason-type']).toBe(PlayActivityEndReasonType.SCRUB_END);
    expect(end?.['start-position-in-milliseconds']).toBe(90_000);
  });

  it('scrubbing while paused reports nothing and returns to idle', () => {
    const { tracker } = makeTracker();
    expect(tracker.scrub(song, 10, 'SCRUB_BEGIN')).toEqual([]);
    expect(tracker.scrub(song, 50, 'SCRUB_END')).toEqual([]);
    expect(tracker.state).toBe('idle');
  });

  it('exit-application descriptors do not change state: a play end with reason 17 while playing', () => {
    const { tracker } = makeTracker();
    expect(tracker.exit(song, 0)).toEqual([]);
    tracker.play(song, 0);
    const [exit] = tracker.exit(song, 61);
    expect(exit?.['end-reason-type']).toBe(PlayActivityEndReasonType.EXITED_APPLICATION);
    expect(exit?.['end-position-in-milliseconds']).toBe(61_000);
    expect(tracker.state).toBe('playing');
    // The play continues; its real end still reports the segment from its start.
    const [end] = tracker.stop(song, 100, PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
    expect(end?.['start-position-in-milliseconds']).toBe(0);
  });

  it('live-radio timed metadata: the segment heard ends and a new one starts with the new metadata (hex)', () => {
    const { tracker } = makeTracker();
    tracker.timedMetadata(station, 0, new Uint8Array([0x49, 0x44, 0x33]));
    const [start] = tracker.play(station, 0);
    expect(start?.['timed-metadata']).toBe('494433');
    const [end, next] = tracker.timedMetadata(undefined, 180, 'Hi');
    expect(end?.['event-type']).toBe(PlayActivityEventType.PLAY_END);
    expect(end?.['end-reason-type']).toBe(PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
    expect(end?.['timed-metadata']).toBe('494433');
    expect(next?.['event-type']).toBe(PlayActivityEventType.PLAY_START);
    expect(next?.['timed-metadata']).toBe('4869');
  });

  it('timed metadata of one item is not carried over to another', () => {
    const { tracker } = makeTracker();
    tracker.play(station, 0);
    tracker.timedMetadata(station, 5, 'abc');
    tracker.stop(station, 10, PlayActivityEndReasonType.MANUALLY_SELECTED_PLAYBACK_OF_A_DIFF_ITEM);
    expect(tracker.play(song, 0)[0]?.['timed-metadata']).toBeNull();
  });

  it('a play pressed during a scrub from pause is reported when the scrub ends', () => {
    const { tracker } = makeTracker();
    tracker.scrub(song, 10, 'SCRUB_BEGIN');
    expect(tracker.play(song, 10)).toEqual([]);
    const [start] = tracker.scrub(song, 20, 'SCRUB_END');
    expect(start?.['event-type']).toBe(PlayActivityEventType.PLAY_START);
  });
});
