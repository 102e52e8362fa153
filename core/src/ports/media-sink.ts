import type { PlaybackTargets } from './playback-targets.ts';
import type { Cancel } from './scheduler.ts';
import { token } from './token.ts';

/**
 * A playback backend: something that turns a source into sound or pictures. Adapters:
 * mse-audio (gapless), hlsjs, shaka, void and the Node fake. The core picks the first sink,
 * in the configured order, whose loader says `canPlay` (DESIGN.md, backend choice).
 */
export interface MediaSink {
  readonly id: string;
  load(source: PlaybackSource): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  /** Seconds from the start of the loaded source. */
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setPlaybackRate(rate: number): void;
  readonly currentTime: number;
  /** Seconds; NaN until known, Infinity for live streams. */
  readonly duration: number;
  /** Seconds buffered ahead of the start, for the buffered-progress bar. */
  readonly bufferedEnd: number;
  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel;
  /** Stops, releases the element and every resource. The sink is unusable afterwards. */
  destroy(): void;
  /**
   * Optional: stops loading and releases the loaded source (its stream, MediaSource and key
   * sessions), keeping the element for the next `load()`. Called when another sink takes over,
   * so a paused video does not keep fetching beside the songs that play after it (issue 20).
   */
  unload?(): void;
  /**
   * Optional, for gapless sinks (001 §4 Seamless audio): the source to play right after the
   * loaded one, joined with no gap; `null` forgets it (a replaced next item reverts a transition
   * in progress). When the sink moves on it emits `transitioned` instead of `ended`, and a later
   * `load()` of this same source (same `id`, else same `url`) is promoted without refetching.
   * Rejects with the MKError that made the next source unplayable (e.g. a licence failure).
   *
   * @example
   * await sink.load(current); await sink.preload?.(next);
   */
  preload?(next: PlaybackSource | null): Promise<void>;
  /**
   * Optional, for sinks that decrypt themselves (EME): make, ahead of the first encrypted load,
   * what it would start by making, for the first of `keySystems` (000 §9's order) the browser
   * grants. Nothing plays and nothing is fetched; the load still decides (issue 17).
   */
  prepareKeySystems?(keySystems: readonly string[]): void;
  /**
   * Optional: the next call is `load()` of a new source, and nothing plays on this sink (the
   * player stopped it, or it never played). The sink makes now what that load would start by
   * making, and lets go of what it had loaded, as that load would (issue 17).
   */
  prepareLoad?(): void;
  /**
   * Optional, for sinks that can list and switch the renditions of a source (001 §3 audio and
   * text tracks): hls.js and shaka do, the void and gapless audio sinks do not. The core decides
   * which tracks are selected (TrackService); the sink only obeys and reports.
   */
  readonly tracks?: MediaSinkTracks;
  /** Optional, for sinks that play into a video element: 001 §2 presentation modes. */
  readonly presentation?: MediaSinkPresentation;
  /** Optional, for sinks whose element can play on a remote device (AirPlay, Cast). */
  readonly playbackTargets?: PlaybackTargets;
  /**
   * Optional, for sinks that show video in the page: the app handed the instance another video
   * container (001 §2 `videoContainerElement`), so a loaded video moves there now, the same
   * element (a mini player, then back to the big stage, without reloading the stream).
   */
  videoContainerChanged?(): void;
}

/** Cheap probe plus lazy loader, as Vidstack's provider loaders: the heavy code is imported only when chosen. */
export interface MediaSinkLoader {
  readonly id: string;
  canPlay(source: PlaybackSource): boolean;
  /** Creates a sink for sources like `source` (its kind picks an audio or video element). */
  load(source: PlaybackSource): Promise<MediaSink>;
}
/** All registered loaders; configuration orders them per media kind. */
export const MediaSinkLoader = token<MediaSinkLoader>('MediaSinkLoader');

