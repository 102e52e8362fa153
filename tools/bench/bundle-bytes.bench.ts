/**
 * Comparison 3: the bytes a page downloads (minified, gzip -9, brotli -q 11; each file
 * compressed on its own, as a server sends it).
 *
 * - Peers: the minified builds hls.js and shaka-player ship in node_modules.
 * - MediaKit core: `core/src/index.ts` bundled and minified on its own (every export kept).
 * - MediaKit script-tag build: built fresh into a temporary folder through tools/build's own
 *   `buildScriptTag(outRoot)` when that exists; else the last `npm run build` output; else null.
 * - Pages: small ES-module pages built here with Vite (pages/bytes-*.page.ts) and opened in
 *   Chromium: every JavaScript file each page requests is counted, so lazy backends count only
 *   where they are really loaded.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { build, defaultClientConditions } from 'vite';
import type { ComparisonResult, MarkdownTable, Progress } from './bench-report.types.ts';
import { filesUnder, REPO_ROOT, temporaryDir, type BuiltPages, type PageBuildFailure } from './page-builder.ts';
import type { BytesPageResult } from './pages/bytes-page.ts';
import { ratio } from './stats-summary.ts';

export interface ByteSize {
  readonly min: number;
  readonly gzip: number;
  readonly brotli: number;
}

export function measureBytes(bytes: Uint8Array): ByteSize {
  return {
    min: bytes.byteLength,
    gzip: gzipSync(bytes, { level: 9 }).byteLength,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }).byteLength,
  };
}

export function sumSizes(sizes: readonly ByteSize[]): ByteSize {
  return sizes.reduce((a, b) => ({ min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { min: 0, gzip: 0, brotli: 0 });
}

const PEERS = [
  { key: 'hlsjs', label: 'hls.js 1.7.4 hls.min.js', path: 'node_modules/hls.js/dist/hls.min.js' },
  { key: 'hlsjsLight', label: 'hls.js 1.7.4 hls.light.min.js', path: 'node_modules/hls.js/dist/hls.light.min.js' },
  { key: 'shaka', label: 'shaka-player 5.2.12 shaka-player.compiled.js', path: 'node_modules/shaka-player/dist/shaka-player.compiled.js' },
  { key: 'shakaHls', label: 'shaka-player 5.2.12 shaka-player.hls.js (HLS-only build)', path: 'node_modules/shaka-player/dist/shaka-player.hls.js' },
] as const;

interface Row {
  readonly label: string;
  readonly size: ByteSize | null;
  readonly note: string;
}

async function buildCore(): Promise<{ size: ByteSize } | { error: string }> {
  const outDir = temporaryDir('core');
  try {
    await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'error',
      publicDir: false,
      resolve: { conditions: ['@mediakit/source', ...defaultClientConditions] },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        copyPublicDir: false,
        reportCompressedSize: false,
        lib: { entry: join(REPO_ROOT, 'core/src/index.ts'), formats: ['es'], fileName: () => 'core.js' },
      },
    });
    return { size: sumSizes([...filesUnder(outDir).keys()].filter((f) => f.endsWith('.js')).map((f) => measureBytes(readFileSync(join(outDir, f))))) };
  } catch (error) {
    return { error: String(error).split('\n')[0] ?? 'build failed' };
  }
}

interface ScriptTagFiles {
  readonly main: string;
  readonly chunks: readonly string[];
  readonly origin: string;
}

/** tools/build's API, checked at run time (it is being written while the bench runs). */
interface BuildModule {
  readonly buildScriptTag?: (outRoot: string) => Promise<{ main: { path: string }; chunks: readonly { path: string }[] }>;
}

