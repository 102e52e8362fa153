import shaka from 'shaka-player/dist/shaka-player.hls.js';
import type { Cancel, HttpClient, MediaSink, MediaSinkError, MediaSinkEvents, PlaybackSource } from '@mediakit/core';
import { EventEmitter } from '@mediakit/core';
import { CueForwardingDisplayer } from './cue-forwarding-displayer.ts';
import { routeThroughHttpClient } from './http-client-scheme.ts';
import { mediaElementEvents } from './media-element-events.ts';
import { ShakaTracks } from './shaka-tracks.ts';
import { placeVideoElement } from './video-element-placement.ts';
import { videoPresentationOf, type VideoPresentation } from './video-presentation.ts';
import { registerCoreWebVttParser } from './webvtt-text-parser.ts';

export interface ShakaMediaSinkOptions {
  readonly http: HttpClient;
  /** The element to play into; the host decides where it lives (001 §2). */
  readonly element: HTMLMediaElement;
  /** Where video plays on the page (001 §2 video container); absent: the element stays where the host put it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

/** shaka's error code for a load() superseded by another load() or unload(). */
const LOAD_INTERRUPTED = 7000;

let polyfilled = false;

/**
 * A MediaSink on shaka-player (its HLS build): clear HLS with fMP4 renditions, audio and text
 * tracks. This module imports shaka statically, so it is only ever loaded through
 * `ShakaSinkLoader.load()` (a dynamic import): pages that never pick it never download shaka.
 * Every request goes through our HttpClient; subtitles are parsed by the core's WebVTT parser
 * and drawn by our overlay, never by shaka.
 */
export class ShakaMediaSink implements MediaSink {
  readonly id = 'shaka';
  readonly #element: HTMLMediaElement;
  readonly #events = new EventEmitter<MediaSinkEvents>();
  readonly #tracks: ShakaTracks;
  /** Picture-in-picture or inline (001 §2); undefined for an audio element. */
  readonly presentation: VideoPresentation | undefined;
  readonly #videoContainer: (() => HTMLElement | null | undefined) | undefined;
  readonly #player: shaka.Player;
  readonly #attached: Promise<unknown>;
  readonly #detach: Cancel[];

