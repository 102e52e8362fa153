import { describe, expect, it } from 'vitest';
import { SeededRandom, SimulatedClock } from '@mediakit/adapters/node';
import {
  ActivityIdGenerator,
  PlayActivityRecordBuilder,
  PlayActivityTimeline,
  type PlayActivityEvent,
} from '../../../../core/src/domain/activity/index.ts';
import {
  PlayActivityContainerType,
  PlayActivityEndReasonType,
  PlayActivityEventType,
  PlayActivityItemType,
  PlayActivityMediaType,
} from '../../../../core/src/domain/enums/index.ts';
import { makeBuilder, song, START, station } from './activity-fixtures.ts';

// 000 §3 Play-activity record: every hyphenated field (plus our event-id; milliseconds-since-play is added at send).
const SPEC_FIELDS = [
  'audio-quality-provided', 'audio-quality-targeted', 'build-version', 'container-ids', 'container-type',
  'developer-token', 'device-name', 'display-type', 'end-position-in-milliseconds', 'end-reason-type',
  'event-reason-hint-type', 'event-type', 'feature-name', 'guid', 'ids', 'internal-build', 'is-collaborative',
  'lyric-language', 'media-duration-in-milliseconds', 'media-type', 'metrics-client-id', 'offline', 'persistent-id',
  'play-mode', 'private-enabled', 'reco-data', 'sb-enabled', 'siri-initiated', 'source-type',
  'start-position-in-milliseconds', 'store-front', 'timed-metadata', 'timestamp', 'type', 'user-agent',
  'user-preference-audio-quality', 'user-preference-playback-format', 'user-token', 'utc-offset-in-seconds',
];

function startEvent(overrides: Partial<PlayActivityEvent> = {}): PlayActivityEvent {
  return { eventType: PlayActivityEventType.PLAY_START, descriptor: song, position: 12.4, timestamp: START + 1_499, ...overrides };
}

describe('000 §5 play-activity rules: record builder', () => {
  it("build without a descriptor and with an empty timeline throws 'build() called without a play activity descriptor'", () => {
    const builder = makeBuilder(new SimulatedClock());
    expect(() => builder.build(new PlayActivityTimeline())).toThrow('build() called without a play activity descriptor');
  });

  it("build of a play-end without previous descriptors throws 'Cannot build() for PLAY_END descriptors without previous descriptors'", () => {
    const builder = makeBuilder(new SimulatedClock());
    const end = startEvent({ eventType: PlayActivityEventType.PLAY_END, endReasonType: PlayActivityEndReasonType.OTHER });
    expect(() => builder.build(new PlayActivityTimeline(), end)).toThrow(
      'Cannot build() for PLAY_END descriptors without previous descriptors',
    );
  });

  it('build without a descriptor builds the timeline’s newest entry', () => {
    const builder = makeBuilder(new SimulatedClock());
    const timeline = new PlayActivityTimeline<PlayActivityEvent>();
    timeline.push(startEvent());
    expect(builder.build(timeline)['event-type']).toBe(PlayActivityEventType.PLAY_START);
  });
});

