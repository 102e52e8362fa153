import type { Logger } from '../../ports/logger.ts';
import type { Cancel } from '../../ports/scheduler.ts';
import { MediaItemState } from '../enums/media-item-state.enum.ts';
import { EventEmitter } from '../events/event-emitter.ts';
import type { MediaItemEvents } from './media-item-events.ts';
import { classifyTransition } from './media-item-state-machine.ts';
import type { MediaItem } from './media-item.ts';

/**
 * The state of one media item and its events (000 §4 MediaItem state): applies the state
 * machine's verdicts, logs what the spec asks to log, and fires will-change then did-change.
 */
export class MediaItemStatus {
  readonly #item: MediaItem;
  readonly #logger: Logger;
  readonly #events: EventEmitter<MediaItemEvents>;
  #state: MediaItemState = MediaItemState.none;

  constructor(item: MediaItem, logger: Logger) {
    this.#item = item;
    this.#logger = logger;
    this.#events = new EventEmitter<MediaItemEvents>((error, event) =>
      logger.log('error', `MediaItem: a ${String(event)} listener threw`, error),
    );
  }

  get state(): MediaItemState {
    return this.#state;
  }

  /** See `MediaItem.transitionTo`. */
  transitionTo(next: MediaItemState): boolean {
    const from = this.#state;
    const verdict = classifyTransition(from, next);
    const move = `MediaItem ${this.#item.id}: ${MediaItemState[from]} -> ${MediaItemState[next]}`;
    switch (verdict) {
      case 'same':
        return false;
      case 'terminal':
        this.#logger.log('warning', `${move} refused: ${MediaItemState[from]} is terminal`);
        return false;
      case 'unknown':
        this.#logger.log('info', `${move}: unknown whether allowed`);
        break;
      case 'unexpected':
        this.#logger.log('warning', `${move} is not supposed to happen`);
        break;
      case 'expected':
        break;
    }
    this.force(next);
    return true;
  }

  /** Sets the state without consulting the machine (reset), still firing both events. */
  force(next: MediaItemState): void {
    const oldState = this.#state;
    if (oldState === next) return;
    const change = { item: this.#item, oldState, state: next };
    this.#events.emit('mediaItemStateWillChange', change);
    this.#state = next;
    this.#events.emit('mediaItemStateDidChange', change);
  }

  on<E extends keyof MediaItemEvents>(
    event: E,
    listener: (payload: MediaItemEvents[E]) => void,
    options?: { readonly once?: boolean },
  ): Cancel {
    return this.#events.on(event, listener, options);
  }

  off<E extends keyof MediaItemEvents>(event: E, listener: (payload: MediaItemEvents[E]) => void): void {
    this.#events.off(event, listener);
  }
}
