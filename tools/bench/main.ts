/**
 * `npm run bench`: MediaKit beside hls.js, shaka-player and the other peers, on this machine,
 * on the emulator's media, in one run; writes docs/benchmarks.md and docs/benchmarks.json.
 *
 * Order: the Node-only comparisons first (parsing, queue), while no browser of ours is
 * running; then the pages are built and served by the emulator's `fallback`, and the
 * in-browser comparisons run one page at a time in one headless Chromium.
 *
 * Benchmarks are not tests (DESIGN.md): nothing here passes or fails on a figure. A comparison
 * that cannot run (MediaKit's engine or build not there yet) is reported as such.
 */
import { join } from 'node:path';
import { startEmulator } from '../emulator/emulator-server.ts';
import { createBenchFallback, type PageRoots } from './bench-page.server.ts';
import type { BrowserBenchContext } from './bench-players.ts';
import type { ComparisonResult, MarkdownTable, Progress } from './bench-report.types.ts';
import { benchTrack, clearKeys } from './bench-tracks.ts';
import { launchChromium } from './browser-session.ts';
import { runBundleBytes } from './bundle-bytes.bench.ts';
import { runJoinSilence } from './join-silence.bench.ts';
import { runLongPlayback } from './long-playback.bench.ts';
import { runNpmAppFirstLoad } from './npm-app-first-load.bench.ts';
import { finishMachineInfo, machineInfo } from './machine-info.ts';
import { buildPages, isBuildFailure, removeTemporaryDirs, REPO_ROOT, temporaryDir } from './page-builder.ts';
import { runParseThroughput } from './parse-throughput.bench.ts';
import { runQueueOps } from './queue-ops.bench.ts';
import { writeReports } from './report.writer.ts';
import { runTimeToAudio } from './time-to-audio.bench.ts';

const started = performance.now();
const progress: Progress = (message) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

/** Runs one comparison; a crash in it becomes a section that says so instead of ending the run. */
async function guarded(title: string, run: () => Promise<ComparisonResult>): Promise<ComparisonResult> {
  const t = performance.now();
  try {
    return await run();
  } catch (error) {
    progress(`${title} failed: ${String(error)}`);
    return {
      section: { title, method: [], tables: [], pending: [`The comparison crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`], elapsedMs: performance.now() - t },
      json: {},
    };
  }
}

function headline(json: Record<string, unknown>): MarkdownTable {
  const get = (group: string, key: string): unknown => (json[group] as Record<string, unknown> | undefined)?.[key];
  const num = (value: unknown, digits = 1): string => (typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: digits }) : value === null ? 'pending' : '—');
  const row = (label: string, group: string, keys: readonly (string | null)[], digits = 1): string[] => [label, ...keys.map((k) => (k === null ? '—' : num(get(group, k), digits)))];
  return {
    headers: ['figure', 'MediaKit', 'hls.js', 'shaka-player', 'other'],
    rows: [
      [...row('worst join silence, ms (clear, 9 joins)', 'joinSilenceMs', ['mediakit', 'hlsjs', 'shaka', null]).slice(0, 4), `naive MSE ${num(get('joinSilenceMs', 'naiveMse'))}`],
      row('cold load → playing, ms (median, clear)', 'ttfaMs', ['mediakit', 'hlsjs', 'shaka', null]),
      row('skip to preloaded → first audio, ms (median, clear)', 'skipToPreloadedMs', ['mediakit', 'hlsjs', 'shaka', null]),
      [...row('script build, gzip bytes', 'scriptBuildGzipBytes', ['mediakit', 'hlsjs', 'shaka', null], 0).slice(0, 4), `hls.light ${num(get('scriptBuildGzipBytes', 'hlsjsLight'), 0)}`],
      ['npm app first load, gzip bytes before the first setQueue', `${num(get('npmAppFirstLoad', 'gzipBytes'), 0)} (${num(get('npmAppFirstLoad', 'ratioToScriptTagMain'), 2)}× the script-tag main; target ≤ ${num(get('npmAppFirstLoad', 'targetRatio'), 1)}×)`, '—', '—', '—'],
      [...row('WebVTT parse, MB/s', 'webvttMBps', ['mediakit', null, null, null]).slice(0, 2), '—', '—', `vtt.js ${num(get('webvttMBps', 'vttjs'))}, webvtt-parser ${num(get('webvttMBps', 'webvttParser'))}`],
      [...row('HLS media playlist parse, MB/s', 'hlsPlaylistMBps', ['mediakit', 'hlsjs', null, null]).slice(0, 3), '—', `m3u8-parser ${num(get('hlsPlaylistMBps', 'm3u8Parser'))}`],
      ['queue mixed edit, µs/op at 1k / 10k / 100k', `${num(get('queueOpMicros', 'k1'), 2)} / ${num(get('queueOpMicros', 'k10'), 2)} / ${num(get('queueOpMicros', 'k100'), 2)}`, '—', '—', '—'],
    ],
  };
}

