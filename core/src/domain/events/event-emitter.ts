import type { Cancel } from '../../ports/scheduler.ts';

type Listener<P> = (payload: P) => void;
type AnyListener = Listener<never>;

/**
 * A typed, synchronous event emitter: the one way domain objects announce changes.
 * A listener that throws does not stop the others; the error goes to `onListenerError`
 * (wired to the Logger port by whoever owns the emitter).
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

  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>, options?: { readonly once?: boolean }): Cancel {
    let listeners = this.#listeners.get(event);
    if (!listeners) {
      listeners = new Map();
      this.#listeners.set(event, listeners);
    }
    const off = (): void => this.off(event, listener);
    const called: Listener<Events[E]> = options?.once
      ? (payload) => {
          off();
          listener(payload);
        }
      : listener;
    listeners.set(listener as AnyListener, called as AnyListener);
    return off;
  }

  /** Removes a listener given to `on` (the public `removeEventListener` needs this form). */
  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void {
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
