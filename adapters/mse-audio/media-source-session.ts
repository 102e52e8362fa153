import type { SourceBufferLike } from './source-buffer-appender.ts';

/**
 * One MediaSource attached to the element, with its single audio SourceBuffer: every track of
 * a gapless run is appended here (MEDIA-FACTS: gapless joins need one SourceBuffer).
 */
export class MediaSourceSession {
  readonly mediaSource: MediaSource;
  readonly sourceBuffer: SourceBuffer & SourceBufferLike;
  readonly #url: string;

  private constructor(mediaSource: MediaSource, sourceBuffer: SourceBuffer, url: string) {
    this.mediaSource = mediaSource;
    this.sourceBuffer = sourceBuffer as SourceBuffer & SourceBufferLike;
    this.#url = url;
  }

  /** Attaches a new MediaSource to `element` and opens a SourceBuffer for `mimeType`. */
  static async open(element: HTMLMediaElement, mimeType: string): Promise<MediaSourceSession> {
    const mediaSource = new MediaSource();
    const url = URL.createObjectURL(mediaSource);
    const opened = new Promise<void>((resolve) => mediaSource.addEventListener('sourceopen', () => resolve(), { once: true }));
    element.src = url;
    await opened;
    const sourceBuffer = mediaSource.addSourceBuffer(mimeType);
    return new MediaSourceSession(mediaSource, sourceBuffer, url);
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
    URL.revokeObjectURL(this.#url);
    if (element.src === this.#url) {
      element.removeAttribute('src');
      element.load();
    }
  }
}
