import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BufferTrimmer } from '../../../../adapters/mse-audio/buffer-trimmer.ts';
import type { MediaSourceSession } from '../../../../adapters/mse-audio/media-source-session.ts';
import type { SourceBufferAppender } from '../../../../adapters/mse-audio/source-buffer-appender.ts';

// Chromium runs this for real in tests/e2e/mse-audio-buffer-limit.e2e.ts (a track longer than its
// audio SourceBuffer holds); here the rules one by one, with the time in our hands.

/** One contiguous buffered range [start, end] and the playhead. */
function setUp(range: { start: number; end: number }, playhead: { time: number }) {
  const session = {
    get bufferedStart() {
      return range.start;
    },
    bufferedEndFrom: (from: number) => (range.start <= from && range.end > from ? range.end : from),
  } as unknown as MediaSourceSession;
  const appender = { overLimit: false, busy: false, waitingForRoom: false, remove: vi.fn(async () => undefined) };
  const trimmer = new BufferTrimmer(() => session, () => appender as unknown as SourceBufferAppender, () => playhead.time);
  const removed: Array<[number, number]> = [];
  const removeNow = async (start: number, end: number): Promise<void> => {
    removed.push([start, end]);
    range.start = end;
  };
  return { trimmer, appender, removed, removeNow };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('001 §8 Segments and buffer: QuotaExceeded, then old data is trimmed (001 §9: 10 s at a time)', () => {
  it('trims the oldest 10 s when all of it lies at least 10 s behind the playhead, then tries again', async () => {
    const { trimmer, removed, removeNow } = setUp({ start: 3, end: 500 }, { time: 25 });
    await expect(trimmer.onQuota(1, removeNow)).resolves.toBe(true);
    expect(removed).toEqual([[3, 13]]);
  });

  it('while nothing is old enough it waits, and tries again only once it trimmed something', async () => {
    const playhead = { time: 5 };
    const { trimmer, removed, removeNow } = setUp({ start: 0, end: 500 }, playhead);
    let settled: boolean | undefined;
    void trimmer.onQuota(1, removeNow).then((retry) => (settled = retry));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBeUndefined();
    expect(removed).toEqual([]);
    playhead.time = 20; // 10 s of data older than 10 s: [0, 10]
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(true);
    expect(removed).toEqual([[0, 10]]);
  });

  it('a pause does not turn a full buffer into a failure: it waits as long as there is music ahead', async () => {
    const { trimmer, removeNow } = setUp({ start: 0, end: 500 }, { time: 5 });
    let settled: boolean | undefined;
    void trimmer.onQuota(1, removeNow).then((retry) => (settled = retry));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(settled).toBeUndefined();
  });

  it('gives up when nothing is left to play before the append: it could never fit', async () => {
    const { trimmer, removeNow } = setUp({ start: 0, end: 12 }, { time: 12 });
    await expect(trimmer.onQuota(1, removeNow)).resolves.toBe(false);
  });

  it('once over limit, played data is trimmed between appends as playback moves on; never before', async () => {
    const playhead = { time: 30 };
    const { trimmer, appender } = setUp({ start: 0, end: 500 }, playhead);
    await trimmer.trimPlayed();
    expect(appender.remove).not.toHaveBeenCalled();
    appender.overLimit = true;
    appender.busy = true;
    await trimmer.trimPlayed();
    expect(appender.remove).not.toHaveBeenCalled();
    appender.busy = false;
    await trimmer.trimPlayed();
    expect(appender.remove).toHaveBeenCalledWith('trim', 0, 10);
  });
});
