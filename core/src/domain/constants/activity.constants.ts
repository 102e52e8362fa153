// 000 §9: play-activity reporting.

/** Sender payload defaults (000 §3 Sender payload, §9). */
export const PLAY_ACTIVITY_DEFAULTS = {
  clientId: 'JSCLIENT',
  eventType: 'JSPLAY',
  appId: 'MusicKitApp/1.0',
} as const;

/** Cookie holding deferred play events until the next activate (000 §9). */
export const DEFERRED_PLAY_EVENTS_COOKIE = 'amupaee';

/** utc-offset-in-seconds reported when the offset is unknown (000 §9). */
export const UNKNOWN_UTC_OFFSET = -1;

/** Decimal places of reported player progress; buffered progress is whole percent (000 §9). */
export const PLAYER_PROGRESS_DECIMALS = 2;
export const BUFFERED_PROGRESS_DECIMALS = 0;

/**
 * A 0..1 progress rounded as 000 §9 says: player progress to two decimals, buffered progress to
 * whole percent (the fraction's percent to `BUFFERED_PROGRESS_DECIMALS` places).
 *
 * @example
 * roundProgress(0.12345, 'player');   // 0.12
 * roundProgress(0.12645, 'buffered'); // 0.13
 */
export function roundProgress(fraction: number, kind: 'player' | 'buffered'): number {
  const factor = kind === 'player' ? 10 ** PLAYER_PROGRESS_DECIMALS : 100 * 10 ** BUFFERED_PROGRESS_DECIMALS;
  return Math.round(fraction * factor) / factor;
}
