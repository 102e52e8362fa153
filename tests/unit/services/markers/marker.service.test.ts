import { describe, expect, it } from 'vitest';
import { EventEmitter, MediaItem, PlaybackStates } from '@mediakit/core';
import { type SinkPlayerEvents } from '@mediakit/core/internal';
import { MemoryLogger } from '@mediakit/adapters/node';
import { hasMarkerHints, MarkerService } from '../../../../core/src/services/markers/index.ts';

function episode(attributes: Record<string, unknown> = {}, hlsMetadata?: Record<string, unknown>): MediaItem {
  return new MediaItem({
    id: 'ra.ep-1',
    type: 'stations',
    attributes: { name: 'Episode', streamingRadioSubType: 'Episode', playParams: { id: 'ra.ep-1', kind: 'radioStation' }, previews: [{ url: 'https://x/e.m3u8' }], ...attributes },
    ...(hlsMetadata ? { hlsMetadata } : {}),
  });
}

function setup(item: MediaItem | undefined) {
  const events = new EventEmitter<SinkPlayerEvents>();
  let playing = item;
  const markers = new MarkerService({ player: { events }, nowPlaying: () => playing, logger: new MemoryLogger() });
  const seen: string[] = [];
  markers.events.on('mediaRollEntered', (roll) => seen.push(`roll ${roll.type}`));
  markers.events.on('mediaSkipAvailable', (skip) => seen.push(`skip ${skip.label}`));
  markers.events.on('mediaUpNext', (upNext) => seen.push(`up next ${upNext.at}`));
  const time = async (currentTime: number): Promise<void> => {
    events.emit('playbackTimeDidChange', { currentTime, duration: 30 });
    await markers.settled();
  };
  return { events, markers, seen, time, switchTo: (next: MediaItem | undefined) => (playing = next) };
}

const MARKED = {
  'roll-markers': [{ type: 'pre-roll', start: 0, duration: 4 }, { type: 'mid-roll', start: 12, duration: 2 }, { type: 'post-roll', start: 22, duration: 2.5 }],
  'skip-markers': [{ start: 6, duration: 4, target: 10, label: 'Skip Intro' }],
  'up-next': { start: 16 },
  watched: { time: 19 },
};

describe('001 §1, §3: roll, skip and up-next markers announced while the item plays', () => {
  it('mediaRollEntered (pre and post, not mid), mediaSkipAvailable and mediaUpNext, each once, in playing order', async () => {
    const { seen, time } = setup(episode(MARKED));
    for (let t = 0; t <= 25; t += 0.25) await time(t);
    expect(seen).toEqual(['roll pre-roll', 'skip Skip Intro', 'up next 16', 'roll post-roll']);
    for (let t = 0; t <= 25; t += 0.25) await time(t); // seeking back replays nothing
    expect(seen).toHaveLength(4);
  });

  it('markers in the HLS session data (hlsMetadata, 001 §7) are read before the catalogue attributes', async () => {
    const { seen, time } = setup(episode(MARKED, { 'com.example.hls.skip-markers': '[{"start":1,"duration":2,"label":"From the stream"}]' }));
    await time(0);
    await time(1.5);
    expect(seen).toEqual(['roll pre-roll', 'skip From the stream']);
  });

  it('a replay of the same item (a new load) announces its markers again', async () => {
    const { seen, time, events } = setup(episode(MARKED));
    await time(0);
    events.emit('playbackStateDidChange', { oldState: PlaybackStates.playing, state: PlaybackStates.loading });
    await time(0);
    expect(seen).toEqual(['roll pre-roll', 'roll pre-roll']);
  });

  it('items without marker metadata load no marker code and announce nothing', async () => {
    const song = new MediaItem({ id: '1', type: 'songs', attributes: { name: 'Song', previews: [{ url: 'https://x/1.m3u8' }] } });
    expect(hasMarkerHints(song)).toBe(false);
    expect(hasMarkerHints(episode(MARKED))).toBe(true);
    let loads = 0;
    const events = new EventEmitter<SinkPlayerEvents>();
    new MarkerService({ player: { events }, nowPlaying: () => song, logger: new MemoryLogger(), loadMonitor: () => (loads++, import('../../../../core/src/services/markers/marker-monitor.factory.ts')) });
    events.emit('playbackTimeDidChange', { currentTime: 0, duration: 30 });
    expect(loads).toBe(0);
  });
});
