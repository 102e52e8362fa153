import { describe, expect, it } from 'vitest';
import { ClickToPlayTracker, PlayType, type PlaybackStartupReport } from '../../../../core/src/services/click-to-play/index.ts';
import { SimulatedClock } from '@mediakit/adapters/node';

function setup() {
  const clock = new SimulatedClock();
  const reports: PlaybackStartupReport[] = [];
  return { clock, reports, tracker: new ClickToPlayTracker(clock, (report) => reports.push(report)) };
}

describe('002 §4 Click-to-play tracking', () => {
  it('002 §4: registered at play initiation, reported on can-play as playbackStartup / success / tapToFirstFrame ms / VOD', () => {
    const { clock, reports, tracker } = setup();
    tracker.playInitiated({ isLive: false });
    expect(tracker.isTracking).toBe(true);
    clock.advance(420);
    tracker.canPlay();
    expect(reports).toEqual([{ event: 'playbackStartup', result: 'success', tapToFirstFrame: 420, playType: 'VOD' }]);
  });

  it('002 §4: PlayType LIVE for a live stream', () => {
    const { clock, reports, tracker } = setup();
    tracker.playInitiated({ isLive: true });
    clock.advance(1_250);
    tracker.canPlay();
    expect(reports[0]).toMatchObject({ tapToFirstFrame: 1_250, playType: PlayType.LIVE });
  });

  it('002 §4: reported once, then cleared', () => {
    const { reports, tracker } = setup();
    tracker.playInitiated({ isLive: false });
    tracker.canPlay();
    tracker.canPlay();
    expect(reports).toHaveLength(1);
    expect(tracker.isTracking).toBe(false);
  });

  it('002 §4: a play initiated while another is tracked replaces it', () => {
    const { clock, reports, tracker } = setup();
    tracker.playInitiated({ isLive: false });
    clock.advance(3_000);
    tracker.playInitiated({ isLive: true });
    clock.advance(200);
    tracker.canPlay();
    expect(reports).toEqual([{ event: 'playbackStartup', result: 'success', tapToFirstFrame: 200, playType: 'LIVE' }]);
  });

  it('002 §4: can-play without a tracked initiation reports nothing', () => {
    const { reports, tracker } = setup();
    tracker.canPlay();
    expect(reports).toEqual([]);
  });

  it('a cancelled play (failed or stopped before can-play) is never reported', () => {
    const { reports, tracker } = setup();
    tracker.playInitiated({ isLive: false });
    tracker.cancel();
    tracker.canPlay();
    expect(reports).toEqual([]);
  });
});
