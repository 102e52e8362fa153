/**
 * Comparison 7: the product path. What a listener waits for when the app presses Play on the
 * PUBLIC instance (issue 17), beside hls.js and shaka-player playing the same streams from the
 * same server, in the same run.
 *
 * MediaKit is driven two ways, both as apps get it: the script-tag build (adapters/dist/
 * script-tag/mediakit.js, configured from meta tags) and the ES modules (`createBrowserMusicKit`
 * from '@mediakit/adapters/hosts/browser', bundled by Vite as the bench pages are). Pages are on
 * http://localhost:PORT and the provider on http://127.0.0.1:PORT, as `npm start` serves them.
 * Signed out, the instance plays previews (clear); signed in as the emulator's subscriber (a
 * user token the emulator issued, stored where the instance keeps it), full ClearKey tracks
 * through the emulator's licence server.
 *
 * Each trial is one fresh browser context (empty cache): cold start (setQueue + play), pause,
 * resume, seek, skip to the preloaded next track, and a warm start of another song. Every step
 * is marked in the rendered audio (recorded as comparisons 1 and 2 record it) and timed to the
 * element's `playing` event; the page's resource timing and event log give the breakdown.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { renderSourceSignal } from '../media/source-signal.ts';
import type { TrackFixture } from '../media/track-fixture.types.ts';
import type { ComparisonResult, MarkdownTable, Progress } from './bench-report.types.ts';
import { benchTrack } from './bench-tracks.ts';
import { measureSkip } from './join-detector.ts';
import type { BuiltPages, PageBuildFailure } from './page-builder.ts';
import type { ProductEvent, ProductResource, ProductRunResult, ProductStep, ProductStepTiming, ProductTrack, ProductTracks } from './pages/product-path.types.ts';
import { decodeRecording, type Recording } from './recording-decoder.ts';
import { measureSeekOnset } from './seek-onset.ts';
import { formatSummary, summarize } from './stats-summary.ts';

export type ProductPlayerKey = 'mediakit' | 'mediakitModules' | 'hlsjs' | 'shaka';
type Variant = 'preview' | 'full';

interface ProductPlayerPage {
  readonly key: ProductPlayerKey;
  readonly label: string;
  readonly folder: 'product' | 'product-peers';
  readonly entry: string;
}

export const PRODUCT_PLAYERS: readonly ProductPlayerPage[] = [
  { key: 'mediakit', label: 'MediaKit, script tag', folder: 'product', entry: 'product-script.page' },
  { key: 'mediakitModules', label: 'MediaKit, ES modules', folder: 'product', entry: 'product-esm.page' },
  { key: 'hlsjs', label: 'hls.js 1.7.4', folder: 'product-peers', entry: 'product-hlsjs.page' },
  { key: 'shaka', label: 'shaka-player 5.2.12', folder: 'product-peers', entry: 'product-shaka.page' },
];

/** The page entries each build holds (tools/bench/pages/<entry>.ts). */
export const PRODUCT_PAGE_ENTRIES = {
  product: ['product-script.page', 'product-esm.page'],
  'product-peers': ['product-hlsjs.page', 'product-shaka.page'],
} as const;

export interface ProductPathContext {
  readonly browser: Browser;
  /** The provider (emulator): http://127.0.0.1:PORT */
  readonly origin: string;
  /** The pages: http://localhost:PORT (another origin, as with npm start). */
  readonly pageOrigin: string;
  readonly fixtures: readonly TrackFixture[];
  /** A catalogue song that plays the clip. */
  readonly songOf: (clipId: string) => string | undefined;
  readonly builds: Readonly<Record<ProductPlayerPage['folder'], BuiltPages | PageBuildFailure>>;
  readonly progress: Progress;
}

/** Current tracks long enough for the whole trial (cold, pause, resume, seek to 4 s, preload). */
const CURRENT_CLIPS = ['clip04', 'clip10', 'clip07', 'clip12', 'clip02'];
const SEEK_SECONDS = 4;
const SETTLE_MS = 700;
const PRELOAD_WAIT_MS = 1_200;
const SILENCE = 0.001;
/** Samples below SILENCE for this long count as silence (music crosses zero far faster). */
const SILENT_RUN_MS = 50;
const USER_TOKEN_KEY = 'music.mkteam0001.media-user-token';

/** One trial's figures, ms from the app's call. */
interface TrialFigures {
  readonly firstAudio: Partial<Record<ProductStep, number | null>>;
  readonly playing: Partial<Record<ProductStep, number | null>>;
  readonly phases: Partial<Record<ProductStep, Record<string, readonly [number, number]>>>;
  readonly notes: string[];
  readonly facts?: Readonly<Record<string, unknown>>;
}

