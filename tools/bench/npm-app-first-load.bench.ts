/**
 * "npm app first load": what an app that installs our npm packages and bundles them itself
 * downloads before its first `setQueue`, beside the script tag's main bundle (issue 14: target
 * ≤ 1.1× the script-tag main's gzip bytes).
 *
 * The app is what a user writes: `import { createBrowserMusicKit } from
 * '@mediakit/adapters/hosts/browser'`, configure, `setQueue({ song })`, `play()`. It is built the
 * way a user builds it, never from our sources:
 *
 * 1. `@mediakit/core` and `@mediakit/adapters` are built (tools/build, readable ES modules as
 *    `npm run build` writes them) into a temporary folder and packed with `npm pack`;
 * 2. the tarballs are installed with `npm install` into a scratch app under the OS temp folder
 *    (no `@mediakit/source` condition there, so `dist/` is what resolves);
 * 3. Vite builds the app (production, minified, its default code splitting);
 * 4. Chromium opens it from the provider emulator's origin; every JavaScript file the page
 *    requested before it calls `setQueue` is counted (each gzipped -9 on its own, as a server
 *    sends it), then it queues a song and plays its preview to prove the app works.
 *
 * Standalone: `npx tsx tools/bench/npm-app-first-load.bench.ts` (builds the script tag too, for
 * the ratio; `--merge` writes its section into docs/benchmarks.md and .json as a row run alone).
 * `npm run bench` runs it beside the other byte figures.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { EMULATOR_DEVELOPER_TOKEN } from '../emulator/auth/developer-token.ts';
import { startEmulator } from '../emulator/emulator-server.ts';
import { buildScriptTag } from '../build/library-builds.ts';
import { installApp, packPackages, staticFallback } from '../packaging/pack-packages.ts';
import type { ComparisonResult, Progress } from './bench-report.types.ts';
import { launchChromium } from './browser-session.ts';
import { finishMachineInfo, machineInfo } from './machine-info.ts';
import { mergeReports } from './report.writer.ts';
import { measureBytes, sumSizes, type ByteSize } from './bundle-bytes.bench.ts';
import { removeTemporaryDirs, temporaryDir } from './page-builder.ts';
import { ratio } from './stats-summary.ts';

/** The packages the app installs: the host lives in the adapters, which depend on the core. */
const PACKED = ['@mediakit/core', '@mediakit/adapters'] as const;

/** Issue 14, done when: the npm app's first download is at most this times the script-tag main. */
export const NPM_APP_TARGET_RATIO = 1.1;

/** Where the built app is served on the emulator's origin (same origin: no CORS in the path). */
const APP_PATH = '/npm-app/';

export interface NpmAppFile {
  /** Path under the app's build folder, e.g. `assets/index-abc.js`. */
  readonly file: string;
  readonly size: ByteSize;
  /** What the bundler put in it, largest first: package (or our package's dist file) and its share of the code. */
  readonly contents: string;
}

export interface NpmAppFirstLoad {
  /** JavaScript files requested before the first `setQueue`, in request order. */
  readonly beforeSetQueue: readonly NpmAppFile[];
  readonly total: ByteSize;
  /** Files requested from `setQueue` until the preview played (lazy chunks), for the record. */
  readonly afterSetQueue: readonly NpmAppFile[];
  /** What the page saw: the backend that played and the playback state reached. */
  readonly played: { readonly backend: string | null; readonly state: string; readonly error?: string };
}

/** The scratch app: one HTML page and one module, as a user would write them. */
function writeApp(appDir: string, tarballs: Readonly<Record<string, string>>): void {
  const dependencies = Object.fromEntries(Object.entries(tarballs).map(([name, path]) => [name, `file:${path}`]));
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({ name: 'mediakit-npm-app', private: true, type: 'module', dependencies, overrides: { '@mediakit/core': dependencies['@mediakit/core'] } }, null, 2),
  );
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>npm app</title></head><body><script type="module" src="./main.js"></script></body></html>\n');
  writeFileSync(
    join(appDir, 'main.js'),
    `import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';

const MusicKit = createBrowserMusicKit();

// The bench asks for one preview; the page marks the moment before its first setQueue.
window.__playPreview = async (songId) => {
  const music = await MusicKit.configure({
    developerToken: ${JSON.stringify(EMULATOR_DEVELOPER_TOKEN)},
    app: { name: 'npm app', build: '1.0.0' },
    providerOrigin: location.origin,
    suppressErrorDialog: true,
  });
  await window.__beforeSetQueue();
  try {
    await music.setQueue({ song: songId });
    await music.play();
    const until = performance.now() + 10000;
    while (music.playbackState !== MusicKit.PlaybackStates.playing && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
    return { backend: music.playbackBackend ?? null, state: MusicKit.PlaybackStates[music.playbackState] ?? String(music.playbackState) };
  } catch (error) {
    return { backend: music.playbackBackend ?? null, state: String(music.playbackState), error: String(error) };
  }
};
`,
  );
}

