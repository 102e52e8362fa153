/**
 * One small driver per player, so the scenarios (joins, first audio, skips, long playback) run
 * the same steps against hls.js, shaka-player, plain MSE and MediaKit. Each driver does what its
 * player's own documentation says is the way to do the step; where a player lacks a step (hls.js
 * has no preloading), the driver does what an application on that player would do, and the
 * report says so.
 */
import type { BenchTrack, PageReadiness } from './bench-page.types.ts';

export interface PlayerDriver {
  readonly name: string;
  /** Whether this player can run here at all (MediaKit: the engine exists and loads). */
  ready(): Promise<PageReadiness>;
  /**
   * Loads `track` as the current one and asks it to play from `startSeconds` (seconds into the
   * music). Resolves once play() was called; `onPlayCalled` fires right at that call.
   */
  start(track: BenchTrack, startSeconds: number, onPlayCalled?: () => void): Promise<void>;
  /**
   * Makes `track` the next one: a gapless engine joins it after the current track; the others
   * keep it ready to switch to at `ended` or on skip. Resolves when it is ready to play.
   */
  preload(track: BenchTrack): Promise<void>;
  /** The listener pressed "next": the preloaded track becomes current and plays. */
  skipToPreloaded(): Promise<void>;
  /** Seeks within the current track (seconds into its music). */
  seek(seconds: number): void;
  setPlaybackRate(rate: number): void;
  /** The id of the track playing now (after any automatic or manual advance). */
  currentTrackId(): string | undefined;
  /** Called whenever another track became current (its id). */
  onCurrentChange(listener: (trackId: string) => void): void;
  /** Seconds into the current track's music, as the player reports it. */
  currentSeconds(): number;
  /** Sum of the buffered ranges of the element(s) playing, in seconds. */
  bufferedSeconds(): number;
  destroy(): Promise<void>;
}

/** Waits for `event` on `target`, or rejects after `timeoutMs`. */
export function once(target: EventTarget, event: string, timeoutMs = 15_000): Promise<Event> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      target.removeEventListener(event, handler);
      reject(new Error(`timed out waiting for ${event}`));
    }, timeoutMs);
    function handler(e: Event): void {
      clearTimeout(timer);
      target.removeEventListener(event, handler);
      resolve(e);
    }
    target.addEventListener(event, handler);
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sum of a TimeRanges' lengths. */
export function rangesSeconds(ranges: TimeRanges): number {
  let total = 0;
  for (let i = 0; i < ranges.length; i++) total += ranges.end(i) - ranges.start(i);
  return total;
}

/** A fresh <audio> element in the document (so its events and state are visible for debugging). */
export function createAudioElement(id: string): HTMLAudioElement {
  const element = document.createElement('audio');
  element.id = id;
  element.preload = 'auto';
  document.body.append(element);
  return element;
}

export function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The next `playing` event of any media element (media events do not bubble; capture sees them). */
export function nextPlaying(timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      document.removeEventListener('playing', handler, true);
      resolve(null);
    }, timeoutMs);
    function handler(): void {
      clearTimeout(timer);
      document.removeEventListener('playing', handler, true);
      resolve(performance.now());
    }
    document.addEventListener('playing', handler, true);
  });
}

/** An error as one line for a bench report. */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
