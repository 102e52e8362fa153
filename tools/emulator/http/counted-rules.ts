/**
 * Scripted test rules that wear out: each applies `times` times (default: until cleared), in the
 * order added. The licence and web-playback fault switches share it.
 */
export class CountedRules<R extends { readonly times?: number }> {
  #rules: Array<{ readonly rule: R; left: number }> = [];

  add(rule: R): void {
    this.#rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.#rules = [];
  }

  list(): R[] {
    return this.#rules.map((entry) => entry.rule);
  }

  /** The first rule that `applies` (any rule when omitted), counting the use. */
  take(applies: (rule: R) => boolean = () => true): R | undefined {
    const index = this.#rules.findIndex((entry) => applies(entry.rule));
    const entry = this.#rules[index];
    if (!entry) return undefined;
    entry.left--;
    if (entry.left <= 0) this.#rules.splice(index, 1);
    return entry.rule;
  }
}
