import { describe, expect, it } from 'vitest';
import { PlayActivityEndReasonType, PlayActivityEventType, PlaybackType } from '../../../../core/src/domain/enums/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { song, station } from '../../domain/activity/activity-fixtures.ts';
import { bodyOf, idsOf, makeReporter } from './reporter-kit.ts';

describe('activity reporter: the API the playback layer calls', () => {
  it('reports play start and play end with its end reason, each with a unique event-id', async () => {
    const { reporter, http } = makeReporter();
    await reporter.playStart(song, 0);
    await reporter.playEnd(song, 200, PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
    await reporter.idle();
    const records = http.requests.flatMap((request) => bodyOf(request).data);
    expect(records.map((record) => record['event-type'])).toEqual([PlayActivityEventType.PLAY_START, PlayActivityEventType.PLAY_END]);
    expect(records[1]?.['end-reason-type']).toBe(PlayActivityEndReasonType.NATURAL_END_OF_TRACK);
    expect(new Set(http.requests.flatMap(idsOf)).size).toBe(2);
    expect(await reporter.pendingCount()).toBe(0);
  });

  it('000 §5 rules surface as rejected promises with PLAY_ACTIVITY MKErrors and the spec’s messages', async () => {
    const { reporter } = makeReporter();
    await expect(reporter.pause(undefined, 1)).rejects.toThrow('A method was called without a previous descriptor');
    await reporter.playStart(song, 0);
    await expect(reporter.playStart(song, 1)).rejects.toThrow('The play() method was called without a previous stop() or pause() call.');
    await expect(reporter.playEnd(song, 1, undefined)).rejects.toThrow('PLAY_END activity descriptor requires an endReasonType value');
    await expect(reporter.scrubEnd(song, 1)).rejects.toThrow(/SCRUB_END action without a previous SCRUB_START/);
    const error = await reporter.playStart(song, 1).catch((e: unknown) => e);
    expect((error as MKError).errorCode).toBe(MKError.PLAY_ACTIVITY);
  });

  it('pause, skip, scrub (through a seeker) and timed metadata become the right records', async () => {
    const { reporter, http } = makeReporter();
    await reporter.playStart(station, 0);
    await reporter.timedMetadata(station, 100, 'next');
    const seeker = reporter.seeker(undefined);
    seeker.start(120);
    seeker.seekTo(150);
    seeker.end();
    await reporter.idle();
    await reporter.pause(undefined, 160);
    await reporter.playStart(undefined, 160);
    await reporter.skip(undefined, 170, 'backwards');
    await reporter.idle();
    const reasons = http.requests.flatMap((request) => bodyOf(request).data).map((r) => [r['event-type'], r['end-reason-type']]);
    expect(reasons).toEqual([
      [1, 0],
      [0, PlayActivityEndReasonType.NATURAL_END_OF_TRACK],
      [1, 0],
      [0, PlayActivityEndReasonType.SCRUB_BEGIN],
      [1, PlayActivityEndReasonType.SCRUB_END],
      [0, PlayActivityEndReasonType.PLAYBACK_MANUALLY_PAUSED],
      [1, 0],
      [0, PlayActivityEndReasonType.TRACK_SKIPPED_BACKWARDS],
    ]);
  });

  it('lyrics display: a LYRIC_DISPLAY record with the display time; lyrics rules still reject', async () => {
    const { reporter, http, clock } = makeReporter();
    await reporter.lyricsStart({ ...song, lyrics: { id: 'lyr', language: 'en' } });
    await expect(reporter.lyricsStart({ ...song, lyrics: { id: 'lyr' } })).rejects.toThrow(
      'lyrics are already being displayed. Did you forget to stop them?',
    );
    clock.advance(30_000);
    await reporter.lyricsStop();
    await reporter.idle();
    const [record] = bodyOf(http.requests[0]!).data;
    expect(record?.['event-type']).toBe(PlayActivityEventType.LYRIC_DISPLAY);
    expect(record?.['end-position-in-milliseconds']).toBe(30_000);
    await expect(reporter.lyricsStop()).rejects.toThrow('lyrics are not being displayed. Did you forget to display them?');
    await expect(reporter.lyricsStart(undefined)).rejects.toThrow('Missing descriptor for lyrics play');
  });

  it('000 §8 a lyrics activity send failure is logged only', async () => {
    const { reporter, logger, http } = makeReporter(() => {
      throw new TypeError('offline');
    });
    await reporter.lyricsStart({ ...song, lyrics: { id: 'lyr' } });
    await expect(reporter.lyricsStop()).resolves.toBeUndefined();
    await reporter.idle();
    expect(http.requests).toHaveLength(1);
    expect(logger.messages('warning').some((m) => m.includes('flush failed'))).toBe(true);
    expect(await reporter.pendingCount()).toBe(1); // and kept for a retry
  });
});

describe('002 §6 what is tracked', () => {
  it('never previews, and only the tracked kinds', async () => {
    const { reporter, http } = makeReporter();
    await reporter.playStart({ ...song, playbackType: PlaybackType.preview }, 0);
    await reporter.playStart({ id: '9', kind: 'tvEpisode' }, 0);
    await reporter.idle();
    expect(http.requests).toHaveLength(0);
    expect(reporter.state).toBe('idle');
  });

  it('play-activity reporting needs authorization: nothing is recorded without a user token', async () => {
    const kit = makeReporter();
    kit.credentials.current = { developerToken: 'DEV' };
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    expect(await kit.reporter.pendingCount()).toBe(0);
    kit.credentials.current = { developerToken: 'DEV', dsid: '42' };
    await kit.reporter.playStart(song, 0);
    expect(await kit.reporter.pendingCount()).toBe(0);
  });

  it('with preferAccountId a dsid is enough, and is sent as X-Dsid', async () => {
    const kit = makeReporter(undefined, { preferAccountId: true });
    kit.credentials.current = { developerToken: 'DEV', dsid: '42' };
    await kit.reporter.playStart(song, 0);
    await kit.reporter.idle();
    expect(kit.http.requests[0]?.headers?.['X-Dsid']).toBe('42');
  });
});

describe('000 §6 private mode and the reporting-id permission', () => {
  it('private listening mode is reported as private-enabled; allowReportingId (default off) gates reporting-adam-id', async () => {
    const context = { privateEnabled: true, allowReportingId: false };
    const { reporter, http } = makeReporter(undefined, { context: () => context });
    const descriptor = { ...song, reportingId: '777' };
    await reporter.playStart(descriptor, 0);
    context.privateEnabled = false;
    context.allowReportingId = true;
    await reporter.pause(descriptor, 5);
    await reporter.idle();
    const [start, end] = http.requests.flatMap((request) => bodyOf(request).data) as Array<Record<string, any>>;
    expect(start?.['private-enabled']).toBe(true);
    expect(start?.ids).not.toHaveProperty(['reporting-adam-id']);
    expect(end?.['private-enabled']).toBe(false);
    expect(end?.ids['reporting-adam-id']).toBe('777');
  });
});
