import { ACTIVITY_MESSAGES, playActivityError } from '../errors/index.ts';

/** States of the play-activity machine (000 §4). */
export type PlayActivityState = 'idle' | 'playing' | 'scrubbing';

/** What moves the machine (000 §4 Play-activity machine). */
export type PlayActivityTransition = 'play' | 'stop' | 'scrubBegin' | 'scrubEnd' | 'exit';

/**
 * The play-activity machine of 000 §4: idle becomes playing on play and playing becomes idle
 * on stop; idle or playing becomes scrubbing on scrub begin, remembering the prior state, and
 * scrub end returns to it; exit-application does not change state.
 *
 * Scrubbing is an overlay on the prior state: a play or stop while scrubbing only changes the
 * state that scrub end returns to (the listener pressed play while dragging).
 *
 * @example
 * const machine = new PlayActivityMachine();
 * machine.send('play'); machine.send('scrubBegin'); machine.send('scrubEnd');
 * machine.state; // 'playing'
 */
export class PlayActivityMachine {
  #state: PlayActivityState = 'idle';
  #prior: Exclude<PlayActivityState, 'scrubbing'> = 'idle';

  get state(): PlayActivityState {
    return this.#state;
  }

  /** While scrubbing, the state scrub end returns to; otherwise the current state. */
  get priorState(): Exclude<PlayActivityState, 'scrubbing'> {
    return this.#state === 'scrubbing' ? this.#prior : this.#state;
  }

  /** Applies a transition and returns the new state; throws when 000 §5 forbids the move. */
  send(transition: PlayActivityTransition): PlayActivityState {
    switch (transition) {
      case 'play':
        // 000 §5: stateful play while already playing is rejected.
        if (this.#state === 'playing') throw playActivityError(ACTIVITY_MESSAGES.playWithoutStop);
        if (this.#state === 'scrubbing') this.#prior = 'playing';
        else this.#state = 'playing';
        break;
      case 'stop':
        if (this.#state === 'scrubbing') this.#prior = 'idle';
        else this.#state = 'idle';
        break;
      case 'scrubBegin':
        if (this.#state !== 'scrubbing') {
          this.#prior = this.#state;
          this.#state = 'scrubbing';
        }
        break;
      case 'scrubEnd':
        // 000 §4: scrub end outside scrubbing is an error (message of 000 §5).
        if (this.#state !== 'scrubbing') throw playActivityError(ACTIVITY_MESSAGES.scrubEndWithoutStart);
        this.#state = this.#prior;
        break;
      case 'exit':
        // 000 §4: exit-application descriptors do not change state.
        break;
    }
    return this.#state;
  }
}
