import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytesOfFile, kib } from '../../../tools/build/bundle-sizes.ts';
import { buildPackageModules, buildScriptTag, PLAY_PATH_ENTRIES, type BuiltFile, type ScriptTagBuild } from '../../../tools/build/library-builds.ts';
import { PACKAGE_TARGETS, REPO_ROOT } from '../../../tools/build/package-targets.ts';
import { BROWSER_BACKENDS } from '../../../adapters/hosts/backends.ts';
import {
  backendChunkBudgets,
  CORE_BUDGET,
  LAZY_CHUNK_BUDGETS,
  LAZY_ONLY_SOURCES,
  OTHER_LAZY_CHUNK_BUDGET,
  REPLACED_PACKAGES,
  SCRIPT_TAG_MAIN_BUDGET,
  type BackendChunkBudget,
  type SizeBudget,
} from '../../../tools/build/size-budgets.ts';

// docs/size-budgets.md: the script-tag bundle and the core are built here, from this tree, into a
// temporary folder (a few seconds), gzipped and held to their budgets.

const outRoot = mkdtempSync(join(tmpdir(), 'mediakit-size-'));
let scriptTag: ScriptTagBuild;
let core: BuiltFile[];
/** The host's backends (adapters/hosts/backends.ts), each with the budget its folder declares. */
let backends: BackendChunkBudget[];

beforeAll(async () => {
  backends = await backendChunkBudgets(BROWSER_BACKENDS.map((backend) => backend.name));
  scriptTag = await buildScriptTag(outRoot);
  core = await buildPackageModules(PACKAGE_TARGETS[0]!, outRoot, { minify: true, layout: 'chunks' });
}, 180_000);

afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

function within(budget: SizeBudget, gzipBytes: number): void {
  expect(gzipBytes, `${budget.name}: ${kib(gzipBytes)} gzip, budget ${kib(budget.gzipBytes)}`).toBeLessThanOrEqual(budget.gzipBytes);
}

const packageOf = (moduleId: string): string | undefined => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId)?.[1];

