import type { Cancel, Clock, Scheduler } from '@mediakit/core';

/** The platform's clock and timers (browser and Node alike). */
export class SystemClock implements Clock, Scheduler {
  now(): number {
    return Date.now();
  }

  utcOffsetSeconds(): number | null {
    const minutes = new Date().getTimezoneOffset();
    // getTimezoneOffset is minutes *behind* UTC; the activity record wants seconds ahead.
    return Number.isFinite(minutes) ? -minutes * 60 : null;
  }

  setTimeout(task: () => void, delayMs: number): Cancel {
    const handle = globalThis.setTimeout(task, delayMs);
    return () => globalThis.clearTimeout(handle);
  }

  setInterval(task: () => void, periodMs: number): Cancel {
    const handle = globalThis.setInterval(task, periodMs);
    return () => globalThis.clearInterval(handle);
  }
}