/** Runs `fn` with the process's stdout and stderr captured (the build prints long warnings). */
async function capturingOutput<T>(fn: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const capture = (chunk: string | Uint8Array): boolean => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    return { result: await fn(), output: chunks.join('') };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

/** One line per distinct warning kind and file, without the colour codes and code frames. */
export function summariseBuildOutput(output: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const kinds = new Map<string, Set<string>>();
  const pattern = /\[([A-Z_]+)\][^\n]*\n[^[]*?\[\s*([^\]:]+)[:\]]/g;
  for (const match of plain.matchAll(pattern)) {
    const kind = match[1] as string;
    const files = kinds.get(kind) ?? new Set<string>();
    files.add((match[2] as string).trim());
    kinds.set(kind, files);
  }
  return [...kinds].map(([kind, files]) => `${kind} in ${[...files].join(', ')}`).join('; ');
}

async function scriptTagBuild(progress: Progress): Promise<ScriptTagFiles | { error: string }> {
  const builder = join(REPO_ROOT, 'tools/build/library-builds.ts');
  const reasons: string[] = [];
  if (existsSync(builder)) {
    try {
      const module = (await import(pathToFileURL(builder).href)) as BuildModule;
      if (typeof module.buildScriptTag === 'function') {
        progress('bytes: building the script-tag bundle with tools/build (temporary folder)');
        const outRoot = temporaryDir('script-tag');
        const { result: built, output } = await capturingOutput(() => (module.buildScriptTag as NonNullable<BuildModule['buildScriptTag']>)(outRoot));
        const warnings = summariseBuildOutput(output);
        return {
          main: built.main.path,
          chunks: built.chunks.map((c) => c.path).filter((p) => p.endsWith('.js')),
          origin: `built now by tools/build/library-builds.ts buildScriptTag() into a temporary folder${warnings ? `; the build warned: ${warnings}` : ''}`,
        };
      }
      reasons.push('tools/build/library-builds.ts has no buildScriptTag()');
    } catch (error) {
      reasons.push(`tools/build buildScriptTag() failed: ${String(error).split('\n')[0]}`);
    }
  } else {
    reasons.push('tools/build/library-builds.ts does not exist');
  }
  const built = join(REPO_ROOT, 'adapters/dist/script-tag/mediakit.js');
  if (existsSync(built)) {
    const chunkDir = join(REPO_ROOT, 'adapters/dist/script-tag/mediakit-chunks');
    const chunks = existsSync(chunkDir) ? [...filesUnder(chunkDir).keys()].filter((f) => f.endsWith('.js')).map((f) => join(chunkDir, f)) : [];
    return { main: built, chunks, origin: `the last \`npm run build\` output (${statSync(built).mtime.toISOString()}); ${reasons.join('; ')}` };
  }
  return { error: `no script-tag build: ${reasons.join('; ')}, and adapters/dist/script-tag/mediakit.js does not exist` };
}

interface PageLoad {
  readonly result: BytesPageResult;
  readonly files: readonly string[];
  readonly size: ByteSize;
}

/** Opens a bytes page, starts its backend, and sums the JavaScript it requested from the bench. */
async function loadPage(browser: Browser, origin: string, pages: BuiltPages, entry: string, masterUrl: string, mediaUrl: string | null): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const match = /^\/bench\/bytes\/(.+\.js)$/.exec(path);
      if (match) files.add(match[1] as string);
    });
    await page.goto(`${origin}/bench/bytes/${entry}.html`);
    await page.waitForFunction(() => window.__bytesPage !== undefined, undefined, { timeout: 15_000 });
    const result = await page.evaluate(([url, media]) => (window.__bytesPage as NonNullable<Window['__bytesPage']>)(url, media), [masterUrl, mediaUrl] as const);
    await page.waitForLoadState('networkidle');
    const list = [...files].sort();
    return { result, files: list, size: sumSizes(list.map((f) => measureBytes(readFileSync(join(pages.dir, f))))) };
  } finally {
    await context.close();
  }
}

const fmt = (n: number | undefined): string => (n === undefined ? 'n/a' : n.toLocaleString('en-US'));
const sizeCells = (size: ByteSize | null): string[] => (size ? [fmt(size.min), fmt(size.gzip), fmt(size.brotli)] : ['n/a', 'n/a', 'n/a']);

