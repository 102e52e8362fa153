import { describe, expect, it } from 'vitest';
import { AppendCancelledError, SourceBufferAppender, type SourceBufferLike } from '../../../../adapters/mse-audio/source-buffer-appender.ts';
import { BufferFullError } from '../../../../adapters/mse-audio/sink-errors.ts';

/** A SourceBuffer that finishes each update on the next macrotask and can refuse appends with QuotaExceeded. */
class FakeSourceBuffer implements SourceBufferLike {
  updating = false;
  timestampOffset = 0;
  appendWindowStart = 0;
  appendWindowEnd = Number.POSITIVE_INFINITY;
  readonly log: string[] = [];
  quotaLeft = 0;
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly buffered = { length: 0, start: () => 0, end: () => 0 };

  appendBuffer(data: Uint8Array): void {
    if (this.updating) throw new Error('InvalidStateError');
    if (this.quotaLeft > 0) {
      this.quotaLeft--;
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    }
    this.log.push(`append ${data[0]} @${this.timestampOffset}/${this.appendWindowStart}`);
    this.#finish();
  }

  remove(start: number, end: number): void {
    this.log.push(`remove ${start}-${end}`);
    this.#finish();
  }

  abort(): void {}

  addEventListener(type: string, listener: () => void): void {
    if (!this.#listeners.has(type)) this.#listeners.set(type, new Set());
    this.#listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.#listeners.get(type)?.delete(listener);
  }

  #finish(): void {
    this.updating = true;
    setTimeout(() => {
      this.updating = false;
      for (const l of [...(this.#listeners.get('updateend') ?? [])]) l();
    }, 0);
  }
}

const at = (offset: number) => ({ timestampOffset: offset, appendWindowStart: offset });

describe('SourceBuffer operations (001 §4 Stream buffering, 001 §8 buffer errors)', () => {
  it('runs appends one at a time, in order, each with its placement', async () => {
    const buffer = new FakeSourceBuffer();
    const appender = new SourceBufferAppender(buffer, async () => false);
    await Promise.all([appender.append('a', Uint8Array.of(1), at(0)), appender.append('a', Uint8Array.of(2), at(0)), appender.append('b', Uint8Array.of(3), at(7.3))]);
    expect(buffer.log).toEqual(['append 1 @0/0', 'append 2 @0/0', 'append 3 @7.3/7.3']);
  });

  it('cancels the queued operations of one item (a reverted transition)', async () => {
    const buffer = new FakeSourceBuffer();
    const appender = new SourceBufferAppender(buffer, async () => false);
    const first = appender.append('a', Uint8Array.of(1), at(0));
    const dropped = expect(appender.append('b', Uint8Array.of(2), at(5))).rejects.toBeInstanceOf(AppendCancelledError);
    appender.cancel('b');
    await first;
    await dropped;
    expect(buffer.log).toEqual(['append 1 @0/0']);
  });

  it('001 §4: a seek waits while the buffer is updating', async () => {
    const buffer = new FakeSourceBuffer();
    const appender = new SourceBufferAppender(buffer, async () => false);
    void appender.append('a', Uint8Array.of(1), at(0));
    expect(appender.busy).toBe(true);
    await appender.whenIdle();
    expect(appender.busy).toBe(false);
    expect(buffer.log).toHaveLength(1);
  });

  it('001 §8: QuotaExceeded marks the buffer over limit, old data is trimmed, the append is retried', async () => {
    const buffer = new FakeSourceBuffer();
    buffer.quotaLeft = 1;
    const attempts: number[] = [];
    const appender = new SourceBufferAppender(buffer, async (attempt, removeNow) => {
      attempts.push(attempt);
      await removeNow(0, 10);
      return true;
    });
    await appender.append('a', Uint8Array.of(9), at(0));
    expect(appender.overLimit).toBe(true);
    expect(attempts).toEqual([1]);
    expect(buffer.log).toEqual(['remove 0-10', 'append 9 @0/0']);
  });

  it('001 §4: an append waiting for room after QuotaExceeded does not hold up a seek (nothing is updating)', async () => {
    const buffer = new FakeSourceBuffer();
    buffer.quotaLeft = 1;
    let makeRoom: (retry: boolean) => void = () => undefined;
    const appender = new SourceBufferAppender(buffer, () => new Promise<boolean>((resolve) => (makeRoom = resolve)));
    const appended = appender.append('a', Uint8Array.of(4), at(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appender.waitingForRoom).toBe(true);
    expect(appender.busy).toBe(false);
    await appender.whenIdle();
    makeRoom(true);
    await appended;
    expect(appender.waitingForRoom).toBe(false);
    expect(buffer.log).toEqual(['append 4 @0/0']);
  });

  it('an append waiting for room when the appender closes is cancelled, not a full buffer', async () => {
    const buffer = new FakeSourceBuffer();
    buffer.quotaLeft = 1;
    let giveUp: (retry: boolean) => void = () => undefined;
    const appender = new SourceBufferAppender(buffer, () => new Promise<boolean>((resolve) => (giveUp = resolve)));
    const appended = expect(appender.append('a', Uint8Array.of(4), at(0))).rejects.toBeInstanceOf(AppendCancelledError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    appender.close();
    giveUp(false);
    await appended;
  });

  it('gives up with a BufferFullError when nothing can be trimmed', async () => {
    const buffer = new FakeSourceBuffer();
    buffer.quotaLeft = 5;
    const appender = new SourceBufferAppender(buffer, async () => false);
    await expect(appender.append('a', Uint8Array.of(1), at(0))).rejects.toBeInstanceOf(BufferFullError);
    expect(appender.overLimit).toBe(true);
  });
});
