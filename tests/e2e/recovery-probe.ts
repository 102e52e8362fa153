import { expect, type Page } from '@playwright/test';

// Issue 21's done-when table (recovery.e2e.ts, recovery-token-provider.e2e.ts): "audio resumed
// (recorded)". The page side below is installed once per page as an init script: it routes every
// media element the instance plays through one AudioContext (44.1 kHz, MEDIA-FACTS) into a small
// AudioWorklet level meter, and runs a row's action on the public instance. A row counts audio
// only as the rendered output shows it: the first run of RUN_MS or more whose level stays above
// −60 dBFS (128-frame RMS) after the call resolved. Requiring a sustained run also skips the short
// burst then silence Chromium sometimes renders at a start (MEDIA-FACTS: ignore the first ~150 ms).

/** A row's action on the public instance. */
export type RecoveryAction =
  | { kind: 'queue'; ids: string[]; startWith: number }
  | { kind: 'setQueue'; ids: string[] }
  /**
   * A queue replaced while a play starts: setQueue(first) + play(), and without awaiting that
   * play (`afterMs` later, when given), setQueue(ids), then play() when `play`.
   */
  | { kind: 'replace'; first: string[]; ids: string[]; play: boolean; afterMs?: number }
  | { kind: 'change'; index: number }
  | { kind: 'play' }
  | { kind: 'seek'; fromEnd: number };

export interface Outcome {
  readonly ok: boolean;
  /** ms from the action to its outcome. */
  readonly ms: number;
  /** ms from the action to the start of the recorded audio run (RECOVERED outcomes with audio). */
  readonly audioMs?: number;
  readonly errorCode?: string;
  readonly message?: string;
  readonly timedOut?: boolean;
}

export interface Snapshot {
  readonly playbackState: number;
  readonly nowPlayingId: string | undefined;
  readonly position: number;
  /** Whether any of the page's media elements is playing (not paused, not ended, data ahead). */
  readonly elementPlaying: boolean;
}

export const PLAYING = 2;

interface PageProbe {
  perform(action: RecoveryAction, boundMs: number): Promise<Outcome>;
  snapshot(): Snapshot;
}