/** Builds, installs and bundles the npm app, then loads it in Chromium and counts its JavaScript. */
export async function measureNpmAppFirstLoad(progress: Progress, browser: Browser): Promise<NpmAppFirstLoad> {
  const outRoot = temporaryDir('npm-packages');
  const packDir = temporaryDir('npm-tarballs');
  const appDir = temporaryDir('npm-app');
  const { tarballs } = await packPackages(PACKED, outRoot, packDir, { declarations: false, progress: (message) => progress(`npm app: ${message}`) });
  writeApp(appDir, tarballs);
  progress('npm app: npm install of the tarballs into a scratch app (OS temp folder)');
  await installApp(appDir);
  progress('npm app: vite build (production, minified)');
  const distDir = join(appDir, 'dist');
  mkdirSync(distDir, { recursive: true });
  const output = await build({ configFile: false, root: appDir, base: APP_PATH, logLevel: 'error', publicDir: false, build: { outDir: distDir, emptyOutDir: true, minify: true, reportCompressedSize: false } });
  const contents = chunkContents(output);

  const emulator = await startEmulator({ port: 0, fallback: staticFallback(distDir, APP_PATH) });
  const context = await browser.newContext();
  try {
    const songId = emulator.catalog.songs.keys().next().value;
    if (!songId) throw new Error('the emulator catalogue has no song');
    const page = await context.newPage();
    const before: string[] = [];
    const after: string[] = [];
    let queued = false;
    await page.exposeFunction('__beforeSetQueue', () => {
      queued = true;
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith(APP_PATH) || !path.endsWith('.js')) return;
      const file = path.slice(APP_PATH.length);
      const list = queued ? after : before;
      if (!list.includes(file)) list.push(file);
    });
    await page.goto(`${emulator.origin}${APP_PATH}index.html`);
    await page.waitForFunction(() => typeof (window as unknown as { __playPreview?: unknown }).__playPreview === 'function', undefined, { timeout: 15_000 });
    const played = await page.evaluate((id) => (window as unknown as { __playPreview(id: string): Promise<NpmAppFirstLoad['played']> }).__playPreview(id), songId);
    await page.waitForLoadState('networkidle');
    const sized = (files: readonly string[]): NpmAppFile[] => files.map((file) => ({ file, size: measureBytes(readFileSync(join(distDir, file))), contents: contents.get(file) ?? '' }));
    const beforeSetQueue = sized(before);
    return { beforeSetQueue, total: sumSizes(beforeSetQueue.map((f) => f.size)), afterSetQueue: sized(after.filter((f) => !before.includes(f))), played };
  } finally {
    await context.close();
    await emulator.close();
  }
}

type ViteOutput = Awaited<ReturnType<typeof build>>;

/** Per output file: which packages (or which dist files of ours) its code comes from, by share of rendered length. */
function chunkContents(output: ViteOutput): Map<string, string> {
  const outputs = (Array.isArray(output) ? output : [output]) as Array<{ output?: ReadonlyArray<{ type: string; fileName: string; modules?: Record<string, { renderedLength: number }> }> }>;
  const result = new Map<string, string>();
  for (const item of outputs.flatMap((o) => o.output ?? [])) {
    if (item.type !== 'chunk' || !item.modules) continue;
    const byOrigin = new Map<string, number>();
    for (const [id, module] of Object.entries(item.modules)) {
      const origin = originOf(id);
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + module.renderedLength);
    }
    const total = [...byOrigin.values()].reduce((a, b) => a + b, 0) || 1;
    const top = [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 5);
    result.set(item.fileName, top.map(([origin, length]) => `${origin} ${Math.round((100 * length) / total)}%`).join(', '));
  }
  return result;
}

/** `@mediakit/core/dist/index.js`, `inversify`, `@inversifyjs/container`…: where a bundled module comes from. */
function originOf(id: string): string {
  const inPackage = id.lastIndexOf('/node_modules/');
  if (inPackage < 0) return id.startsWith('\0') ? 'bundler runtime' : 'the app';
  const path = id.slice(inPackage + '/node_modules/'.length).split('/');
  const name = path[0]?.startsWith('@') ? `${path[0]}/${path[1]}` : (path[0] ?? id);
  return name.startsWith('@mediakit/') ? `${name}/${path.slice(2).join('/')}` : name;
}