const ms = (frames: number, sampleRate: number): number => (frames / sampleRate) * 1000;

function loud(recording: Recording, frame: number): boolean {
  const s = recording.samples;
  return Math.abs(s[2 * frame] ?? 0) > SILENCE || Math.abs(s[2 * frame + 1] ?? 0) > SILENCE;
}

/** First frame in [from, to) that is not silent. */
function firstSound(recording: Recording, from: number, to: number): number | null {
  for (let f = Math.max(0, from); f < Math.min(to, recording.frames); f++) if (loud(recording, f)) return f;
  return null;
}

/** First frame in [from, to) that starts a silent run of SILENT_RUN_MS (or one lasting to `to`). */
function firstSilence(recording: Recording, from: number, to: number): number | null {
  const need = Math.round((SILENT_RUN_MS / 1000) * recording.sampleRate);
  const end = Math.min(to, recording.frames);
  let runStart = -1;
  for (let f = Math.max(0, from); f < end; f++) {
    if (loud(recording, f)) {
      runStart = -1;
      continue;
    }
    if (runStart < 0) runStart = f;
    if (f - runStart + 1 >= need) return runStart;
  }
  return runStart >= 0 && end - runStart >= need / 2 ? runStart : null;
}

/**
 * Frames of a track's opening looked for after a start or a skip: 371 ms, more than one
 * arpeggio step (250 ms) of the source. With 186 ms (the join bench's skip template) the
 * correlation of a held chord has peaks one common period (18–24 ms) apart, within 0.02 of each
 * other, and the opening of clip08 read 15–24 ms late for every player (run of 2026-11-27).
 */
const OPENING_TEMPLATE_FRAMES = 16_384;

/** Where a track's opening from `sourceSample` first appears after `mark` (correlation), ms. */
function openingAfter(recording: Recording, mark: number, sourceSample: number, searchMs: number): { latencyMs: number | null; score: number } {
  const template = renderSourceSignal(sourceSample, OPENING_TEMPLATE_FRAMES);
  return measureSkip({ recording: recording.samples, sampleRate: recording.sampleRate, markFrame: mark, template, searchMs });
}

/** What a request was for, by where it went. */
export function phaseOf(url: string): string | null {
  const path = url.split('?')[0] ?? url;
  if (path.includes('/mediakit-chunks/') || (path.includes('/bench/product/chunks/') && path.endsWith('.js'))) return 'chunk load';
  if (path.includes('/webPlayback')) return 'web playback';
  if (path.includes('acquireWebPlaybackLicense') || path.endsWith('/bench/clearkey')) return 'licence';
  if (path.endsWith('.m3u8')) return 'manifest';
  if (path.endsWith('init.mp4')) return 'init segment';
  if (path.endsWith('.m4s')) return 'segments';
  if (path.includes('/v1/')) return 'API (catalogue, account)';
  return null;
}

const PHASE_ORDER = ['chunk load', 'API (catalogue, account)', 'web playback', 'manifest', 'licence', 'init segment', 'first segment', 'element play() → playing', 'instance: playing state'];

/** Per phase: [first request start, last response end] in the step's window, ms after the call. */
function phasesOf(step: ProductStepTiming, until: number, resources: readonly ProductResource[], events: readonly ProductEvent[]): Record<string, readonly [number, number]> {
  const out: Record<string, [number, number]> = {};
  const within = resources.filter((r) => r.startTime >= step.askedAt - 0.5 && r.startTime < until);
  for (const r of within) {
    const phase = phaseOf(r.url);
    if (!phase) continue;
    const span = out[phase];
    const start = r.startTime - step.askedAt;
    const end = r.responseEnd - step.askedAt;
    out[phase] = span ? [Math.min(span[0], start), Math.max(span[1], end)] : [start, end];
  }
  const firstSegment = within.filter((r) => r.url.split('?')[0]?.endsWith('.m4s')).sort((a, b) => a.startTime - b.startTime)[0];
  if (firstSegment) out['first segment'] = [firstSegment.startTime - step.askedAt, firstSegment.responseEnd - step.askedAt];
  const inWindow = events.filter((e) => e.at >= step.askedAt && e.at < until);
  const play = inWindow.find((e) => e.name === 'element:play()');
  const playing = inWindow.find((e) => e.name === 'element:playing');
  if (play && playing && playing.at >= play.at) out['element play() → playing'] = [play.at - step.askedAt, playing.at - step.askedAt];
  const state = inWindow.find((e) => e.name === 'instance:playbackStateDidChange:2');
  if (state) out['instance: playing state'] = [state.at - step.askedAt, state.at - step.askedAt];
  return out;
}

