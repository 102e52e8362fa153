import { EventEmitter, type Cancel, type MediaSinkPresentation, type SinkPresentationChange, type SinkPresentationMode } from '@mediakit/core';

/**
 * 001 §2 presentation modes on a video element: inline, or the browser's picture-in-picture
 * window (which the browser may also open or close on its own: both are reported). Fullscreen
 * is reported too (`fullscreen`), since apps re-lay their page out around it.
 */
export class VideoPresentation implements MediaSinkPresentation {
  readonly #video: HTMLVideoElement;
  readonly #events = new EventEmitter<{ modeChanged: SinkPresentationChange }>();
  readonly #detach: Cancel;

  constructor(video: HTMLVideoElement) {
    this.#video = video;
    const enter = (): void => this.#events.emit('modeChanged', { mode: 'pictureinpicture', fullscreen: this.fullscreen });
    const leave = (): void => this.#events.emit('modeChanged', { mode: 'inline', fullscreen: this.fullscreen });
    // fullscreenchange is fired at the element that entered or left fullscreen (and bubbles).
    const fullscreen = (): void => this.#events.emit('modeChanged', { mode: this.mode, fullscreen: this.fullscreen });
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    video.addEventListener('fullscreenchange', fullscreen);
    this.#detach = () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
      video.removeEventListener('fullscreenchange', fullscreen);
    };
  }

  get mode(): SinkPresentationMode {
    return this.#video.ownerDocument.pictureInPictureElement === this.#video ? 'pictureinpicture' : 'inline';
  }

  /** The video is the document's fullscreen element. */
  get fullscreen(): boolean {
    return this.#video.ownerDocument.fullscreenElement === this.#video;
  }

  get pictureInPictureAvailable(): boolean {
    return this.#video.ownerDocument.pictureInPictureEnabled === true && !this.#video.disablePictureInPicture;
  }

  async setMode(mode: SinkPresentationMode): Promise<void> {
    if (mode === this.mode) return;
    if (mode === 'pictureinpicture') await this.#video.requestPictureInPicture();
    else await this.#video.ownerDocument.exitPictureInPicture();
  }

  on(event: 'modeChanged', listener: (payload: SinkPresentationChange) => void): Cancel {
    return this.#events.on(event, listener);
  }

  destroy(): void {
    this.#detach();
  }
}

/** The presentation of an element when it is a video (audio sinks have none). */
export function videoPresentationOf(element: HTMLMediaElement): VideoPresentation | undefined {
  return typeof HTMLVideoElement !== 'undefined' && element instanceof HTMLVideoElement ? new VideoPresentation(element) : undefined;
}
