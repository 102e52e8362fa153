import { token } from './token.ts';
/**
 * Wall-clock time. The only way the core reads the time (never `Date.now()` directly, so
 * tests control it; DESIGN.md); tests use
 * `SimulatedClock`, which moves only when told to.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** The local UTC offset in seconds, or `null` when unknown (000 §9 reports that as -1). */
  utcOffsetSeconds(): number | null;
}
export const Clock = token<Clock>('Clock');
