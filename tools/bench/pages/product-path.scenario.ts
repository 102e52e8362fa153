/**
 * The steps of the product-path comparison, written once and run against MediaKit's public
 * instance (script tag or ES modules) and against the peers' drivers. Timing is taken in the
 * page (performance.now, the recorder's audio-thread frame clock), never across Playwright.
 *
 * One trial, one fresh page: cold start (the app's call → first audio), pause, resume, seek,
 * skip to the preloaded next track, a new queue of another song played at once, and a warm
 * start: play() of a song whose queue the app had set a moment before.
 */
import { AudioRecorder } from './audio-recorder.ts';
import { errorText, nextPlaying, sleep } from './player-driver.ts';
import type {
  ProductEvent,
  ProductPageApi,
  ProductReadiness,
  ProductResource,
  ProductRunOptions,
  ProductRunResult,
  ProductStep,
  ProductStepTiming,
  ProductTrack,
} from './product-path.types.ts';

/** What an app does on each step, the player's own way. */
export interface ProductActions {
  /** Cold and newQueue: make `queue[0]` current (the rest queued after it) and play; `onPlayCalled` at the play() call. */
  start(queue: readonly ProductTrack[], onPlayCalled: () => void): Promise<void>;
  /** Before warm: make `track` the one a play starts, without playing it (MediaKit: setQueue; peers: their preload). */
  cue(track: ProductTrack): Promise<void>;
  /** Warm: play what `cue` made ready. */
  playCued(onPlayCalled: () => void): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  seek(seconds: number): Promise<void>;
  /** Peers without a queue get the next track preloaded here; MediaKit preloads on its own. */
  preloadNext(track: ProductTrack): Promise<void>;
  skip(): Promise<void>;
  facts(): Record<string, unknown>;
}

export interface ProductPlayer {
  ready(signedIn: boolean): Promise<ProductReadiness & { readonly actions?: ProductActions }>;
}


const MEDIA_EVENTS = ['playing', 'pause', 'waiting', 'seeking', 'seeked', 'loadedmetadata', 'canplay'] as const;

/** Every timed event of the page (instance events, element events, steps), reset per run. */
const events: ProductEvent[] = [];
/** SourceBuffers whose `updateend` is logged already. */
const logged = new WeakSet<SourceBuffer>();

/** Logs a named event at this instant (players log their instance's events here). */
export function logEvent(name: string): void {
  events.push({ name, at: performance.now() });
}

/** Installs `window.__product` for one player. */
export function installProductPage(name: string, player: ProductPlayer): void {
  let recorder: AudioRecorder | undefined;
  let actions: ProductActions | undefined;
  const log = logEvent;

  // Resource timing keeps 250 entries by default; a trial makes more requests than that.
  performance.setResourceTimingBufferSize(10_000);
  for (const type of MEDIA_EVENTS) document.addEventListener(type, () => log(`element:${type}`), true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function playLogged(this: HTMLMediaElement): Promise<void> {
    log('element:play()');
    return play.call(this);
  };
  // What every player does to its SourceBuffers, for reading a step's trace (not a figure).
  if (typeof SourceBuffer !== 'undefined') {
    const append = SourceBuffer.prototype.appendBuffer;
    SourceBuffer.prototype.appendBuffer = function appendLogged(this: SourceBuffer, data: BufferSource): void {
      log(`buffer:append ${data.byteLength}`);
      if (!logged.has(this)) {
        logged.add(this);
        this.addEventListener('updateend', () => log('buffer:updateend'));
      }
      append.call(this, data);
    };
    const remove = SourceBuffer.prototype.remove;
    SourceBuffer.prototype.remove = function removeLogged(this: SourceBuffer, start: number, end: number): void {
      log(`buffer:remove ${start.toFixed(2)}-${end.toFixed(2)}`);
      remove.call(this, start, end);
    };
  }

  const api: ProductPageApi = {
    player: name,

    async ready({ signedIn }) {
      try {
        // The recorder first: it hooks element sources before any player creates an element.
        recorder ??= await AudioRecorder.install();
        const readiness = await player.ready(signedIn);
        actions = readiness.actions;
        return { ok: readiness.ok, ...(readiness.reason ? { reason: readiness.reason } : {}), ...(readiness.facts ? { facts: readiness.facts } : {}) };
      } catch (error) {
        return { ok: false, reason: errorText(error) };
      }
    },

    async run(options: ProductRunOptions): Promise<ProductRunResult> {
      const rec = recorder;
      const act = actions;
      if (!rec || !act) throw new Error('ready() first');
      const steps: ProductStepTiming[] = [];
      const [current, next, other, prepared] = options.tracks;
      rec.start();
      events.length = 0;
      let failure: string | undefined;

      /** Runs one step: marks the recording, calls, waits for `playing` where one is expected. */
      const step = async (name: ProductStep, call: (onPlayCalled: () => void) => Promise<void>, expectPlaying: boolean): Promise<void> => {
        const playing = expectPlaying ? nextPlaying(8_000) : Promise.resolve(null);
        let playCalledAt: number | null = null;
        rec.mark(name);
        log(`step:${name}`);
        const askedAt = performance.now();
        try {
          await call(() => (playCalledAt = performance.now()));
          const resolvedAt = performance.now();
          steps.push({ step: name, askedAt, resolvedAt, ...(expectPlaying ? { playCalledAt } : {}), playingAt: await playing });
        } catch (error) {
          steps.push({ step: name, askedAt, resolvedAt: null, playingAt: null, error: errorText(error) });
          throw error;
        }
        await sleep(options.settleMs);
      };

      try {
        await step('cold', (onPlay) => act.start([current, next], onPlay), true);
        await step('pause', () => act.pause(), false);
        await step('resume', () => act.resume(), true);
        await step('seek', () => act.seek(options.seekSeconds), false);
        // The next track is preloaded the player's way (MediaKit: by itself, during playback).
        const preloadFrom = performance.now();
        await act.preloadNext(next);
        const rest = options.preloadWaitMs - (performance.now() - preloadFrom);
        if (rest > 0) await sleep(rest);
        await step('skip', () => act.skip(), true);
        await step('newQueue', (onPlay) => act.start([other], onPlay), true);
        // A page sets the queue of what it shows; the listener presses Play a moment later.
        await act.cue(prepared);
        await sleep(options.settleMs);
        await step('warm', (onPlay) => act.playCued(onPlay), true);
      } catch (error) {
        failure = errorText(error);
      }
      const recording = await rec.stop();
      const resources: ProductResource[] = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        initiatorType: entry.initiatorType,
      }));
      return { steps, recording, resources, events: [...events], facts: act.facts(), ...(failure ? { error: failure } : {}) };
    },
  };
  window.__product = api;
}
