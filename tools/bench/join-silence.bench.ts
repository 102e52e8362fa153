/**
 * Comparison 1: silence and shift at the joins between consecutive tracks, in audio rendered
 * by Chromium and recorded through Web Audio, against the continuous source signal.
 *
 * To keep the run short, each track is played only from `LEAD_SECONDS` before its end (a seek
 * right after it starts); the join itself is played normally, through each player's own way of
 * moving to the next track. Clear tracks only: encryption does not change the timeline, and the
 * ClearKey start-up burst (MEDIA-FACTS) would only add noise; ClearKey is covered by comparison 2.
 */
import type { TrackFixture } from '../media/track-fixture.types.ts';
import { renderSourceSignal } from '../media/source-signal.ts';
import { PLAYERS, openPlayer, type BrowserBenchContext, type PlayerKey } from './bench-players.ts';
import type { ComparisonResult, MarkdownTable } from './bench-report.types.ts';
import { benchTrack } from './bench-tracks.ts';
import { measureJoin, type JoinMeasurement } from './join-detector.ts';
import type { BenchPageApi, JoinRunResult } from './pages/bench-page.types.ts';
import { decodeRecording } from './recording-decoder.ts';
import { ratio, summarize } from './stats-summary.ts';

const LEAD_SECONDS = 2;
const AFTER_JOIN_SECONDS = 1;
/** Skip this long after each seek mark before anchoring (seek latency and start-up bursts). */
const SETTLE_SECONDS = 0.35;
const ORDER: readonly PlayerKey[] = ['mediakit', 'hlsjs', 'shaka', 'naiveMse'];

interface PlayerJoins {
  readonly key: PlayerKey;
  readonly joins: readonly (JoinMeasurement | null)[];
  readonly error?: string;
  readonly via?: string;
}

/** Analyses a join run: one measurement per join, null where the join was never reached. */
export function analyseJoins(result: JoinRunResult, fixtures: readonly TrackFixture[], sourceCache: Map<number, { source: Float32Array; offset: number }>): (JoinMeasurement | null)[] {
  const recording = decodeRecording(result.recording);
  const settle = Math.round(SETTLE_SECONDS * recording.sampleRate);
  const out: (JoinMeasurement | null)[] = [];
  for (let j = 0; j + 1 < fixtures.length; j++) {
    const next = fixtures[j + 1] as TrackFixture;
    const start = recording.marks.get(`seek:${j}`);
    if (start === undefined || !result.currentOrder.includes(next.id)) {
      out.push(null);
      continue;
    }
    const end = recording.marks.get(`seek:${j + 1}`) ?? recording.frames;
    const boundary = next.sourceStartSample;
    let cached = sourceCache.get(boundary);
    if (!cached) {
      const offset = Math.max(0, boundary - 4 * next.sampleRate);
      cached = { source: renderSourceSignal(offset, boundary - offset + Math.round(2.5 * next.sampleRate)), offset };
      sourceCache.set(boundary, cached);
    }
    out.push(
      measureJoin({
        recording: recording.samples,
        sampleRate: recording.sampleRate,
        segmentStart: start + settle,
        segmentEnd: end,
        source: cached.source,
        sourceOffset: cached.offset,
        boundary,
      }),
    );
  }
  return out;
}

const ms = (v: number | null | undefined, digits = 1): string => (v === null || v === undefined ? 'n/a' : v.toFixed(digits));

