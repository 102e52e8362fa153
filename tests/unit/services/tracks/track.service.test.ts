import { describe, expect, it } from 'vitest';
import type { PlaybackSource } from '@mediakit/core';
import { FakeMediaSinkLoader, MemoryKeyValueStore, MemoryLogger, SimulatedClock } from '@mediakit/adapters/node';
import { SinkPlayer } from '../../../../core/src/services/playback/sink-player.ts';
import { SinkSelector } from '../../../../core/src/services/playback/sink-selector.ts';
import { TrackService, type TrackServiceEvents } from '../../../../core/src/services/tracks/track.service.ts';
import { TrackedFakeSinkLoader, audio, text, type TrackedFakeSink } from './tracked-fake-sink.ts';

const video: PlaybackSource = { url: 'https://media.example/mv01/master.m3u8', kind: 'video', format: 'hls', encrypted: false };
const song: PlaybackSource = { url: 'https://media.example/song.m3u8', kind: 'audio', format: 'hls', encrypted: false };
const MV01_TEXT = [text(0, 'Français (forcé)', 'fr', true), text(1, 'English', 'en'), text(2, 'Français', 'fr')];

async function setup(options: { saved?: Record<string, unknown> } = {}) {
  const clock = new SimulatedClock();
  const storage = new MemoryKeyValueStore('local', clock);
  for (const [key, value] of Object.entries(options.saved ?? {})) storage.set(key, JSON.stringify(value));
  const videoSinks = new TrackedFakeSinkLoader(clock);
  const audioSinks = new FakeMediaSinkLoader({ id: 'plain', scheduler: clock });
  const logger = new MemoryLogger();
  const player = new SinkPlayer(new SinkSelector([videoSinks, audioSinks], { audio: ['plain'], video: ['tracked'] }, logger), logger);
  const service = new TrackService(player, storage, logger);
  const events: Array<{ event: keyof TrackServiceEvents; id: number | null | undefined; label?: string | undefined }> = [];
  const names: Array<keyof TrackServiceEvents> = ['audioTrackAdded', 'audioTrackChanged', 'audioTrackRemoved', 'textTrackAdded', 'textTrackChanged', 'textTrackRemoved', 'forcedTextTrackChanged'];
  for (const name of names) {
    service.events.on(name, (payload) => {
      const track = (payload as { track: { id: number; label: string } | null }).track;
      events.push({ event: name, id: track?.id ?? null, label: track?.label });
    });
  }
  const cueBatches: string[][] = [];
  service.events.on('cuesDidChange', ({ cues }) => cueBatches.push(cues.map((c) => c.text)));
  await player.load(video);
  const sink = videoSinks.created[0] as TrackedFakeSink;
  return { clock, storage, player, service, sink, events, cueBatches, stored: (key: string) => JSON.parse(storage.get(key) ?? 'null') as unknown };
}

/** mv01 as the engines report it: French first in the manifest, English the DEFAULT audio. */
function publishMv01(sink: TrackedFakeSink, audioLanguage: 'en' | 'fr' = 'en'): void {
  sink.tracks.publish([audio(0, 'fr', audioLanguage === 'fr'), audio(1, 'en', audioLanguage === 'en')], MV01_TEXT);
}

