import { ACTIVITY_MESSAGES, playActivityError } from '../errors/index.ts';

/**
 * The ordered history of play-activity events of one tracker. Bounded: only the recent past
 * matters (a play end needs its start), so the oldest entries fall off beyond `capacity`.
 *
 * @example
 * const timeline = new PlayActivityTimeline<number>();
 * timeline.push(1); timeline.last; // 1
 * timeline.pop(); timeline.pop(); // throws 'TIMELINE IS EMPTY' (000 §8)
 */
export class PlayActivityTimeline<T> {
  readonly #items: T[] = [];
  readonly #capacity: number;

  constructor(capacity = 32) {
    this.#capacity = Math.max(1, capacity);
  }

  get length(): number {
    return this.#items.length;
  }

  get first(): T | undefined {
    return this.#items[0];
  }

  get last(): T | undefined {
    return this.#items[this.#items.length - 1];
  }

  /** Entry `index` from the start; negative counts from the end (-1 is the last). */
  at(index: number): T | undefined {
    return this.#items.at(index);
  }

  push(item: T): void {
    this.#items.push(item);
    if (this.#items.length > this.#capacity) this.#items.shift();
  }

  /** Removes and returns the newest entry; 'TIMELINE IS EMPTY' when there is none (000 §8). */
  pop(): T {
    if (this.#items.length === 0) throw playActivityError(ACTIVITY_MESSAGES.timelineEmpty);
    return this.#items.pop() as T;
  }

  /** Removes and returns the oldest entry; 'TIMELINE IS EMPTY' when there is none (000 §8). */
  shift(): T {
    if (this.#items.length === 0) throw playActivityError(ACTIVITY_MESSAGES.timelineEmpty);
    return this.#items.shift() as T;
  }

  /** The newest entry satisfying `predicate`, searching from the end. */
  findLast(predicate: (item: T) => boolean): T | undefined {
    for (let i = this.#items.length - 1; i >= 0; i--) {
      const item = this.#items[i] as T;
      if (predicate(item)) return item;
    }
    return undefined;
  }

  clear(): void {
    this.#items.length = 0;
  }

  toArray(): readonly T[] {
    return [...this.#items];
  }
}
