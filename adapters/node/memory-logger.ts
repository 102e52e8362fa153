import type { LogLevelName, Logger } from '@mediakit/core';

export interface LogEntry {
  readonly level: LogLevelName;
  readonly message: string;
  readonly details: readonly unknown[];
}

/** Keeps every log line so tests can assert on the warnings the spec asks for. */
export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = [];

  log(level: LogLevelName, message: string, ...details: readonly unknown[]): void {
    this.entries.push({ level, message, details });
  }

  messages(level?: LogLevelName): string[] {
    return this.entries.filter((entry) => !level || entry.level === level).map((entry) => entry.message);
  }
}