export interface PlaybackSource {
  readonly url: string;
  readonly kind: 'audio' | 'video';
  /** 'hls' for .m3u8 playlists; 'progressive' for a plain file. */
  readonly format: 'hls' | 'progressive';
  readonly encrypted: boolean;
  readonly startTime?: number;
  /** What this source plays (the media item id); gapless sinks report it in `transitioned`. */
  readonly id?: string;
  /**
   * The stream as the core read it from its manifests (001 §7 Manifest fetch), for sinks that
   * fetch and append segments themselves (mse-audio). Absent when a sink loads `url` on its own.
   */
  readonly stream?: SegmentedStream;
  /** Gapless facts from the provider's metadata (iTunSMPB); absent: read from the container. */
  readonly gapless?: GaplessTrim;
  /** The licence exchange of an encrypted source (001 §7 License request), built by the core. */
  readonly license?: LicenseExchange;
  /**
   * Seconds the item lasts as the provider describes it (001 §3 playbackDuration), for sinks that
   * read no media and so cannot learn it (the void sink); others ignore it.
   */
  readonly durationHint?: number;
}

/** One addressable piece of a stream: a whole resource, or a byte range of it. */
export interface StreamResource {
  readonly url: string;
  readonly byteRange?: { readonly offset: number; readonly length: number };
}

/** A media segment with its place on the stream's own timeline (seconds). */
export interface StreamSegment extends StreamResource {
  readonly start: number;
  readonly duration: number;
}

/** An encryption key a stream names (001 §3 Manifest key entry, mapped to its EME key system). */
export interface StreamKey {
  /** The EME key system the key is for: 'org.w3.clearkey', 'com.widevine.alpha', ... */
  readonly keySystem: string;
  /** The key URI as written in the playlist, made absolute; key sessions are per URI (001 §4). */
  readonly uri: string;
  /** The KEYID attribute, lowercase hex, when the playlist gives it. */
  readonly keyId?: string;
}

/** An fMP4 stream, ready to be fetched segment by segment (001 §4 Stream buffering). */
export interface SegmentedStream {
  /** For MediaSource: e.g. 'audio/mp4; codecs="mp4a.40.2"'. */
  readonly mimeType: string;
  readonly init: StreamResource;
  readonly segments: readonly StreamSegment[];
  /** Seconds: the sum of the segment durations. */
  readonly duration: number;
  /** Empty for clear streams. */
  readonly keys: readonly StreamKey[];
}

/**
 * Where the music is inside the decoded samples (MEDIA-FACTS: gapless joins): priming samples
 * before it, its length, padding after it. A gapless join needs all three.
 */
export interface GaplessTrim {
  readonly sampleRate: number;
  readonly primingSamples: number;
  /** The music itself, without priming and padding. */
  readonly sampleCount: number;
  readonly paddingSamples: number;
}

/**
 * The core's side of licensing, handed to a sink with an encrypted source: the sink drives the
 * CDM, the core speaks the provider's licence protocol (001 §7) and maps its errors (001 §8).
 */
export interface LicenseExchange {
  /** EME key systems in the order to try them (000 §9 key-system order). */
  readonly keySystems: readonly string[];
  /** The key system's server certificate, or null when it needs none; rejects with MEDIA_CERTIFICATE. */
  certificate(keySystem: string): Promise<Uint8Array | null>;
  /** Sends a CDM challenge; resolves with what the CDM takes; rejects with an MKError (MEDIA_LICENSE, DEVICE_LIMIT...). */
  acquire(request: LicenseChallenge): Promise<LicenseGrant>;
  /** The player's key sessions, one per key URI, kept by the core's rules (001 §4 Key sessions). */
  readonly sessions: KeySessionStore;
}

/** A CDM session as the core's key-session rules see it. */
export interface ClosableKeySession {
  close(): Promise<void> | void;
}

/**
 * 001 §4 Key sessions: created per key URI; a renewal creates a new session and the old one is
 * closed after the licence update. A sink stores its CDM sessions here and never closes them itself.
 */
export interface KeySessionStore {
  has(uri: string): boolean;
  add(uri: string, session: ClosableKeySession): void;
  /** A renewal starts: `fresh` replaces the URI's session once completeRenewal is called. */
  beginRenewal(uri: string, fresh: ClosableKeySession): void;
  /** The renewed session got its licence; the old one is closed now. */
  completeRenewal(uri: string): void;
  /** Closes and forgets one URI's sessions (e.g. its licence failed). */
  remove(uri: string): void;
}

