import { EventEmitter, createWebVttCue, type Cancel, type MediaSinkTrackEvents, type MediaSinkTracks, type MediaSinkLoader, type MediaSink, type PlaybackSource, type Scheduler, type SinkAudioTrack, type SinkTextTrack, type WebVttCue } from '@mediakit/core';
import { FakeMediaSink } from '@mediakit/adapters/node';

/** Scripted renditions for a fake sink: the test sets the lists and plays the engine's part. */
export class FakeSinkTracks implements MediaSinkTracks {
  readonly events = new EventEmitter<MediaSinkTrackEvents>();
  readonly audioSelections: number[] = [];
  readonly textSelections: Array<number | null> = [];
  audio: SinkAudioTrack[] = [];
  text: SinkTextTrack[] = [];

  audioTracks(): readonly SinkAudioTrack[] {
    return this.audio;
  }

  textTracks(): readonly SinkTextTrack[] {
    return this.text;
  }

  selectAudioTrack(id: number): void {
    this.audioSelections.push(id);
    this.audio = this.audio.map((track) => ({ ...track, enabled: track.id === id }));
  }

  selectTextTrack(id: number | null): void {
    this.textSelections.push(id);
  }

  on<E extends keyof MediaSinkTrackEvents>(event: E, listener: (payload: MediaSinkTrackEvents[E]) => void): Cancel {
    return this.events.on(event, listener);
  }

  /** The engine found these renditions (a manifest was parsed). */
  publish(audio: SinkAudioTrack[], text: SinkTextTrack[]): void {
    this.audio = audio;
    this.text = text;
    this.events.emit('tracksChanged', undefined);
  }

  /** The engine switched audio on its own. */
  switchAudio(id: number): void {
    this.audio = this.audio.map((track) => ({ ...track, enabled: track.id === id }));
    this.events.emit('audioTrackChanged', { id });
  }

  deliver(trackId: number, cues: Array<[number, number, string]>): WebVttCue[] {
    const made = cues.map(([start, end, text]) => createWebVttCue({ start, end, text }));
    this.events.emit('cues', { trackId, cues: made });
    return made;
  }
}

/** The fake sink with renditions, and its loader. */
export class TrackedFakeSink extends FakeMediaSink {
  readonly tracks = new FakeSinkTracks();
}

export class TrackedFakeSinkLoader implements MediaSinkLoader {
  readonly id = 'tracked';
  readonly created: TrackedFakeSink[] = [];
  readonly #scheduler: Scheduler;

  constructor(scheduler: Scheduler) {
    this.#scheduler = scheduler;
  }

  canPlay(source: PlaybackSource): boolean {
    return source.kind === 'video';
  }

  async load(): Promise<MediaSink> {
    const sink = new TrackedFakeSink({ id: this.id, scheduler: this.#scheduler, durationFor: () => 12 });
    this.created.push(sink);
    return sink;
  }
}

export const audio = (id: number, language: string, enabled = false): SinkAudioTrack => ({ id, label: language === 'fr' ? 'Français' : 'English', language, characteristics: [], enabled });
export const text = (id: number, label: string, language: string, forced = false): SinkTextTrack => ({ id, label, language, characteristics: [], forced });
