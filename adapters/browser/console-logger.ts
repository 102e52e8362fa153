import type { LogLevelName, Logger } from '@mediakit/core';

/** 000 §9 log levels: critical 50, error 40, warning 30, notice 20, info 10, debug 2, trace 1, none 0. */
const LEVELS: Record<LogLevelName | 'none', number> = { critical: 50, error: 40, warning: 30, notice: 20, info: 10, debug: 2, trace: 1, none: 0 };

/** Logs to the console at or above a threshold (default 'error', 000 §9). */
export class ConsoleLogger implements Logger {
  readonly #threshold: number;

  constructor(level: LogLevelName | 'none' = 'error') {
    this.#threshold = LEVELS[level];
  }

  log(level: LogLevelName, message: string, ...details: readonly unknown[]): void {
    if (this.#threshold === 0 || LEVELS[level] < this.#threshold) return;
    const write = level === 'critical' || level === 'error' ? console.error : level === 'warning' ? console.warn : console.log;
    write(`[MediaKit] ${message}`, ...details);
  }
}
