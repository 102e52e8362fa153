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
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { scriptTagDir } from '../build/library-builds.ts';
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
import { PRODUCT_PAGE_ENTRIES, runProductPath } from './product-path.bench.ts';
import { runQueueOps } from './queue-ops.bench.ts';
import { mergeReports, writeReports } from './report.writer.ts';
import { runTimeToAudio } from './time-to-audio.bench.ts';

/** `--only product-path` runs comparison 7 alone and merges it into the docs; `--trials N` sets its trials. */
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const only = argument('--only');
const productTrials = Number(argument('--trials') ?? 5);
/**
 * `--only long-playback --minutes N`: comparison 6 with N minutes of music. Shorter than the hour
 * it is a check, printed, not written to the docs; `--minutes 60` is the hour of `npm run bench`,
 * merged into docs/benchmarks.md and .json like the product path (issue 21: the audible stalls
 * of every engine, without running the whole bench).
 */
const longMinutes = Number(argument('--minutes') ?? 5);
const longIsTheHour = longMinutes >= 60;
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
  // Comparison 7: the instance's calls (script tag) beside the peers' own calls, first audio.
  const product = (player: string, key: string): unknown => ((json.productPathMs as Record<string, Record<string, unknown>> | undefined)?.[player] ?? {})[key];
  const productLabels = { coldFull: 'press Play, cold, full track (ClearKey)', warm: 'press Play, warm (another song, same page)', pauseToSilence: 'pause → silence', skipToPreloaded: 'skip to the preloaded track', seekToAudio: 'seek → audio from there' } as const;
  const productRow = (key: keyof typeof productLabels): string[] => [
    `${productLabels[key]} → first audio, ms (instance, median)`,
    num(product('mediakit', key)),
    num(product('hlsjs', key)),
    num(product('shaka', key)),
    `ES modules ${num(product('mediakitModules', key))}`,
  ];
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
      ...(['coldFull', 'warm', 'pauseToSilence', 'skipToPreloaded', 'seekToAudio'] as const).map((key) => productRow(key)),
      ['queue mixed edit, µs/op at 1k / 10k / 100k', `${num(get('queueOpMicros', 'k1'), 2)} / ${num(get('queueOpMicros', 'k10'), 2)} / ${num(get('queueOpMicros', 'k100'), 2)}`, '—', '—', '—'],
    ],
  };
}

