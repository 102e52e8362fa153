import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kib, measureFile } from '../../../tools/build/bundle-sizes.ts';
import { buildPackageModules, buildScriptTag, type BuiltFile, type ScriptTagBuild } from '../../../tools/build/library-builds.ts';
import { PACKAGE_TARGETS, REPO_ROOT } from '../../../tools/build/package-targets.ts';
import {
  CORE_BUDGET,
  LAZY_CHUNK_BUDGETS,
  LAZY_ONLY_PACKAGES,
  LAZY_ONLY_SOURCES,
  OTHER_LAZY_CHUNK_BUDGET,
  REPLACED_PACKAGES,
  SCRIPT_TAG_MAIN_BUDGET,
  type SizeBudget,
} from '../../../tools/build/size-budgets.ts';

// docs/size-budgets.md: the script-tag bundle and the core are built here, from this tree, into a
// temporary folder (a few seconds), gzipped and held to their budgets.

const outRoot = mkdtempSync(join(tmpdir(), 'mediakit-size-'));
let scriptTag: ScriptTagBuild;
let core: BuiltFile[];

beforeAll(async () => {
  scriptTag = await buildScriptTag(outRoot);
  core = await buildPackageModules(PACKAGE_TARGETS[0]!, outRoot, { minify: true });
}, 180_000);

afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

function within(budget: SizeBudget, gzipBytes: number): void {
  expect(gzipBytes, `${budget.name}: ${kib(gzipBytes)} gzip, budget ${kib(budget.gzipBytes)}`).toBeLessThanOrEqual(budget.gzipBytes);
}

const packageOf = (moduleId: string): string | undefined => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId)?.[1];

describe('docs/size-budgets.md: the script-tag bundle', () => {
  it(`the main script (mediakit.js) is within ${SCRIPT_TAG_MAIN_BUDGET.gzipBytes / 1024} KiB gzip`, () => {
    within(SCRIPT_TAG_MAIN_BUDGET, measureFile(scriptTag.main.path).gzip);
  });

  it('hls.js and shaka-player are not in the main script (DESIGN.md: heavy libraries load lazily)', () => {
    const inMain = new Set(scriptTag.main.moduleIds.map(packageOf));
    for (const name of LAZY_ONLY_PACKAGES) expect(inMain.has(name), `${name} in mediakit.js`).toBe(false);
  });

  it('what loads on first use is not in the main script (tools/build/size-budgets.ts LAZY_ONLY_SOURCES)', () => {
    const inMain = scriptTag.main.moduleIds.map((id) => relative(REPO_ROOT, id).split('\\').join('/'));
    expect(inMain.filter((id) => LAZY_ONLY_SOURCES.some((source) => id.startsWith(source)))).toEqual([]);
    const packages = new Set(scriptTag.main.moduleIds.map(packageOf));
    for (const name of REPLACED_PACKAGES) expect(packages.has(name), `${name} in mediakit.js`).toBe(false);
  });

  it('the lazy chunks take the core modules the main script has from it: one MKError class (DESIGN.md)', () => {
    // A chunk may hold the module that reads MKError from the main script (a virtual `\0` id), never the class's own source.
    const copies = scriptTag.chunks.filter((chunk) => chunk.moduleIds.some((id) => !id.startsWith('\0') && id.endsWith('/core/src/domain/errors/mk-error.ts')));
    expect(copies.map((chunk) => chunk.fileName)).toEqual([]);
    expect(readFileSync(scriptTag.main.path, 'utf8')).toContain('mediakit.script-tag.shared.');
  });

  it('hls.js and shaka-player each come in their own lazy chunk', () => {
    const chunkOf = (name: string) => scriptTag.chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => packageOf(id) === name));
    expect(chunkOf('hls.js')?.fileName).toBe('hlsjs-media-sink.js');
    expect(chunkOf('shaka-player')?.fileName).toBe('shaka-media-sink.js');
  });

  it('the main script is a classic script: no static import or export, chunks reached by import() only', () => {
    const code = readFileSync(scriptTag.main.path, 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).toContain('mediakit-chunks/');
  });

  it('each lazy chunk is within its budget', () => {
    expect(scriptTag.chunks.length).toBeGreaterThan(0);
    for (const chunk of scriptTag.chunks) {
      const budget = LAZY_CHUNK_BUDGETS[chunk.fileName.replace(/\.js$/, '')] ?? OTHER_LAZY_CHUNK_BUDGET;
      within(budget, measureFile(chunk.path).gzip);
    }
  });
});

describe('docs/size-budgets.md: the core', () => {
  it('@mediakit/core, minified, is within its budget (every entry and chunk together)', () => {
    within(CORE_BUDGET, core.reduce((sum, file) => sum + measureFile(file.path).gzip, 0));
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