export async function runBundleBytes(
  progress: Progress,
  browser: Browser,
  origin: string,
  pages: BuiltPages | PageBuildFailure,
  track: { readonly masterUrl: string; readonly mediaUrl: string },
): Promise<ComparisonResult> {
  const started = performance.now();
  const pending: string[] = [];
  const rows: Row[] = [];

  const peers = new Map<string, ByteSize>();
  for (const peer of PEERS) {
    const size = measureBytes(readFileSync(join(REPO_ROOT, peer.path)));
    peers.set(peer.key, size);
    rows.push({ label: peer.label, size, note: peer.path });
  }

  progress('bytes: MediaKit core');
  const core = await buildCore();
  if ('error' in core) pending.push(`MediaKit core bundle: ${core.error}`);
  rows.unshift({ label: 'MediaKit core (core/src/index.ts, all exports)', size: 'size' in core ? core.size : null, note: 'Vite/rolldown, minified, ES module' });

  const scriptTag = await scriptTagBuild(progress);
  let scriptMain: ByteSize | null = null;
  if ('error' in scriptTag) {
    pending.push(`MediaKit script-tag build: ${scriptTag.error}`);
    rows.splice(1, 0, { label: 'MediaKit script-tag build (mediakit.js)', size: null, note: 'pending' });
  } else {
    scriptMain = measureBytes(readFileSync(scriptTag.main));
    const chunkRows = scriptTag.chunks.map((path) => ({ label: `  lazy chunk ${relative(join(scriptTag.main, '..'), path)}`, size: measureBytes(readFileSync(path)), note: 'lazy chunk: fetched by mediakit.js on first use of what it holds' }));
    rows.splice(1, 0, { label: 'MediaKit script-tag build (mediakit.js)', size: scriptMain, note: scriptTag.origin }, ...chunkRows);
  }

  const pageRows: Row[] = [];
  const pageJson: Record<string, number | null> = {};
  const pageBrotli: Record<string, number | null> = {};
  if ('error' in pages) {
    pending.push(`MediaKit ES-module pages did not build: ${pages.error}`);
  } else {
    const variants = [
      { key: 'audioPage', entry: 'bytes-audio.page', label: 'audio-only page, full track (source with its segment list)', media: track.mediaUrl },
      { key: 'audioPreviewPage', entry: 'bytes-audio.page', label: 'audio-only page, preview (bare URL source)', media: null },
      { key: 'videoPage', entry: 'bytes-video.page', label: 'video page', media: null },
    ];
    for (const variant of variants) {
      progress(`bytes: ${variant.label}`);
      try {
        const load = await loadPage(browser, origin, pages, variant.entry, track.masterUrl, variant.media);
        const backend = load.result.backend ?? `none (${load.result.error ?? 'no backend'})`;
        pageRows.push({ label: `MediaKit ${variant.label}`, size: load.size, note: `backend: ${backend}; files: ${load.files.map((f) => f.replace(/^chunks\//, '')).join(', ')}` });
        pageJson[variant.key] = load.size.gzip;
        pageBrotli[variant.key] = load.size.brotli;
      } catch (error) {
        pending.push(`${variant.label}: ${String(error).split('\n')[0]}`);
        pageJson[variant.key] = null;
        pageBrotli[variant.key] = null;
      }
    }
  }

  const table: MarkdownTable = {
    headers: ['what', 'minified bytes', 'gzip -9', 'brotli -q 11', 'notes'],
    rows: [...rows, ...pageRows].map((r) => [r.label, ...sizeCells(r.size), r.note]),
  };
  const audio = pageRows[0]?.size ?? null;
  const ratioRows = [
    ['MediaKit script-tag build (mediakit.js)', scriptMain],
    ['MediaKit audio-only page (full track)', audio],
  ].map(([label, size]) => [
    label as string,
    ...PEERS.map((p) => ratio((size as ByteSize | null)?.gzip, peers.get(p.key)?.gzip)?.toFixed(2) ?? 'n/a'),
  ]);
  return {
    section: {
      title: '3. Bytes a page downloads',
      method: [
        'Each file is compressed on its own (gzip level 9, brotli quality 11), as a server sends it; a page total is the sum over the JavaScript files it requested.',
        'Pages: tools/bench/pages/bytes-*.page.ts, built with Vite (rolldown, minified); each keeps `window.MusicKit = createBrowserMusicKit()` and starts the backend the browser host picks for one source (first registered loader in the default order of adapters/hosts/backends.ts whose canPlay is true), then every JS request of the page is counted.',
        'The audio page is measured twice: a full track handed over with its segment list (what the gapless sink claims) and a preview handed over as a bare URL.',
      ],
      tables: [table, { caption: 'gzip ratio, MediaKit ÷ peer (below 1 = MediaKit smaller)', headers: ['MediaKit', ...PEERS.map((p) => p.label)], rows: ratioRows }],
      pending,
      elapsedMs: performance.now() - started,
    },
    json: {
      scriptBuildGzipBytes: {
        mediakit: scriptMain?.gzip ?? null,
        hlsjsLight: peers.get('hlsjsLight')?.gzip ?? null,
        hlsjs: peers.get('hlsjs')?.gzip ?? null,
        shaka: peers.get('shaka')?.gzip ?? null,
        shakaHls: peers.get('shakaHls')?.gzip ?? null,
      },
      scriptBuildBrotliBytes: {
        mediakit: scriptMain?.brotli ?? null,
        hlsjsLight: peers.get('hlsjsLight')?.brotli ?? null,
        hlsjs: peers.get('hlsjs')?.brotli ?? null,
        shaka: peers.get('shaka')?.brotli ?? null,
        shakaHls: peers.get('shakaHls')?.brotli ?? null,
      },
      coreGzipBytes: 'size' in core ? core.size.gzip : null,
      pageGzipBytes: pageJson,
      pageBrotliBytes: pageBrotli,
    },
  };
}
