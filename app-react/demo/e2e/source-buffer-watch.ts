/** One thing the page asked of a SourceBuffer, as the browser answered it. */
export interface SourceBufferCall {
  readonly type: 'quota-exceeded' | 'remove';
  /** performance.now() of the call. */
  readonly at: number;
  /** remove(start, end): the range asked for. */
  readonly start?: number;
  readonly end?: number;
  /** The element's playing time when the call was made. */
  readonly currentTime: number;
  /** What the SourceBuffer held just before the call: [start, end] per range. */
  readonly buffered: ReadonlyArray<readonly [number, number]>;
}

function rangesOf(buffer: SourceBuffer): Array<[number, number]> {
  try {
    return Array.from({ length: buffer.buffered.length }, (_, i) => [buffer.buffered.start(i), buffer.buffered.end(i)] as [number, number]);
  } catch {
    return []; // The SourceBuffer was removed from its MediaSource.
  }
}

/**
 * Test instrumentation at the MSE boundary (001 §8 Segments and buffer): records every append the
 * browser refuses with QuotaExceededError and every range the page removes, so a test sees what
 * Chromium really did and what the sink really asked, not what the sink says about itself.
 * Installed on demand; the calls themselves go through unchanged.
 */
export class SourceBufferWatch {
  readonly calls: SourceBufferCall[] = [];
  readonly #currentTime: () => number;
  #installed = false;

  constructor(currentTime: () => number) {
    this.#currentTime = currentTime;
  }

  start(): void {
    this.calls.length = 0;
    if (this.#installed) return;
    this.#installed = true;
    const watch = this;
    const proto = SourceBuffer.prototype;
    const { appendBuffer, remove } = proto;
    proto.appendBuffer = function (this: SourceBuffer, data: BufferSource): void {
      const buffered = rangesOf(this);
      try {
        appendBuffer.call(this, data);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'QuotaExceededError') watch.calls.push({ type: 'quota-exceeded', at: performance.now(), currentTime: watch.#currentTime(), buffered });
        throw error;
      }
    };
    proto.remove = function (this: SourceBuffer, start: number, end: number): void {
      watch.calls.push({ type: 'remove', at: performance.now(), start, end, currentTime: watch.#currentTime(), buffered: rangesOf(this) });
      remove.call(this, start, end);
    };
  }
}
