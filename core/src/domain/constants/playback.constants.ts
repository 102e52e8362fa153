// 001 §9 (engine) and 000 §9 (HLS player, bitrate) constants of playback.

/** SDK version reported by the engine (001 §9). */
export const SDK_VERSION = '3.2426.4';

/** Most audio and video elements created ahead of use (001 §9). */
export const MEDIA_ELEMENT_POOL_SIZE = 100;

/** Segment length in seconds (001 §9). */
export const SEGMENT_DURATION_S = 10;

/**
 * The segment index for a playback time: time / 10 + 1, counting from 1 (001 §9).
 *
 * @example
 * segmentIndexForTime(0);    // 1
 * segmentIndexForTime(25.5); // 3
 */
export function segmentIndexForTime(timeS: number): number {
  return Math.floor(Math.max(0, timeS) / SEGMENT_DURATION_S) + 1;
}

/** Seconds removed per trim when the buffer is over its limit (001 §9). */
export const BUFFER_TRIM_STEP_S = 10;

/** Remaining seconds at which the next item's keys are loaded (001 §4, §9). */
export const NEXT_KEY_PRELOAD_THRESHOLD_S = 15;

/** Remaining seconds under which delayed CDM updates are applied (001 §4, §9). */
export const DELAYED_CDM_UPDATE_THRESHOLD_S = 1;

/** Debounce of seek requests (001 §9). */
export const SEEK_DEBOUNCE_MS = 250;

/** Live radio metadata poll, and the void player's tick (001 §9). */
export const LIVE_RADIO_METADATA_POLL_MS = 1000;
export const VOID_PLAYER_TICK_MS = 1000;

/** Initial state of every audio and video element (001 §9). */
export const MEDIA_ELEMENT_DEFAULTS = {
  volume: 1,
  playbackRate: 1,
  preload: 'metadata',
  autoplay: false,
} as const;

/**
 * Seek steps in seconds (001 §9): 10/10 for UTS, video clips, uploaded videos and music videos;
 * 30/30 for audio on demand; 30 forward and 15 back otherwise.
 */
export const SEEK_STEPS_S = {
  video: { forward: 10, backward: 10 },
  audioOnDemand: { forward: 30, backward: 30 },
  default: { forward: 30, backward: 15 },
} as const;

/**
 * Bitrate rule (000 §9): an average downlink above 64 picks 256 (high), otherwise 64
 * (standard); before any measurement the value is the connection's downlink times 100.
 */
export const BITRATE = {
  standard: 64,
  high: 256,
  highAboveDownlink: 64,
  initialDownlinkMultiplier: 100,
} as const;

/**
 * The bitrate for an average downlink (000 §9).
 *
 * @example
 * bitrateForDownlink(65); // 256
 * bitrateForDownlink(64); // 64
 */
export function bitrateForDownlink(averageDownlink: number): 64 | 256 {
  return averageDownlink > BITRATE.highAboveDownlink ? BITRATE.high : BITRATE.standard;
}

/** Default volume and playback rate of the public player (002 §9). */
export const DEFAULT_VOLUME = 1;
export const DEFAULT_PLAYBACK_RATE = 1;
