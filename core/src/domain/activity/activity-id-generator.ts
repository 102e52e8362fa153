import type { Clock } from '../../ports/clock.ts';
import type { Random } from '../../ports/random.ts';

const HEX = '0123456789abcdef';

/**
 * Ids for play activity, from the Random port (never Math.random, DESIGN.md).
 * - persistent-id: 16 hex characters (000 §3 "generated unique id", 000 §9 random id length).
 * - event-id: ours, the key the outbox stores an event under and the service deduplicates by.
 *   It sorts by creation: clock time, then a per-instance sequence, then 64 random bits that
 *   keep two pages (or tabs) apart.
 *
 * @example
 * const ids = new ActivityIdGenerator(clock, random);
 * ids.eventId(); // 'mjv3k7a00-000000-4f1c0e9ab2d37c55'
 */
export class ActivityIdGenerator {
  readonly #clock: Pick<Clock, 'now'>;
  readonly #random: Random;
  #sequence = 0;

  constructor(clock: Pick<Clock, 'now'>, random: Random) {
    this.#clock = clock;
    this.#random = random;
  }

  /** `length` random hex characters. */
  randomHex(length = 16): string {
    let out = '';
    for (let i = 0; i < length; i++) out += HEX[Math.floor(this.#random.next() * 16) % 16];
    return out;
  }

  persistentId(): string {
    return this.randomHex(16);
  }

  eventId(): string {
    const time = Math.max(0, Math.floor(this.#clock.now())).toString(36).padStart(9, '0');
    const sequence = (this.#sequence++ % 36 ** 6).toString(36).padStart(6, '0');
    return `${time}-${sequence}-${this.randomHex(16)}`;
  }
}