  constructor(options: ShakaMediaSinkOptions) {
    if (!polyfilled) {
      polyfilled = true;
      shaka.polyfill.installAll();
    }
    registerCoreWebVttParser();
    this.#element = options.element;
    this.#videoContainer = options.videoContainer;
    this.presentation = videoPresentationOf(this.#element);
    this.#player = new shaka.Player();
    this.#tracks = new ShakaTracks(this.#player);
    this.#player.configure({
      textDisplayFactory: (_player: shaka.Player) => new CueForwardingDisplayer((cues) => this.#tracks.cuesAppended(cues)),
      // The core is the single writer of track selection (001 §4 forced-subtitle rules), not shaka.
      accessibility: { handleForcedSubtitlesAutomatically: false },
      // No language preference: shaka then starts on the manifest's DEFAULT=YES audio, as hls.js
      // does, and the core restores a saved choice from there (001 §4).
      preferredAudio: [],
    });
    const stopRouting = routeThroughHttpClient(this.#player, options.http);
    const onError = (event: Event): void => this.#events.emit('error', toSinkError((event as CustomEvent<shaka.util.Error>).detail));
    const onVariant = (): void => this.#tracks.variantChanged();
    this.#player.addEventListener('error', onError);
    const onManifestParsed = (): void => this.#streamTextFromStart();
    this.#player.addEventListener('manifestparsed', onManifestParsed);
    for (const name of ['variantchanged', 'adaptation', 'audiotrackchanged']) this.#player.addEventListener(name, onVariant);
    this.#detach = [
      stopRouting,
      mediaElementEvents(this.#element, this.#events),
      () => this.#player.removeEventListener('error', onError),
      () => this.#player.removeEventListener('manifestparsed', onManifestParsed),
      () => ['variantchanged', 'adaptation', 'audiotrackchanged'].forEach((name) => this.#player.removeEventListener(name, onVariant)),
    ];
    this.#attached = this.#player.attach(this.#element);
  }

  /** Audio and subtitle renditions (001 §3); the core parses and draws the subtitles. */
  get tracks(): ShakaTracks {
    return this.#tracks;
  }

  async load(source: PlaybackSource): Promise<void> {
    await this.#attached;
    if (source.kind === 'video') placeVideoElement(this.#element, this.#videoContainer?.());
    this.#tracks.reset();
    try {
      // The MIME type spares a HEAD request to sniff the manifest type.
      await this.#player.load(source.url, source.startTime ?? null, source.format === 'hls' ? 'application/x-mpegurl' : null);
    } catch (cause) {
      if (cause instanceof shaka.util.Error && cause.code === LOAD_INTERRUPTED) return; // superseded by a newer load
      const error = toSinkError(cause);
      this.#events.emit('error', error);
      throw new Error(error.message, { cause });
    }
    // shaka seeks to the start position when metadata arrives, which may be after load()
    // resolves; a seek made before then would be undone, so load ends once that has happened.
    if (this.#element.readyState < HTMLMediaElement.HAVE_METADATA) await once(this.#element, 'loadedmetadata');
    this.#tracks.loaded();
  }

  /**
   * shaka 5.2 creates its text engine only when a text stream is chosen at startup, and that
   * engine learns the media's timestamp offset only from video appended after it exists
   * (lib/text/text_engine.js defers every append until then): a subtitle track switched on once
   * a short video is fully buffered would never show. So shaka streams one text rendition from
   * the start; ShakaTracks keeps its cues, and the core shows them only if it asks for that track.
   */
  #streamTextFromStart(): void {
    const first = this.#player.getTextTracks()[0];
    if (!first) return;
    this.#player.configure({ preferredText: [{ language: first.language, role: '', format: '', forced: first.forced }] });
  }

  async play(): Promise<void> {
    try {
      await this.#element.play();
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return; // superseded by pause/load
      const blocked = error instanceof Error && error.name === 'NotAllowedError';
      this.#events.emit('error', { kind: blocked ? 'autoplay-blocked' : 'other', message: String(error), fatal: false, cause: error });
      throw error;
    }
  }

  pause(): void {
    this.#element.pause();
  }

  seek(seconds: number): void {
    this.#element.currentTime = seconds;
  }

  setVolume(volume: number): void {
    this.#element.volume = volume;
  }

  setMuted(muted: boolean): void {
    this.#element.muted = muted;
  }

  setPlaybackRate(rate: number): void {
    this.#element.playbackRate = rate;
  }

  get currentTime(): number {
    return this.#element.currentTime;
  }

  get duration(): number {
    return this.#element.duration;
  }

  get bufferedEnd(): number {
    const { buffered } = this.#element;
    return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
  }

  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel {
    return this.#events.on(event, listener);
  }

  destroy(): void {
    for (const off of this.#detach) off();
    this.#tracks.reset();
    this.presentation?.destroy();
    this.#element.pause();
    void this.#player.destroy();
  }
}

function once(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}

/** shaka's error categories (lib/util/error.js) as the sink's classification. */
function toSinkError(cause: unknown): MediaSinkError {
  if (!(cause instanceof shaka.util.Error)) return { kind: 'other', message: String(cause), fatal: true, cause };
  const { Category, Severity, Code } = shaka.util.Error;
  const kind: MediaSinkError['kind'] =
    cause.category === Category.NETWORK ? 'network'
    : cause.category === Category.DRM ? 'key'
    : cause.category === Category.MEDIA ? 'decode'
    : cause.category === Category.MANIFEST && cause.code === Code.CONTENT_UNSUPPORTED_BY_BROWSER ? 'unsupported'
    : 'other';
  // BAD_HTTP_STATUS carries (uri, status, ...) in its data.
  const status = cause.code === Code.BAD_HTTP_STATUS && typeof cause.data[1] === 'number' ? cause.data[1] : undefined;
  return { kind, message: `shaka ${cause.category}/${cause.code}`, fatal: cause.severity === Severity.CRITICAL, ...(status ? { httpStatus: status } : {}), cause };
}
