import { token } from './token.ts';
/**
 * Logging, even of warnings the spec asks for (e.g. 000 §4 "logged as not supposed to
 * happen"). The core never touches `console`. Levels follow 000 §9.
 */
export interface Logger {
  log(level: LogLevelName, message: string, ...details: readonly unknown[]): void;
}
export const Logger = token<Logger>('Logger');

export type LogLevelName = 'critical' | 'error' | 'warning' | 'notice' | 'info' | 'debug' | 'trace';
