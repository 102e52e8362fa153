import { describe, expect, it } from 'vitest';
import { FakeMediaSinkLoader, MemoryKeyValueStore, MemoryLogger, SimulatedClock, flushMicrotasks } from '@mediakit/adapters/node';
import type { MediaItem, PlaybackSource } from '@mediakit/core';
import { LazyTrackService, TracksGatedSourceResolver } from '../../../core/src/musickit/lazy-tracks.ts';
import { SinkPlayer } from '../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../core/src/services/playback/sink-selector.ts';
import { TrackService, type TrackServiceEvents } from '../../../core/src/services/tracks/track.service.ts';
import { TrackedFakeSinkLoader, audio, text, type TrackedFakeSink } from '../services/tracks/tracked-fake-sink.ts';

// musickit/lazy-tracks.ts: the track service loads when something may have tracks, and the
// instance sees what an eager service would have shown.

const video: PlaybackSource = { url: 'https://media.example/mv01/master.m3u8', kind: 'video', format: 'hls', encrypted: false };

function setup() {
  const clock = new SimulatedClock();
  const storage = new MemoryKeyValueStore('local', clock);
  const logger = new MemoryLogger();
  const videoSinks = new TrackedFakeSinkLoader(clock);
  const player = new SinkPlayer(new SinkSelector([videoSinks, new FakeMediaSinkLoader({ id: 'plain', scheduler: clock })], { audio: ['plain'], video: ['tracked'] }, logger), logger);
  let loads = 0;
  const tracks = new LazyTrackService({
    player,
    storage,
    logger,
    load: async () => {
      loads++;
      return TrackService;
    },
  });
  const events: string[] = [];
  const names: Array<keyof TrackServiceEvents> = ['audioTrackAdded', 'textTrackAdded', 'audioTrackChanged', 'textTrackChanged'];
  for (const name of names) tracks.events.on(name, (payload) => events.push(`${name}:${(payload as { track: { label: string } }).track.label}`));
  return { player, storage, tracks, videoSinks, events, loads: () => loads };
}

const item = (type: string): MediaItem => ({ id: '1', type }) as MediaItem;

describe('LazyTrackService', () => {
  it('before anything with tracks plays: no tracks, the Off entry, nothing selectable, nothing loaded', () => {
    const { tracks, loads } = setup();
    expect(tracks.audioTracks).toEqual([]);
    expect(tracks.textTracks).toEqual([]);
    expect(tracks.currentTextTrack.id).toBe(-2);
    expect(tracks.forcedTextTrack).toBeNull();
    expect(tracks.selectAudioTrack(0)).toBe(false);
    expect(tracks.selectTextTrack(1)).toBe(false);
    expect(loads()).toBe(0);
  });

  it('a video item waits for the service while its source resolves; a song does not load it', async () => {
    const { tracks, loads } = setup();
    const sources = new TracksGatedSourceResolver({ resolve: async () => video }, tracks);
    await sources.resolve(item('songs'));
    expect(loads()).toBe(0);
    await sources.resolve(item('music-videos'));
    expect(loads()).toBe(1);
  });

  it('loaded before the video sink, it announces and restores tracks as the eager service does', async () => {
    const { player, storage, tracks, videoSinks, events } = setup();
    storage.set('mk-text-track', JSON.stringify({ language: 'en', kind: 'subtitles' }));
    await tracks.beforePlay(item('music-videos'));
    await player.load(video);
    (videoSinks.created[0] as TrackedFakeSink).tracks.publish([audio(0, 'en', true)], [text(1, 'English', 'en')]);
    expect(tracks.textTracks.map((track) => track.label)).toEqual(['Off', 'English']);
    expect(events).toContain('audioTrackAdded:English');
    expect(events).toContain('textTrackAdded:English');
  });

  it('started by a sink that already has tracks (audio on hls.js), it announces the tracks it found', async () => {
    const { player, tracks, videoSinks, events } = setup();
    const loading = player.load(video);
    await flushMicrotasks();
    (videoSinks.created[0] as TrackedFakeSink | undefined)?.tracks.publish([audio(0, 'en', true)], []);
    await loading;
    await tracks.load();
    expect(tracks.audioTracks.map((track) => track.language)).toEqual(['en']);
    expect(events).toContain('audioTrackAdded:English');
  });

  it("selectTextTrack('auto') before the service ran is kept for it: the saved choice is forgotten once loaded", async () => {
    const { storage, tracks, loads } = setup();
    storage.set('mk-text-track', JSON.stringify({ language: 'fr', kind: 'subtitles' }));
    expect(tracks.selectTextTrack('auto')).toBe(true);
    expect(loads()).toBe(1);
    await tracks.load();
    expect(storage.get('mk-text-track')).toBeNull();
  });
});
