import { PlaybackStates } from '../../domain/enums/index.ts';
import { EventEmitter } from '../../domain/events/event-emitter.ts';
import { CueTimeline, sameCues } from '../../domain/tracks/cue-timeline.ts';
import { choiceOf, findChosenTrack } from '../../domain/tracks/track-choice.matcher.ts';
import { TrackChoiceStore } from '../../domain/tracks/track-choice.store.ts';
import { toAudioTrack, toTextTrack } from '../../domain/tracks/track-kinds.ts';
import { OFF_TEXT_TRACK_ID, offTextTrack, textTrackList } from '../../domain/tracks/text-track-list.ts';
import {
  offOrAutoSelection,
  renderedTextTrackId,
  restoredTextSelection,
  textSelectionAfterAudioChange,
  type TextSelection,
} from '../../domain/tracks/text-track-selection.ts';
import type { AudioTrack, TextTrack, TextTrackRequest } from '../../domain/tracks/track.types.ts';
import type { WebVttCue } from '../../domain/webvtt/webvtt-cue.ts';
import type { LocalKeyValueStore } from '../../ports/key-value-store.ts';
import type { Logger } from '../../ports/logger.ts';
import type { MediaSink, MediaSinkTracks, SinkAudioTrack, SinkTextTrack } from '../../ports/media-sink.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import type { SinkPlayer } from '../playback/sink-player.ts';
import { diffTracks } from './track-list.diff.ts';

/** The public track events (MUSICKIT-SURFACE.md), plus the cues the subtitle overlay draws. */
export interface TrackServiceEvents {
  audioTrackAdded: { readonly track: AudioTrack };
  audioTrackChanged: { readonly track: AudioTrack };
  audioTrackRemoved: { readonly track: AudioTrack };
  textTrackAdded: { readonly track: TextTrack };
  textTrackChanged: { readonly track: TextTrack };
  textTrackRemoved: { readonly track: TextTrack };
  /** The forced rendition shown under Off changed; null when none shows (001 §4 Text tracks). */
  forcedTextTrackChanged: { readonly track: TextTrack | null };
  /** The cues to draw now (001 §2 subtitle overlay); empty when none. */
  cuesDidChange: { readonly cues: readonly WebVttCue[] };
}

/** States from which `playing` counts as playback starting (001 §4: restore when playback starts). */
const START_STATES: ReadonlySet<PlaybackStates> = new Set([PlaybackStates.none, PlaybackStates.loading, PlaybackStates.stopped, PlaybackStates.ended, PlaybackStates.completed]);

/**
 * The audio and text tracks of whatever the SinkPlayer plays: follows its current sink, applies
 * the 001 §4 text-track rules and the saved choices of 001 §3/§9, and is the single writer of
 * track selection (sinks only obey and report). It hands the cues to draw to the overlay.
 *
 * @example
 * const tracks = new TrackService(player, localStore, logger);
 * tracks.events.on('textTrackAdded', ({ track }) => menu.add(track));
 * tracks.selectTextTrack(tracks.textTracks[1]!.id); // saved under mk-text-track
 */
export class TrackService {
  readonly events: EventEmitter<TrackServiceEvents>;
  readonly #player: SinkPlayer;
  readonly #choices: TrackChoiceStore;
  readonly #timeline = new CueTimeline();
  readonly #detachPlayer: Cancel[];
  #sink: MediaSinkTracks | null = null;
  #detachSink: Cancel | null = null;
  #audio: readonly SinkAudioTrack[] = [];
  #text: readonly SinkTextTrack[] = [];
  #audioId: number | null = null;
  #selection: TextSelection = { selectedId: OFF_TEXT_TRACK_ID, forcedId: null };
  #rendered: number | null = null;
  #activeCues: readonly WebVttCue[] = [];

