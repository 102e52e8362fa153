/**
 * What the product-path bench (tools/bench/product-path.bench.ts) hands to its pages and gets
 * back: plain data that crosses `page.evaluate`, shared by both sides.
 */
import type { BenchTrack, RecordingDump } from './bench-page.types.ts';

/** A clip as the product path names it (a catalogue song) and as the peers load it (its stream). */
export interface ProductTrack extends BenchTrack {
  /** The emulator's catalogue song that plays this clip. */
  readonly songId: string;
}

/**
 * The steps of one trial, in order, each marked in the recording under its own name:
 * cold (setQueue + play on a fresh page), pause, resume, seek, skip (to the preloaded next
 * track), newQueue (setQueue + play at once of another song in the same page), warm (play() of
 * a further song whose queue the app set a moment before, as a page does when it shows it).
 */
export type ProductStep = 'cold' | 'pause' | 'resume' | 'seek' | 'skip' | 'newQueue' | 'warm';

export type ProductTracks = readonly [current: ProductTrack, next: ProductTrack, other: ProductTrack, prepared: ProductTrack];

export interface ProductRunOptions {
  /** The songs: [current, next (preloaded, skipped to), another (newQueue), a fourth (warm)]. */
  readonly tracks: ProductTracks;
  /** Where seekToTime goes, seconds into the current track's music. */
  readonly seekSeconds: number;
  /** How long each step is left to play (or stay paused) before the next one, ms. */
  readonly settleMs: number;
  /** Extra time before the skip, so the next track is preloaded as the player preloads it. */
  readonly preloadWaitMs: number;
}

export interface ProductStepTiming {
  readonly step: ProductStep;
  /** performance.now() of the app's call (also marked in the recording under `step`). */
  readonly askedAt: number;
  /** When the app's call(s) resolved (setQueue + play for cold and newQueue, play for warm). */
  readonly resolvedAt: number | null;
  /** When setQueue resolved and play() was called (cold, newQueue and warm only). */
  readonly playCalledAt?: number | null;
  /** The next `playing` event of any media element after the call, if one fired in time. */
  readonly playingAt: number | null;
  readonly error?: string;
}

/** One PerformanceResourceTiming entry (times on the page's performance.now() clock). */
export interface ProductResource {
  readonly url: string;
  readonly startTime: number;
  readonly responseEnd: number;
  readonly initiatorType: string;
}

/** A timed event seen in the page: instance events, media element events, element.play() calls. */
export interface ProductEvent {
  readonly name: string;
  readonly at: number;
}

export interface ProductRunResult {
  readonly steps: readonly ProductStepTiming[];
  readonly recording: RecordingDump;
  readonly resources: readonly ProductResource[];
  readonly events: readonly ProductEvent[];
  /** What the instance reported (backend, playback type, authorized), for the report. */
  readonly facts?: Readonly<Record<string, unknown>>;
  readonly error?: string;
}

export interface ProductReadiness {
  readonly ok: boolean;
  readonly reason?: string;
  readonly facts?: Readonly<Record<string, unknown>>;
}

/** `window.__product` on the product-path pages (MediaKit through its instance, or a peer). */
export interface ProductPageApi {
  readonly player: string;
  ready(options: { readonly signedIn: boolean }): Promise<ProductReadiness>;
  run(options: ProductRunOptions): Promise<ProductRunResult>;
}

declare global {
  interface Window {
    __product?: ProductPageApi;
  }
}
