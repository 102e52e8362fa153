import type { KeyValueStore } from '../../ports/key-value-store.ts';
import { Realm } from '../enums/index.ts';

export interface SubscribeViewContext {
  readonly isAuthorized: boolean;
  /** `undefined` while unknown: an authorized listener is then not offered yet. */
  readonly hasActiveSubscription: boolean | undefined;
  readonly realm: Realm;
}

/**
 * 000 §4 Subscribe view offer: offered to an unauthorized listener, or an authorized one
 * without an active subscription; the podcast realm counts as always subscribed.
 */
export function isEligibleForSubscribeView(context: SubscribeViewContext): boolean {
  if (!context.isAuthorized) return true;
  if (context.realm === Realm.PODCAST) return false;
  return context.hasActiveSubscription === false;
}

/**
 * "The subscribe view is offered at most once per session (a reset of that flag exists)"
 * (000 §2). The flag lives in session storage so that a reload within the tab's session does
 * not offer it again, and a new session does.
 *
 * @example
 * if (offer.tryOffer(context)) events.emit('eligibleForSubscribeView', ...);
 */
export class SubscribeViewOffer {
  readonly #session: KeyValueStore;
  readonly #key: string;

  constructor(session: KeyValueStore, key: string) {
    this.#session = session;
    this.#key = key;
  }

  get offered(): boolean {
    return this.#session.get(this.#key) === '1';
  }

  /** True (and the flag set) when the listener is eligible and has not been offered this session. */
  tryOffer(context: SubscribeViewContext): boolean {
    if (this.offered || !isEligibleForSubscribeView(context)) return false;
    this.#session.set(this.#key, '1');
    return true;
  }

  reset(): void {
    this.#session.remove(this.#key);
  }
}
