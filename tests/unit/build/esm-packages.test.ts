import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPackageDeclarations, buildPackageModules, distDir, type BuiltFile } from '../../../tools/build/library-builds.ts';
import { CLASS_BINDINGS_REMOVED_MESSAGE } from '../../../tools/build/inversify-unreachable.plugin.ts';
import { VENDORED_INVERSIFY_FILE, VENDORED_INVERSIFY_SPECIFIER } from '../../../tools/build/inversify-vendor.ts';
import { relativeDynamicImports } from '../../../tools/build/lazy-chunks.plugin.ts';
import { PACKAGE_TARGETS, packageEntries, readPackageJson, REPO_ROOT, SOURCE_CONDITION } from '../../../tools/build/package-targets.ts';

const run = promisify(execFile);

// MUSICKIT-SURFACE.md, Loading: importing the ES modules has no side effects and touches no
// window/document (safe under SSR). Checked on the built packages, installed the way an app
// installs them (node_modules/@mediakit/*, resolved through their `exports`), in a plain Node
// process with no DOM: not through Vite, which would read our sources instead.

const install = mkdtempSync(join(tmpdir(), 'mediakit-install-'));
const builds = join(install, 'builds');

/** Every published specifier: '@mediakit/core', '@mediakit/core/di', '@mediakit/adapters/hosts/browser' ... */
const specifiers = PACKAGE_TARGETS.flatMap((target) => packageEntries(target).map((entry) => (entry.subpath === '.' ? target.name : `${target.name}/${entry.subpath.slice(2)}`)));

/** What each package's build wrote, by package name. */
const built = new Map<string, BuiltFile[]>();

beforeAll(async () => {
  for (const target of PACKAGE_TARGETS) {
    built.set(target.name, await buildPackageModules(target, builds));
    await buildPackageDeclarations(target, builds);
    cpSync(join(REPO_ROOT, target.dir, 'package.json'), join(builds, target.dir, 'package.json'));
  }
  mkdirSync(join(install, 'node_modules/@mediakit'), { recursive: true });
  for (const target of PACKAGE_TARGETS) symlinkSync(join(builds, target.dir), join(install, 'node_modules', target.name), 'dir');
  // The packages' own dependencies, as npm would have installed them beside ours.
  for (const dependency of ['inversify', 'react', 'hls.js', 'shaka-player', '@types/react']) {
    mkdirSync(join(install, 'node_modules', dependency, '..'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'node_modules', dependency), join(install, 'node_modules', dependency), 'dir');
  }
}, 180_000);

afterAll(() => rmSync(install, { recursive: true, force: true }));

describe('the built ES modules in Node, without a DOM', () => {
  it('every published entry imports without throwing and reads no browser global', async () => {
    const script = `
      const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'self', 'location', 'localStorage', 'sessionStorage', 'indexedDB',
        'HTMLElement', 'HTMLMediaElement', 'MediaSource', 'ManagedMediaSource', 'customElements', 'devicePixelRatio', 'matchMedia', 'CSS'];
      const touched = [];
      for (const name of BROWSER_GLOBALS) {
        const own = Object.getOwnPropertyDescriptor(globalThis, name);
        Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return own?.get ? own.get.call(globalThis) : own?.value; } });
      }
      const failures = [];
      for (const specifier of ${JSON.stringify(specifiers)}) {
        try { await import(specifier); } catch (error) { failures.push(specifier + ': ' + error.message); }
      }
      const windowDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
      process.stdout.write(JSON.stringify({ failures, touched: [...new Set(touched)], window: windowDescriptor.get.call(globalThis) === undefined ? 'undefined' : 'defined' }));
    `;
    writeFileSync(join(install, 'check.mjs'), script);
    const { stdout } = await run(process.execPath, [join(install, 'check.mjs')], { cwd: install });
    expect(JSON.parse(stdout)).toEqual({ failures: [], touched: [], window: 'undefined' });
  });

  it('the packages resolve to dist/ for a consumer (no source condition) and expose the public API', async () => {
    writeFileSync(
      join(install, 'resolve.mjs'),
      `const core = await import('@mediakit/core');
       const host = await import('@mediakit/adapters/hosts/headless');
       process.stdout.write(JSON.stringify({
         core: import.meta.resolve('@mediakit/core'),
         namespace: Object.keys(host.createHeadlessMusicKit().MusicKit).includes('configure'),
         repeatNone: core.PlayerRepeatMode[0],
       }));`,
    );
    const { stdout } = await run(process.execPath, [join(install, 'resolve.mjs')], { cwd: install });
    const result = JSON.parse(stdout);
    expect(result.core).toMatch(/\/builds\/core\/dist\/index\.js$/);
    expect(result).toMatchObject({ namespace: true, repeatNone: 'none' });
  });
});

