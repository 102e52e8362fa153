// 000 §9 log levels.

/**
 * Log level numbers (000 §9); a message is emitted when its level is at or above the current one.
 *
 * @example
 * LOG_LEVELS.warning; // 30
 */
export const LOG_LEVELS = {
  critical: 50,
  error: 40,
  warning: 30,
  notice: 20,
  info: 10,
  debug: 2,
  trace: 1,
  none: 0,
} as const;

/** A log level name. */
export type LogLevelName = keyof typeof LOG_LEVELS;

/** The level in force until configured otherwise (000 §9). */
export const DEFAULT_LOG_LEVEL: LogLevelName = 'error';