describe('TrackService: 001 §2/§3 track lists and events', () => {
  it('lists the Off entry first (id -2, kind subtitles) and announces it first among text tracks', async () => {
    const { service, sink, events } = await setup();
    publishMv01(sink);
    expect(service.textTracks.map((t) => [t.id, t.label, t.kind])).toEqual([
      [-2, 'Off', 'subtitles'],
      [0, 'Français (forcé)', 'subtitles'],
      [1, 'English', 'subtitles'],
      [2, 'Français', 'subtitles'],
    ]);
    expect(events.filter((e) => e.event === 'textTrackAdded').map((e) => e.id)).toEqual([-2, 0, 1, 2]);
    expect(events.filter((e) => e.event === 'audioTrackAdded').map((e) => e.label)).toEqual(['Français', 'English']);
    expect(service.currentTextTrack).toMatchObject({ id: -2, mode: 'showing' });
    expect(service.currentAudioTrack?.language).toBe('en');
  });

  it('lists nothing for a sink without renditions (the Off entry needs something to turn off)', async () => {
    const { service, player } = await setup();
    await player.load(song);
    expect(service.audioTracks).toEqual([]);
    expect(service.textTracks).toEqual([]);
  });

  it('announces removed tracks when the player stops or moves to a sink without tracks', async () => {
    const { service, sink, events, player } = await setup();
    publishMv01(sink);
    await player.load(song);
    expect(events.filter((e) => e.event === 'textTrackRemoved').map((e) => e.id)).toEqual([-2, 0, 1, 2]);
    expect(events.filter((e) => e.event === 'audioTrackRemoved')).toHaveLength(2);
    expect(service.textTracks).toEqual([]);
  });
});

describe('TrackService: 001 §4 Text tracks', () => {
  it('with no saved choice, shows Off and the forced track matching the enabled audio language', async () => {
    const { service, sink, events } = await setup();
    publishMv01(sink, 'fr');
    expect(service.currentTextTrack.id).toBe(-2);
    expect(service.forcedTextTrack?.id).toBe(0);
    expect(sink.tracks.textSelections.at(-1)).toBe(0);
    expect(events.filter((e) => e.event === 'forcedTextTrackChanged').map((e) => e.id)).toEqual([0]);
  });

  it('shows no forced track when the audio language has none', async () => {
    const { service, sink } = await setup();
    publishMv01(sink, 'en');
    expect(service.forcedTextTrack).toBeNull();
    expect(sink.tracks.textSelections).toEqual([]);
  });

  it('selecting Off or Auto shows Off, then looks for the forced track of the audio language', async () => {
    const { service, sink } = await setup();
    publishMv01(sink, 'fr');
    expect(service.selectTextTrack(1)).toBe(true);
    expect([service.currentTextTrack.id, service.forcedTextTrack]).toEqual([1, null]);
    expect(service.selectTextTrack(-2)).toBe(true);
    expect([service.currentTextTrack.id, service.forcedTextTrack?.id]).toEqual([-2, 0]);
    service.selectTextTrack(1);
    expect(service.selectTextTrack('auto')).toBe(true);
    expect([service.currentTextTrack.id, service.forcedTextTrack?.id]).toEqual([-2, 0]);
    expect(sink.tracks.textSelections).toEqual([0, 1, 0, 1, 0]);
  });

  it('refuses an unknown track id', async () => {
    const { service, sink } = await setup();
    publishMv01(sink);
    expect(service.selectTextTrack(9)).toBe(false);
    expect(service.selectAudioTrack(9)).toBe(false);
  });

  it('a saved choice is restored when tracks are added', async () => {
    const { service, sink } = await setup({
      saved: { 'mk-audio-track': { label: 'Français', kind: 'main', language: 'fr' }, 'mk-text-track': { label: 'English', kind: 'subtitles', language: 'en' } },
    });
    publishMv01(sink, 'en');
    expect(sink.tracks.audioSelections).toEqual([0]);
    expect(service.currentAudioTrack?.label).toBe('Français');
    expect(service.currentTextTrack.label).toBe('English');
    expect(sink.tracks.textSelections.at(-1)).toBe(1);
  });

  it('a saved choice is restored when playback starts', async () => {
    const { service, sink, storage, player, clock } = await setup();
    publishMv01(sink, 'en');
    // Another tab of the same page chose English subtitles meanwhile.
    storage.set('mk-text-track', JSON.stringify({ label: 'English', kind: 'subtitles', language: 'en' }));
    expect(service.currentTextTrack.id).toBe(-2);
    await player.play();
    await clock.advanceAsync(10);
    expect(service.currentTextTrack.label).toBe('English');
  });

  it('an audio change re-selects the forced track when the saved text choice is absent', async () => {
    const { service, sink } = await setup();
    publishMv01(sink, 'en');
    service.selectAudioTrack(0);
    expect(service.forcedTextTrack?.label).toBe('Français (forcé)');
    service.selectAudioTrack(1);
    expect(service.forcedTextTrack).toBeNull();
  });

  it('an audio change re-selects the forced track when the saved text choice is Off', async () => {
    const { service, sink } = await setup();
    publishMv01(sink, 'en');
    service.selectTextTrack(-2);
    sink.tracks.switchAudio(0); // the engine's own switch counts as a change too
    expect(service.currentAudioTrack?.language).toBe('fr');
    expect(service.forcedTextTrack?.id).toBe(0);
  });

  it('an audio change keeps a chosen rendition', async () => {
    const { service, sink } = await setup();
    publishMv01(sink, 'en');
    service.selectTextTrack(2);
    service.selectAudioTrack(0);
    service.selectAudioTrack(1);
    expect([service.currentTextTrack.id, service.forcedTextTrack]).toEqual([2, null]);
  });
});

