import type { Cancel } from '../../ports/scheduler.ts';
import { MKError } from '../errors/mk-error.ts';

/** A listener function: called with the event's payload. */
export type Listener<P> = (payload: P) => void;
type AnyListener = Listener<never>;

/** A listener object, as EventTarget takes: its `handleEvent` is called with the payload. */
export interface ListenerObject<P> {
  handleEvent(payload: P): void;
}

/** What `on` accepts: a function, or an object with `handleEvent` (EventTarget semantics). */
export type EventListenerLike<P> = Listener<P> | ListenerObject<P>;

/**
 * Public API input (issue 22): a listener must be callable, or be an object with a
 * `handleEvent` method; anything else is refused when added (INVALID_ARGUMENTS) instead of
 * being stored and failing on every event.
 */
export function assertEventListener(listener: unknown): void {
  const valid =
    typeof listener === 'function' ||
    (typeof listener === 'object' && listener !== null && typeof (listener as { handleEvent?: unknown }).handleEvent === 'function');
  if (!valid) throw new MKError(MKError.INVALID_ARGUMENTS, 'Listener must be a function or have handleEvent');
}

/**
 * A typed, synchronous event emitter: the one way domain objects announce changes.
 * A listener that throws does not stop the others; the error goes to `onListenerError`
 * (wired to the Logger port by whoever owns the emitter). Listener objects are called through
 * their `handleEvent`, looked up at each event as EventTarget does.
 *
 * @example
 * const events = new EventEmitter<{ changed: { value: number } }>();
 * const off = events.on('changed', ({ value }) => render(value));
 * events.emit('changed', { value: 1 });
 * off();
 */
export class EventEmitter<Events extends object> {
  /** Per event: the listener as given → the function actually called (differs for `once`). */
  readonly #listeners = new Map<keyof Events, Map<AnyListener, AnyListener>>();
  readonly #onListenerError: (error: unknown, event: keyof Events) => void;

  constructor(onListenerError: (error: unknown, event: keyof Events) => void = () => {}) {
    this.#onListenerError = onListenerError;
  }

  on<E extends keyof Events>(event: E, listener: EventListenerLike<Events[E]>, options?: { readonly once?: boolean }): Cancel {
    assertEventListener(listener);
    let listeners = this.#listeners.get(event);
    if (!listeners) {
      listeners = new Map();
      this.#listeners.set(event, listeners);
    }
    const off = (): void => this.off(event, listener);
    const invoke: Listener<Events[E]> =
      typeof listener === 'function' ? listener : (payload) => (listener as ListenerObject<Events[E]>).handleEvent(payload);
    const called: Listener<Events[E]> = options?.once
      ? (payload) => {
          off();
          invoke(payload);
        }
      : invoke;
    listeners.set(listener as AnyListener, called as AnyListener);
    return off;
  }

  /** Removes a listener given to `on` (the public `removeEventListener` needs this form). */
  off<E extends keyof Events>(event: E, listener: EventListenerLike<Events[E]>): void {
    this.#listeners.get(event)?.delete(listener as AnyListener);
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    const listeners = this.#listeners.get(event);
    if (!listeners) return;
    for (const called of [...listeners.values()]) {
      try {
        (called as Listener<Events[E]>)(payload);
      } catch (error) {
        this.#onListenerError(error, event);
      }
    }
  }

  listenerCount(event: keyof Events): number {
    return this.#listeners.get(event)?.size ?? 0;
  }
}