async function main(): Promise<void> {
  if (only !== undefined && only !== 'product-path' && only !== 'long-playback') throw new Error(`--only takes product-path or long-playback (got ${only})`);
  const longOnly = only === 'long-playback';
  progress(only ? `start: ${only} only` : 'start (budget ~12 min on 2 cores)');
  const nodeResults = only ? [] : [
    await guarded('4. Parsing throughput', () => runParseThroughput(progress)),
    await guarded('5. Queue operations (µs per operation)', () => runQueueOps(progress)),
  ];

  progress('building bench pages (peers, MediaKit, bytes pages) with Vite');
  const skipped = { error: 'not built in this run (--only)' };
  const [peers, mediakit, bytes] = longOnly
    ? [await buildPages(['naive-mse.page'], temporaryDir('peers')), await buildPages(['mediakit.page'], temporaryDir('mediakit')), skipped]
    : only
    ? [skipped, skipped, skipped]
    : [
        await buildPages(['hlsjs.page', 'shaka.page', 'naive-mse.page'], temporaryDir('peers')),
        await buildPages(['mediakit.page'], temporaryDir('mediakit')),
        await buildPages(['bytes-audio.page', 'bytes-video.page'], temporaryDir('bytes')),
      ];
  // Comparison 7's pages: MediaKit's public instance (script tag, ES modules), and the peers.
  const [product, productPeers] = longOnly ? [skipped, skipped] : [
    // As an app built by Vite gets it: modulePreload on (Vite's default), so a lazy chunk's own
    // imports are fetched with it rather than once it has arrived.
    await buildPages(PRODUCT_PAGE_ENTRIES.product, temporaryDir('product'), { modulePreload: true }),
    await buildPages(PRODUCT_PAGE_ENTRIES['product-peers'], temporaryDir('product-peers')),
  ];
  const builds = [['peers', peers], ['mediakit', mediakit], ['bytes', bytes], ['product', product], ['product-peers', productPeers]] as const;
  for (const [name, build] of builds) {
    if (isBuildFailure(build) && build !== skipped) progress(`${name} pages did not build: ${build.error}`);
  }
  const roots: PageRoots = Object.fromEntries(builds.flatMap(([name, build]) => (isBuildFailure(build) ? [] : [[name, build.dir]])));
  const scriptTag = scriptTagDir();
  if (!existsSync(join(scriptTag, 'mediakit.js'))) progress(`no script-tag build at ${scriptTag}: run npm run build first (its product-path rows will say so)`);

  const keys = new Map<string, string>();
  const emulator = await startEmulator({ port: 0, fallback: createBenchFallback(() => roots, keys, { scriptTagDir: scriptTag }) });
  for (const [kid, key] of clearKeys(emulator.media.tracks)) keys.set(kid, key);
  const browser = await launchChromium();
  const machine = machineInfo(`Chromium ${browser.version()}`);
  progress(`emulator at ${emulator.origin}; ${machine.chromium}; load average ${machine.loadAverageStart.toFixed(2)}`);

  const ctx: BrowserBenchContext = { browser, origin: emulator.origin, fixtures: emulator.media.tracks, builds: { peers, mediakit }, progress };
  const firstClip = emulator.media.tracks[0];
  if (!firstClip) throw new Error('the emulator has no clips');
  const firstTrack = benchTrack(emulator.origin, firstClip, false);
  const songs = new Map<string, string>();
  for (const song of emulator.catalog.songs.values()) if (!songs.has(song.clipId)) songs.set(song.clipId, song.id);
  const productPath = (): Promise<ComparisonResult> =>
    guarded('7. The product path: presses on the public instance', () =>
      runProductPath(
        { browser, origin: emulator.origin, pageOrigin: `http://localhost:${emulator.port}`, fixtures: emulator.media.tracks, songOf: (clip) => songs.get(clip), builds: { product, 'product-peers': productPeers }, progress },
        productTrials,
      ),
    );
  let browserResults: ComparisonResult[] = [];
  try {
    if (longOnly) {
      const title = longIsTheHour ? '6. Long playback: one hour through one SourceBuffer' : '6. Long playback (short mode)';
      browserResults = [await guarded(title, () => runLongPlayback(ctx, 100_000, longMinutes * 60))];
    } else if (only) {
      browserResults = [await productPath()];
    } else {
      browserResults = [
        await guarded('1. Join silence between consecutive tracks', () => runJoinSilence(ctx)),
        await guarded('2. Time to first audio and skip latency', () => runTimeToAudio(ctx)),
        await guarded('3. Bytes a page downloads', () => runBundleBytes(progress, browser, emulator.origin, bytes, firstTrack)),
      ];
      // Beside the script-tag main it measured: the same figure for an app that bundles the npm packages.
      const scriptTagMain = (browserResults[2]?.json.scriptBuildGzipBytes as { mediakit?: number | null } | undefined)?.mediakit ?? null;
      browserResults.push(await guarded('3b. npm app first load', () => runNpmAppFirstLoad(progress, browser, scriptTagMain)));
      browserResults.push(await guarded('6. Long playback: one hour through one SourceBuffer', () => runLongPlayback(ctx)));
      browserResults.push(await productPath());
    }
  } finally {
    await browser.close();
    await emulator.close();
    removeTemporaryDirs();
  }

  finishMachineInfo(machine);
  const markdownPath = join(REPO_ROOT, 'docs/benchmarks.md');
  const jsonPath = join(REPO_ROOT, 'docs/benchmarks.json');
  if (longOnly && !longIsTheHour) {
    // A short run is a check, not the hour: it is printed and leaves the docs alone.
    console.log(JSON.stringify(browserResults[0]?.json, null, 2));
    for (const table of browserResults[0]?.section.tables ?? []) console.log([table.headers.join(' | '), ...table.rows.map((row) => row.join(' | '))].join('\n'));
    for (const line of browserResults[0]?.section.pending ?? []) console.log(`pending: ${line}`);
    return;
  }
  if (only) {
    const [section] = browserResults as [ComparisonResult];
    const command = longOnly ? `npx tsx tools/bench/main.ts --only long-playback --minutes ${longMinutes}` : `npx tsx tools/bench/main.ts --only ${only} --trials ${productTrials}`;
    mergeReports(markdownPath, jsonPath, { date: new Date().toISOString(), command, elapsedMs: performance.now() - started, machine }, section);
    progress(`merged ${longOnly ? 'the hour of long playback' : 'the product path'} into docs/benchmarks.md and docs/benchmarks.json`);
    return;
  }
  const results = [...browserResults.slice(0, 4), ...nodeResults, ...browserResults.slice(4)];
  const json = Object.assign({}, ...results.map((r) => r.json)) as Record<string, unknown>;
  writeReports(markdownPath, jsonPath, { date: new Date().toISOString(), command: 'npm run bench', elapsedMs: performance.now() - started, machine }, results, headline(json));
  progress(`wrote docs/benchmarks.md and docs/benchmarks.json`);
}

await main();
