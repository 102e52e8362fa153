import { token } from './token.ts';
/**
 * Timers. The core never calls `setTimeout`; debounces (250 ms), polls (500 ms, 1 s) and
 * retries go through here so a simulated clock can drive them in tests.
 */
export interface Scheduler {
  /** Runs `task` once after `delayMs`; the returned function cancels it (idempotent). */
  setTimeout(task: () => void, delayMs: number): Cancel;
  /** Runs `task` every `periodMs` until cancelled. */
  setInterval(task: () => void, periodMs: number): Cancel;
}
export const Scheduler = token<Scheduler>('Scheduler');

export type Cancel = () => void;