describe('TrackService: 001 §3/§9 persisted choices', () => {
  it('saves the audio choice under mk-audio-track and the text choice under mk-text-track', async () => {
    const { service, sink, stored } = await setup();
    publishMv01(sink);
    service.selectAudioTrack(0);
    service.selectTextTrack(1);
    expect(stored('mk-audio-track')).toEqual({ label: 'Français', kind: 'main', language: 'fr' });
    expect(stored('mk-text-track')).toEqual({ label: 'English', kind: 'subtitles', language: 'en' });
  });

  it('saves Off as Off, and Auto as no choice', async () => {
    const { service, sink, stored } = await setup();
    publishMv01(sink);
    service.selectTextTrack(-2);
    expect(stored('mk-text-track')).toEqual({ label: 'Off', kind: 'subtitles', language: '' });
    service.selectTextTrack('auto');
    expect(stored('mk-text-track')).toBeNull();
  });

  it('restoring does not write: only a listener’s selection is saved', async () => {
    const { sink, storage } = await setup();
    publishMv01(sink, 'fr');
    expect(storage.keys()).toEqual([]);
  });
});

describe('TrackService: subtitle cues for the overlay (001 §2)', () => {
  it('hands over the cues of the rendered track that are active at the playback time', async () => {
    const { service, sink, player, clock, cueBatches } = await setup();
    publishMv01(sink, 'en');
    service.selectTextTrack(1);
    sink.tracks.deliver(2, [[0, 4, 'FR 1']]); // another rendition: not drawn
    sink.tracks.deliver(1, [[0, 4, 'EN 1'], [4, 8, 'EN 2']]);
    expect(service.activeCues.map((c) => c.text)).toEqual(['EN 1']);
    await player.play();
    await clock.advanceAsync(4100, 50);
    expect(service.activeCues.map((c) => c.text)).toEqual(['EN 2']);
    expect(cueBatches).toEqual([['EN 1'], ['EN 2']]);
  });

  it('drops the old cues when the rendered track changes', async () => {
    const { service, sink, cueBatches } = await setup();
    publishMv01(sink, 'en');
    service.selectTextTrack(1);
    sink.tracks.deliver(1, [[0, 4, 'EN 1']]);
    service.selectTextTrack(-2);
    expect(service.activeCues).toEqual([]);
    expect(cueBatches.at(-1)).toEqual([]);
  });

  it('draws the forced track under Off', async () => {
    const { service, sink } = await setup();
    publishMv01(sink, 'fr');
    sink.tracks.deliver(0, [[0, 12, 'FR forcé 1']]);
    expect(service.activeCues.map((c) => c.text)).toEqual(['FR forcé 1']);
  });
});
