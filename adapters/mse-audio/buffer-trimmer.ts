import { BUFFER_TRIM_STEP_S } from '@mediakit/core';
import { nextTrimRange } from './buffer-model.ts';
import type { MediaSourceSession } from './media-source-session.ts';
import type { SourceBufferAppender } from './source-buffer-appender.ts';

/** How long to wait for playback to move on when nothing old enough can be trimmed. */
const QUOTA_WAIT_MS = 1000;
/** Less than this buffered ahead of the playhead counts as nothing left to play. */
const NOTHING_AHEAD_SECONDS = 0.1;

/**
 * 001 §8 "A QuotaExceeded error while appending marks the buffer as over limit, after which old
 * data is trimmed", 10 s at a time (001 §9), keeping the last 10 s behind the playhead for small
 * seeks back. When nothing is old enough yet, the append waits for playback (or a seek) to move
 * on and is tried again only once something was trimmed: a retry before that would only make the
 * browser evict on its own (Chromium frees played data up to the playhead, keeping nothing for a
 * seek back). The wait lasts however long the listener pauses, since a full buffer is minutes of
 * music, not a failure; it gives up only when nothing is left to play before the append, as the
 * buffer then holds only played data, which the browser frees by itself: the append cannot fit.
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

  /** The SourceBufferAppender's quota handler: trims (true: try again), or gives up (false). */
  readonly onQuota = async (_attempt: number, removeNow: (start: number, end: number) => Promise<void>): Promise<boolean> => {
    const session = this.#session();
    while (session && this.#session() === session) {
      const range = this.#range();
      if (range) {
        await removeNow(range.start, range.end);
        return true;
      }
      const time = this.#currentTime();
      if (session.bufferedEndFrom(time) - time < NOTHING_AHEAD_SECONDS) return false;
      await new Promise((resolve) => setTimeout(resolve, QUOTA_WAIT_MS));
    }
    return false;
  };

  /** Once over limit, trims played data as playback moves on (between appends). */
  async trimPlayed(): Promise<void> {
    const appender = this.#appender();
    if (!appender?.overLimit || appender.busy || appender.waitingForRoom) return;
    const range = this.#range();
    if (range) await appender.remove('trim', range.start, range.end).catch(() => undefined);
  }

  #range(): { readonly start: number; readonly end: number } | null {
    const session = this.#session();
    return session ? nextTrimRange(session.bufferedStart, this.#currentTime() - BUFFER_TRIM_STEP_S) : null;
  }
}