export interface LicenseChallenge {
  readonly keySystem: string;
  /** The key URI the session was created for. */
  readonly keyUri: string;
  /** The CDM's message, as is. */
  readonly challenge: Uint8Array;
  /** A renewal of an existing licence rather than its first request (001 §7: /renew, lease-action renew). */
  readonly renewal: boolean;
}

export interface LicenseGrant {
  /** What to pass to the CDM session's update(). */
  readonly license: Uint8Array;
  /** 001 §3 License response renew-after: renew this many seconds from now, when given. */
  readonly renewAfterSeconds?: number;
}

export interface MediaSinkEvents {
  playing: void;
  paused: void;
  waiting: void;
  ended: void;
  timeupdate: { readonly currentTime: number };
  durationchange: { readonly duration: number };
  progress: { readonly bufferedEnd: number };
  volumechange: { readonly volume: number; readonly muted: boolean };
  ratechange: { readonly rate: number };
  error: MediaSinkError;
  /** A gapless sink moved on to its preloaded source (001 §4 Stream buffering: transition completed). */
  transitioned: { readonly source: PlaybackSource };
  /**
   * Optional, for sinks whose engine reads timed metadata from the stream (001 §3 Timed metadata:
   * the ID3 tags of live radio). Sinks that read none never emit it. Cues arrive as segments are
   * parsed, usually ahead of the playing time; the core decides which one is on air.
   */
  timedmetadata: { readonly cues: readonly SinkTimedMetadataCue[] };
}

/** An ID3 block of the stream and where it sits on the media timeline (seconds, as currentTime). */
export interface SinkTimedMetadataCue {
  readonly start: number;
  /** The ID3v2 tag bytes, as found in the stream. */
  readonly data: Uint8Array;
}

export interface MediaSinkError {
  /** The sink's own classification; the core maps it to an MKError reason. */
  readonly kind: 'network' | 'decode' | 'unsupported' | 'key' | 'license' | 'autoplay-blocked' | 'other';
  readonly message: string;
  readonly fatal: boolean;
  readonly httpStatus?: number;
  readonly cause?: unknown;
}

/**
 * The audio and text renditions of the loaded source (001 §3 Audio and text track), as the sink's
 * engine found them in the manifest (EXT-X-MEDIA). Ids are the sink's own, stable for one load.
 * A sink never renders subtitles itself: it hands the parsed cues of the text track asked for to
 * the core (`cues`), which decides what shows (001 §2 overlay, §4 text-track rules).
 *
 * @example
 * sink.tracks?.on('tracksChanged', () => render(sink.tracks!.audioTracks()));
 * sink.tracks?.selectAudioTrack(1);
 */
export interface MediaSinkTracks {
  /** Audio renditions in manifest order; exactly one is `enabled` once playback can start. */
  audioTracks(): readonly SinkAudioTrack[];
  /** Subtitle and caption renditions in manifest order (forced ones included, flagged). */
  textTracks(): readonly SinkTextTrack[];
  selectAudioTrack(id: number): void;
  /**
   * Asks for the cues of one text rendition (delivered through `cues`, at once when already
   * parsed); `null` asks for none. A sink may also deliver cues of renditions its engine loads
   * on its own: every batch names its rendition.
   */
  selectTextTrack(id: number | null): void;
  on<E extends keyof MediaSinkTrackEvents>(event: E, listener: (payload: MediaSinkTrackEvents[E]) => void): Cancel;
}

export interface SinkAudioTrack {
  readonly id: number;
  /** EXT-X-MEDIA NAME. */
  readonly label: string;
  /** BCP 47; '' when the manifest gives none. */
  readonly language: string;
  /** EXT-X-MEDIA CHARACTERISTICS (e.g. 'public.accessibility.describes-video'). */
  readonly characteristics: readonly string[];
  readonly enabled: boolean;
}

