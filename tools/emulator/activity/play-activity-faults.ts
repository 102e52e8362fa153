import { SeededRandom } from '../catalog/seeded-random.ts';

/**
 * A share of the activity service's requests going wrong, drawn from a seeded generator so a
 * test sees the same sequence on every run. The three ways a send fails, as a client meets them:
 * - `fail`: answered with `status` (default 503), nothing stored;
 * - `drop`: the connection is cut before anything is stored;
 * - `lost`: the events ARE stored, then the connection is cut, so the client never hears the
 *   answer and sends them again: the case event-id deduplication exists for.
 * Fractions are of all POSTs; their sum is at most 1. `{ fail: 1 }` is "the endpoint is down".
 */
export interface PlayActivityFaultSettings {
  readonly fail: number;
  readonly drop: number;
  readonly lost: number;
  readonly status: number;
  readonly seed: number;
}

export type PlayActivityFaultOutcome = 'pass' | 'fail' | 'drop' | 'lost';

export class PlayActivityFaultError extends Error {}

const NONE: PlayActivityFaultSettings = { fail: 0, drop: 0, lost: 0, status: 503, seed: 1 };

/** Checks untrusted settings (from the control route); missing fields take the defaults. */
export function parsePlayActivityFaults(input: unknown): PlayActivityFaultSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new PlayActivityFaultError('Faults must be a JSON object');
  const o = input as Record<string, unknown>;
  const fraction = (name: 'fail' | 'drop' | 'lost'): number => {
    const value = o[name] ?? 0;
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw new PlayActivityFaultError(`'${name}' must be a number from 0 to 1`);
    return value;
  };
  const settings = { fail: fraction('fail'), drop: fraction('drop'), lost: fraction('lost'), status: NONE.status, seed: NONE.seed };
  if (settings.fail + settings.drop + settings.lost > 1 + 1e-9) throw new PlayActivityFaultError('fail + drop + lost must be at most 1');
  if (o.status !== undefined) {
    if (!Number.isInteger(o.status) || (o.status as number) < 400 || (o.status as number) > 599) throw new PlayActivityFaultError("'status' must be an HTTP error status (400-599)");
    settings.status = o.status as number;
  }
  if (o.seed !== undefined) {
    if (!Number.isInteger(o.seed)) throw new PlayActivityFaultError("'seed' must be an integer");
    settings.seed = o.seed as number;
  }
  return settings;
}

/**
 * @example
 * const faults = new PlayActivityFaults();
 * faults.configure({ fail: 0.2, lost: 0.1, status: 503, seed: 7 });
 * faults.decide(); // 'pass' | 'fail' | 'drop' | 'lost'
 */
export class PlayActivityFaults {
  #settings: PlayActivityFaultSettings = NONE;
  #random = new SeededRandom(NONE.seed);

  get settings(): PlayActivityFaultSettings {
    return this.#settings;
  }

  /** Replaces the settings and restarts the generator from their seed. */
  configure(input: unknown): PlayActivityFaultSettings {
    this.#settings = parsePlayActivityFaults(input);
    this.#random = new SeededRandom(this.#settings.seed);
    return this.#settings;
  }

  clear(): void {
    this.#settings = NONE;
    this.#random = new SeededRandom(NONE.seed);
  }

  /** What happens to the next request. No draw is taken while no fault is set. */
  decide(): PlayActivityFaultOutcome {
    const { fail, drop, lost } = this.#settings;
    if (fail + drop + lost === 0) return 'pass';
    const roll = this.#random.next();
    if (roll < fail) return 'fail';
    if (roll < fail + drop) return 'drop';
    if (roll < fail + drop + lost) return 'lost';
    return 'pass';
  }
}
