import { EventEmitter, type Cancel, type MediaSink, type MediaSinkEvents, type PlaybackSource } from '@mediakit/core';
import { mediaElementEvents } from './media-element-events.ts';
import { followVideoContainer } from './video-container-follower.ts';
import { placeVideoElement } from './video-element-placement.ts';
import { videoPresentationOf, type VideoPresentation } from './video-presentation.ts';
import { playbackTargetsOf, type ElementPlaybackTargets } from './element-playback-targets.ts';

export interface ElementMediaSinkOptions {
  /** The element to play into; the host decides where it lives (001 §2). */
  readonly element: HTMLMediaElement;
  /** Where video plays on the page (001 §2 video container); absent: the element stays where the host put it. */
  readonly videoContainer?: () => HTMLElement | null | undefined;
}

/**
 * What every sink that plays through one HTMLMediaElement does the same way, whichever engine
 * feeds the element (DESIGN.md: `adapters/html-media/` is the shared element kernel): forwards the
 * element's events, controls it (play, pause, seek, volume, rate), reads its clock and buffer,
 * places a video in the page's container and offers picture-in-picture. A subclass adds its
 * engine only: how a source loads, its tracks, its errors, its teardown.
 *
 * @example
 * class MySink extends ElementMediaSink {
 *   readonly id = 'my-engine';
 *   async load(source: PlaybackSource) { this.placeFor(source); this.element.src = source.url; }
 * }
 */
export abstract class ElementMediaSink implements MediaSink {
  abstract readonly id: string;
  /** Picture-in-picture or inline (001 §2); undefined for an audio element. */
  readonly presentation: VideoPresentation | undefined;
  /** AirPlay / Cast of this sink's element; undefined where the browser has no remote playback. */
  readonly playbackTargets: ElementPlaybackTargets | undefined;
  protected readonly element: HTMLMediaElement;
  protected readonly events = new EventEmitter<MediaSinkEvents>();
  readonly #videoContainer: (() => HTMLElement | null | undefined) | undefined;
  readonly #detachElement: Cancel;
  /** Follows the page's video container while a video is loaded (issue 20: the stage survives navigation). */
  #stopFollowing: Cancel | null = null;

  constructor(options: ElementMediaSinkOptions) {
    this.element = options.element;
    this.#videoContainer = options.videoContainer;
    this.presentation = videoPresentationOf(this.element);
    this.playbackTargets = playbackTargetsOf(this.element);
    this.#detachElement = mediaElementEvents(this.element, this.events);
  }

  abstract load(source: PlaybackSource): Promise<void>;

  /** 001 §2: a video goes into the page's container before it loads; audio stays hidden. */
  protected placeFor(source: PlaybackSource): void {
    if (source.kind !== 'video') return;
    const container = this.#videoContainer;
    placeVideoElement(this.element, container?.());
    if (container && !this.#stopFollowing) this.#stopFollowing = followVideoContainer(this.element, container);
  }

  /**
   * 001 §2: the app handed the instance another container; a loaded video moves in at once, in
   * the same task, so the browser never sees it out of the page (which would pause it). The
   * follower's MutationObserver cannot see this when the new container was already in the page.
   */
  videoContainerChanged(): void {
    if (!this.#stopFollowing) return;
    const container = this.#videoContainer?.();
    if (container?.isConnected) placeVideoElement(this.element, container);
  }

  async play(): Promise<void> {
    // A stage the page replaced since (issue 20): the video plays where the listener sees it.
    this.videoContainerChanged();
    try {
      await this.element.play();
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return; // superseded by pause/load
      const blocked = error instanceof Error && error.name === 'NotAllowedError';
      this.events.emit('error', { kind: blocked ? 'autoplay-blocked' : 'other', message: String(error), fatal: false, cause: error });
      throw error;
    }
  }

  pause(): void {
    this.element.pause();
  }

  seek(seconds: number): void {
    this.element.currentTime = seconds;
  }

  setVolume(volume: number): void {
    this.element.volume = volume;
  }

  setMuted(muted: boolean): void {
    this.element.muted = muted;
  }

  setPlaybackRate(rate: number): void {
    this.element.playbackRate = rate;
  }

  get currentTime(): number {
    return this.element.currentTime;
  }

  get duration(): number {
    return this.element.duration;
  }

  get bufferedEnd(): number {
    const { buffered } = this.element;
    return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
  }

  on<E extends keyof MediaSinkEvents>(event: E, listener: (payload: MediaSinkEvents[E]) => void): Cancel {
    return this.events.on(event, listener);
  }

  /** Stops following the element and pauses it; a subclass tears its engine down, then calls this. */
  destroy(): void {
    this.presentation?.destroy();
    this.playbackTargets?.destroy();
    this.#stopFollowing?.();
    this.#stopFollowing = null;
    this.#detachElement();
    this.element.pause();
  }
}
