import { BufferFullError } from './sink-errors.ts';

/** The part of a SourceBuffer the appender drives (a fake one in unit tests). */
export interface SourceBufferLike {
  readonly updating: boolean;
  timestampOffset: number;
  appendWindowStart: number;
  appendWindowEnd: number;
  readonly buffered: { readonly length: number; start(index: number): number; end(index: number): number };
  appendBuffer(data: Uint8Array): void;
  remove(start: number, end: number): void;
  abort(): void;
  addEventListener(type: 'updateend' | 'error', listener: () => void): void;
  removeEventListener(type: 'updateend' | 'error', listener: () => void): void;
}

/** Where appended frames go (MEDIA-FACTS splice rule, see splice-planner.ts). */
export interface AppendPlacement {
  readonly timestampOffset: number;
  readonly appendWindowStart: number;
}

/**
 * 001 §8: what to do when an append hits QuotaExceeded. `removeNow` removes a range at once (the
 * append that failed is still in progress, so queued removals would wait behind it); resolves
 * true to try the append again.
 */
export type QuotaHandler = (attempt: number, removeNow: (start: number, end: number) => Promise<void>) => Promise<boolean>;

type Operation =
  | { readonly kind: 'append'; readonly tag: string; readonly bytes: Uint8Array; readonly placement: AppendPlacement }
  | { readonly kind: 'remove'; readonly tag: string; readonly start: number; readonly end: number };

interface Queued {
  readonly op: Operation;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** A cancelled operation (its item was reverted or replaced before it ran). */
export class AppendCancelledError extends Error {
  override readonly name = 'AppendCancelledError';
}

/**
 * Runs SourceBuffer operations one at a time, in order (segments load in order, 001 §4), each
 * tagged with the item it belongs to so that a reverted transition can drop its item's pending
 * appends. A QuotaExceeded append marks the buffer over limit and asks `onQuota` to trim before
 * trying again (001 §8); other append errors reject the operation (the sink logs them).
 *
 * @example
 * await appender.append('track-1', initBytes, placement);
 */
export class SourceBufferAppender {
  readonly #buffer: SourceBufferLike;
  readonly #onQuota: QuotaHandler;
  readonly #queue: Queued[] = [];
  #running: Queued | null = null;
  #overLimit = false;
  /** The running append waits for room (QuotaExceeded): nothing is updating meanwhile. */
  #waitingForRoom = false;
  #idleWaiters: Array<() => void> = [];
  #closed = false;

  constructor(buffer: SourceBufferLike, onQuota: QuotaHandler) {
    this.#buffer = buffer;
    this.#onQuota = onQuota;
  }

  /** True once a QuotaExceeded error was met (001 §8: "marks the buffer as over limit"). */
  get overLimit(): boolean {
    return this.#overLimit;
  }

  /** An append waits for room after QuotaExceeded (its quota handler trims meanwhile). */
  get waitingForRoom(): boolean {
    return this.#waitingForRoom;
  }

  /**
   * Whether an operation is running or queued (a seek waits for this, 001 §4). An append that
   * waits for room after QuotaExceeded does not count: the seek it would hold up is what frees
   * the room (the browser drops what lies behind the new position).
   */
  get busy(): boolean {
    return this.#queue.length > 0 || this.#buffer.updating || (this.#running !== null && !this.#waitingForRoom);
  }

  append(tag: string, bytes: Uint8Array, placement: AppendPlacement): Promise<void> {
    return this.#enqueue({ kind: 'append', tag, bytes, placement });
  }

  remove(tag: string, start: number, end: number): Promise<void> {
    return this.#enqueue({ kind: 'remove', tag, start, end });
  }

  /** Drops the queued operations of `tag` (they reject with AppendCancelledError). */
  cancel(tag: string): void {
    for (let i = this.#queue.length - 1; i >= 0; i--) {
      const queued = this.#queue[i] as Queued;
      if (queued.op.tag !== tag) continue;
      this.#queue.splice(i, 1);
      queued.reject(new AppendCancelledError(`Cancelled ${queued.op.kind} of ${tag}`));
    }
  }

  /** Resolves when nothing runs or waits: 001 §4 "A seek defers while the buffer is updating". */
  whenIdle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops for good: queued operations are cancelled. */
  close(): void {
    this.#closed = true;
    for (const queued of this.#queue.splice(0)) queued.reject(new AppendCancelledError('Appender closed'));
    this.#notifyIdle();
  }

  #enqueue(op: Operation): Promise<void> {
    if (this.#closed) return Promise.reject(new AppendCancelledError('Appender closed'));
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ op, resolve, reject });
      void this.#pump();
    });
  }

  async #pump(): Promise<void> {
    if (this.#running) return;
    while (!this.#closed) {
      const next = this.#queue.shift();
      if (!next) break;
      this.#running = next;
      try {
        await this.#run(next.op);
        next.resolve();
      } catch (error) {
        next.reject(error);
      }
      this.#running = null;
    }
    this.#notifyIdle();
  }

  async #run(op: Operation): Promise<void> {
    if (op.kind === 'remove') {
      if (op.end > op.start) await this.#update(() => this.#buffer.remove(op.start, op.end));
      return;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        this.#place(op.placement);
        await this.#update(() => this.#buffer.appendBuffer(op.bytes));
        return;
      } catch (error) {
        if (!(error instanceof Error && error.name === 'QuotaExceededError')) throw error;
        this.#overLimit = true;
        const room = !this.#closed && (await this.#waitForRoom(attempt));
        if (this.#closed) throw new AppendCancelledError('Appender closed');
        if (!room) throw new BufferFullError('The audio buffer is full', { cause: error });
      }
    }
  }

  async #waitForRoom(attempt: number): Promise<boolean> {
    this.#waitingForRoom = true;
    this.#notifyIdle();
    try {
      return await this.#onQuota(attempt, (start, end) => this.#update(() => this.#buffer.remove(start, end)));
    } finally {
      this.#waitingForRoom = false;
    }
  }

  #place(placement: AppendPlacement): void {
    const buffer = this.#buffer;
    // appendWindowStart must stay below appendWindowEnd while both move.
    buffer.appendWindowEnd = Number.POSITIVE_INFINITY;
    if (buffer.appendWindowStart !== placement.appendWindowStart) buffer.appendWindowStart = placement.appendWindowStart;
    if (buffer.timestampOffset !== placement.timestampOffset) buffer.timestampOffset = placement.timestampOffset;
  }

  /** Starts an update (removing or appending) and resolves at its updateend. */
  #update(start: () => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const done = (): void => {
        this.#buffer.removeEventListener('updateend', done);
        this.#buffer.removeEventListener('error', failed);
        resolve();
      };
      const failed = (): void => {
        this.#buffer.removeEventListener('updateend', done);
        this.#buffer.removeEventListener('error', failed);
        reject(new Error('SourceBuffer update failed'));
      };
      this.#buffer.addEventListener('updateend', done);
      this.#buffer.addEventListener('error', failed);
      try {
        start();
      } catch (error) {
        this.#buffer.removeEventListener('updateend', done);
        this.#buffer.removeEventListener('error', failed);
        reject(error);
      }
    });
  }

  #notifyIdle(): void {
    if (this.busy && !this.#closed) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
