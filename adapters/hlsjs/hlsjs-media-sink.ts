import Hls, { ErrorTypes, Events, type ErrorData } from 'hls.js';
import type { Cancel, HttpClient, MediaSink, MediaSinkError, MediaSinkEvents, PlaybackSource } from '@mediakit/core';
import { EventEmitter } from '@mediakit/core';
import { HlsjsTracks } from './hlsjs-tracks.ts';
import { forwardTimedMetadata } from './hlsjs-timed-metadata.ts';
import { httpClientLoader } from './http-client-loader.ts';
import { mediaElementEvents } from './media-element-events.ts';
import { placeVideoElement } from './video-element-placement.ts';
import { videoPresentationOf, type VideoPresentation } from './video-presentation.ts';

export interface HlsjsMediaSinkOptions {
  readonly http: HttpClient;
  /** The element to play into; the host decides where it lives (001 §2). */
  readonly element: HTMLMediaElement;
  /** Where video plays on the page (001 §2 video container); absent: the element stays where the host put it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

/**
 * A MediaSink on hls.js: clear and ClearKey HLS in any browser with Media Source Extensions.
 * This module imports hls.js statically, so it is itself only ever loaded through
 * `HlsjsSinkLoader.load()` (a dynamic import): pages that never pick it never download hls.js.
 */
export class HlsjsMediaSink implements MediaSink {
  readonly id = 'hlsjs';
  readonly #element: HTMLMediaElement;
  readonly #http: HttpClient;
  readonly #events = new EventEmitter<MediaSinkEvents>();
  readonly #detachElement: Cancel;
  readonly #videoContainer: (() => HTMLElement | null | undefined) | undefined;
  readonly #tracks = new HlsjsTracks();
  /** Picture-in-picture or inline (001 §2); undefined for an audio element. */
  readonly presentation: VideoPresentation | undefined;
  #hls: Hls | null = null;

  constructor(options: HlsjsMediaSinkOptions) {
    this.#element = options.element;
    this.#http = options.http;
    this.#videoContainer = options.videoContainer;
    this.presentation = videoPresentationOf(this.#element);
    this.#detachElement = mediaElementEvents(this.#element, this.#events);
  }

  /** Audio and subtitle renditions (001 §3); hls.js parses subtitles, the core draws them. */
  get tracks(): HlsjsTracks {
    return this.#tracks;
  }

  async load(source: PlaybackSource): Promise<void> {
    this.#hls?.destroy();
    if (source.kind === 'video') placeVideoElement(this.#element, this.#videoContainer?.());
    const hls = new Hls({
      loader: httpClientLoader(this.#http),
      // 001 §9: elements start at volume 1, rate 1, no autoplay; the controller decides when to play.
      autoStartLoad: true,
      startPosition: source.startTime ?? -1,
      enableWorker: true,
      // 001 §2: subtitles are drawn by our overlay from cues the core owns, never by the browser.
      renderTextTracksNatively: false,
    });
    this.#hls = hls;
    this.#tracks.attach(hls);
    // 001 §3: live radio's ID3 tags reach the core as timed metadata.
    forwardTimedMetadata(hls, this.#events);
    const ready = new Promise<void>((resolve, reject) => {
      hls.once(Events.MANIFEST_PARSED, () => resolve());
      hls.on(Events.ERROR, (_event, data) => {
        const error = toSinkError(data);
        if (error.fatal) reject(new Error(error.message, { cause: data }));
        this.#events.emit('error', error);
      });
    });
    hls.attachMedia(this.#element);
    hls.loadSource(source.url);
    await ready;
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
    this.#hls?.destroy();
    this.#hls = null;
    this.#tracks.detach();
    this.presentation?.destroy();
    this.#detachElement();
    this.#element.pause();
    this.#element.removeAttribute('src');
    this.#element.load();
  }
}

function toSinkError(data: ErrorData): MediaSinkError {
  const kind: MediaSinkError['kind'] =
    data.type === ErrorTypes.NETWORK_ERROR ? 'network'
    : data.type === ErrorTypes.KEY_SYSTEM_ERROR ? 'key'
    : data.type === ErrorTypes.MEDIA_ERROR ? 'decode'
    : 'other';
  const httpStatus = data.response?.code;
  return { kind, message: `${data.type}: ${data.details}`, fatal: data.fatal, ...(httpStatus ? { httpStatus } : {}), cause: data.error };
}
