// 001 §9 and 002 §9: playback controllers, autoplay, preloading and the age gate.

/** Autoplay limits (001 §9). 002 §9 says configuration may supply them; these are the defaults. */
export const AUTOPLAY_LIMITS = {
  maxQueueSizeForAutoplay: 50,
  maxQueueSizeInRequest: 10,
  maxUpcomingTracksToMaintain: 10,
} as const;

/** Preloading of the next item starts at this fraction of the current one's duration (002 §9). */
export const PRELOAD_THRESHOLD_FRACTION = 0.3;

import { SEEK_DEBOUNCE_MS } from './playback.constants.ts';

/** Debounce of pause/play and of seek-to-time in the controllers (002 §9). */
export const PLAY_PAUSE_DEBOUNCE_MS = 250;
/** 002 §9 restates 001 §9's seek debounce for seek-to-time; one debouncer applies both, so one value. */
export const SEEK_TO_TIME_DEBOUNCE_MS = SEEK_DEBOUNCE_MS;

/** Age-gate acceptance lasts frequencyInMinutes times this (002 §4, §9). */
export const AGE_GATE_EXPIRY_MS_PER_MINUTE = 60_000;

/**
 * When an accepted age gate expires (002 §4).
 *
 * @example
 * ageGateExpiry(1_000, 2); // 121_000
 */
export function ageGateExpiry(acceptedAtMs: number, frequencyInMinutes: number): number {
  return acceptedAtMs + frequencyInMinutes * AGE_GATE_EXPIRY_MS_PER_MINUTE;
}