export interface SinkTextTrack {
  readonly id: number;
  readonly label: string;
  readonly language: string;
  /** EXT-X-MEDIA CHARACTERISTICS (e.g. 'public.accessibility.transcribes-spoken-dialog' for captions). */
  readonly characteristics: readonly string[];
  /** EXT-X-MEDIA FORCED=YES: meant to show while subtitles are otherwise off. */
  readonly forced: boolean;
}

export interface MediaSinkTrackEvents {
  /** The lists changed: a source was loaded or its renditions became known. */
  tracksChanged: void;
  /** The enabled audio rendition changed (after `selectAudioTrack`, or the engine's own choice). */
  audioTrackChanged: { readonly id: number };
  /**
   * Cues of the text rendition `trackId`, parsed as its segments arrive, times on the media
   * timeline (seconds). A cue spanning segments may be delivered more than once.
   */
  cues: { readonly trackId: number; readonly cues: readonly WebVttCue[] };
}

/** 001 §2 presentation modes (`MusicKit.PresentationMode`: pictureinpicture 0, inline 1, as in MusicKit JS v3). */
export type SinkPresentationMode = 'inline' | 'pictureinpicture';

/** A presentation change of a video sink (MediaSinkPresentation `modeChanged`). */
export interface SinkPresentationChange {
  readonly mode: SinkPresentationMode;
  /** Whether the element is the document's fullscreen element now; absent where unknown. */
  readonly fullscreen?: boolean;
}

/**
 * How a video sink's picture is presented: inline in its container, or picture-in-picture.
 *
 * @example
 * button.onclick = () => sink.presentation?.setMode('pictureinpicture'); // needs a user gesture
 */
export interface MediaSinkPresentation {
  readonly mode: SinkPresentationMode;
  /** False where the browser or the page forbids picture-in-picture. */
  readonly pictureInPictureAvailable: boolean;
  /** Enters or leaves picture-in-picture; rejects as the browser does (no user gesture, not available). */
  setMode(mode: SinkPresentationMode): Promise<void>;
  /**
   * The mode changed, whoever changed it (the page, or the browser's own window controls). Also
   * sent when the element enters or leaves fullscreen, which is no mode of its own (001 §2 lists
   * pictureinpicture and inline): `fullscreen` says which it is now.
   */
  on(event: 'modeChanged', listener: (payload: SinkPresentationChange) => void): Cancel;
}

/** Text alignment of a cue (W3C WebVTT §3.1 "text alignment"; 001 §5 fixed set). */
export type CueAlign = 'start' | 'center' | 'end' | 'left' | 'right';
/** Writing direction: '' horizontal, 'rl' vertical growing left, 'lr' vertical growing right. */
export type CueVertical = '' | 'rl' | 'lr';
/** Line alignment (W3C WebVTT §3.1 "line alignment"). */
export type CueLineAlign = 'start' | 'center' | 'end';
/** Position alignment (W3C WebVTT §3.1 "position alignment"). */
export type CuePositionAlign = 'line-left' | 'center' | 'line-right' | 'auto';

/**
 * A parsed WebVTT cue, as sinks deliver it in `cues` and the core's parser produces it: the
 * 001 §3 subtitle cue (start, end, text, line, position, size, align, vertical) plus what the
 * W3C model needs to lay it out. Times are in seconds. `text` is the raw cue text; turn it into
 * safe nodes with `parseCueText`. Declared here, not in domain/webvtt, because a port imports
 * no domain type (DESIGN.md, Ports).
 */
export interface WebVttCue {
  id: string;
  start: number;
  end: number;
  text: string;
  /** Line number (snapToLines) or percentage, or 'auto'. */
  line: number | 'auto';
  snapToLines: boolean;
  lineAlign: CueLineAlign;
  /** Percentage 0-100, or 'auto'. */
  position: number | 'auto';
  positionAlign: CuePositionAlign;
  /** Percentage 0-100 (default 100, 001 §2). */
  size: number;
  align: CueAlign;
  vertical: CueVertical;
  /** Identifier of the region the cue is shown in, or null. */
  region: string | null;
}