async function main(): Promise<void> {
  progress('start (budget ~10 min on 2 cores)');
  const nodeResults = [
    await guarded('4. Parsing throughput', () => runParseThroughput(progress)),
    await guarded('5. Queue operations (µs per operation)', () => runQueueOps(progress)),
  ];

  progress('building bench pages (peers, MediaKit, bytes pages) with Vite');
  const [peers, mediakit, bytes] = [
    await buildPages(['hlsjs.page', 'shaka.page', 'naive-mse.page'], temporaryDir('peers')),
    await buildPages(['mediakit.page'], temporaryDir('mediakit')),
    await buildPages(['bytes-audio.page', 'bytes-video.page'], temporaryDir('bytes')),
  ];
  for (const [name, build] of [['peers', peers], ['mediakit', mediakit], ['bytes', bytes]] as const) {
    if (isBuildFailure(build)) progress(`${name} pages did not build: ${build.error}`);
  }
  const roots: PageRoots = Object.fromEntries(
    ([['peers', peers], ['mediakit', mediakit], ['bytes', bytes]] as const).flatMap(([name, build]) => (isBuildFailure(build) ? [] : [[name, build.dir]])),
  );

  const keys = new Map<string, string>();
  const emulator = await startEmulator({ port: 0, fallback: createBenchFallback(() => roots, keys) });
  for (const [kid, key] of clearKeys(emulator.media.tracks)) keys.set(kid, key);
  const browser = await launchChromium();
  const machine = machineInfo(`Chromium ${browser.version()}`);
  progress(`emulator at ${emulator.origin}; ${machine.chromium}; load average ${machine.loadAverageStart.toFixed(2)}`);

  const ctx: BrowserBenchContext = { browser, origin: emulator.origin, fixtures: emulator.media.tracks, builds: { peers, mediakit }, progress };
  const firstClip = emulator.media.tracks[0];
  if (!firstClip) throw new Error('the emulator has no clips');
  const firstTrack = benchTrack(emulator.origin, firstClip, false);
  let browserResults: ComparisonResult[] = [];
  try {
    browserResults = [
      await guarded('1. Join silence between consecutive tracks', () => runJoinSilence(ctx)),
      await guarded('2. Time to first audio and skip latency', () => runTimeToAudio(ctx)),
      await guarded('3. Bytes a page downloads', () => runBundleBytes(progress, browser, emulator.origin, bytes, firstTrack)),
    ];
    // Beside the script-tag main it measured: the same figure for an app that bundles the npm packages.
    const scriptTagMain = (browserResults[2]?.json.scriptBuildGzipBytes as { mediakit?: number | null } | undefined)?.mediakit ?? null;
    browserResults.push(await guarded('3b. npm app first load', () => runNpmAppFirstLoad(progress, browser, scriptTagMain)));
    browserResults.push(await guarded('6. Long playback: one hour through one SourceBuffer', () => runLongPlayback(ctx)));
  } finally {
    await browser.close();
    await emulator.close();
    removeTemporaryDirs();
  }

  finishMachineInfo(machine);
  const results = [...browserResults.slice(0, 4), ...nodeResults, ...browserResults.slice(4)];
  const json = Object.assign({}, ...results.map((r) => r.json)) as Record<string, unknown>;
  const markdownPath = join(REPO_ROOT, 'docs/benchmarks.md');
  const jsonPath = join(REPO_ROOT, 'docs/benchmarks.json');
  writeReports(markdownPath, jsonPath, { date: new Date().toISOString(), command: 'npm run bench', elapsedMs: performance.now() - started, machine }, results, headline(json));
  progress(`wrote docs/benchmarks.md and docs/benchmarks.json`);
}

await main();