export async function runJoinSilence(ctx: BrowserBenchContext, trackCount = 10): Promise<ComparisonResult> {
  const started = performance.now();
  const fixtures = ctx.fixtures.slice(0, trackCount);
  const tracks = fixtures.map((f) => benchTrack(ctx.origin, f, false));
  const sourceCache = new Map<number, { source: Float32Array; offset: number }>();
  const results: PlayerJoins[] = [];
  const pending: string[] = [];

  for (const key of ORDER) {
    const player = PLAYERS[key];
    ctx.progress(`joins: ${player.label}, ${fixtures.length} tracks`);
    const opened = await openPlayer(ctx, player);
    try {
      if (!opened.readiness.ok) {
        pending.push(`${player.label}: not measured — ${opened.readiness.reason ?? 'not ready'}`);
        results.push({ key, joins: [], error: opened.readiness.reason ?? 'not ready' });
        continue;
      }
      const run = await opened.page.evaluate(
        ([t, options]) => (window.__bench as BenchPageApi).runJoins(t, options),
        [tracks, { leadSeconds: LEAD_SECONDS, afterJoinSeconds: AFTER_JOIN_SECONDS, joinTimeoutMs: 8_000 }] as const,
      );
      const joins = analyseJoins(run, fixtures, sourceCache);
      if (run.error) pending.push(`${player.label}: the run stopped early — ${run.error}`);
      results.push({ key, joins, ...(run.error ? { error: run.error } : {}), ...(opened.readiness.via ? { via: opened.readiness.via } : {}) });
    } finally {
      await opened.close();
    }
  }

  // A join whose second anchor failed still has a measured silence (a long one, usually): it
  // counts for the worst silence; only joins that could not be located at all are left out.
  const located = (r: PlayerJoins): JoinMeasurement[] => r.joins.filter((j): j is JoinMeasurement => j !== null && j.silenceMeasured);
  const worst = (r: PlayerJoins): { silence: number | null; shift: number | null; step: number | null; measured: number } => {
    const ok = located(r);
    if (ok.length === 0) return { silence: null, shift: null, step: null, measured: 0 };
    const shifts = ok.filter((j) => j.shiftMs !== null);
    return {
      silence: Math.max(...ok.map((j) => j.silenceMs)),
      shift: shifts.length === 0 ? null : shifts.reduce((w, j) => (Math.abs(j.shiftMs ?? 0) > Math.abs(w) ? (j.shiftMs ?? 0) : w), 0),
      step: Math.max(...ok.map((j) => j.largestStep)),
      measured: ok.length,
    };
  };
  const mediakitWorst = worst(results.find((r) => r.key === 'mediakit') as PlayerJoins).silence;
  const summary: MarkdownTable = {
    caption: `Per player over ${fixtures.length - 1} joins (clip01 → clip${String(fixtures.length).padStart(2, '0')}, clear)`,
    headers: ['player', 'joins measured', 'worst silence ms', 'silence ms: median (min–max)', 'worst shift ms', 'shift ms: median (min–max)', 'largest sample step', 'MediaKit worst silence ÷ this'],
    rows: results.map((r) => {
      const w = worst(r);
      const ok = located(r);
      const silence = summarize(ok.map((j) => j.silenceMs));
      const shift = summarize(ok.map((j) => j.shiftMs));
      return [
        PLAYERS[r.key].label,
        `${w.measured}/${fixtures.length - 1}`,
        ms(w.silence),
        silence ? `${ms(silence.median)} (${ms(silence.min)}–${ms(silence.max)})` : 'n/a',
        ms(w.shift),
        shift ? `${ms(shift.median)} (${ms(shift.min)}–${ms(shift.max)})` : 'n/a',
        ms(w.step, 3),
        r.key === 'mediakit' ? '—' : (ratio(mediakitWorst, w.silence)?.toFixed(2) ?? 'n/a'),
      ];
    }),
  };
  const perJoin: MarkdownTable = {
    caption: 'Each join: silence ms / shift ms (positive shift = the next track plays late, negative = audio lost)',
    headers: ['join', ...results.map((r) => PLAYERS[r.key].label)],
    rows: fixtures.slice(0, -1).map((f, j) => [
      `${f.id} → ${(fixtures[j + 1] as TrackFixture).id}`,
      ...results.map((r) => {
        const m = r.joins[j];
        if (!m) return r.joins.length === 0 ? 'not run' : 'not reached';
        if (!m.silenceMeasured) return `unmeasured (${m.problem ?? ''})`;
        return `${ms(m.silenceMs)} / ${m.shiftMs === null ? 'n/a' : (m.shiftMs >= 0 ? '+' : '') + ms(m.shiftMs)}`;
      }),
    ]),
  };
  const jsonOf = (pick: (w: ReturnType<typeof worst>) => number | null): Record<string, number | null> =>
    Object.fromEntries(results.map((r) => [r.key, pick(worst(r))]));
  const via = results.find((r) => r.key === 'mediakit')?.via;
  return {
    section: {
      title: '1. Join silence between consecutive tracks',
      method: [
        'Chromium renders, Web Audio records: AudioContext at 44.1 kHz → createMediaElementSource(element) → an AudioWorklet copying every frame (tools/bench/pages/audio-recorder.ts). Every player element is routed the moment it gets a source.',
        `Each track plays from ${LEAD_SECONDS} s before its end (one seek), through the join, and ${AFTER_JOIN_SECONDS} s into the next; the recording is compared with the continuous source (tools/media/source-signal.ts) by normalised cross-correlation: an anchor before each join, another after it.`,
        'silence = longest run with both channels below 0.001 (−60 dBFS) between the anchors; shift = how much later (+) or earlier (−) the next track plays than in the continuous source. Natural zero crossings give runs of one or two samples (0.02–0.05 ms).',
        'hls.js: one Hls instance and <audio> per track (hls.js has no queue or preload API); the next one is loaded and buffered ahead on its own element and started at `ended` (the best an hls.js app can do, so hls.js is not handicapped). shaka: `player.preload(next)` then `player.load(preloadManager)` at `ended`. naive MSE: one SourceBuffer, whole tracks appended with timestampOffset = buffered.end. MediaKit: its mse-audio sink, `load`/`play`/`preload(next)`, joins on its own.',
        ...(via ? [`MediaKit's sink was obtained via: ${via}.`] : []),
        'Clear tracks only: ClearKey changes nothing on the timeline (MEDIA-FACTS) and is covered by comparison 2.',
      ],
      tables: [summary, perJoin],
      pending,
      elapsedMs: performance.now() - started,
    },
    json: {
      joinSilenceMs: jsonOf((w) => w.silence),
      joinShiftMs: jsonOf((w) => w.shift),
      joinsMeasured: Object.fromEntries(results.map((r) => [r.key, worst(r).measured])),
      joinDetail: Object.fromEntries(results.map((r) => [r.key, r.joins.map((j) => (j ? { silenceMs: j.silenceMs, shiftMs: j.shiftMs, largestStep: j.largestStep, ...(j.problem ? { problem: j.problem } : {}) } : null))])),
    },
  };
}
