/**
 * Comparison 6: one hour of music through a single-SourceBuffer engine, fast-forwarded, to see
 * whether what is buffered stays bounded and whether the page's heap grows.
 *
 * The hour is played at playbackRate 16 (Chromium's ceiling) and each track is entered at
 * SKIP_FRACTION of its length by a seek, so the engine still fetches, appends and joins every
 * track of the hour, in a minute or so of wall time. The Node side samples the heap over CDP
 * (HeapProfiler.collectGarbage, then Runtime.getHeapUsage) while the page plays, so a sample
 * is what survives a full GC: growth there is a leak, not garbage waiting for collection.
 */
import type { CDPSession } from '@playwright/test';
import type { TrackFixture } from '../media/track-fixture.types.ts';
import { PLAYERS, openPlayer, type BrowserBenchContext, type PlayerKey } from './bench-players.ts';
import type { ComparisonResult, MarkdownTable } from './bench-report.types.ts';
import { benchTrack } from './bench-tracks.ts';
import type { BenchPageApi, LongPlaybackRunResult } from './pages/bench-page.types.ts';

const TARGET_MEDIA_SECONDS = 3_600;
const PLAYBACK_RATE = 16;
const SKIP_FRACTION = 0.9;
const ORDER: readonly PlayerKey[] = ['mediakit', 'naiveMse'];

export interface HeapSample {
  readonly wallMs: number;
  readonly mediaSeconds: number;
  readonly usedBytes: number;
  readonly bufferedSeconds: number;
}

interface EngineRun {
  readonly key: PlayerKey;
  readonly run?: LongPlaybackRunResult;
  readonly heap: readonly HeapSample[];
  readonly reason?: string;
}

/** Heap growth between the first quarter and the last quarter of the samples (median of each), bytes. */
export function heapGrowth(samples: readonly HeapSample[]): number | null {
  if (samples.length < 4) return null;
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const median = (xs: readonly number[]): number => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? (s[(s.length - 1) / 2] as number) : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
  };
  return median(samples.slice(-quarter).map((s) => s.usedBytes)) - median(samples.slice(0, quarter).map((s) => s.usedBytes));
}

async function sampleHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize;
}