/** The page side; serialised once into the init script, so it may use nothing from this module. */
function pageProbe(): void {
  const SAMPLE_RATE = 44_100;
  /** −60 dBFS as an RMS amplitude. */
  const LOUD_RMS = 10 ** (-60 / 20);
  const RUN_MS = 200;
  const PROCESSOR = `
class RecoveryLevelMeter extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.threshold = options.processorOptions.threshold;
    this.loud = false;
    this.quanta = 0;
  }
  process(inputs, outputs) {
    const input = inputs[0] || [];
    const output = outputs[0] || [];
    let sum = 0, count = 0;
    for (let c = 0; c < input.length; c++) {
      const channel = input[c];
      for (let i = 0; i < channel.length; i++) sum += channel[i] * channel[i];
      count += channel.length;
      if (output[c]) output[c].set(channel);
    }
    const loud = count > 0 && Math.sqrt(sum / count) >= this.threshold;
    // A change of level at this quantum's first frame, and every 8 quanta how far rendering got.
    if (loud !== this.loud) this.port.postMessage({ frame: currentFrame, loud });
    this.loud = loud;
    if (++this.quanta % 8 === 0) this.port.postMessage({ frame: currentFrame + 128, loud });
    return true;
  }
}
registerProcessor('recovery-level-meter', RecoveryLevelMeter);
`;
  const elements = new Set<HTMLMediaElement>();
  /** Loud runs in context frames; the last may still be open (`to` undefined). */
  const runs: Array<{ from: number; to: number | undefined }> = [];
  let renderedTo = 0;
  let context: AudioContext | undefined;
  let bus: GainNode | undefined;

  const graph = (): { context: AudioContext; bus: GainNode } => {
    if (!context || !bus) {
      const created = new AudioContext({ sampleRate: SAMPLE_RATE });
      const input = created.createGain();
      context = created;
      bus = input;
      // Until the meter is in, the bus plays out directly; then only through the meter.
      input.connect(created.destination);
      void created.audioWorklet.addModule(URL.createObjectURL(new Blob([PROCESSOR], { type: 'application/javascript' }))).then(() => {
        const meter = new AudioWorkletNode(created, 'recovery-level-meter', {
          numberOfInputs: 1,
          numberOfOutputs: 1,
          outputChannelCount: [2],
          channelCount: 2,
          channelCountMode: 'explicit',
          processorOptions: { threshold: LOUD_RMS },
        });
        meter.port.onmessage = (event: MessageEvent<{ frame: number; loud: boolean }>) => {
          const { frame, loud } = event.data;
          const open = runs.at(-1)?.to === undefined ? runs.at(-1) : undefined;
          if (loud && !open) runs.push({ from: frame, to: undefined });
          if (!loud && open) open.to = frame;
          renderedTo = Math.max(renderedTo, frame);
        };
        input.disconnect();
        input.connect(meter);
        meter.connect(created.destination);
      });
    }
    return { context, bus };
  };

  // The graph is ready before the page's first play (the meter's module loads asynchronously);
  // frames (pop-ups, the auth bridge) that never play make none.
  if (window === window.top) document.addEventListener('DOMContentLoaded', () => void graph(), { once: true });

  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!elements.has(this)) {
      elements.add(this);
      // Once per element (a second source for one element throws): from now on its sound is rendered through the meter only.
      const { context: audio, bus: input } = graph();
      audio.createMediaElementSource(this).connect(input);
    }
    // The e2e runs with the autoplay flag: the context runs without a gesture.
    if (context?.state === 'suspended') void context.resume();
    return play.call(this);
  };

  const frameNow = (): number => (context ? Math.round(context.currentTime * SAMPLE_RATE) : 0);
  /** The first frame from `since` on that begins RUN_MS of loud audio, if the recording has one. */
  const audioSince = (since: number): number | undefined => {
    const need = (RUN_MS / 1000) * SAMPLE_RATE;
    for (const run of runs) {
      const from = Math.max(run.from, since);
      if ((run.to ?? renderedTo) - from >= need) return from;
    }
    return undefined;
  };

  type Instance = {
    setQueue(options: unknown): Promise<unknown>;
    play(): Promise<unknown>;
    changeToMediaAtIndex(index: number): Promise<unknown>;
    seekToTime(seconds: number): Promise<unknown>;
    currentPlaybackDuration: number;
    addEventListener(name: string, listener: (event: unknown) => void): void;
    removeEventListener(name: string, listener: (event: unknown) => void): void;
    playbackState: number;
    nowPlayingItem?: { id: string };
    nowPlayingItemIndex: number;
  };
  const instance = (): Instance => (window as unknown as { MusicKit: { getInstance(): Instance } }).MusicKit.getInstance();

  const probe: PageProbe = {
    /**
     * Runs `action`; resolves when recorded audio follows it, or with the first failure the public
     * surface shows (a rejection or a mediaPlaybackError event), or after `boundMs` with `timedOut`.
     */
    perform(action, boundMs) {
      const music = instance();
      const started = performance.now();
      const startFrame = frameNow();
      return new Promise<Outcome>((resolve) => {
        let settled = false;
        // Audio counts only once the call itself has resolved (a change's old item plays on meanwhile).
        let calledFrame: number | undefined;
        const finish = (outcome: Omit<Outcome, 'ms'>) => {
          if (settled) return;
          settled = true;
          clearInterval(poll);
          clearTimeout(bound);
          music.removeEventListener('mediaPlaybackError', onError);
          resolve({ ...outcome, ms: Math.round(performance.now() - started) });
        };
        const describe = (error: unknown) => {
          const e = error as { errorCode?: string; message?: string };
          return { ok: false, errorCode: e?.errorCode, message: String(e?.message) };
        };
        const onError = (event: unknown) => finish(describe(event));
        music.addEventListener('mediaPlaybackError', onError);
        const poll = setInterval(() => {
          if (calledFrame === undefined) return;
          const audio = audioSince(calledFrame);
          if (audio !== undefined) finish({ ok: true, audioMs: Math.round(((audio - startFrame) / SAMPLE_RATE) * 1000) });
        }, 50);
        const bound = setTimeout(() => {
          const state = context ? `audio context ${context.state}, ${runs.length} loud runs` : 'no audio context';
          finish({ ok: false, timedOut: true, message: `no recorded audio (${state}, playbackState ${music.playbackState})` });
        }, boundMs);
        const run =
          action.kind === 'setQueue'
            ? music.setQueue({ songs: action.ids }).then(() => finish({ ok: true }))
            : action.kind === 'replace'
              ? music.setQueue({ songs: action.first }).then(() => {
                  // The first play is overtaken: how it settles is not the row's outcome.
                  void music.play().catch(() => undefined);
                  return new Promise((wait) => setTimeout(wait, action.afterMs ?? 0));
                }).then(() => {
                  return action.play ? music.setQueue({ songs: action.ids }).then(() => music.play()) : music.setQueue({ songs: action.ids }).then(() => finish({ ok: true }));
                })
            : action.kind === 'queue'
              ? music.setQueue({ songs: action.ids, startWith: action.startWith }).then(() => music.play())
              : action.kind === 'change'
                ? music.changeToMediaAtIndex(action.index)
                : action.kind === 'play'
                  ? music.play()
                  : music.seekToTime(Math.max(0, music.currentPlaybackDuration - action.fromEnd));
        run.then(
          () => (calledFrame = frameNow()),
          (error: unknown) => finish(describe(error)),
        );
      });
    },
    snapshot() {
      const music = instance();
      return {
        playbackState: music.playbackState,
        nowPlayingId: music.nowPlayingItem?.id,
        position: music.nowPlayingItemIndex,
        // Playing audibly: not paused, not ended, and with data to go on (HAVE_FUTURE_DATA).
        elementPlaying: [...elements].some((e) => !e.paused && !e.ended && e.readyState >= 3),
      };
    },
  };
  (window as unknown as { __recoveryProbe: PageProbe }).__recoveryProbe = probe;
}