// DESIGN.md, Wiring: the features that stay out of the first download do so for an app's own
// bundler too, through the `import()` calls of our sources (issue 14: the npm app's first load).
describe('the built modules keep the lazy split for an app\'s bundler', () => {
  it('every import() in the packages\' dist names a file of its own: one source module per file', () => {
    const files = [...built.values()].flat();
    const dynamicTargets = files.flatMap((file) => relativeDynamicImports(readFileSync(file.path, 'utf8')).map(({ specifier }) => join(dirname(file.path), specifier)));
    expect(dynamicTargets.length).toBeGreaterThan(10);
    for (const target of dynamicTargets) expect(existsSync(target), relative(builds, target)).toBe(true);
    // One file per module: a lazy feature is never merged into a chunk an eager module imports.
    for (const file of files) expect(file.moduleIds.filter((id) => !id.startsWith('\0')), file.fileName).toHaveLength(1);
  });

  it('Vite bundling an app of `@mediakit/adapters/hosts/browser` from the dist keeps every lazy feature out of the entry chunk', async () => {
    // hls.js is an optional peer the app registers (issue 18); its sink must stay lazy all the same.
    writeFileSync(
      join(install, 'app.js'),
      "import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';\nimport { hlsjsBackend } from '@mediakit/adapters/hlsjs';\nwindow.MusicKit = createBrowserMusicKit({ backends: [hlsjsBackend] });\n",
    );
    const output = (await build({
      configFile: false,
      root: install,
      logLevel: 'silent',
      publicDir: false,
      build: { write: false, minify: false, reportCompressedSize: false, rolldownOptions: { input: join(install, 'app.js') } },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const eager = new Set([entry, ...(entry?.imports ?? []).map((name) => chunks.find((chunk) => chunk.fileName === name))].flatMap((chunk) => Object.keys(chunk?.modules ?? {})));
    const lazyTargets = [...built.values()].flat().flatMap((file) => relativeDynamicImports(readFileSync(file.path, 'utf8')).map(({ specifier }) => join(dirname(file.path), specifier)));
    const lazyInApp = lazyTargets.filter((target) => [...eager, ...chunks.flatMap((chunk) => Object.keys(chunk.modules))].includes(target));
    // The browser host reaches these features only through import(): play activity, the track
    // service, the gapless full-track setup, the backends' sinks...
    expect(lazyInApp.map((target) => relative(builds, target))).toEqual(expect.arrayContaining(['core/dist/modules/services/activity/play-activity-reporting.js', 'adapters/dist/modules/hlsjs/hlsjs-media-sink.js']));
    expect(lazyInApp.filter((target) => eager.has(target)).map((target) => relative(builds, target))).toEqual([]);
  }, 120_000);
});

// Issue 14, the npm app's first load: the published modules carry Inversify trimmed at our build
// time (tools/build/inversify-vendor.ts), as the script tag does, so any bundler ships that subset.
describe('the packages ship a trimmed Inversify (tools/build/inversify-vendor.ts)', () => {
  it('no published module imports the inversify packages: they import @mediakit/core/inversify', () => {
    const files = [...built.values()].flat();
    const bare = files.filter((file) => /from\s*["'](?:inversify|@inversifyjs\/[\w-]+|reflect-metadata[\w/-]*)["']/.test(readFileSync(file.path, 'utf8')));
    expect(bare.map((file) => file.fileName)).toEqual([]);
    const importers = files.filter((file) => readFileSync(file.path, 'utf8').includes(`from "${VENDORED_INVERSIFY_SPECIFIER}"`)).map((file) => file.fileName);
    expect(importers).toEqual(expect.arrayContaining(['di.js', 'hosts/browser.js', 'hosts/headless.js']));
  });

  it('the vendored file keeps the MIT notices, resolves the binding kinds the core uses and refuses a class binding by name', async () => {
    const vendored = readFileSync(join(builds, 'core/dist', VENDORED_INVERSIFY_FILE), 'utf8');
    expect(vendored.startsWith('/*! @license')).toBe(true);
    for (const name of ['inversify@', '@inversifyjs/container@', '@inversifyjs/core@']) expect(vendored).toContain(name);
    expect(vendored.match(/Permission is hereby granted/g)?.length).toBeGreaterThanOrEqual(3);
    writeFileSync(
      join(install, 'container.mjs'),
      `const { Container, ContainerModule } = await import('@mediakit/core/inversify');
       const container = new Container();
       const A = Symbol('A'), B = Symbol('B');
       await container.load(new ContainerModule(({ bind }) => {
         bind(A).toConstantValue(2);
         bind(B).toResolvedValue((a) => ({ twice: a * 2 }), [A]).inSingletonScope();
       }));
       let classBinding = '';
       try { const c = Symbol('D'); container.bind(c).to(class {}); container.get(c); } catch (error) { classBinding = error.message; }
       process.stdout.write(JSON.stringify({ b: container.get(B), same: container.get(B) === container.get(B), classBinding }));`,
    );
    const { stdout } = await run(process.execPath, [join(install, 'container.mjs')], { cwd: install });
    expect(JSON.parse(stdout)).toEqual({ b: { twice: 4 }, same: true, classBinding: expect.stringContaining(CLASS_BINDINGS_REMOVED_MESSAGE) });
  });
});

describe('the built declarations, read by a consumer TypeScript project', () => {
  it('type-check an app that uses the packages: typed events, a wrong event name rejected', async () => {
    writeFileSync(
      join(install, 'consumer.ts'),
      `import { PlaybackStates, type MusicKitInstance } from '@mediakit/core';
       import { createBrowserMusicKit } from '@mediakit/adapters/hosts/browser';
       import { MediaKitProvider } from '@mediakit/react';
       const MusicKit = createBrowserMusicKit();
       export async function start(): Promise<MusicKitInstance> {
         const music = await MusicKit.configure({ developerToken: 'token', app: { name: 'App', build: '1' } });
         music.addEventListener('playbackStateDidChange', ({ oldState, state, nowPlayingItem }) => {
           const playing: boolean = state === PlaybackStates.playing && oldState !== state;
           const title: string | undefined = nowPlayingItem?.title;
           void playing; void title;
         });
         // @ts-expect-error not an event name
         music.addEventListener('playbackStateDidChnage', () => {});
         await music.setQueue({ album: '1', startWith: 2 });
         return music;
       }
       export const provider: unknown = MediaKitProvider;
      `,
    );
    writeFileSync(
      join(install, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [], jsx: 'react-jsx', skipLibCheck: false },
        files: ['consumer.ts'],
      }),
    );
    const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', join(install, 'tsconfig.json')], { cwd: install }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    // Errors inside third-party declarations are theirs; ours and the consumer's must be clean.
    expect(result.split('\n').filter((line) => line.startsWith('consumer.ts') || line.includes('@mediakit/'))).toEqual([]);
  });
});

describe('package.json exports name the sources, declarations and modules the build writes', () => {
  it.each(PACKAGE_TARGETS.map((target) => [target.name, target] as const))('%s', (_name, target) => {
    const pkg = readPackageJson(target);
    for (const entry of packageEntries(target)) {
      expect(pkg.exports[entry.subpath], entry.subpath).toEqual({ [SOURCE_CONDITION]: `./${entry.source}`, types: entry.types, default: entry.module });
      expect(readFileSync(join(REPO_ROOT, target.dir, entry.source), 'utf8').length, entry.source).toBeGreaterThan(0);
      expect(readFileSync(join(distDir(target, builds), entry.module.replace('./dist/', '')), 'utf8').length, entry.module).toBeGreaterThan(0);
      expect(readFileSync(join(distDir(target, builds), entry.types.replace('./dist/', '')), 'utf8').length, entry.types).toBeGreaterThan(0);
    }
    // What an adopter needs beside the code (issue 18): the licence, a README, the engines the
    // workspace holds to, and the manifest itself readable through `exports`.
    // The script-tag bundle (its own hls.js and shaka with maps) is served, not imported: no
    // export reaches it, so the adapters tarball leaves it out (issue 18).
    const shipped = target.dir === 'adapters' ? ['dist', '!dist/script-tag', 'README.md', 'LICENSE'] : ['dist', 'README.md', 'LICENSE'];
    expect(pkg.files).toEqual(shipped);
    expect(pkg.exports['./package.json']).toBe('./package.json');
    const metadata = pkg as unknown as { license?: string; engines?: { node?: string } };
    expect(metadata.license).toBe('MIT');
    expect(metadata.engines?.node).toBe('>=20.19');
    expect(readFileSync(join(REPO_ROOT, target.dir, 'LICENSE'), 'utf8')).toContain('MIT License');
    expect(readFileSync(join(REPO_ROOT, target.dir, 'README.md'), 'utf8')).toContain(target.name);
  });
});
