import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '@mediakit/core';
import type { LogLevelName, Logger } from '@mediakit/core';

/** Logs to the console at or above a threshold (default 'error', 000 §9). */
export class ConsoleLogger implements Logger {
  readonly #threshold: number;

  constructor(level: LogLevelName | 'none' = DEFAULT_LOG_LEVEL) {
    this.#threshold = LOG_LEVELS[level];
  }

  log(level: LogLevelName, message: string, ...details: readonly unknown[]): void {
    if (this.#threshold === 0 || LOG_LEVELS[level] < this.#threshold) return;
    const write = level === 'critical' || level === 'error' ? console.error : level === 'warning' ? console.warn : console.log;
    write(`[MediaKit] ${message}`, ...details);
  }
}
