import { nextTrimRange, TRIM_STEP_SECONDS } from './buffer-model.ts';
import type { MediaSourceSession } from './media-source-session.ts';
import type { SourceBufferAppender } from './source-buffer-appender.ts';

/** How long to wait for playback to move on when nothing old enough can be trimmed, and how often. */
const QUOTA_WAIT_MS = 1000;
const QUOTA_MAX_WAITS = 60;

/**
 * 001 §8 "A QuotaExceeded error while appending marks the buffer as over limit, after which old
 * data is trimmed", 10 s at a time (001 §9), keeping the last 10 s behind the playhead for small
 * seeks back. When nothing is old enough, the append waits for playback to move on.
 */
export class BufferTrimmer {
  readonly #session: () => MediaSourceSession | null;
  readonly #appender: () => SourceBufferAppender | null;
  readonly #currentTime: () => number;

  constructor(session: () => MediaSourceSession | null, appender: () => SourceBufferAppender | null, currentTime: () => number) {
    this.#session = session;
    this.#appender = appender;
    this.#currentTime = currentTime;
  }

  /** The SourceBufferAppender's quota handler: trims, or waits; false gives up. */
  readonly onQuota = async (attempt: number, removeNow: (start: number, end: number) => Promise<void>): Promise<boolean> => {
    const range = this.#range();
    if (range) {
      await removeNow(range.start, range.end);
      return true;
    }
    if (attempt > QUOTA_MAX_WAITS) return false;
    await new Promise((resolve) => setTimeout(resolve, QUOTA_WAIT_MS));
    return this.#session() !== null;
  };

  /** Once over limit, trims played data as playback moves on (between appends). */
  async trimPlayed(): Promise<void> {
    const appender = this.#appender();
    if (!appender?.overLimit || appender.busy) return;
    const range = this.#range();
    if (range) await appender.remove('trim', range.start, range.end).catch(() => undefined);
  }

  #range(): { readonly start: number; readonly end: number } | null {
    const session = this.#session();
    return session ? nextTrimRange(session.bufferedStart, this.#currentTime() - TRIM_STEP_SECONDS) : null;
  }
}