/** The figures of one trial from its recording and logs. */
export function analyseTrial(run: ProductRunResult, tracks: ProductTracks, seekSeconds: number): TrialFigures {
  const recording = decodeRecording(run.recording);
  const notes: string[] = run.error ? [`run stopped: ${run.error}`] : [];
  const firstAudio: Partial<Record<ProductStep, number | null>> = {};
  const playing: Partial<Record<ProductStep, number | null>> = {};
  const phases: Partial<Record<ProductStep, Record<string, readonly [number, number]>>> = {};
  const order = run.steps;
  const [current, next, other, prepared] = tracks;
  const sr = recording.sampleRate;
  for (let i = 0; i < order.length; i++) {
    const step = order[i] as ProductStepTiming;
    const following = order[i + 1];
    if (step.error) notes.push(`${step.step}: ${step.error}`);
    const mark = recording.marks.get(step.step);
    const nextMark = following ? (recording.marks.get(following.step) ?? recording.frames) : recording.frames;
    playing[step.step] = step.playingAt === null ? null : step.playingAt - step.askedAt;
    phases[step.step] = phasesOf(step, following?.askedAt ?? Number.POSITIVE_INFINITY, run.resources, run.events);
    if (mark === undefined) continue;
    const searchMs = ms(nextMark - mark, sr);
    const located = (track: ProductTrack): number | null => {
      const found = openingAfter(recording, mark, track.sourceStartSample, searchMs);
      if (found.latencyMs === null) notes.push(`${step.step}: the track's opening was not found in the audio (best correlation ${found.score.toFixed(2)})`);
      return found.latencyMs;
    };
    switch (step.step) {
      case 'cold':
        firstAudio.cold = located(current);
        break;
      case 'newQueue':
        firstAudio.newQueue = located(other);
        break;
      case 'warm':
        firstAudio.warm = located(prepared);
        break;
      case 'skip':
        firstAudio.skip = located(next);
        break;
      case 'seek': {
        const track = renderSourceSignal(current.sourceStartSample, current.sampleCount);
        const found = measureSeekOnset({ recording: recording.samples, sampleRate: sr, markFrame: mark, track, targetSeconds: seekSeconds });
        if (found.latencyMs === null) notes.push(`seek: no music from ${seekSeconds} s after the seek (anchor correlation ${found.score.toFixed(2)}, landed at ${found.landedAtSeconds?.toFixed(3) ?? '?'} s)`);
        firstAudio.seek = found.latencyMs;
        break;
      }
      case 'resume': {
        const f = firstSound(recording, mark, nextMark);
        firstAudio.resume = f === null ? null : ms(f - mark, sr);
        break;
      }
      case 'pause': {
        const f = firstSilence(recording, mark, nextMark);
        firstAudio.pause = f === null ? null : ms(f - mark, sr);
        if (f === null) notes.push('pause: the audio did not fall silent before the resume');
        break;
      }
    }
  }
  return { firstAudio, playing, phases, notes, ...(run.facts ? { facts: run.facts } : {}) };
}

