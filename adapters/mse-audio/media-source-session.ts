import type { SourceBufferLike } from './source-buffer-appender.ts';

/** A MediaSource attached to an element, with no SourceBuffer yet. */
export interface AttachedMediaSource {
  readonly mediaSource: MediaSource;
  /** Its object URL, the element's `src` while attached. */
  readonly url: string;
  /** Resolves when it is open (`sourceopen`). */
  readonly opened: Promise<void>;
}

/**
 * One MediaSource attached to the element, with its single audio SourceBuffer: every track of
 * a gapless run is appended here (MEDIA-FACTS: gapless joins need one SourceBuffer).
 */
export class MediaSourceSession {
  readonly mediaSource: MediaSource;
  readonly sourceBuffer: SourceBuffer & SourceBufferLike;
  /** The type its SourceBuffer was added for. */
  readonly mimeType: string;
  readonly #url: string;

  private constructor(mediaSource: MediaSource, sourceBuffer: SourceBuffer, mimeType: string, url: string) {
    this.mediaSource = mediaSource;
    this.sourceBuffer = sourceBuffer as SourceBuffer & SourceBufferLike;
    this.mimeType = mimeType;
    this.#url = url;
  }

  /**
   * Attaches a new MediaSource to `element`. Chromium takes 15–45 ms to open one (measured,
   * issue 17), so a sink may attach ahead of its load and hand it to {@link open}.
   */
  static attach(element: HTMLMediaElement): AttachedMediaSource {
    const mediaSource = new MediaSource();
    const url = URL.createObjectURL(mediaSource);
    const opened = new Promise<void>((resolve) => mediaSource.addEventListener('sourceopen', () => resolve(), { once: true }));
    element.src = url;
    return { mediaSource, url, opened };
  }

  /**
   * Opens a SourceBuffer for `mimeType` on `ahead` (attached ahead of the load) when it is still
   * the element's, else on a MediaSource attached now.
   */
  static async open(element: HTMLMediaElement, mimeType: string, ahead?: AttachedMediaSource): Promise<MediaSourceSession> {
    const stillAttached = ahead !== undefined && element.src === ahead.url && ahead.mediaSource.readyState !== 'closed';
    if (ahead && !stillAttached) URL.revokeObjectURL(ahead.url);
    const attached = stillAttached ? ahead : MediaSourceSession.attach(element);
    await attached.opened;
    const sourceBuffer = attached.mediaSource.addSourceBuffer(mimeType);
    return new MediaSourceSession(attached.mediaSource, sourceBuffer, mimeType, attached.url);
  }

  /**
   * Issue 17: takes every buffered range away and leaves the MediaSource open and attached, for
   * the load of another track of the same type. Opening a new one took Chromium 15–45 ms, and
   * the CDM answered the new track's key request only after it. False when it cannot be kept (it
   * was detached, or the browser refused a step): the caller closes it and opens a new one.
   */
  async empty(): Promise<boolean> {
    const { mediaSource, sourceBuffer } = this;
    try {
      while (sourceBuffer.updating && mediaSource.readyState !== 'closed') await this.#settled();
      if (mediaSource.readyState === 'closed') return false;
      // A partly appended segment would otherwise be completed by the next track's bytes.
      if (mediaSource.readyState === 'open') sourceBuffer.abort();
      // An ended MediaSource opens again on remove() (Media Source Extensions, range removal).
      sourceBuffer.remove(0, Number.POSITIVE_INFINITY);
      await this.#settled();
      return mediaSource.readyState === 'open' && sourceBuffer.buffered.length === 0;
    } catch {
      return false;
    }
  }

  /** Resolves when the SourceBuffer's running operation ends, or the MediaSource is detached. */
  #settled(): Promise<void> {
    const { mediaSource, sourceBuffer } = this;
    return new Promise((resolve) => {
      const settled = (): void => {
        sourceBuffer.removeEventListener('updateend', settled);
        mediaSource.removeEventListener('sourceclose', settled);
        resolve();
      };
      sourceBuffer.addEventListener('updateend', settled);
      mediaSource.addEventListener('sourceclose', settled);
    });
  }

  /** Detaches `attached` from the element when it is still there, and releases its object URL. */
  static release(element: HTMLMediaElement, attached: Pick<AttachedMediaSource, 'url'>): void {
    URL.revokeObjectURL(attached.url);
    if (element.src === attached.url) {
      element.removeAttribute('src');
      element.load();
    }
  }

  /** Timeline seconds buffered from `from` on without a hole, or `from` when nothing is. */
  bufferedEndFrom(from: number): number {
    const ranges = this.sourceBuffer.buffered;
    for (let i = 0; i < ranges.length; i++) {
      // A few milliseconds of tolerance: range edges sit on AAC frame boundaries.
      if (ranges.start(i) <= from + 0.005 && ranges.end(i) > from) return ranges.end(i);
    }
    return from;
  }

  /** The earliest buffered time, or NaN when nothing is buffered. */
  get bufferedStart(): number {
    const ranges = this.sourceBuffer.buffered;
    return ranges.length > 0 ? ranges.start(0) : Number.NaN;
  }

  /** 001 §4: at the end of the stream (no next item), the stream is ended. */
  endOfStream(): void {
    if (this.mediaSource.readyState === 'open' && !this.sourceBuffer.updating) this.mediaSource.endOfStream();
  }

  /** Detaches from the element and releases the object URL. */
  close(element: HTMLMediaElement): void {
    try {
      if (this.mediaSource.readyState === 'open') this.sourceBuffer.abort();
    } catch {
      // Already detached: nothing to abort.
    }
    MediaSourceSession.release(element, { url: this.#url });
  }
}