  constructor(player: SinkPlayer, storage: LocalKeyValueStore, logger: Logger) {
    this.#player = player;
    this.#choices = new TrackChoiceStore(storage);
    this.events = new EventEmitter((error, event) => logger.log('error', `A ${String(event)} listener threw`, error));
    this.#detachPlayer = [
      player.events.on('sinkDidChange', ({ sink }) => this.#follow(sink)),
      player.events.on('playbackTimeDidChange', ({ currentTime }) => this.#showCuesAt(currentTime)),
      player.events.on('playbackStateDidChange', ({ oldState, state }) => {
        if (state === PlaybackStates.playing && START_STATES.has(oldState)) this.#restore();
      }),
    ];
    this.#follow(player.currentSink);
  }

  /** Audio renditions of what plays, in manifest order. */
  get audioTracks(): readonly AudioTrack[] {
    return this.#audio.map((track) => toAudioTrack(track, track.id === this.#audioId));
  }

  /** Text renditions with the synthetic Off entry first (001 §2); empty when there are none. */
  get textTracks(): readonly TextTrack[] {
    return this.#text.length > 0 ? textTrackList(this.#text, this.#selection.selectedId) : [];
  }

  get currentAudioTrack(): AudioTrack | undefined {
    return this.audioTracks.find((track) => track.enabled);
  }

  /** The selected entry: a rendition, or Off (id -2). */
  get currentTextTrack(): TextTrack {
    return this.textTracks.find((track) => track.mode === 'showing') ?? offTextTrack('showing');
  }

  /** The forced rendition shown under Off, or null. */
  get forcedTextTrack(): TextTrack | null {
    const forced = this.#text.find((track) => track.id === this.#selection.forcedId);
    return forced ? toTextTrack(forced, 'disabled') : null;
  }

  /** The cues to draw now. */
  get activeCues(): readonly WebVttCue[] {
    return this.#activeCues;
  }

  /** Switches audio and saves the choice under mk-audio-track; false for an unknown id. */
  selectAudioTrack(id: number): boolean {
    const track = this.audioTracks.find((candidate) => candidate.id === id);
    if (!track) return false;
    this.#choices.saveAudio(choiceOf(track));
    this.#applyAudio(id);
    return true;
  }

  /**
   * Selects a text rendition, Off (-2) or 'auto', and saves it under mk-text-track ('auto'
   * forgets the saved choice). Off and Auto show the Off entry and the forced rendition for the
   * audio language (001 §4). False for an unknown id.
   */
  selectTextTrack(request: TextTrackRequest): boolean {
    if (request === 'auto') {
      this.#choices.clearText();
      this.#applyText(offOrAutoSelection(this.#text, this.#audioLanguage()));
      return true;
    }
    const track = this.textTracks.find((candidate) => candidate.id === request);
    if (!track) return false;
    this.#choices.saveText(choiceOf(track));
    this.#applyText(request === OFF_TEXT_TRACK_ID ? offOrAutoSelection(this.#text, this.#audioLanguage()) : { selectedId: request, forcedId: null });
    return true;
  }

  /** Stops following the player. */
  destroy(): void {
    for (const off of this.#detachPlayer) off();
    this.#detachSink?.();
    this.#detachSink = null;
    this.#sink = null;
  }

  #follow(sink: MediaSink | null): void {
    const tracks = sink?.tracks ?? null;
    if (tracks === this.#sink) return;
    this.#detachSink?.();
    this.#sink = tracks;
    const offs = tracks
      ? [
          tracks.on('tracksChanged', () => this.#sync()),
          tracks.on('audioTrackChanged', ({ id }) => this.#onSinkAudioChanged(id)),
          tracks.on('cues', ({ trackId, cues }) => {
            if (trackId !== this.#rendered || this.#timeline.add(cues) === 0) return;
            this.#showCuesAt(this.#player.currentTime);
          }),
        ]
      : [];
    this.#detachSink = () => offs.forEach((off) => off());
    this.#sync();
  }

  /** Takes the sink's lists, announces what was removed and added, and restores choices for new tracks. */
  #sync(): void {
    const oldAudio = this.audioTracks;
    const oldText = this.textTracks;
    this.#audio = this.#sink?.audioTracks() ?? [];
    this.#text = this.#sink?.textTracks() ?? [];
    const enabled = this.#audio.find((track) => track.enabled)?.id;
    this.#audioId = enabled ?? (this.#audio.some((track) => track.id === this.#audioId) ? this.#audioId : null);
    const known = (id: number | null): boolean => id === null || id === OFF_TEXT_TRACK_ID || this.#text.some((track) => track.id === id);
    if (this.#text.length === 0 || !known(this.#selection.selectedId) || !known(this.#selection.forcedId)) this.#resetText();

    const audio = diffTracks(oldAudio, this.audioTracks);
    const text = diffTracks(oldText, this.textTracks);
    for (const track of audio.removed) this.events.emit('audioTrackRemoved', { track });
    for (const track of text.removed) this.events.emit('textTrackRemoved', { track });
    for (const track of audio.added) this.events.emit('audioTrackAdded', { track });
    for (const track of text.added) this.events.emit('textTrackAdded', { track });
    // 001 §4 Text tracks: a saved choice is restored when tracks are added.
    if (audio.added.length > 0 || text.added.length > 0) this.#restore();
  }

  /** 001 §4: restores the saved audio choice, then the saved text choice (or Off + forced). */
  #restore(): void {
    if (!this.#sink) return;
    const savedAudio = findChosenTrack(this.audioTracks, this.#choices.audio());
    if (savedAudio && savedAudio.id !== this.#audioId) this.#applyAudio(savedAudio.id);
    if (this.#text.length > 0) this.#applyText(restoredTextSelection(this.#text, this.#choices.text(), this.#audioLanguage()));
  }

  #applyAudio(id: number): void {
    if (id !== this.#audioId) this.#sink?.selectAudioTrack(id);
    this.#audioChanged(id);
  }

  #onSinkAudioChanged(id: number): void {
    if (this.#audio.some((track) => track.id === id)) this.#audioChanged(id);
  }

  #audioChanged(id: number): void {
    if (id === this.#audioId) return;
    this.#audioId = id;
    const track = this.currentAudioTrack;
    if (track) this.events.emit('audioTrackChanged', { track });
    // 001 §4: an audio change re-selects forced subtitles only when the saved text choice is absent or Off.
    this.#applyText(textSelectionAfterAudioChange(this.#selection, this.#text, this.#choices.text(), this.#audioLanguage()));
  }

  #applyText(selection: TextSelection): void {
    const old = this.#selection;
    this.#selection = selection;
    if (selection.selectedId !== old.selectedId) this.events.emit('textTrackChanged', { track: this.currentTextTrack });
    if (selection.forcedId !== old.forcedId) this.events.emit('forcedTextTrackChanged', { track: this.forcedTextTrack });
    this.#render(renderedTextTrackId(selection));
  }

  #resetText(): void {
    this.#selection = { selectedId: OFF_TEXT_TRACK_ID, forcedId: null };
    this.#render(null);
  }

  /** Asks the sink for the cues of the rendition to draw; the old cues go. */
  #render(id: number | null): void {
    if (id === this.#rendered) return;
    this.#rendered = id;
    this.#timeline.clear();
    this.#showCuesAt(this.#player.currentTime);
    this.#sink?.selectTextTrack(id);
  }

  #showCuesAt(time: number): void {
    const cues = this.#timeline.activeAt(time);
    if (sameCues(cues, this.#activeCues)) return;
    this.#activeCues = cues;
    this.events.emit('cuesDidChange', { cues });
  }

  #audioLanguage(): string | undefined {
    return this.#audio.find((track) => track.id === this.#audioId)?.language;
  }
}