/** Installs the page side in `page` (and every page it loads after, reloads included). */
export async function installRecoveryProbe(page: Page): Promise<void> {
  await page.addInitScript(pageProbe);
}

/** Runs `action` on the page's instance (see the page side's `perform`). */
export function perform(page: Page, action: RecoveryAction, boundMs: number): Promise<Outcome> {
  return page.evaluate(([a, bound]) => (window as unknown as { __recoveryProbe: PageProbe }).__recoveryProbe.perform(a, bound), [action, boundMs] as const);
}

export function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => (window as unknown as { __recoveryProbe: PageProbe }).__recoveryProbe.snapshot());
}

/** A RECOVERED row: the call resolved and recorded audio followed within `boundMs` of the action. */
export function expectAudioResumed(outcome: Outcome, boundMs: number): void {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
  expect(outcome.audioMs, `audio resumed (recorded) within ${boundMs} ms: ${JSON.stringify(outcome)}`).toBeLessThanOrEqual(boundMs);
}

/** In every row: the state the instance reports is the element's. */
export async function expectStateMatchesElement(page: Page): Promise<Snapshot> {
  // State events follow element events by a task or two: the two agree once they have landed.
  let state = await snapshot(page);
  await expect
    .poll(async () => {
      state = await snapshot(page);
      return state.playbackState === PLAYING && state.elementPlaying ? 'both playing' : state.playbackState !== PLAYING && !state.elementPlaying ? 'both not playing' : JSON.stringify(state);
    }, { timeout: 3_000 })
    .toMatch(/^both /);
  return state;
}

/** Calls the emulator's control or content routes; the JSON answer, if any. */
export async function emulatorCall(page: Page, provider: string, path: string, method = 'GET', data?: unknown): Promise<unknown> {
  const response = await page.request.fetch(`${provider}${path}`, { method, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}
