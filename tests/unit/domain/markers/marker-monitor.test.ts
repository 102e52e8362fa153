import { describe, expect, it } from 'vitest';
import { MarkerMonitor, readItemMarkers, type MarkerEvent } from '../../../../core/src/domain/markers/index.ts';

const markers = readItemMarkers({
  'roll-markers': [
    { index: 0, type: 'pre-roll', start: 0, duration: 4 },
    { index: 1, type: 'mid-roll', start: 12, duration: 2 },
    { index: 2, type: 'post-roll', start: 22, duration: 2.5 },
  ],
  'skip-markers': [{ start: 6, duration: 4, target: 10, label: 'Skip Intro' }],
  'up-next': { start: 16 },
  watched: { time: 19 },
});

/** Plays from `from` to `to` in time updates of `step` seconds; returns the events by time. */
function play(monitor: MarkerMonitor, from: number, to: number, step = 0.25): Array<[number, string]> {
  const seen: Array<[number, string]> = [];
  for (let time = from; time <= to + 1e-9; time += step) for (const event of monitor.update(time)) seen.push([Math.round(time * 100) / 100, event.name]);
  return seen;
}

describe('001 §3 MarkerMonitor: which events fire as playback moves', () => {
  it('pre- and post-rolls are monitored, mid-rolls are not; skip and up next fire at their time; each once', () => {
    expect(play(new MarkerMonitor(markers), 0, 24.5)).toEqual([
      [0, 'mediaRollEntered'],
      [6, 'mediaSkipAvailable'],
      [16, 'mediaUpNext'],
      [22, 'mediaRollEntered'],
    ]);
  });

  it('payloads are the markers themselves', () => {
    const monitor = new MarkerMonitor(markers);
    const [roll] = monitor.update(1) as [MarkerEvent];
    expect(roll).toEqual({ name: 'mediaRollEntered', payload: { index: 0, type: 'pre-roll', skippable: false, adamId: undefined, start: 0, duration: 4 } });
    expect(monitor.update(7)).toEqual([{ name: 'mediaSkipAvailable', payload: { start: 6, duration: 4, target: 10, label: 'Skip Intro' } }]);
    expect(monitor.update(16.1)).toEqual([{ name: 'mediaUpNext', payload: { at: 16, start: 16, watchedTime: 19 } }]);
  });

  it('each marker fires once, even when a seek goes back over it', () => {
    const monitor = new MarkerMonitor(markers);
    play(monitor, 0, 8);
    expect(play(monitor, 0, 8)).toEqual([]);
  });

  it('a seek that jumps over a stretch does not enter it; up next still comes once its time is passed', () => {
    const monitor = new MarkerMonitor(markers);
    monitor.update(1);
    expect(monitor.update(17).map((event) => event.name)).toEqual(['mediaUpNext']);
  });

  it('a marker shorter than one time update is not missed while playing (it is stepped over)', () => {
    const monitor = new MarkerMonitor(readItemMarkers({ 'skip-markers': [{ start: 5.1, duration: 0, target: 8 }] }));
    expect(play(monitor, 4, 6, 0.25)).toEqual([[5.25, 'mediaSkipAvailable']]);
  });

  it('no markers, no events; time that is not a number is ignored', () => {
    const monitor = new MarkerMonitor(readItemMarkers({}));
    expect(play(monitor, 0, 30, 1)).toEqual([]);
    expect(new MarkerMonitor(markers).update(Number.NaN)).toEqual([]);
  });
});
