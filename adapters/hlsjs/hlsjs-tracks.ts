import Hls, { Events, type MediaPlaylist } from 'hls.js';
import type { Cancel, MediaSinkTrackEvents, MediaSinkTracks, SinkAudioTrack, SinkTextTrack, WebVttCue } from '@mediakit/core';
import { EventEmitter } from '@mediakit/core';
import { toWebVttCue } from './vtt-cue.mapper.ts';

function characteristicsOf(track: MediaPlaylist): string[] {
  return (track.characteristics ?? '').split(',').map((value) => value.trim()).filter(Boolean);
}

/**
 * The audio and subtitle renditions of hls.js (EXT-X-MEDIA) as MediaSinkTracks. Ids are indexes
 * into `hls.audioTracks` / `hls.subtitleTracks`. hls.js is configured not to render subtitles
 * (`renderTextTracksNatively: false`): it parses the chosen rendition's WebVTT segments and this
 * class hands the cues to the core, which draws them (001 §2 overlay).
 */
export class HlsjsTracks implements MediaSinkTracks {
  readonly #events = new EventEmitter<MediaSinkTrackEvents>();
  /** Cues already parsed per rendition: hls.js does not parse a segment twice, so a switch back must not lose them. */
  readonly #cues = new Map<number, WebVttCue[]>();
  #hls: Hls | null = null;
  #wantedText: number | null = null;

  /** Follows a new hls.js instance (one per loaded source); the old lists and cues go. */
  attach(hls: Hls): void {
    this.#hls = hls;
    this.#cues.clear();
    this.#wantedText = null;
    this.#events.emit('tracksChanged', undefined);
    hls.on(Events.AUDIO_TRACKS_UPDATED, () => this.#events.emit('tracksChanged', undefined));
    hls.on(Events.SUBTITLE_TRACKS_UPDATED, () => this.#events.emit('tracksChanged', undefined));
    hls.on(Events.AUDIO_TRACK_SWITCHED, (_event, data) => this.#events.emit('audioTrackChanged', { id: data.id }));
    hls.on(Events.SUBTITLE_TRACK_SWITCH, (_event, data) => {
      // hls.js auto-selects DEFAULT/FORCED renditions on its own; the core's choice wins (single writer).
      if (data.id !== (this.#wantedText ?? -1)) hls.subtitleTrack = this.#wantedText ?? -1;
    });
    hls.on(Events.CUES_PARSED, (_event, data) => {
      if (data.type !== 'subtitles' || !data.subtitleTrack) return;
      const trackId = hls.subtitleTracks.indexOf(data.subtitleTrack);
      if (trackId < 0) return;
      const cues = (data.cues as VTTCue[]).map(toWebVttCue);
      const known = this.#cues.get(trackId) ?? [];
      known.push(...cues);
      this.#cues.set(trackId, known);
      this.#events.emit('cues', { trackId, cues });
    });
  }

  detach(): void {
    this.#hls = null;
    this.#cues.clear();
    this.#events.emit('tracksChanged', undefined);
  }

  audioTracks(): readonly SinkAudioTrack[] {
    const hls = this.#hls;
    if (!hls) return [];
    return hls.audioTracks.map((track, id) => ({ id, label: track.name, language: track.lang ?? '', characteristics: characteristicsOf(track), enabled: id === hls.audioTrack }));
  }

  textTracks(): readonly SinkTextTrack[] {
    const hls = this.#hls;
    if (!hls) return [];
    return hls.subtitleTracks.map((track, id) => ({ id, label: track.name, language: track.lang ?? '', characteristics: characteristicsOf(track), forced: track.forced === true }));
  }

  selectAudioTrack(id: number): void {
    if (this.#hls && id >= 0 && id < this.#hls.audioTracks.length) this.#hls.audioTrack = id;
  }

  selectTextTrack(id: number | null): void {
    const hls = this.#hls;
    if (!hls) return;
    this.#wantedText = id !== null && id >= 0 && id < hls.subtitleTracks.length ? id : null;
    const cached = this.#wantedText === null ? undefined : this.#cues.get(this.#wantedText);
    if (this.#wantedText !== null && cached && cached.length > 0) this.#events.emit('cues', { trackId: this.#wantedText, cues: cached });
    hls.subtitleTrack = this.#wantedText ?? -1;
  }

  on<E extends keyof MediaSinkTrackEvents>(event: E, listener: (payload: MediaSinkTrackEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }
}