describe('000 §3 play-activity record fields', () => {
  it('has every hyphenated field of 000 §3, plus event-id', () => {
    const record = makeBuilder(new SimulatedClock()).build(new PlayActivityTimeline(), startEvent());
    for (const field of SPEC_FIELDS) expect(record, field).toHaveProperty([field]);
    expect(record).toHaveProperty(['event-id']);
    expect(record).not.toHaveProperty(['milliseconds-since-play']);
  });

  it('maps the descriptor (002 §3): play mode, media type, container, reco data, duration, track info', () => {
    const record = makeBuilder(new SimulatedClock()).build(new PlayActivityTimeline(), startEvent());
    expect(record['play-mode']).toEqual({ 'auto-play-mode': 1, 'repeat-play-mode': 3, 'shuffle-play-mode': 2 });
    expect(record['media-type']).toBe(PlayActivityMediaType.AUDIO);
    expect(record['container-type']).toBe(PlayActivityContainerType.ALBUM);
    expect(record['container-ids']).toEqual({ 'album-adam-id': '1440857001' });
    expect(record['reco-data']).toBe('reco-123');
    expect(record['media-duration-in-milliseconds']).toBe(215_000);
    expect(record['track-info']).toBe('track-info-abc');
    expect(record.ids).toEqual({ 'subscription-adam-id': song.id });
    expect(record.type).toBe(PlayActivityItemType.STORE_CONTENT);
    expect(record['store-front']).toBe('us');
    expect(record['developer-token']).toBe('dev-token');
    expect(record['user-token']).toBe('user-token');
  });

  it('derives ids: library items use cloud-id, library playlists universal-library-id, stations station-id', () => {
    const builder = makeBuilder(new SimulatedClock());
    const library = builder.build(new PlayActivityTimeline(), startEvent({
      descriptor: { id: 'i.abc123', kind: 'song', container: { id: 'p.xyz', type: PlayActivityContainerType.PLAYLIST } },
    }));
    expect(library.ids).toEqual({ 'cloud-id': 'i.abc123' });
    expect(library['container-ids']).toEqual({ 'universal-library-id': 'p.xyz' });
    const radio = builder.build(new PlayActivityTimeline(), startEvent({ descriptor: station }));
    expect(radio['container-ids']).toEqual({ 'station-id': station.id });
    expect(radio.type).toBe(PlayActivityItemType.STREAM);
    expect(radio['media-duration-in-milliseconds']).toBe(0);
    const video = builder.build(new PlayActivityTimeline(), startEvent({ descriptor: { id: '1', kind: 'musicVideo' } }));
    expect(video['media-type']).toBe(PlayActivityMediaType.VIDEO);
    const uploaded = builder.build(new PlayActivityTimeline(), startEvent({ descriptor: { id: '2', kind: 'uploadedVideo' } }));
    expect(uploaded.type).toBe(PlayActivityItemType.ARTIST_UPLOADED_CONTENT);
  });

  it('offline is always false; persistent-id is a generated unique 16-hex id', () => {
    const builder = makeBuilder(new SimulatedClock());
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const record = builder.build(new PlayActivityTimeline(), startEvent());
      expect(record.offline).toBe(false);
      expect(record['persistent-id']).toMatch(/^[0-9a-f]{16}$/);
      ids.add(record['persistent-id']);
    }
    expect(ids.size).toBe(200);
  });

  it('event-id is unique and sorts by creation time', () => {
    const clock = new SimulatedClock();
    const builder = makeBuilder(clock);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      ids.push(builder.build(new PlayActivityTimeline(), startEvent())['event-id']);
      if (i % 10 === 0) clock.advance(1);
    }
    expect(new Set(ids).size).toBe(50);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('000 §9 timing: whole-second rounding unless accurate, utc offset -1 when unknown', () => {
  it('rounds timestamp, positions and duration to whole seconds by default', () => {
    const record = makeBuilder(new SimulatedClock()).build(new PlayActivityTimeline(), startEvent());
    expect(record.timestamp).toBe(START + 1_000);
    expect(record['start-position-in-milliseconds']).toBe(12_000);
    expect(record['media-duration-in-milliseconds']).toBe(215_000);
  });

  it('keeps milliseconds in accurate mode', () => {
    const record = makeBuilder(new SimulatedClock(), { accurate: true }).build(new PlayActivityTimeline(), startEvent());
    expect(record.timestamp).toBe(START + 1_499);
    expect(record['start-position-in-milliseconds']).toBe(12_400);
    expect(record['media-duration-in-milliseconds']).toBe(215_400);
  });

  it('reports the clock’s utc offset, and -1 when it is unknown', () => {
    expect(makeBuilder(new SimulatedClock(START, 3600)).build(new PlayActivityTimeline(), startEvent())['utc-offset-in-seconds']).toBe(3600);
    expect(makeBuilder(new SimulatedClock(START, null)).build(new PlayActivityTimeline(), startEvent())['utc-offset-in-seconds']).toBe(-1);
  });

  it("uses the app id 'MusicKitApp/1.0' as build-version unless configured", () => {
    expect(makeBuilder(new SimulatedClock()).build(new PlayActivityTimeline(), startEvent())['build-version']).toBe('MusicKitApp/1.0');
    expect(makeBuilder(new SimulatedClock(), { buildVersion: 'app/2' }).build(new PlayActivityTimeline(), startEvent())['build-version']).toBe('app/2');
  });
});

describe('000 §6 private mode and the reporting-id permission', () => {
  const withReporting = { ...song, reportingId: '999', ids: { 'reporting-adam-id': '888' } };

  it('private listening mode is reported as private-enabled', () => {
    const clock = new SimulatedClock();
    expect(makeBuilder(clock).build(new PlayActivityTimeline(), startEvent())['private-enabled']).toBe(false);
    const record = makeBuilder(clock, {}, { privateEnabled: true }).build(new PlayActivityTimeline(), startEvent());
    expect(record['private-enabled']).toBe(true);
  });

  it('allowReportingId defaults off: no reporting-adam-id, even one the caller put in the ids', () => {
    const record = makeBuilder(new SimulatedClock()).build(new PlayActivityTimeline(), startEvent({ descriptor: withReporting }));
    expect(record.ids).not.toHaveProperty(['reporting-adam-id']);
  });

  it('with allowReportingId on, the reporting id is sent as reporting-adam-id', () => {
    const builder = new PlayActivityRecordBuilder(new SimulatedClock(), new ActivityIdGenerator(new SimulatedClock(), new SeededRandom(1)), {
      context: () => ({ allowReportingId: true }),
    });
    const record = builder.build(new PlayActivityTimeline(), startEvent({ descriptor: withReporting }));
    expect(record.ids['reporting-adam-id']).toBe('999');
  });
});
