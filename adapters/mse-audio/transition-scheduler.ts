/**
 * The seamless transition to the next item (001 §4 Stream buffering): it begins when the current
 * item is fully buffered, completes when playback reaches the transition offset, and is reverted
 * by a seek or by replacing the next item; at the end of the stream the next item is chained, or
 * the stream is ended. Pure: the sink feeds it facts and carries out the actions it returns.
 */

export type TransitionState = 'idle' | 'pending' | 'begun';

/** What the sink must do after a fact. */
export type TransitionAction =
  | { readonly type: 'none' }
  /** Append the next item after the current one, its music starting at `offset` (timeline seconds). */
  | { readonly type: 'begin'; readonly nextId: string }
  /** Remove the next item's appended data (from the transition offset on). */
  | { readonly type: 'revert'; readonly nextId: string }
  /** Playback reached the offset: the next item is now the current one. */
  | { readonly type: 'complete'; readonly nextId: string }
  /** No next item and the current one is fully buffered: end the stream. */
  | { readonly type: 'end-of-stream' };

const NONE: TransitionAction = { type: 'none' };

/**
 * @example
 * const s = new TransitionScheduler();
 * s.setNext('b');           // pending
 * s.currentFullyBuffered(); // { type: 'begin', nextId: 'b' }
 * s.setOffset(7.3);
 * s.timeUpdate(7.31);       // { type: 'complete', nextId: 'b' }
 */
export class TransitionScheduler {
  #state: TransitionState = 'idle';
  #nextId: string | null = null;
  #offset = Number.POSITIVE_INFINITY;
  #currentFullyBuffered = false;
  #ended = false;

  get state(): TransitionState {
    return this.#state;
  }

  get nextId(): string | null {
    return this.#nextId;
  }

  /** Timeline seconds at which the next item's music starts. */
  get offset(): number {
    return this.#offset;
  }

  /** The stream was ended (no next item when the current one finished buffering). */
  get ended(): boolean {
    return this.#ended;
  }

  /** A new current item starts loading: nothing is known about its buffer yet. */
  reset(): void {
    this.#state = 'idle';
    this.#nextId = null;
    this.#offset = Number.POSITIVE_INFINITY;
    this.#currentFullyBuffered = false;
    this.#ended = false;
  }

  /**
   * The next item is set (or replaced, or cleared with null). Replacing or clearing it while a
   * transition has begun reverts that transition first (001 §4); the returned actions run in order.
   */
  setNext(nextId: string | null): TransitionAction[] {
    if (nextId === this.#nextId) return [];
    const actions: TransitionAction[] = [];
    if (this.#state === 'begun' && this.#nextId !== null) actions.push({ type: 'revert', nextId: this.#nextId });
    this.#nextId = nextId;
    this.#offset = Number.POSITIVE_INFINITY;
    this.#state = nextId === null ? 'idle' : 'pending';
    if (nextId !== null && this.#currentFullyBuffered) {
      this.#state = 'begun';
      this.#ended = false;
      actions.push({ type: 'begin', nextId });
    }
    if (nextId === null && this.#currentFullyBuffered) actions.push(this.#endStream());
    return actions;
  }

  /** Where the begun transition completes (timeline seconds). */
  setOffset(offset: number): void {
    this.#offset = offset;
  }

  /** Every segment of the current item is appended. */
  currentFullyBuffered(): TransitionAction {
    this.#currentFullyBuffered = true;
    if (this.#state === 'pending' && this.#nextId !== null) {
      this.#state = 'begun';
      this.#ended = false;
      return { type: 'begin', nextId: this.#nextId };
    }
    if (this.#state === 'idle') return this.#endStream();
    return NONE;
  }

  /** The current item must load segments again (a seek into data no longer buffered). */
  currentNeedsData(): TransitionAction[] {
    this.#currentFullyBuffered = false;
    return this.#revertIfBegun();
  }

  /**
   * A seek (timeline seconds). A seek back before the offset reverts a begun transition (001 §4);
   * the transition begins again at once when the current item is still fully buffered.
   */
  seek(time: number): TransitionAction[] {
    if (this.#state !== 'begun' || time >= this.#offset) return [];
    const actions = this.#revertIfBegun();
    if (this.#currentFullyBuffered && this.#nextId !== null) {
      this.#state = 'begun';
      actions.push({ type: 'begin', nextId: this.#nextId });
    }
    return actions;
  }

  /** Playback time moved (timeline seconds). */
  timeUpdate(time: number): TransitionAction {
    if (this.#state !== 'begun' || this.#nextId === null || time < this.#offset) return NONE;
    const nextId = this.#nextId;
    // The next item is the current one now; the sink reports when it is fully buffered (it may
    // already be), which chains the item after it or ends the stream.
    this.#state = 'idle';
    this.#nextId = null;
    this.#offset = Number.POSITIVE_INFINITY;
    this.#currentFullyBuffered = false;
    this.#ended = false;
    return { type: 'complete', nextId };
  }

  /** The next item's data could not be appended: forget it and end the stream instead. */
  nextFailed(): TransitionAction {
    this.#nextId = null;
    this.#state = 'idle';
    this.#offset = Number.POSITIVE_INFINITY;
    return this.#currentFullyBuffered ? this.#endStream() : NONE;
  }

  #revertIfBegun(): TransitionAction[] {
    if (this.#state !== 'begun' || this.#nextId === null) return [];
    this.#state = 'pending';
    this.#offset = Number.POSITIVE_INFINITY;
    return [{ type: 'revert', nextId: this.#nextId }];
  }

  #endStream(): TransitionAction {
    this.#ended = true;
    return { type: 'end-of-stream' };
  }
}
