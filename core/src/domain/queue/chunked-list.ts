import { spliceIn } from './array-edits.ts';

interface Chunk<T> {
  values: T[];
  /** Place among the chunks; renumbered when chunks split or merge. */
  ordinal: number;
}

/**
 * A list whose every edit costs about the same at 100,000 values as at 1,000 (issue 3, flat
 * per-operation queue cost). The values live in chunks of at most `maxChunk`, so an insert or a
 * removal moves the values of one chunk only; a Fenwick tree of the chunk lengths finds the
 * chunk of an index, and the index of a chunk, in O(log chunks). `indexOf` needs distinct values
 * (queue entries are): it builds a value → chunk map on first use and keeps it up to date.
 *
 * @example
 * const list = new ChunkedList(['a', 'c']);
 * list.insert(1, ['b']);
 * list.at(1); // 'b'
 */
export class ChunkedList<T> {
  readonly #half: number;
  #chunks: Chunk<T>[] = [];
  /** Fenwick tree (1-based) of the chunk lengths. */
  #sums: number[] = [];
  /** The highest power of two not above the chunk count: the first step of a tree descent. */
  #topStep = 1;
  #length = 0;
  /**
   * The chunk of the last lookup and its start, so that reads in order skip the descent. Edits
   * keep it true: each looks its chunk up first, so it only resizes the hinted chunk, whose start
   * stays; splits and merges drop it.
   */
  #hinted: Chunk<T> | undefined;
  #hintedStart = 0;
  #home: Map<T, Chunk<T>> | undefined;

  /**
   * @param maxChunk Most values a chunk holds (tests pass tiny ones to cross chunk edges). At
   *   512 an edit moves at most 512 references, a queue of 1,000 is a few chunks and one of
   *   100,000 a few hundred; 128 to 1,024 measured alike in tools/bench/queue-ops.bench.ts.
   */
  constructor(values: readonly T[] = [], maxChunk = 512) {
    this.#half = Math.max(1, maxChunk >> 1);
    this.#reset(values);
  }

  get length(): number {
    return this.#length;
  }

  at(index: number): T | undefined {
    if (!(index >= 0 && index < this.#length)) return undefined;
    return this.#locate(index).values[index - this.#hintedStart];
  }

  /** Inserts `values` so that the first lands at `index` (0..length). */
  insert(index: number, values: readonly T[]): void {
    if (values.length === 0) return;
    const chunk = this.#locate(index);
    spliceIn(chunk.values, index - this.#hintedStart, values);
    this.#length += values.length;
    if (chunk.values.length <= 2 * this.#half) {
      this.#claim(chunk, values);
      this.#grow(chunk, values.length);
      return;
    }
    const pieces = this.#chunksOf(chunk.values);
    this.#chunks.splice(chunk.ordinal, 1);
    spliceIn(this.#chunks, chunk.ordinal, pieces);
    for (const piece of pieces) this.#claim(piece, piece.values);
    this.#renumber();
  }

  /** Removes the value at `index` and returns it (undefined when out of range). */
  removeAt(index: number): T | undefined {
    if (!(index >= 0 && index < this.#length)) return undefined;
    const chunk = this.#locate(index);
    const [value] = chunk.values.splice(index - this.#hintedStart, 1) as [T];
    this.#home?.delete(value);
    this.#length--;
    this.#grow(chunk, -1);
    // Merging small neighbours keeps the chunk count near length / half whatever is removed.
    const merged = this.#mergeWithNext(chunk.ordinal);
    if (this.#mergeWithNext(chunk.ordinal - 1) || merged) this.#renumber();
    return value;
  }

  /** Keeps, in order, the values for which `keep` holds; returns the others. O(n). */
  retain(keep: (value: T, index: number) => boolean): T[] {
    const kept: T[] = [];
    const removed: T[] = [];
    let index = 0;
    for (const chunk of this.#chunks) for (const value of chunk.values) (keep(value, index++) ? kept : removed).push(value);
    if (removed.length > 0) this.#reset(kept);
    return removed;
  }

  /** The index of `value`, or -1. */
  indexOf(value: T): number {
    if (!this.#home) {
      this.#home = new Map();
      for (const chunk of this.#chunks) this.#claim(chunk, chunk.values);
    }
    const chunk = this.#home.get(value);
    if (!chunk) return -1;
    let start = 0;
    for (let node = chunk.ordinal; node > 0; node -= node & -node) start += this.#sums[node] as number;
    return start + chunk.values.indexOf(value);
  }

  /** A fresh array of the values, in order. O(n). */
  toArray(): T[] {
    return ([] as T[]).concat(...this.#chunks.map((chunk) => chunk.values));
  }

  #reset(values: readonly T[]): void {
    this.#chunks = this.#chunksOf(values);
    this.#length = values.length;
    this.#home = undefined;
    this.#renumber();
  }

  /** Chunks of `half` values; at least one, so that there is always somewhere to insert. */
  #chunksOf(values: readonly T[]): Chunk<T>[] {
    const chunks: Chunk<T>[] = [];
    let at = 0;
    do chunks.push({ values: values.slice(at, at + this.#half), ordinal: 0 });
    while ((at += this.#half) < values.length);
    return chunks;
  }

  /** After chunks split or merge: ordinals and tree again, O(chunks). */
  #renumber(): void {
    const sums = [0];
    for (const [ordinal, chunk] of this.#chunks.entries()) {
      chunk.ordinal = ordinal;
      sums.push(chunk.values.length);
    }
    for (let node = 1; node < sums.length; node++) {
      const parent = node + (node & -node);
      if (parent < sums.length) sums[parent] = (sums[parent] as number) + (sums[node] as number);
    }
    this.#sums = sums;
    this.#topStep = 1 << (31 - Math.clz32(this.#chunks.length));
    this.#hinted = undefined;
  }

  #grow(chunk: Chunk<T>, by: number): void {
    const sums = this.#sums;
    for (let node = chunk.ordinal + 1; node < sums.length; node += node & -node) sums[node] = (sums[node] as number) + by;
  }

  /** The chunk holding `index` (the last one for `index` === length); its start goes to #hintedStart. */
  #locate(index: number): Chunk<T> {
    const hinted = this.#hinted;
    if (hinted && this.#hintedStart <= index && index < this.#hintedStart + hinted.values.length) return hinted;
    const sums = this.#sums;
    let before = 0; // chunks wholly before `index`
    let start = 0;
    for (let step = this.#topStep; step > 0; step >>= 1) {
      const size = sums[before + step];
      if (size !== undefined && start + size <= index) {
        before += step;
        start += size;
      }
    }
    const last = this.#chunks.length - 1;
    const chunk = this.#chunks[Math.min(before, last)] as Chunk<T>;
    this.#hintedStart = before > last ? this.#length - chunk.values.length : start;
    return (this.#hinted = chunk);
  }

  #mergeWithNext(ordinal: number): boolean {
    const chunk = this.#chunks[ordinal];
    const next = this.#chunks[ordinal + 1];
    if (!chunk || !next || chunk.values.length + next.values.length > this.#half) return false;
    chunk.values.push(...next.values);
    this.#claim(chunk, next.values);
    this.#chunks.splice(ordinal + 1, 1);
    return true;
  }

  #claim(chunk: Chunk<T>, values: readonly T[]): void {
    if (this.#home) for (const value of values) this.#home.set(value, chunk);
  }
}
