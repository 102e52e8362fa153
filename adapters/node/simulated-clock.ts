import type { Cancel, Clock, Scheduler } from '@mediakit/core';

interface Timer {
  readonly id: number;
  due: number;
  readonly periodMs: number | null;
  readonly task: () => void;
}

/**
 * A clock and scheduler that move only when a test says so (after XState's SimulatedClock).
 * `advance(ms)` runs every timer that falls due, in order of due time, each seeing `now()`
 * at its own due time; timers scheduled by timers run in the same advance if they fall due.
 *
 * @example
 * const clock = new SimulatedClock();
 * debouncer.call(); clock.advance(249); // not yet
 * clock.advance(1);                     // fires at 250 ms
 */
export class SimulatedClock implements Clock, Scheduler {
  #now: number;
  #nextId = 1;
  #timers = new Map<number, Timer>();
  readonly #utcOffsetSeconds: number | null;

  constructor(startEpochMs = Date.UTC(2026, 0, 1), utcOffsetSeconds: number | null = 0) {
    this.#now = startEpochMs;
    this.#utcOffsetSeconds = utcOffsetSeconds;
  }

  now(): number {
    return this.#now;
  }

  utcOffsetSeconds(): number | null {
    return this.#utcOffsetSeconds;
  }

  setTimeout(task: () => void, delayMs: number): Cancel {
    return this.#add(task, delayMs, null);
  }

  setInterval(task: () => void, periodMs: number): Cancel {
    return this.#add(task, periodMs, Math.max(1, periodMs));
  }

  /** A simulated host is never idle on its own: the task runs at its deadline. */
  whenIdle(task: () => void, deadlineMs: number): Cancel {
    return this.setTimeout(task, deadlineMs);
  }

  /** Moves time forward by `ms`, running what falls due. */
  advance(ms: number): void {
    const target = this.#now + Math.max(0, ms);
    for (let timer = this.#nextDue(target); timer; timer = this.#nextDue(target)) {
      this.#now = timer.due;
      if (timer.periodMs === null) this.#timers.delete(timer.id);
      else timer.due += timer.periodMs;
      timer.task();
    }
    this.#now = target;
  }

  /**
   * Advances in steps, letting promise callbacks run between them, for code that awaits
   * between timers (e.g. a retry that awaits a request, then schedules the next attempt).
   */
  async advanceAsync(ms: number, stepMs = 1): Promise<void> {
    const target = this.#now + ms;
    await flushMicrotasks();
    while (this.#now < target) {
      const next = this.#earliestDue();
      const step = next === null ? target - this.#now : Math.min(Math.max(next - this.#now, 0), target - this.#now);
      this.advance(Math.max(step, Math.min(stepMs, target - this.#now)));
      await flushMicrotasks();
    }
  }

  /** How many timers are waiting (a leak shows up here). */
  get pendingTimers(): number {
    return this.#timers.size;
  }

  #add(task: () => void, delayMs: number, periodMs: number | null): Cancel {
    const id = this.#nextId++;
    this.#timers.set(id, { id, due: this.#now + Math.max(0, delayMs), periodMs, task });
    return () => {
      this.#timers.delete(id);
    };
  }

  #earliestDue(): number | null {
    let earliest: number | null = null;
    for (const timer of this.#timers.values()) if (earliest === null || timer.due < earliest) earliest = timer.due;
    return earliest;
  }

  #nextDue(limit: number): Timer | undefined {
    let next: Timer | undefined;
    for (const timer of this.#timers.values()) {
      if (timer.due > limit) continue;
      if (!next || timer.due < next.due || (timer.due === next.due && timer.id < next.id)) next = timer;
    }
    return next;
  }
}

/** Lets every queued promise callback run (several turns, for chains of awaits). */
export async function flushMicrotasks(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}
