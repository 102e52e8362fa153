import type shaka from 'shaka-player/dist/shaka-player.hls.js';
import type { Cancel, MediaSinkTrackEvents, MediaSinkTracks, SinkAudioTrack, SinkTextTrack, WebVttCue } from '@mediakit/core';
import { EventEmitter } from '@mediakit/core';

/** shaka's roles for HLS renditions are their CHARACTERISTICS; DASH-only role words are dropped. */
function characteristicsOf(roles: readonly string[]): string[] {
  return roles.filter((role) => role.startsWith('public.'));
}

/**
 * shaka's audio and text renditions as MediaSinkTracks. Ids are positions in
 * `getAudioTracks()` / `getTextTracks()` (shaka's own audio tracks carry no stable id). shaka
 * never draws text here: its text engine appends cues to a forwarding displayer, and this class
 * passes them on, each batch named by the rendition shaka streams.
 */
export class ShakaTracks implements MediaSinkTracks {
  readonly #events = new EventEmitter<MediaSinkTrackEvents>();
  /** Cues per rendition: shaka does not re-append cues of a stream it already buffered. */
  readonly #cues = new Map<number, WebVttCue[]>();
  readonly #player: shaka.Player;
  /** The lists are reported only once shaka has loaded the source. */
  #loaded = false;
  #audioId = -1;

  constructor(player: shaka.Player) {
    this.#player = player;
  }

  /** The source is loaded: the lists become known. */
  loaded(): void {
    this.#loaded = true;
    this.#audioId = this.#activeAudio();
    this.#events.emit('tracksChanged', undefined);
  }

  /** Forgets the lists: a new source is loading, or the sink is gone. */
  reset(): void {
    this.#loaded = false;
    this.#cues.clear();
    this.#audioId = -1;
    this.#events.emit('tracksChanged', undefined);
  }

  /** shaka re-chose a variant (its own adaptation or our switch): report a new audio rendition. */
  variantChanged(): void {
    if (!this.#loaded) return;
    const id = this.#activeAudio();
    if (id < 0 || id === this.#audioId) return;
    this.#audioId = id;
    this.#events.emit('audioTrackChanged', { id });
  }

  /**
   * Cues shaka's text engine appended: they belong to the rendition shaka streams now, which may
   * be one it chose at startup before the core asked for any (kept, so a later choice of that
   * same rendition has its cues at once).
   */
  cuesAppended(cues: readonly WebVttCue[]): void {
    const trackId = this.#player.getTextTracks().findIndex((track) => track.active);
    if (trackId < 0) return;
    const known = this.#cues.get(trackId) ?? [];
    known.push(...cues);
    this.#cues.set(trackId, known);
    this.#events.emit('cues', { trackId, cues });
  }

  audioTracks(): readonly SinkAudioTrack[] {
    return (this.#loaded ? this.#player.getAudioTracks() : []).map((track, id) => ({
      id,
      label: track.label ?? '',
      language: track.originalLanguage ?? track.language,
      characteristics: characteristicsOf(track.roles),
      enabled: track.active,
    }));
  }

  textTracks(): readonly SinkTextTrack[] {
    return (this.#loaded ? this.#player.getTextTracks() : []).map((track, id) => ({
      id,
      label: track.label ?? '',
      language: track.originalLanguage ?? track.language,
      characteristics: characteristicsOf(track.roles),
      forced: track.forced,
    }));
  }

  selectAudioTrack(id: number): void {
    const track = this.#loaded ? this.#player.getAudioTracks()[id] : undefined;
    // A safe margin keeps what is buffered playing while the other language loads (no stall).
    if (track && !track.active) this.#player.selectAudioTrack(track, 2);
  }

  selectTextTrack(id: number | null): void {
    if (!this.#loaded) return;
    const player = this.#player;
    const track = id === null ? undefined : player.getTextTracks()[id];
    const cached = track ? this.#cues.get(id as number) : undefined;
    if (cached && cached.length > 0) this.#events.emit('cues', { trackId: id as number, cues: cached });
    player.selectTextTrack(track ?? null);
  }

  on<E extends keyof MediaSinkTrackEvents>(event: E, listener: (payload: MediaSinkTrackEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  #activeAudio(): number {
    return this.#player.getAudioTracks().findIndex((track) => track.active);
  }
}