/** `targetMediaSeconds` below the hour is the short mode (`--only long-playback --minutes N`), never written to the docs. */
export async function runLongPlayback(ctx: BrowserBenchContext, wallBudgetMs = 100_000, targetMediaSeconds = TARGET_MEDIA_SECONDS): Promise<ComparisonResult> {
  const started = performance.now();
  const pending: string[] = [];
  const runs: EngineRun[] = [];
  const clips = ctx.fixtures;
  const averageSeconds = clips.reduce((sum, f) => sum + f.sampleCount / f.sampleRate, 0) / clips.length;
  const count = Math.ceil(targetMediaSeconds / averageSeconds) + 2;
  // Unique ids per pass, so every track of the hour is a new item to the engine.
  const tracks = Array.from({ length: count }, (_, i) => {
    const fixture = clips[i % clips.length] as TrackFixture;
    return benchTrack(ctx.origin, fixture, false, `${fixture.id}@${Math.floor(i / clips.length)}`);
  });
  const bytesPerSecond = clips.reduce((sum, f) => sum + f.clear.bytes, 0) / clips.reduce((sum, f) => sum + f.sampleCount / f.sampleRate, 0);

  for (const key of ORDER) {
    const player = PLAYERS[key];
    ctx.progress(`long playback: ${player.label}, ${targetMediaSeconds / 60} min of music at ${PLAYBACK_RATE}x, entering each track at ${SKIP_FRACTION * 100}%`);
    const opened = await openPlayer(ctx, player);
    try {
      if (!opened.readiness.ok) {
        pending.push(`${player.label}: not measured — ${opened.readiness.reason ?? 'not ready'}`);
        runs.push({ key, heap: [], reason: opened.readiness.reason ?? 'not ready' });
        continue;
      }
      const cdp = await opened.context.newCDPSession(opened.page);
      const heap: HeapSample[] = [];
      const t0 = performance.now();
      let done = false;
      const running = opened.page
        .evaluate(
          ([t, options]) => (window.__bench as BenchPageApi).runLongPlayback(t, options),
          [tracks, { targetMediaSeconds, playbackRate: PLAYBACK_RATE, skipFraction: SKIP_FRACTION, sampleEveryMediaSeconds: 300, wallTimeoutMs: wallBudgetMs }] as const,
        )
        .finally(() => {
          done = true;
        });
      let lastReport = 0;
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        if (done) break;
        try {
          const progress = await opened.page.evaluate(() => window.__benchProgress);
          const usedBytes = await sampleHeap(cdp);
          if (progress) {
            heap.push({ wallMs: performance.now() - t0, mediaSeconds: progress.mediaSeconds, usedBytes, bufferedSeconds: progress.bufferedSeconds });
            if (progress.mediaSeconds - lastReport >= 600) {
              lastReport = progress.mediaSeconds;
              ctx.progress(`long playback: ${player.label}: ${(progress.mediaSeconds / 60).toFixed(0)} min, heap ${(usedBytes / 1e6).toFixed(1)} MB, buffered ${progress.bufferedSeconds.toFixed(0)} s`);
            }
          }
        } catch {
          // The page may be between evaluations; the next tick samples again.
        }
      }
      const run = await running;
      if (run.error) pending.push(`${player.label}: stopped after ${(run.mediaSeconds / 60).toFixed(1)} min of music — ${run.error}`);
      else if (run.missedJoins > 0) pending.push(`${player.label}: ${run.missedJoins} join(s) did not happen within 10 s at ${PLAYBACK_RATE}x; the run skipped to the preloaded track each time and went on.`);
      runs.push({ key, run, heap });
    } finally {
      await opened.close();
    }
  }

  const mb = (bytes: number | null | undefined): string => (bytes === null || bytes === undefined ? 'n/a' : (bytes / 1e6).toFixed(2));
  const table: MarkdownTable = {
    headers: ['engine', 'music played through', 'audible stalls (silent runs ≥ 10 ms)', 'longest audible stall ms', 'seek gaps excused', 'joins missed (skipped past)', 'wall time s', 'max buffered s', '≈ max buffered MB', 'heap after GC: first → last MB', 'heap growth MB (last quarter − first quarter)', 'heap samples'],
    rows: runs.map((r) => {
      const run = r.run;
      if (!run) return [PLAYERS[r.key].label, 'not run', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', '0'];
      const heard = run.audible.audibleSeconds > 0;
      const maxBuffered = Math.max(0, ...run.samples.map((s) => s.bufferedSeconds), ...r.heap.map((s) => s.bufferedSeconds));
      const last = run.samples[run.samples.length - 1];
      return [
        PLAYERS[r.key].label,
        `${(run.mediaSeconds / 60).toFixed(1)} min, ${last?.tracksStarted ?? 0} tracks`,
        heard ? String(run.audible.stalls) : 'not measured (nothing audible was recorded)',
        heard ? run.audible.longestStallMs.toFixed(1) : 'n/a',
        String(run.audible.excused),
        String(run.missedJoins),
        ((last?.wallMs ?? 0) / 1000).toFixed(1),
        maxBuffered.toFixed(1),
        mb(maxBuffered * bytesPerSecond),
        r.heap.length ? `${mb(r.heap[0]?.usedBytes)} → ${mb(r.heap[r.heap.length - 1]?.usedBytes)}` : 'n/a',
        mb(heapGrowth(r.heap)),
        String(r.heap.length),
      ];
    }),
  };
  const trace: MarkdownTable = {
    caption: 'Buffered seconds over the run (page samples every 5 min of music)',
    headers: ['engine', ...Array.from({ length: 13 }, (_, i) => `${i * 5} min`)],
    rows: runs.filter((r) => r.run).map((r) => [
      PLAYERS[r.key].label,
      ...Array.from({ length: 13 }, (_, i) => {
        const s = r.run?.samples.find((x) => x.mediaSeconds >= i * 300);
        return s ? s.bufferedSeconds.toFixed(0) : '—';
      }),
    ]),
  };
  return {
    section: {
      title: '6. Long playback: one hour through one SourceBuffer',
      method: [
        `${tracks.length} tracks (clip01..clip12 cycled, each with a new id) = ${(targetMediaSeconds / 60).toFixed(0)} min of music, played at playbackRate ${PLAYBACK_RATE}; each track is entered at ${SKIP_FRACTION * 100}% of its length by a seek, so the engine fetches, appends and joins every track of the hour while the wall clock stays near a minute per engine.`,
        'A join the engine does not make within 10 s is counted as missed and passed by a skip to the preloaded track (more than 5 end the run).',
        'The next track is preloaded as soon as one becomes current (MediaKit: sink.preload(next); naive MSE: appended at buffered.end, never removed: it relies on the browser evicting).',
        'Where both engines level off at the same buffered length, that level is the browser\'s own eviction: the naive engine never removes anything itself.',
        `Buffered = the sum of the element's buffered ranges; ≈ MB uses the fixtures' mean ${Math.round(bytesPerSecond).toLocaleString('en-US')} bytes per second of music. Heap: CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage every 2.5 s while the page plays.`,
        'hls.js and shaka are not run here: they play one source per instance, so nothing accumulates across tracks by design.',
        'Audible stalls: what the element renders is recorded (Web Audio, as in comparison 1; Chromium renders audio at 16x, time-compressed) and each batch goes through tools/bench/silent-run-tracker.ts as it arrives: a silent run (both channels below 0.001, −60 dBFS) of 10 ms or more is a stall a listener hears, unless the run caused it: before the first sound, after the last, or the gap of one of the run\'s own seeks (a silent run starting within 250 ms after the seek was asked, or 20 ms before; counted as "seek gaps excused"). Joins are not excused, nor is the silence of a missed join: a gap there is a stall.',
        '`waiting` events outside a seek are still counted in the JSON (waitingEventsOutsideSeeks) but not shown: an element fires `waiting` when its buffer runs dry for a moment, which need not be heard (the audio device still has frames queued), so the recording decides. The JSON keeps up to 20 stalls with their recorder frame (audibleStalls.examples).',
        'Why the metric changed (issue 21): the earlier runs counted 423 `waiting` events outside seeks for MediaKit and 326 for naive MSE, the same counts days apart. Nearly all come right after the run\'s own seek into 90 % of each track at 16x, when the element waits for the new position\'s data; a count of events cannot say whether anything was heard, so the section now reports silent runs in the recording instead.',
      ],
      tables: [table, trace],
      pending,
      elapsedMs: performance.now() - started,
    },
    json: {
      longPlayback: Object.fromEntries(
        ORDER.map((key) => {
          const r = runs.find((x) => x.key === key);
          if (!r?.run) return [key, null];
          const maxBuffered = Math.max(0, ...r.run.samples.map((s) => s.bufferedSeconds), ...r.heap.map((s) => s.bufferedSeconds));
          return [
            key,
            {
              mediaSeconds: r.run.mediaSeconds,
              maxBufferedSeconds: maxBuffered,
              maxBufferedBytesEstimate: Math.round(maxBuffered * bytesPerSecond),
              heapFirstBytes: r.heap[0]?.usedBytes ?? null,
              heapLastBytes: r.heap[r.heap.length - 1]?.usedBytes ?? null,
              heapGrowthBytes: heapGrowth(r.heap),
              waitingEventsOutsideSeeks: r.run.stalls,
              audibleStalls: r.run.audible,
              missedJoins: r.run.missedJoins,
              completed: !r.run.error,
            },
          ];
        }),
      ),
    },
  };
}
