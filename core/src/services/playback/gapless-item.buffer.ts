// 001 §4 Seamless audio: "The item buffer keeps the current and next manifest. If the item to
// play matches the next manifest, it is promoted. Otherwise all manifests are torn down and
// reloaded."

/**
 * The current and next prepared entries of a gapless player, keyed by item id. Playing the next
 * item promotes its entry (nothing is prepared again); playing anything else drops both.
 *
 * @example
 * const source = await buffer.play(item.id, () => build(item));
 * buffer.setNext(next.id, () => build(next));
 */
export class GaplessItemBuffer<T> {
  #current: { readonly id: string; readonly value: Promise<T> } | null = null;
  #next: { readonly id: string; readonly value: Promise<T> } | null = null;

  get currentId(): string | null {
    return this.#current?.id ?? null;
  }

  get nextId(): string | null {
    return this.#next?.id ?? null;
  }

  /** The entry to play `id` with: the next one promoted when it matches, else a fresh one. */
  play(id: string, create: () => Promise<T>): Promise<T> {
    if (this.#next?.id === id) {
      this.#current = this.#next;
      this.#next = null;
      return this.#current.value;
    }
    if (this.#current?.id === id) return this.#current.value;
    this.#next = null;
    const value = create();
    // A failed preparation is not kept: playing the item again prepares it again.
    value.catch(() => {
      if (this.#current?.value === value) this.#current = null;
    });
    this.#current = { id, value };
    return value;
  }

  /** Prepares `id` as the next entry (replacing another next); the same id is reused. */
  setNext(id: string, create: () => Promise<T>): Promise<T> {
    if (this.#next?.id === id) return this.#next.value;
    const value = create();
    // A failed preparation must not poison a later play of the same item.
    value.catch(() => {
      if (this.#next?.value === value) this.#next = null;
    });
    this.#next = { id, value };
    return value;
  }

  clearNext(): void {
    this.#next = null;
  }

  /** The sink moved on by itself: the next entry is now the current one. */
  advance(id: string): void {
    if (this.#next?.id !== id) return;
    this.#current = this.#next;
    this.#next = null;
  }

  clear(): void {
    this.#current = null;
    this.#next = null;
  }
}
