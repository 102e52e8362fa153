/**
 * `npm run build`: Vite library builds (rolldown) of the three packages as ES modules, their
 * declarations with tsc 7 (`--declaration --emitDeclarationOnly`; TypeScript 7 has no JS API,
 * so it runs as a process), and the script-tag bundle. Every function takes the output root, so
 * a test can build into a temporary folder without touching the working tree's `dist/`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { compressFurther } from './compress-pass.ts';
import { joinErrorModules } from './error-modules.merge.ts';
import { inversifyPrivateMetadata } from './inversify-metadata.plugin.ts';
import { inversifyWithoutUnreachableResolvers } from './inversify-unreachable.plugin.ts';
import { buildVendoredInversify, VENDORED_INVERSIFY_SPECIFIER, VENDORED_INVERSIFY_SUBPATH } from './inversify-vendor.ts';
import { hoistTransitiveImports } from './hoisted-imports.plugin.ts';
import { LAZY_CHUNK_DIR, lazyChunks } from './lazy-chunks.plugin.ts';
import { exposeSharedModules, findSharedModules, importSharedModules, isSharedStub, recordExports } from './shared-modules.plugin.ts';
import { PACKAGE_TARGETS, packageEntries, REPO_ROOT, SOURCE_CONDITION, type PackageTarget } from './package-targets.ts';

const run = promisify(execFile);

/** One file a build wrote, with the modules rolldown put in it (how the tests see what is where). */
export interface BuiltFile {
  readonly path: string;
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly moduleIds: readonly string[];
}

/** Where a package's outputs go: `<outRoot>/<dir>/dist`. The default is the working tree. */
export function distDir(target: PackageTarget, outRoot = REPO_ROOT): string {
  return join(outRoot, target.dir, 'dist');
}

/** Everything that is not a relative or absolute path is a dependency: it stays an import. */
function isBareSpecifier(id: string): boolean {
  return !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');
}

