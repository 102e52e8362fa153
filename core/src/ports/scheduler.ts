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
  /**
   * Runs `task` once when the host has nothing more urgent to do (a browser's idle period), and
   * at the latest after `deadlineMs`; for work a listener will probably want soon but nobody
   * waits for yet. A host without a notion of idle runs it at the deadline.
   */
  whenIdle(task: () => void, deadlineMs: number): Cancel;
}
export const Scheduler = token<Scheduler>('Scheduler');

export type Cancel = () => void;