/** The script tag's main bundle, built fresh (standalone runs; `npm run bench` passes its own figure). */
async function scriptTagMainGzip(progress: Progress): Promise<number> {
  progress('npm app: building the script tag for the ratio (tools/build buildScriptTag)');
  const built = await buildScriptTag(temporaryDir('npm-app-script-tag'));
  return measureBytes(readFileSync(built.main.path)).gzip;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

/** The comparison as the bench writes it: the row, the ratio, and the byte list per file. */
export async function runNpmAppFirstLoad(progress: Progress, browser: Browser, scriptTagMain: number | null): Promise<ComparisonResult> {
  const started = performance.now();
  const pending: string[] = [];
  const main = scriptTagMain ?? (await scriptTagMainGzip(progress).catch((error: unknown) => (pending.push(`script-tag build: ${String(error).split('\n')[0]}`), null)));
  const load = await measureNpmAppFirstLoad(progress, browser);
  const factor = ratio(load.total.gzip, main);
  if (load.played.state !== 'playing') pending.push(`the app did not reach playing after setQueue/play (state ${load.played.state}${load.played.error ? `: ${load.played.error}` : ''}); the bytes before setQueue are still what it downloaded`);
  const fileRows = (files: readonly NpmAppFile[], when: string): string[][] => files.map((f) => [`  ${f.file}`, fmt(f.size.min), fmt(f.size.gzip), fmt(f.size.brotli), `${when}; holds ${f.contents}`]);
  return {
    section: {
      title: '3b. npm app first load',
      method: [
        'An app that imports `@mediakit/adapters/hosts/browser`, configures, then calls `setQueue({ song })` and `play()` (a preview), built by Vite (production, minified, default code splitting) from the `npm pack` tarballs of @mediakit/core and @mediakit/adapters installed with npm into a scratch folder: what an npm user ships (tools/bench/npm-app-first-load.bench.ts).',
        'Chromium loads the app from the provider emulator; every JavaScript file requested before the page calls `setQueue` is counted, each gzipped (level 9) on its own, as a server sends it. The script-tag main (mediakit.js) is measured the same way.',
        `Target (issue 14): at most ${NPM_APP_TARGET_RATIO}× the script-tag main's gzip bytes.`,
      ],
      tables: [
        {
          headers: ['what', 'minified bytes', 'gzip -9', 'brotli -q 11', 'notes'],
          rows: [
            ['npm app first load', fmt(load.total.min), fmt(load.total.gzip), fmt(load.total.brotli), `before the first setQueue; ${factor === null ? 'ratio n/a' : `${factor.toFixed(2)}× the script-tag main (target ≤ ${NPM_APP_TARGET_RATIO}×)`}`],
            ...fileRows(load.beforeSetQueue, 'before setQueue'),
            ['script-tag main (mediakit.js)', '', main === null ? 'n/a' : fmt(main), '', 'for the ratio'],
            ...fileRows(load.afterSetQueue, `after setQueue (backend ${load.played.backend ?? 'none'}, ${load.played.state})`),
          ],
        },
      ],
      pending,
      elapsedMs: performance.now() - started,
    },
    json: {
      npmAppFirstLoad: {
        gzipBytes: load.total.gzip,
        brotliBytes: load.total.brotli,
        scriptTagMainGzipBytes: main,
        ratioToScriptTagMain: factor,
        targetRatio: NPM_APP_TARGET_RATIO,
        files: load.beforeSetQueue.map((f) => ({ file: f.file, gzipBytes: f.size.gzip, contents: f.contents })),
        afterSetQueue: load.afterSetQueue.map((f) => ({ file: f.file, gzipBytes: f.size.gzip })),
        played: load.played,
      },
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const progress: Progress = (message) => console.log(`[npm-app ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${message}`);
  const browser = await launchChromium();
  const machine = machineInfo(`Chromium ${browser.version()}`);
  try {
    const result = await runNpmAppFirstLoad(progress, browser, null);
    if (process.argv.includes('--merge')) {
      finishMachineInfo(machine);
      const repo = fileURLToPath(new URL('../../', import.meta.url));
      const command = 'npx tsx tools/bench/npm-app-first-load.bench.ts --merge';
      mergeReports(join(repo, 'docs/benchmarks.md'), join(repo, 'docs/benchmarks.json'), { date: new Date().toISOString(), command, elapsedMs: performance.now() - t0, machine }, result);
    }
    for (const table of result.section.tables) {
      console.log(`| ${table.headers.join(' | ')} |`);
      for (const row of table.rows) console.log(`| ${row.join(' | ')} |`);
    }
    for (const line of result.section.pending) console.log(`pending: ${line}`);
    console.log(JSON.stringify(result.json, null, 2));
  } finally {
    await browser.close();
    removeTemporaryDirs();
  }
}