/** The JavaScript chunks a build wrote (one output or several), assets left out. */
function writtenChunks(output: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

function builtFiles(outDir: string, output: Awaited<ReturnType<typeof build>>): BuiltFile[] {
  return writtenChunks(output).map((chunk) => ({ path: join(outDir, chunk.fileName), fileName: chunk.fileName, isEntry: chunk.isEntry, isDynamicEntry: chunk.isDynamicEntry, moduleIds: chunk.moduleIds }));
}

/** Where `buildPackageModules` puts the modules that are not an export subpath: `dist/modules/`. */
export const PACKAGE_MODULES_DIR = 'modules';

export interface PackageModulesOptions {
  readonly minify?: boolean;
  /**
   * `modules` (the default, what `npm run build` publishes): one file per source module under
   * `dist/modules/`, mirroring the sources, with each export subpath at `dist/<name>.js`. The
   * app's bundler then sees our module graph as we wrote it: every `import()` in our sources
   * points at its own file, so it stays a split point for the app's bundler (Vite, webpack,
   * esbuild...), and with `sideEffects: false` it drops every module the app never reaches.
   * Pre-chunked output cannot give that: a chunk mixes what a page needs at once with what only a
   * lazy feature needs, and the app's bundler can only take or leave the chunk whole.
   * `chunks`: the same code split into chunks at the `import()` boundaries, as an app's bundler
   * splits it (`dist/chunks/`); the size budget measures the core this way.
   */
  readonly layout?: 'modules' | 'chunks';
}

/** The ES modules of one package (see {@link PackageModulesOptions.layout}), every dependency left as an import. */
export async function buildPackageModules(target: PackageTarget, outRoot = REPO_ROOT, options: PackageModulesOptions = {}): Promise<BuiltFile[]> {
  const packageDir = join(REPO_ROOT, target.dir);
  const outDir = distDir(target, outRoot);
  // Core's `./inversify` entry is built on its own, bundled and trimmed (inversify-vendor.ts).
  const vendorsInversify = target.name === '@mediakit/core';
  const entries: Record<string, string> = Object.fromEntries(
    packageEntries(target)
      .filter((entry) => !(vendorsInversify && entry.subpath === VENDORED_INVERSIFY_SUBPATH))
      .map((entry) => [entry.name, join(packageDir, entry.source)]),
  );
  const perModule = (options.layout ?? 'modules') === 'modules';
  const output = await build({
    configFile: false,
    root: packageDir,
    logLevel: 'warn',
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [importVendoredInversify()],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      // Readable output: the app's bundler minifies (the size budget minifies to measure).
      minify: options.minify ?? false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      // With preserveModules every module is named by this too: its path under the package's source root.
      lib: { entry: entries, formats: ['es'], fileName: (_format, name) => (name in entries ? `${name}.js` : `${PACKAGE_MODULES_DIR}/${name}.js`) },
      rolldownOptions: {
        // `inversify` is resolved by importVendoredInversify (to core's trimmed copy), the rest stay imports.
        external: (id) => isBareSpecifier(id) && id !== 'inversify',
        output: perModule
          ? { preserveModules: true, preserveModulesRoot: join(packageDir, target.typesRoot) }
          : { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  if (vendorsInversify) await buildVendoredInversify(outDir);
  // One module for the error files an app's bundler would otherwise split apart (error-modules.merge.ts).
  if (vendorsInversify && perModule) await joinErrorModules(join(outDir, PACKAGE_MODULES_DIR));
  return builtFiles(outDir, output);
}

/**
 * Our published modules import Inversify from core's trimmed copy (`@mediakit/core/inversify`,
 * inversify-vendor.ts), never the `inversify` package: an app's bundler then ships only what our
 * containers reach, as the script tag does. The sources keep importing `inversify` (tests run on them).
 */
function importVendoredInversify(): Plugin {
  return {
    name: 'mediakit-import-vendored-inversify',
    // Before Vite's own resolver, which would find the package in node_modules.
    enforce: 'pre',
    resolveId(source) {
      return source === 'inversify' ? { id: VENDORED_INVERSIFY_SPECIFIER, external: true } : null;
    },
  };
}

/**
 * The `.d.ts` tree of one package in `dist/types/`. Our other packages are mapped to their fresh
 * declarations under the same output root, so a package never re-emits another's sources.
 * tsc keeps relative `.ts` specifiers in declarations; they are rewritten to `.js`, which any
 * consumer's module resolution maps back to the `.d.ts`.
 */
export async function buildPackageDeclarations(target: PackageTarget, outRoot = REPO_ROOT): Promise<void> {
  const paths: Record<string, string[]> = {};
  for (const other of PACKAGE_TARGETS) {
    if (other === target) break;
    for (const entry of packageEntries(other)) {
      const specifier = entry.subpath === '.' ? other.name : `${other.name}/${entry.subpath.slice(2)}`;
      paths[specifier] = [join(distDir(other, outRoot), entry.types.replace(/^\.\/dist\//, ''))];
    }
  }
  const typesDir = join(distDir(target, outRoot), 'types');
  const configDir = mkdirTemp(`mediakit-tsconfig-${target.dir}-`);
  const config = join(configDir, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({ extends: join(REPO_ROOT, target.dir, 'tsconfig.build.json'), compilerOptions: { outDir: typesDir, paths, typeRoots: [join(REPO_ROOT, 'node_modules/@types')] } }));
  try {
    await run(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', config], { cwd: REPO_ROOT });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`tsc declarations for ${target.name} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
  for (const file of walk(typesDir)) {
    if (!file.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g, '$1$2.js$3');
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

/** Where the script-tag bundle goes: inside the adapters package, so it ships with it too. */
export function scriptTagDir(outRoot = REPO_ROOT): string {
  return join(outRoot, 'adapters', 'dist', 'script-tag');
}

/**
 * Issue 17: every lazy chunk that imports the play path (its facades, and chunks that share its
 * code: the share-link queue, live radio...) has it fetched beside it, with the chunks the play
 * path imports in turn; the browser would otherwise find each only once the chunk naming it had
 * arrived, a round trip per step (lazy-chunks.plugin.ts). No byte moves: they import them anyway.
 */
export function playPathCompanions(chunks: Awaited<ReturnType<typeof build>>): Record<string, string[]> {
  const written = writtenChunks(chunks);
  const playPathFile = `${PLAY_PATH_CHUNK}.js`;
  const playPath = written.find((chunk) => chunk.fileName === playPathFile);
  if (!playPath) return {};
  const companions = [playPathFile, ...playPath.imports].map((file) => file.replace(/\.js$/, ''));
  const importers = written.filter((chunk) => chunk.isEntry && chunk.imports.includes(playPathFile));
  return Object.fromEntries(importers.map((chunk) => [chunk.name, companions]));
}

export interface ScriptTagBuild {
  /** `mediakit.js`: the classic script a page loads. */
  readonly main: BuiltFile;
  /** ES-module chunks in `mediakit-chunks/`, imported at run time when a backend needs them. */
  readonly chunks: readonly BuiltFile[];
  /** Chunk name → the chunks the main script fetches beside it ({@link playPathCompanions}). */
  readonly companions: Readonly<Record<string, readonly string[]>>;
}

/**
 * The script-tag bundle: `mediakit.js`, one minified IIFE with everything a page needs to
 * configure, browse and play previews, and the heavy backends (hls.js, shaka) and what only some
 * pages need (play-activity reporting, the track service...) as ES-module chunks that the IIFE
 * imports on first use (see lazy-chunks.plugin.ts). Built twice: the first pass, in memory, finds
 * the modules the chunks can take from the main script instead of copying them
 * (shared-modules.plugin.ts); the second writes the files.
 */
export async function buildScriptTag(outRoot = REPO_ROOT): Promise<ScriptTagBuild> {
  const outDir = scriptTagDir(outRoot);
  const chunkDir = join(outDir, LAZY_CHUNK_DIR);
  const realEntry = join(REPO_ROOT, 'adapters/hosts/script-tag.entry.ts');

  const probe = lazyChunks();
  const probeMain = await buildScriptTagMain(outDir, realEntry, probe.plugin, { write: false });
  const entries = probe.entries();
  if (Object.keys(entries).length === 0) {
    const main = mainFile(outDir, await buildScriptTagMain(outDir, realEntry, lazyChunks().plugin, { write: true }));
    await compressFurther(main.path);
    return { main, chunks: [], companions: {} };
  }
  const chunkExports = recordExports();
  const probeChunks = await buildScriptTagChunks(chunkDir, entries, { write: false, plugins: [chunkExports.plugin] });
  const shared = findSharedModules(probeMain, probeChunks, chunkExports.exports, Object.values(entries), REPO_ROOT);

  // The chunks first: the main script names, for the play path's importers, the chunks they
  // import (playPathCompanions), read off the files as written (their hashed names included).
  const chunkOutput = await buildScriptTagChunks(chunkDir, entries, { write: true, plugins: [importSharedModules(shared)] });
  const companions = playPathCompanions(chunkOutput);
  const lazy = lazyChunks({ companions });
  const exposed = exposeSharedModules(shared, realEntry, REPO_ROOT);
  const main = mainFile(outDir, await buildScriptTagMain(outDir, exposed.entry, lazy.plugin, { write: true, plugins: [exposed.plugin] }));
  await compressFurther(main.path);
  const imported = lazy.entries();
  const missing = Object.keys(imported).filter((name) => entries[name] !== imported[name]);
  if (missing.length > 0) throw new Error(`The script-tag main imports chunks the first pass did not find: ${missing.join(', ')}`);
  return { main, chunks: builtFiles(chunkDir, chunkOutput), companions };
}

/** What both script-tag builds share. */
function browserBuildConfig() {
  return {
    configFile: false as const,
    root: REPO_ROOT,
    logLevel: 'warn' as const,
    publicDir: false as const,
    // Sources, not another package's dist: the bundle is built from one tree. Production
    // variants of dependencies whatever NODE_ENV the caller runs under (Vitest sets 'test'),
    // so a test measures what `npm run build` ships.
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultClientConditions.map((condition) => (condition === 'development|production' ? 'production' : condition))],
    },
    // Library mode keeps process.env.NODE_ENV for an app's bundler; a page has no bundler.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  };
}

interface PassOptions {
  /** False for the first pass: only the module graph is wanted. */
  readonly write: boolean;
  readonly plugins?: readonly Plugin[];
}

function buildScriptTagMain(outDir: string, entry: string, lazyPlugin: Plugin, options: PassOptions): Promise<Awaited<ReturnType<typeof build>>> {
  return build({
    ...browserBuildConfig(),
    // The lazy chunks never contain Inversify: only the main build drops its unreachable resolvers
    // and gives it a private metadata store in place of the Reflect polyfill (inversify-metadata.plugin.ts).
    plugins: [lazyPlugin, inversifyWithoutUnreachableResolvers(), inversifyPrivateMetadata(), ...(options.plugins ?? [])],
    build: {
      outDir,
      emptyOutDir: false,
      write: options.write,
      target: 'es2022',
      minify: options.write,
      sourcemap: options.write,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'MediaKitScriptTag', fileName: () => 'mediakit.js' },
    },
  });
}

/**
 * Issue 17: what a first play runs, the full-or-preview choice, the source reader of the gapless
 * engine (full tracks and previews) and the backend that plays segmented audio (the first built-in
 * backend of the hosts' list that plays audio, below), joined into one chunk with everything they import,
 * `play-path.js`; their own chunks become small facades over it. Split by the automatic rule it
 * was three chunks and about ten small shared ones, fetched in two steps over the browser's six
 * connections per host: the product-path bench's script-tag cold preview went from 250 to 151 ms
 * (docs/decisions.md). Chunks that share code with it (live radio, account services, play
 * activity) import it too: they run beside a play, or for a signed-in page that readies it anyway.
 */
export const PLAY_PATH_CHUNK = 'play-path';

/**
 * The chunks it joins. The backend is named here, not read from adapters/hosts/backends.ts: the
 * build runs before `@mediakit/core` is built, which that list imports. The size-budget test
 * holds it to the list's first built-in audio backend.
 */
export const PLAY_PATH_ENTRIES = ['full-playback.resolver', 'gapless-source.setup', 'mse-audio-media-sink'] as const;

function buildScriptTagChunks(chunkDir: string, entries: Record<string, string>, options: PassOptions): Promise<Awaited<ReturnType<typeof build>>> {
  const playPath = new Set(PLAY_PATH_ENTRIES.map((name) => entries[name]).filter((path): path is string => path !== undefined));
  return build({
    ...browserBuildConfig(),
    // Issue 17: each chunk names every shared chunk it needs, so a cold play fetches them at once.
    plugins: [...(options.plugins ?? []), hoistTransitiveImports()],
    build: {
      outDir: chunkDir,
      emptyOutDir: false,
      write: options.write,
      target: 'es2022',
      minify: options.write,
      sourcemap: options.write,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: entries, formats: ['es'], fileName: (_format, entryName) => `${entryName}.js` },
      rolldownOptions: {
        // Each chunk still exports what its import() takes; the stubs' group (below) needs leave to add exports.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // A chunk only other chunks import (live radio's session, loaded by the live-radio
          // chunk) keeps its module's name, as does the play path (below); code shared between
          // chunks is `shared-[hash].js`.
          chunkFileNames: (chunk) => (chunk.isDynamicEntry || chunk.name === PLAY_PATH_CHUNK ? '[name].js' : 'shared-[hash].js'),
          // The registry stubs in one chunk (shared-modules.plugin.ts, isSharedStub); only the
          // stubs: the modules a stub's own copy needs stay where the automatic split puts them.
          // The play path's entries and everything they import in one more (PLAY_PATH_CHUNK).
          codeSplitting: { groups: [{ name: 'shared-registry', test: (id: string) => isSharedStub(id), includeDependenciesRecursively: false, priority: 10 }, { name: PLAY_PATH_CHUNK, test: (id: string) => playPath.has(id) }] },
          // Vite keeps the whitespace and pure annotations of an ES library for the app bundler
          // that minifies it; these chunks go to the browser as they are (licences kept).
          ...(options.write ? { minify: true, comments: { annotation: false, jsdoc: false, legal: true } } : {}),
        },
        // A library's own direct eval (shaka's debug build has one) is its business, not a build warning of ours.
        onLog(level, log, handler) {
          if (log.code === 'EVAL' && (log.id ?? '').includes('/node_modules/')) return;
          handler(level, log);
        },
      },
    },
  });
}

function mainFile(outDir: string, output: Awaited<ReturnType<typeof build>>): BuiltFile {
  const main = builtFiles(outDir, output).find((file) => file.isEntry);
  if (!main) throw new Error('The script-tag build wrote no entry');
  return main;
}

export interface BuildResult {
  readonly packages: ReadonlyArray<{ readonly target: PackageTarget; readonly files: readonly BuiltFile[] }>;
  readonly scriptTag: ScriptTagBuild;
}

export interface BuildOptions {
  readonly outRoot?: string;
  /** Skip the declarations (a test that only looks at JavaScript). */
  readonly declarations?: boolean;
}

/** Everything `npm run build` writes, from clean `dist/` folders. */
export async function buildAll(options: BuildOptions = {}): Promise<BuildResult> {
  const outRoot = options.outRoot ?? REPO_ROOT;
  for (const target of PACKAGE_TARGETS) rmSync(distDir(target, outRoot), { recursive: true, force: true });
  const packages = [];
  for (const target of PACKAGE_TARGETS) {
    const files = await buildPackageModules(target, outRoot);
    if (options.declarations !== false) await buildPackageDeclarations(target, outRoot);
    packages.push({ target, files });
  }
  const scriptTag = await buildScriptTag(outRoot);
  return { packages, scriptTag };
}

export function relativeToRoot(path: string, outRoot = REPO_ROOT): string {
  return relative(outRoot, path).split('\\').join('/');
}

function mkdirTemp(prefix: string): string {
  const dir = join(tmpdir(), `${prefix}${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