describe('docs/size-budgets.md: the script-tag bundle', () => {
  it(`the main script (mediakit.js) is within ${SCRIPT_TAG_MAIN_BUDGET.gzipBytes / 1024} KiB gzip`, () => {
    within(SCRIPT_TAG_MAIN_BUDGET, gzipBytesOfFile(scriptTag.main.path));
  });

  it('no backend library (hls.js, shaka-player...) is in the main script (DESIGN.md: heavy libraries load lazily)', () => {
    const inMain = new Set(scriptTag.main.moduleIds.map(packageOf));
    const lazyPackages = backends.flatMap((backend) => backend.lazyPackages);
    expect(lazyPackages).not.toEqual([]);
    for (const name of lazyPackages) expect(inMain.has(name), `${name} in mediakit.js`).toBe(false);
  });

  it('what loads on first use is not in the main script (LAZY_ONLY_SOURCES and every backend\'s sink)', () => {
    const inMain = scriptTag.main.moduleIds.map((id) => relative(REPO_ROOT, id).split('\\').join('/'));
    const lazy = [...LAZY_ONLY_SOURCES, ...backends.map((backend) => backend.source)];
    expect(inMain.filter((id) => lazy.some((source) => id.startsWith(source)))).toEqual([]);
    const packages = new Set(scriptTag.main.moduleIds.map(packageOf));
    for (const name of REPLACED_PACKAGES) expect(packages.has(name), `${name} in mediakit.js`).toBe(false);
  });

  it('the lazy chunks take the core modules the main script has from it: one MKError class (DESIGN.md)', () => {
    // A chunk may hold the module that reads MKError from the main script (a virtual `\0` id), never the class's own source.
    const copies = scriptTag.chunks.filter((chunk) => chunk.moduleIds.some((id) => !id.startsWith('\0') && id.endsWith('/core/src/domain/errors/mk-error.ts')));
    expect(copies.map((chunk) => chunk.fileName)).toEqual([]);
    expect(readFileSync(scriptTag.main.path, 'utf8')).toContain('mediakit.script-tag.shared.');
  });

  it('each backend is its own lazy chunk, named after it, carrying its library (hls.js, shaka-player...)', () => {
    const chunkOf = (name: string) => scriptTag.chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => packageOf(id) === name));
    for (const backend of backends) {
      expect(scriptTag.chunks.map((chunk) => chunk.fileName), backend.backend).toContain(`${backend.chunk}.js`);
      for (const name of backend.lazyPackages) expect(chunkOf(name)?.fileName, name).toBe(`${backend.chunk}.js`);
    }
  });

  it('issue 17: a first play\'s code is one chunk: the choice, the gapless source and the segmented-audio backend import play-path.js, which holds them', () => {
    const chunk = (name: string) => scriptTag.chunks.find((candidate) => candidate.fileName === `${name}.js`);
    const playPath = chunk('play-path');
    const audioBackend = BROWSER_BACKENDS.find((backend) => backend.module !== undefined && backend.plays.includes('audio'))?.name;
    expect(audioBackend).toBeDefined();
    expect(PLAY_PATH_ENTRIES).toContain(`${audioBackend}-media-sink`);
    for (const [name, source] of [['full-playback.resolver', 'core/src/services/playback/full-playback.resolver.ts'], ['gapless-source.setup', 'core/src/services/playback/gapless-source.setup.ts'], [`${audioBackend}-media-sink`, `adapters/${audioBackend}/${audioBackend}-media-sink.ts`]] as const) {
      expect(readFileSync(chunk(name)?.path ?? '', 'utf8'), name).toContain('"./play-path.js"');
      expect(playPath?.moduleIds.some((id) => id.endsWith(`/${source}`)), source).toBe(true);
    }
  });

  it('issue 17: every chunk that imports play-path.js has the main script fetch play-path.js and its imports beside it (no round trip in between)', () => {
    const importsOf = (file: string) => [...readFileSync(join(dirname(scriptTag.main.path), 'mediakit-chunks', file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+)\.js"/g)].map((match) => match[1] as string);
    const importers = scriptTag.chunks.filter((chunk) => chunk.isEntry && importsOf(chunk.fileName).includes('play-path')).map((chunk) => chunk.fileName.replace(/\.js$/, ''));
    expect(importers).toEqual(expect.arrayContaining([...PLAY_PATH_ENTRIES]));
    const playPathImports = importsOf('play-path.js');
    expect(playPathImports.length).toBeGreaterThan(0);
    const expected = ['play-path', ...new Set(playPathImports)].sort();
    for (const name of importers) expect([...(scriptTag.companions[name] ?? [])].sort(), name).toEqual(expected);
    // The page's copy of the map (the e2e readme-snippet.e2e.ts sees it work in Chromium).
    const main = readFileSync(scriptTag.main.path, 'utf8');
    for (const companion of expected) expect(main, companion).toMatch(new RegExp(`[\`"']${companion.replace(/[.-]/g, '\\$&')}[\`"']`));
  });

  it('the main script is a classic script: no static import or export, chunks reached by import() only', () => {
    const code = readFileSync(scriptTag.main.path, 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).toContain('mediakit-chunks/');
  });

  it('issue 17: a lazy chunk names every shared chunk it needs, so a cold play fetches them at once (no chain of fetches)', () => {
    const importsOf = new Map(
      scriptTag.chunks.map((chunk) => {
        const code = readFileSync(chunk.path, 'utf8');
        const files = [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1] as string);
        return [chunk.fileName, new Set(files)] as const;
      }),
    );
    const chained: string[] = [];
    for (const [file, direct] of importsOf) {
      const reached = new Set<string>();
      const pending = [...direct];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(...(importsOf.get(next) ?? []));
      }
      for (const further of reached) if (!direct.has(further)) chained.push(`${file} reaches ${further} only through another chunk`);
    }
    expect(scriptTag.chunks.some((chunk) => (importsOf.get(chunk.fileName)?.size ?? 0) > 1)).toBe(true);
    expect(chained).toEqual([]);
    // The registry stubs (a few dozen bytes each that only hand on the main script's exports) are
    // one chunk, not a file per set of chunks sharing one: each file is one more request.
    const stubsOnly = scriptTag.chunks.filter((chunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.startsWith('\0mediakit-shared')));
    expect(stubsOnly).toHaveLength(1);
  });

  it('each lazy chunk is within its budget', () => {
    expect(scriptTag.chunks.length).toBeGreaterThan(0);
    for (const chunk of scriptTag.chunks) {
      const name = chunk.fileName.replace(/\.js$/, '');
      const budget = LAZY_CHUNK_BUDGETS[name] ?? backends.find((backend) => backend.chunk === name)?.budget ?? OTHER_LAZY_CHUNK_BUDGET;
      within(budget, gzipBytesOfFile(chunk.path));
    }
  });
});

describe('docs/size-budgets.md: the core', () => {
  it('@mediakit/core, minified, is within its budget (every entry and chunk together)', () => {
    within(CORE_BUDGET, core.reduce((sum, file) => sum + gzipBytesOfFile(file.path), 0));
  });

  it('@mediakit/core bundles no npm package (zero runtime dependencies; inversify stays an import)', () => {
    expect(core.flatMap((file) => file.moduleIds).filter((id) => packageOf(id) !== undefined)).toEqual([]);
  });
});

describe('docs/size-budgets.md carries the budgets the test enforces', () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs/size-budgets.md'), 'utf8');
  it.each([SCRIPT_TAG_MAIN_BUDGET, CORE_BUDGET, ...Object.values(LAZY_CHUNK_BUDGETS), OTHER_LAZY_CHUNK_BUDGET])('$name', (budget) => {
    expect(doc).toContain(`| ${budget.name} | ${budget.gzipBytes / 1024} KiB |`);
  });
});
