/**
 * Comparison 2: time to first audio, cold, and skip latency to a preloaded track, for MediaKit,
 * hls.js and shaka, on clear and ClearKey-protected tracks.
 *
 * - Cold: a fresh browser context per trial (empty HTTP cache); the page and its player code
 *   are loaded first; the clock starts when the app asks for the track (load) and stops at the
 *   element's `playing` event. Each player starts playback its documented way (hls.js: play()
 *   at MANIFEST_PARSED; shaka: autoplay attribute and load(); MediaKit: sink.load() then play()).
 * - Skip: while a track plays, the next one is preloaded (each player's own way), then skipped
 *   to; latency = from the skip request to the first sample of the new track's music in the
 *   recorded audio (found by correlation with the source), so it counts only what is heard.
 * - ClearKey: peers get the keys from tracks.json (shaka: drm.clearKeys; hls.js: a licence URL
 *   on the bench server answering from the same keys); MediaKit's sink gets a LicenseExchange
 *   answering from the same keys. The emulator's licence server is not in the timed path.
 */
import { renderSourceSignal } from '../media/source-signal.ts';
import type { TrackFixture } from '../media/track-fixture.types.ts';
import { PLAYERS, openPlayer, type BrowserBenchContext, type PlayerKey } from './bench-players.ts';
import type { ComparisonResult, MarkdownTable } from './bench-report.types.ts';
import { benchTrack } from './bench-tracks.ts';
import { measureSkip, SKIP_TEMPLATE_FRAMES } from './join-detector.ts';
import type { BenchPageApi, SkipRunResult, TtfaTrialResult } from './pages/bench-page.types.ts';
import { decodeRecording } from './recording-decoder.ts';
import { formatSummary, ratio, summarize, type Summary } from './stats-summary.ts';

const ORDER: readonly PlayerKey[] = ['mediakit', 'hlsjs', 'shaka'];
type Variant = 'clear' | 'clearkey';
const VARIANTS: readonly Variant[] = ['clear', 'clearkey'];

interface CellResult {
  readonly values: readonly (number | null)[];
  readonly secondary?: readonly (number | null)[];
  readonly notes: readonly string[];
}

/** Skip latencies in the audio, one per skip mark of the run. */
export function analyseSkips(run: SkipRunResult, fixtures: readonly TrackFixture[]): { latencies: (number | null)[]; notes: string[] } {
  const recording = decodeRecording(run.recording);
  const latencies: (number | null)[] = [];
  const notes: string[] = [];
  for (const fixture of fixtures.slice(1)) {
    const mark = recording.marks.get(`skip:${fixture.id}`);
    if (mark === undefined) continue;
    const template = renderSourceSignal(fixture.sourceStartSample, SKIP_TEMPLATE_FRAMES);
    const found = measureSkip({ recording: recording.samples, sampleRate: recording.sampleRate, markFrame: mark, template, searchMs: 1_500 });
    if (found.latencyMs === null) notes.push(`skip to ${fixture.id}: its opening was not found in the audio within 1.5 s (best correlation ${found.score.toFixed(2)})`);
    latencies.push(found.latencyMs);
  }
  return { latencies, notes };
}

