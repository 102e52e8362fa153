import { EventEmitter, type Cancel, type MediaSinkPresentation, type SinkPresentationMode } from '@mediakit/core';

/**
 * 001 §2 presentation modes on a video element: inline, or the browser's picture-in-picture
 * window (which the browser may also open or close on its own: both are reported).
 */
export class VideoPresentation implements MediaSinkPresentation {
  readonly #video: HTMLVideoElement;
  readonly #events = new EventEmitter<{ modeChanged: { readonly mode: SinkPresentationMode } }>();
  readonly #detach: Cancel;

  constructor(video: HTMLVideoElement) {
    this.#video = video;
    const enter = (): void => this.#events.emit('modeChanged', { mode: 'pictureinpicture' });
    const leave = (): void => this.#events.emit('modeChanged', { mode: 'inline' });
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    this.#detach = () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }

  get mode(): SinkPresentationMode {
    return this.#video.ownerDocument.pictureInPictureElement === this.#video ? 'pictureinpicture' : 'inline';
  }

  get pictureInPictureAvailable(): boolean {
    return this.#video.ownerDocument.pictureInPictureEnabled === true && !this.#video.disablePictureInPicture;
  }

  async setMode(mode: SinkPresentationMode): Promise<void> {
    if (mode === this.mode) return;
    if (mode === 'pictureinpicture') await this.#video.requestPictureInPicture();
    else await this.#video.ownerDocument.exitPictureInPicture();
  }

  on(event: 'modeChanged', listener: (payload: { readonly mode: SinkPresentationMode }) => void): Cancel {
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