async function userToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/woa/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listener: 'subscriber' }) });
  if (!response.ok) throw new Error(`the emulator did not sign the subscriber in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function tracksFor(ctx: ProductPathContext, trial: number, encrypted: boolean): ProductTracks {
  const byId = new Map(ctx.fixtures.map((f, i) => [f.id, i]));
  const first = byId.get(CURRENT_CLIPS[trial % CURRENT_CLIPS.length] as string) ?? 0;
  const at = (offset: number): ProductTrack => {
    const fixture = ctx.fixtures[(first + offset) % ctx.fixtures.length] as TrackFixture;
    const songId = ctx.songOf(fixture.id);
    if (!songId) throw new Error(`no catalogue song plays ${fixture.id}`);
    return { ...benchTrack(ctx.origin, fixture, encrypted), songId };
  };
  return [at(0), at(1), at(2), at(3)];
}

const FIGURES: readonly { readonly key: string; readonly step: ProductStep; readonly label: string }[] = [
  { key: 'warm', step: 'warm', label: 'warm: play() of a song whose queue was set before → its first audio' },
  { key: 'newQueueToAudio', step: 'newQueue', label: 'new queue: setQueue + play at once of another song → its first audio' },
  { key: 'pauseToSilence', step: 'pause', label: 'pause() → silence' },
  { key: 'resumeToAudio', step: 'resume', label: 'play() after pause → audio' },
  { key: 'skipToPreloaded', step: 'skip', label: 'skipToNextItem() to the preloaded track → its first audio' },
  { key: 'seekToAudio', step: 'seek', label: `seekToTime(${SEEK_SECONDS}) → audio from ${SEEK_SECONDS} s` },
];

export async function runProductPath(ctx: ProductPathContext, trials = 5): Promise<ComparisonResult> {
  const started = performance.now();
  const pending: string[] = [];
  const results = new Map<string, TrialFigures[]>();
  const cell = (key: ProductPlayerKey, variant: Variant): string => `${key}/${variant}`;
  let token: string | undefined;

  // PRODUCT_PATH_PLAYERS=mediakit,shaka: only those (while working on one path).
  const wanted = process.env.PRODUCT_PATH_PLAYERS?.split(',');
  // PRODUCT_PATH_VARIANTS=full: only those variants (preview, full).
  const variants = (['preview', 'full'] as const).filter((variant) => process.env.PRODUCT_PATH_VARIANTS?.split(',').includes(variant) ?? true);
  for (const player of PRODUCT_PLAYERS) {
    if (wanted && !wanted.includes(player.key)) continue;
    const build = ctx.builds[player.folder];
    for (const variant of variants) {
      const figures: TrialFigures[] = [];
      results.set(cell(player.key, variant), figures);
      if ('error' in build) {
        pending.push(`${player.label}, ${variant}: its pages did not build: ${build.error}`);
        continue;
      }
      ctx.progress(`product path: ${player.label}, ${variant}, ${trials} trials`);
      const signedIn = variant === 'full' && player.folder === 'product';
      for (let trial = 0; trial < trials; trial++) {
        const tracks = tracksFor(ctx, trial, variant === 'full');
        const context = await ctx.browser.newContext();
        try {
          if (signedIn) {
            token ??= await userToken(ctx.origin);
            // Only on the page's origin (about:blank and opaque documents have no localStorage).
            await context.addInitScript(
              ([key, value, origin]) => {
                if (location.origin === origin) localStorage.setItem(key, value);
              },
              [USER_TOKEN_KEY, token, ctx.pageOrigin] as const,
            );
          }
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(`${ctx.pageOrigin}/bench/${player.folder}/${player.entry}.html`);
          await page.waitForFunction(() => window.__product !== undefined, undefined, { timeout: 15_000 });
          const readiness = await page.evaluate((options) => window.__product!.ready(options), { signedIn });
          if (!readiness.ok) {
            pending.push(`${player.label}, ${variant}: not ready — ${readiness.reason ?? ''}${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`);
            break;
          }
          // The page settles first (no request for 500 ms): a listener presses Play on a page whose
          // start-up is over, not while configure's own checks (a subscriber's account and
          // subscription, the code a signed-in page readies) are still on the wire.
          await page.waitForLoadState('networkidle');
          // PRODUCT_PATH_DUMP=<dir>: every trial's timings, requests and events, for reading by hand;
          // with PRODUCT_PATH_PROFILE=1 also the page's CPU profile (its start on the page's clock).
          const dump = process.env.PRODUCT_PATH_DUMP;
          const profiler = dump && process.env.PRODUCT_PATH_PROFILE ? await startProfiler(page) : undefined;
          const run = await page.evaluate((options) => window.__product!.run(options), { tracks, seekSeconds: SEEK_SECONDS, settleMs: SETTLE_MS, preloadWaitMs: PRELOAD_WAIT_MS });
          const analysed = analyseTrial(run, tracks, SEEK_SECONDS);
          if (dump) writeFileSync(join(dump, `${player.key}-${variant}-${trial + 1}.json`), JSON.stringify({ ...run, recording: undefined, tracks, analysed }, null, 1));
          // The recording beside it (base64 float32 stereo, marks on its frames), for the detectors.
          if (dump) writeFileSync(join(dump, `${player.key}-${variant}-${trial + 1}.recording.json`), JSON.stringify(run.recording));
          if (dump && profiler) writeFileSync(join(dump, `${player.key}-${variant}-${trial + 1}.cpuprofile.json`), JSON.stringify(await profiler.stop()));
          if (errors.length) analysed.notes.push(`page errors: ${errors.join('; ')}`);
          figures.push(analysed);
        } catch (error) {
          pending.push(`${player.label}, ${variant}, trial ${trial + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        } finally {
          await context.close().catch(() => undefined);
        }
      }
      const notes = [...new Set(figures.flatMap((f) => f.notes))];
      if (notes.length) pending.push(`${player.label}, ${variant}: ${notes.join('; ')}`);
    }
  }

  const values = (key: ProductPlayerKey, variant: Variant, pick: (f: TrialFigures) => number | null | undefined): (number | null)[] =>
    (results.get(cell(key, variant)) ?? []).map((f) => pick(f) ?? null);
  const median = (key: ProductPlayerKey, variant: Variant, pick: (f: TrialFigures) => number | null | undefined): number | null => summarize(values(key, variant, pick))?.median ?? null;
  const summary = (key: ProductPlayerKey, variant: Variant, pick: (f: TrialFigures) => number | null | undefined): string => formatSummary(summarize(values(key, variant, pick)));

  const headline: MarkdownTable = {
    caption: 'The app\'s call → first rendered audio, ms: median (min–max, n). Second line of each cell: → the element\'s `playing` event',
    headers: ['figure', ...PRODUCT_PLAYERS.map((p) => p.label)],
    rows: [
      ...(['preview', 'full'] as const).map((variant) => [
        variant === 'preview' ? 'cold, preview (signed out, clear): setQueue + play → first audio' : 'cold, full track (subscriber, ClearKey): setQueue + play → first audio',
        ...PRODUCT_PLAYERS.map((p) => `${summary(p.key, variant, (f) => f.firstAudio.cold)}; playing ${summary(p.key, variant, (f) => f.playing.cold)}`),
      ]),
      ...(['full', 'preview'] as const).flatMap((variant) =>
        FIGURES.map((figure) => [
          `${figure.label} (${variant === 'full' ? 'full, ClearKey' : 'preview, clear'})`,
          ...PRODUCT_PLAYERS.map((p) => {
            const audio = summary(p.key, variant, (f) => f.firstAudio[figure.step]);
            return figure.step === 'pause' || figure.step === 'seek' ? audio : `${audio}; playing ${summary(p.key, variant, (f) => f.playing[figure.step])}`;
          }),
        ]),
      ),
    ],
  };

  const breakdownSteps: readonly ProductStep[] = ['cold', 'newQueue', 'warm', 'skip', 'seek'];
  const phaseMedian = (key: ProductPlayerKey, variant: Variant, step: ProductStep, phase: string): [number, number] | null => {
    const spans = (results.get(cell(key, variant)) ?? []).map((f) => f.phases[step]?.[phase]).filter((s): s is readonly [number, number] => s !== undefined);
    if (spans.length === 0) return null;
    return [summarize(spans.map((s) => s[0]))?.median ?? 0, summarize(spans.map((s) => s[1]))?.median ?? 0];
  };
  const breakdown = (key: ProductPlayerKey): MarkdownTable => ({
    caption: `Breakdown, ${PRODUCT_PLAYERS.find((p) => p.key === key)?.label}: each phase as "start → end" ms after the app's call (medians over the trials; requests from resource timing, events from the page)`,
    headers: ['phase', ...(['preview', 'full'] as const).flatMap((variant) => breakdownSteps.map((step) => `${step} (${variant})`))],
    rows: PHASE_ORDER.map((phase) => [
      phase,
      ...(['preview', 'full'] as const).flatMap((variant) =>
        breakdownSteps.map((step) => {
          const span = phaseMedian(key, variant, step, phase);
          return span ? `${span[0].toFixed(0)} → ${span[1].toFixed(0)}` : '—';
        }),
      ),
    ]),
  });

  const jsonOf = (key: ProductPlayerKey): Record<string, number | null> => ({
    coldPreview: median(key, 'preview', (f) => f.firstAudio.cold),
    coldFull: median(key, 'full', (f) => f.firstAudio.cold),
    ...Object.fromEntries(FIGURES.map((figure) => [figure.key, median(key, 'full', (f) => f.firstAudio[figure.step])])),
  });
  const playingJsonOf = (key: ProductPlayerKey): Record<string, number | null> => ({
    coldPreview: median(key, 'preview', (f) => f.playing.cold),
    coldFull: median(key, 'full', (f) => f.playing.cold),
    warm: median(key, 'full', (f) => f.playing.warm),
    newQueueToAudio: median(key, 'full', (f) => f.playing.newQueue),
    resumeToAudio: median(key, 'full', (f) => f.playing.resume),
    skipToPreloaded: median(key, 'full', (f) => f.playing.skip),
  });
  const breakdownJson = Object.fromEntries(
    PRODUCT_PLAYERS.map((p) => [
      p.key,
      Object.fromEntries(
        (['preview', 'full'] as const).map((variant) => [
          variant,
          Object.fromEntries(breakdownSteps.map((step) => [step, Object.fromEntries(PHASE_ORDER.flatMap((phase) => {
            const span = phaseMedian(p.key, variant, step, phase);
            return span ? [[phase, span]] : [];
          }))])),
        ]),
      ),
    ]),
  );
  const facts = (key: ProductPlayerKey, variant: Variant): string => {
    const f = (results.get(cell(key, variant)) ?? [])[0]?.facts;
    return f ? JSON.stringify(f) : 'n/a';
  };

  return {
    section: {
      title: '7. The product path: presses on the public instance',
      method: [
        `What a listener waits for after the app calls the public instance, ${trials} trials per cell, each in a fresh browser context (empty cache, fresh page, instance configured and the page settled, no request for 500 ms, before the clock starts). MediaKit twice, as apps get it: the script-tag build (adapters/dist/script-tag/mediakit.js, meta-tag configuration; \`npm run build\` first) and the ES modules (\`createBrowserMusicKit\` from '@mediakit/adapters/hosts/browser', bundled by Vite with its defaults: modulePreload on, as an app gets it, since 2026-11-26; before, the bench turned it off and a lazy chunk's imports came one round trip after it). The pages are on http://localhost:PORT, the provider (the emulator, as \`npm start\` runs it) on http://127.0.0.1:PORT, so CORS and preflights are paid as in production.`,
        'Preview: signed out, the catalogue song\'s preview (the clip\'s clear HLS). Full: signed in as the emulator\'s subscriber (a user token the emulator issued, in localStorage where the instance keeps it): web playback, the CENC rendition, the emulator\'s licence server (ClearKey). Peers play the same streams from the same server: clear for preview; ClearKey for full (shaka: drm.clearKeys; hls.js: the bench\'s licence URL, as in comparison 2).',
        `One trial: cold = setQueue({ songs: [A, B] }) + play() (peers: load(A) and play, as in comparison 2); after ${SETTLE_MS} ms pause(); then play(); then seekToTime(${SEEK_SECONDS}); then, ${PRELOAD_WAIT_MS} ms later, skipToNextItem() to B, which MediaKit has preloaded on its own (peers: preloaded their own way, as in comparison 2); then newQueue = setQueue({ songs: [C] }) + play() at once, of a song never loaded in this page; then, after ${SETTLE_MS} ms, setQueue({ songs: [D] }) (peers: their preload of D, as for the skip), and ${SETTLE_MS} ms later warm = play() (peers: switch to the preloaded D). Clips: A rotates over ${CURRENT_CLIPS.join(', ')}; B, C and D follow it in album order.`,
        `First audio: every step is marked in the recording (AudioContext render position at the call). cold, newQueue, warm, skip: where the new track's opening (${OPENING_TEMPLATE_FRAMES} frames of the source, more than one arpeggio step, so the correlation has one peak; 8192 until 2026-11-27, whose comb of peaks one chord period apart read clip08's opening 15–24 ms late for every player) first appears after the mark, by correlation; seek: where the music the player moved to starts (tools/bench/seek-onset.ts: anchored 150 ms after the mark wherever the player landed, then walked back one render quantum at a time while the recording matches it sample for sample; since 2026-11-27: before, the source from ${SEEK_SECONDS} s was correlated as for an opening, which read some clips one chord period (18–24 ms) late for every player, and missed shaka, which lands 22 ms past ${SEEK_SECONDS} s, in most trials). The first 5–8 ms of a seek's music are the restarted decoder's wrong output in every player, so no seek reads under that; resume: the first sample above −60 dBFS; pause: the start of the first run of ${SILENT_RUN_MS} ms below −60 dBFS. Resolution one render quantum (2.9 ms). "playing": the next \`playing\` event of any media element after the call.`,
        'Breakdown: the page\'s PerformanceResourceTiming entries that start in the step\'s window, grouped by what they fetch (chunk = every lazy chunk of the script tag or of the app bundle fetched in the step: the backend, the source reader of the gapless engine (gapless-source.setup), play activity; API = catalogue and account calls; web playback; manifest = master and media playlists; licence; init segment; segments, and the first segment alone), each as the first request\'s start → the last response\'s end; the element\'s play() call → its `playing` event; and the instance\'s playbackStateDidChange to playing.',
        'The figures (JSON `productPathMs`, per player): coldPreview and coldFull = a fresh page\'s setQueue + play() (peers: load + play of the same stream) → the first rendered samples of the song\'s opening; warm = play() of a second song whose queue the app set before (a page sets the queue of what it shows; the listener presses Play a moment later: the issue\'s “warm play → audio”; since 2026-11-27, docs/decisions.md “A queue\'s first song is loaded before its play”); newQueueToAudio = setQueue + play() at once of a song never loaded in the page, while another plays (what `warm` measured until 2026-11-27); pauseToSilence = pause() → the rendered audio falls silent; resumeToAudio = play() after that pause → sound again; skipToPreloaded = skipToNextItem() (peers: switch to their preloaded player) → the first samples of the next song; seekToAudio = seekToTime(t) (peers: currentTime = t) → the music from t is heard.',
        'Reading the breakdown: phases overlap; what the listener waits for is the longest chain of them ending at "element play() → playing". A phase that starts only when another ends is serial (for example the backend chunk after the manifests, or the licence after the init segment: both were so before issue 17). The chains as they are now: cold preview = API → the preview\'s master and media playlists (no token, so no preflight; read from the moment the queue is set, before play() is called, since 2026-11-26: before, they waited for the play\'s own start-up, some 60 ms) → init ∥ first segment → element play(), with no chunk on the path since 2026-11-27: a signed-out page fetches the play path\'s code once it is idle after configure (requestIdleCallback, at the latest 1 s; not with Save-Data on), so the settled page of these trials has it (before, the chunks were fetched when setQueue was called, in one round trip, script tag: the facades, the play-path chunk and its imports; ES modules: the app bundler\'s chunks; their arrival and run was the longest leg, about 60 ms, and a main-script request for the master playlist, removed with that change, had raced them) (a start from 0 no longer seeks the element to where it is: Chromium ran a seeking → seeked round of 3–12 ms before `playing`) (a signed-out preview plays on the gapless engine: backend mse-audio, playbackType 1; hls.js is not fetched); cold full = API ∥ backend chunk ∥ web playback at once (a songs queue naming its first song is prepared from setQueue on, task n17, and the subscription it needs was checked at start, task m17) → master → media playlist (a GET each: since 2026-11-26 they carry no token unless the app turns on the 001 §6 developer flag `mk-manifest-tokens`, so no CORS preflight; before, each paid one) → init ∥ first segment ∥ licence (the ClearKey key is named by id in the playlist, so it needs nothing from the init; the MediaKeys it needs are made when a subscriber\'s page starts or signs in, since 2026-11-26: before, the load made them first, and the licence went out after the first segment had arrived; since the same day they are also set on the element then, and a MediaSource is opened for the load that comes next, MediaSink.prepareLoad: the load opened its own, 15–45 ms, and meanwhile the CDM answered the key request 20–26 ms late instead of in 1–3 ms) → element play(); warm (since 2026-11-27) = the licence (asked at the press: it starts a lease) → element play(): everything else, the web playback, playlists, init, first segments and the key session\'s challenge, was done when the queue was set, while nothing played; newQueue = API ∥ web playback → master → media playlist (no preflight, as above) → init ∥ first segment ∥ licence (its key session asked within the sink\'s load: task m17; since 2026-11-26 the open MediaSource is kept, emptied, and the element moved to the start as the load begins: before, a new one was opened, about 35 ms, and the CDM gave its key message only once it was open) → element play(), without chunks (code and connections are the page\'s already); skip = no request at all once the current track is fully buffered (as in these trials): the preloaded next track is then in the SourceBuffer behind it, and skipping is a seek within the buffer, made within the skip\'s call once the next track is prepared and its keys granted (no await before it); seek = element.currentTime within the buffered range, deferred only while an append is in flight (001 §4 Stream buffering). Requests the instance makes for the next item (its preload, which a seek past 30 % triggers) show up in the seek window: they are not on the seek\'s path. Nothing else loads in a cold press\'s window since 2026-11-26: the OS media controls, playback targets and the queue keeper load once the play is answered (the keeper also a second after a first queue no play follows; playback targets loaded with the first sink until the second session of 2026-11-26) (docs/decisions.md "What waits for the press"; before, their chunks were fetched, compiled and run between the catalogue\'s answer and the first playlist).',
        'Issue 17 follow-up (written when `warm` was what newQueue is now), where that press\'s floor is, per phase, in round trips to the provider (to the emulator on this machine about 5–10 ms each when quiet, several times that under load; read them off the breakdown tables): web playback 1 (002 §7: the asset URL and key URLs come from it; the peers have no such step, and it runs beside the catalogue request); master playlist 1 and media playlist 1 (as the peers; until 2026-11-26 a CORS preflight each as well, since the tokens went with them: the 001 §6 developer flag is now off by default, docs/decisions.md "What stays on the press\'s path"); then the init and first segment (1) beside the licence (1, after the CDM\'s message, which Chromium\'s ClearKey took 10–25 ms to give, for hls.js too; MediaKit\'s traces show that delay while a MediaSource is being opened, and 1–3 ms otherwise); then the append and the element\'s start (a few ms). About 4 round trips in turn against the peers\' 3, plus the CDM\'s message, so a warm press at or under 30 ms is out of reach on this emulator (hls.js, without web playback, measured 41–70 ms in the three runs of 2026-11-26 evening, MediaKit 70–99). Preview skip: 002 §4 turns preloading off for previews, so a skip between previews fetches the next playlist pair, init and first segment (the peers preload theirs). Cold: a signed-out page fetches the engine\'s code once idle after configure, before any queue (since 2026-11-27; before, at setQueue, on the press\'s path: script-tag cold preview 150.9 ms before and 90.0 after in runs of the same hour, PRODUCT_PATH_PLAYERS=mediakit), the script tag as one play-path chunk behind three small facades (a dozen small chunks in two steps before 2026-11-26: about 100 ms more), asked for with them in one round trip since the main script names the play path and its imports beside each chunk that imports it (2026-11-26; before, a facade had to arrive first); the npm app\'s first load (issue 14) still counts only what its page needs before setQueue, since the app there sets its queue at once; a subscriber\'s page has the whole of it, the backend and its sink from start (page settled before the clock; before 2026-11-26 the backend came at setQueue, after the playlists). Seek: the seeker\'s code (the while-playing chunk) is fetched once the first item plays, so the first seek no longer waits for it (it did, about 30 ms, in the run before). Reading the seek figures: until 2026-11-27 they followed the clip, not the run (MediaKit\'s seeks read 0–12 ms on clip04, clip07 and clip12 and 18–32 ms on clip10 and clip02 in every run, with `seeked` 8–11 ms after the call on all of them), because the correlation of the music at 4 s, a held chord, has peaks one common period (18–24 ms) apart and picked the neighbour on some clips; and shaka, which lands 22 ms past 4 s, was found in 2–4 of 7 trials. With the onset detector (seek-onset.ts) every player reads 7.8 ms in most trials and 10.7–19.4 ms in the others: in the recording the old music stops at the mark, the restarted decoder\'s first 5–8 ms do not match the source in any player, and the music from t follows in the first or the next batch the recorder is handed (8.7 ms apart). Which batch a trial gets did not follow the element\'s `seeked` (MediaKit\'s fell from 7–10 ms to 6–7 ms after the call once nothing else ran on the main thread during a seek, 2026-11-27, and its share of 7.8 ms trials stayed about the same), so a 7-trial median of either 7.8 or 10.7–16.5 ms is the same seek for every player. Where the instance\'s own part ends (trace marks, second session of 2026-11-26, script tag and ES modules alike): a seek sets the element\'s currentTime 1.7–2.1 ms after seekToTime() and a skip to the preloaded track 2.6–4.7 ms after skipToNextItem(); Chromium then fires `seeked` at 4–5 ms (clear) or 9–13 ms (ClearKey) for a seek and at 5–9 ms for a skip. The rest of either figure is the browser\'s output and the detector\'s reading: one clip\'s skip measured 26.9 ms in both builds with `seeked` at 5–6 ms.',
        'The JSON `productPathMs` holds medians: coldPreview and coldFull from their own trials; warm, pauseToSilence, resumeToAudio, skipToPreloaded, seekToAudio and newQueueToAudio from the full-track (ClearKey) trials. `productPathPlayingMs` holds the same to the `playing` event; `productPathBreakdownMs` the phases.',
        `What the instance reported at the end of a trial: script tag ${facts('mediakit', 'preview')} (preview), ${facts('mediakit', 'full')} (full); modules ${facts('mediakitModules', 'full')} (full).`,
      ],
      tables: [headline, breakdown('mediakit'), breakdown('mediakitModules'), breakdown('hlsjs'), breakdown('shaka')],
      pending,
      elapsedMs: performance.now() - started,
    },
    json: {
      productPathMs: Object.fromEntries(PRODUCT_PLAYERS.map((p) => [p.key, jsonOf(p.key)])),
      productPathPlayingMs: Object.fromEntries(PRODUCT_PLAYERS.map((p) => [p.key, playingJsonOf(p.key)])),
      productPathBreakdownMs: breakdownJson,
    },
  };
}

/** Samples the page's main thread every 100 µs until `stop()` (PRODUCT_PATH_PROFILE). */
async function startProfiler(page: Page): Promise<{ stop(): Promise<unknown> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const startedAt = await page.evaluate(() => performance.now());
  return {
    stop: async () => ({ startedAt, profile: (await cdp.send('Profiler.stop')).profile }),
  };
}