export async function runTimeToAudio(ctx: BrowserBenchContext, coldTrials = 9, skipTracks = 6): Promise<ComparisonResult> {
  const started = performance.now();
  const pending: string[] = [];
  const cold = new Map<string, CellResult>();
  const skip = new Map<string, CellResult>();
  const cell = (key: PlayerKey, variant: Variant): string => `${key}/${variant}`;

  for (const key of ORDER) {
    const player = PLAYERS[key];
    for (const variant of VARIANTS) {
      ctx.progress(`first audio: ${player.label}, ${variant}, ${coldTrials} cold trials`);
      const values: (number | null)[] = [];
      const playValues: (number | null)[] = [];
      const notes: string[] = [];
      for (let trial = 0; trial < coldTrials; trial++) {
        const fixture = ctx.fixtures[trial % ctx.fixtures.length] as TrackFixture;
        const opened = await openPlayer(ctx, player);
        try {
          if (!opened.readiness.ok) {
            notes.push(opened.readiness.reason ?? 'not ready');
            break;
          }
          const result: TtfaTrialResult = await opened.page.evaluate(
            (track) => (window.__bench as BenchPageApi).runTtfa(track),
            benchTrack(ctx.origin, fixture, variant === 'clearkey'),
          );
          values.push(result.loadToPlayingMs);
          playValues.push(result.playToPlayingMs);
          if (result.error) notes.push(`${fixture.id}: ${result.error}`);
        } finally {
          await opened.close();
        }
      }
      cold.set(cell(key, variant), { values, secondary: playValues, notes });

      ctx.progress(`skip: ${player.label}, ${variant}, ${skipTracks - 1} skips`);
      const fixtures = ctx.fixtures.slice(0, skipTracks);
      const opened = await openPlayer(ctx, player);
      try {
        if (!opened.readiness.ok) {
          skip.set(cell(key, variant), { values: [], notes: [opened.readiness.reason ?? 'not ready'] });
          continue;
        }
        const run = await opened.page.evaluate(
          ([tracks, options]) => (window.__bench as BenchPageApi).runSkips(tracks, options),
          [fixtures.map((f) => benchTrack(ctx.origin, f, variant === 'clearkey')), { playSeconds: 1.2, afterSkipSeconds: 0.6, timeoutMs: 5_000 }] as const,
        );
        const analysed = analyseSkips(run, fixtures);
        skip.set(cell(key, variant), {
          values: analysed.latencies,
          secondary: run.trials.map((t) => t.skipToPlayingEventMs),
          notes: [...analysed.notes, ...run.trials.flatMap((t) => (t.error ? [t.error] : [])), ...(run.error ? [`run stopped: ${run.error}`] : [])],
        });
      } finally {
        await opened.close();
      }
    }
  }

  const summaryOf = (m: Map<string, CellResult>, key: PlayerKey, variant: Variant, secondary = false): Summary | null => {
    const c = m.get(cell(key, variant));
    return summarize((secondary ? c?.secondary : c?.values) ?? []);
  };
  for (const [name, m] of [['first audio', cold], ['skip', skip]] as const) {
    for (const [id, c] of m) {
      const [key, variant] = id.split('/') as [PlayerKey, Variant];
      const measured = c.values.filter((v) => v !== null).length;
      if (measured === 0) pending.push(`${PLAYERS[key].label}, ${variant}, ${name}: not measured — ${[...new Set(c.notes)].join('; ') || 'no value'}`);
      else if (c.notes.length > 0) pending.push(`${PLAYERS[key].label}, ${variant}, ${name}: ${measured} measured; ${[...new Set(c.notes)].join('; ')}`);
    }
  }

  const table = (m: Map<string, CellResult>, caption: string, primary: string, secondary: string): MarkdownTable => ({
    caption,
    headers: ['player', 'tracks', primary, secondary, 'MediaKit ÷ this (median)'],
    rows: ORDER.flatMap((key) =>
      VARIANTS.map((variant) => {
        const s = summaryOf(m, key, variant);
        const mk = summaryOf(m, 'mediakit', variant);
        return [
          PLAYERS[key].label,
          variant === 'clear' ? 'clear' : 'ClearKey (CENC)',
          formatSummary(s),
          formatSummary(summaryOf(m, key, variant, true)),
          key === 'mediakit' ? '—' : (ratio(mk?.median, s?.median)?.toFixed(2) ?? 'n/a'),
        ];
      }),
    ),
  });
  const median = (m: Map<string, CellResult>, variant: Variant): Record<string, number | null> =>
    Object.fromEntries(ORDER.map((key) => [key, summaryOf(m, key, variant)?.median ?? null]));
  return {
    section: {
      title: '2. Time to first audio and skip latency',
      method: [
        `Cold: ${coldTrials} trials per cell, each in a fresh browser context (empty cache), a different clip each trial. Clock: the app asks for the track → the element's \`playing\` event. Second column: from the player's play() call (hls.js: at MANIFEST_PARSED; shaka: after load() resolves, autoplay already set; MediaKit: after sink.load() resolves).`,
        `Skip: one page per cell plays clip01, then ${skipTracks - 1} times: preload the next clip, let the current one play 1.2 s in all, skip. Latency is measured in the recorded audio: from the skip request (the AudioContext's render position read at that instant) to the first samples of the new clip's music, located by correlation with the source; resolution one render quantum (128 frames, 2.9 ms), so 0.0 means under 2.9 ms. Second column: to the \`playing\` event, where one fires.`,
        'Preloading: hls.js has none, so the next track gets its own Hls instance and element, buffered ahead (FRAG_BUFFERED); shaka: player.preload() (manifest and init segment, by its design) then load(preloadManager); MediaKit: sink.preload(next) then load(next), which the sink promotes without refetching.',
        'First audio "with the next track preloaded" is the skip table: a preloaded track only ever starts when the listener (or the end of the current track, comparison 1) moves to it.',
        'MediaKit pays the master and media playlist fetches inside the timed window, as the peers do inside their load().',
        'ClearKey: the peers get the keys from tracks.json (shaka drm.clearKeys; hls.js a licence URL on the bench server answering from those keys); MediaKit\'s sink gets a LicenseExchange answering from the same keys. The core\'s licence client and the emulator\'s licence server are not in this path.',
      ],
      tables: [
        table(cold, 'Cold time to first audio, ms: median (min–max, n)', 'load → playing', 'play() → playing'),
        table(skip, 'Skip to the preloaded track, ms: median (min–max, n)', 'skip → first audio of the new track', 'skip → playing event'),
      ],
      pending,
      elapsedMs: performance.now() - started,
    },
    json: {
      ttfaMs: median(cold, 'clear'),
      ttfaClearKeyMs: median(cold, 'clearkey'),
      skipToPreloadedMs: median(skip, 'clear'),
      skipToPreloadedClearKeyMs: median(skip, 'clearkey'),
    },
  };
}
