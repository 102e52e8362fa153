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

  whenIdle(task: () => void, deadlineMs: number): Cancel {
    // Safari and Node have no requestIdleCallback: the deadline is all they get.
    const requestIdle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
    if (!requestIdle) return this.setTimeout(task, deadlineMs);
    const handle = requestIdle(() => task(), { timeout: deadlineMs });
    return () => cancelIdleCallback(handle);
  }
}
