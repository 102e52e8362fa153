// 001 §4 Key sessions are "created per key URI", and the spec bounds only live radio's (60 s
// after they stop being listed). An on-demand player that never closes one keeps a session per
// track it ever played (issue 20: a session per track of a real catalogue). The rule here,
// recorded in docs/decisions.md: keep the sessions of the items that can play soon.
import type { ClosableSession, KeySessionRegistry } from './key-session.registry.ts';

/**
 * How many on-demand items keep their key sessions: the current one, the next one (001 §4
 * Seamless audio: its keys load about 15 s before the end, and a gapless join needs them) and
 * the previous one (a skip back, or the tail of the previous track still being heard after a
 * join, decrypts without a new licence).
 */
export const RETAINED_KEY_SESSION_ITEMS = 3;

/** The part of the registry one item's sink uses: what 001 §4 asks of a key-session store. */
export interface ItemKeySessionStore<S extends ClosableSession> {
  has(uri: string): boolean;
  add(uri: string, session: S): void;
  beginRenewal(uri: string, fresh: S): void;
  completeRenewal(uri: string): void;
  remove(uri: string): void;
}

/**
 * Closes the key sessions of on-demand items that can no longer play soon. Items are "touched"
 * when they become current or next; only the last {@link RETAINED_KEY_SESSION_ITEMS} touched keep
 * their sessions. A key URI that several items name stays open while any retained item names it.
 *
 * @example
 * const retention = new KeySessionRetention(registry);
 * retention.touch('song-2');                       // current or next
 * const store = retention.storeFor('song-2');      // handed to the sink as LicenseExchange.sessions
 */
export class KeySessionRetention<S extends ClosableSession> {
  readonly #registry: KeySessionRegistry<S>;
  readonly #bound: number;
  /** Item ids, least recently touched first. */
  readonly #recent: string[] = [];
  /** The key URIs each item's sink used (added, or found already open). */
  readonly #urisByItem = new Map<string, Set<string>>();

  constructor(registry: KeySessionRegistry<S>, bound = RETAINED_KEY_SESSION_ITEMS) {
    this.#registry = registry;
    this.#bound = Math.max(1, bound);
  }

  /** The item ids that keep their sessions, least recent first. */
  get retainedItems(): readonly string[] {
    return [...this.#recent];
  }

  /** `itemId` became current or next: it is retained, and the items that fell out are closed. */
  touch(itemId: string): void {
    const at = this.#recent.indexOf(itemId);
    if (at >= 0) this.#recent.splice(at, 1);
    this.#recent.push(itemId);
    if (this.#recent.length <= this.#bound) return;
    const evicted = this.#recent.splice(0, this.#recent.length - this.#bound);
    const kept = new Set(this.#recent.flatMap((id) => [...(this.#urisByItem.get(id) ?? [])]));
    for (const id of evicted) {
      for (const uri of this.#urisByItem.get(id) ?? []) if (!kept.has(uri)) this.#registry.remove(uri);
      this.#urisByItem.delete(id);
    }
  }

  /** The registry as one item's sink sees it: every key URI it uses is counted as the item's. */
  storeFor(itemId: string): ItemKeySessionStore<S> {
    const registry = this.#registry;
    const note = (uri: string): void => {
      let uris = this.#urisByItem.get(itemId);
      if (!uris) this.#urisByItem.set(itemId, (uris = new Set()));
      uris.add(uri);
    };
    return {
      // A session another item opened serves this one too: it must then outlive that item.
      has: (uri) => {
        const open = registry.has(uri);
        if (open) note(uri);
        return open;
      },
      add: (uri, session) => {
        note(uri);
        registry.add(uri, session);
      },
      beginRenewal: (uri, fresh) => registry.beginRenewal(uri, fresh),
      completeRenewal: (uri) => registry.completeRenewal(uri),
      remove: (uri) => registry.remove(uri),
    };
  }
}
