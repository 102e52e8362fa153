/**
 * `npm run docs`: the API reference of the three packages, generated from the built declarations
 * (`npm run build` first) with API Extractor, then rendered to Markdown by API Documenter, into
 * `docs/api/` (gitignored). API Extractor reads `.d.ts` files with the TypeScript it bundles, so
 * it works whatever compiler wrote them (docs/decisions.md). Any API Extractor or TSDoc warning
 * fails the run: the reference is built without warnings or not at all.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type IConfigFile, type ExtractorMessage } from '@microsoft/api-extractor';
import { escapeDocBraces } from './escape-braces.ts';
import { fenceExamples } from './fence-examples.ts';
import { PACKAGE_TARGETS, REPO_ROOT, packageEntries, readPackageJson, type PackageEntry, type PackageTarget } from '../build/package-targets.ts';

/** Where the reference goes: the doc model per entry, then the Markdown pages. */
export const DOCS_OUT = join(REPO_ROOT, 'docs', 'api');

/**
 * Entries that are not part of the public API: `./internal` serves our own adapters and tests,
 * `./di` the hosts' containers. Their names say so and adopters do not import them.
 */
const NOT_DOCUMENTED = new Set(['./internal', './di']);

/**
 * The package name the doc model gives an entry. The model has one entry point per package and
 * package names cannot hold a `/`, so a subpath is joined with dashes: `@mediakit/adapters-hlsjs`
 * documents `@mediakit/adapters/hlsjs` (each page names the import path in its title).
 */
export function entryDocName(target: PackageTarget, entry: PackageEntry): string {
  return entry.subpath === '.' ? target.name : `${target.name}-${entry.subpath.replace(/^\.\//, '').replaceAll('/', '-')}`;
}

function extractorConfig(target: PackageTarget, entry: PackageEntry, modelFolder: string): IConfigFile {
  const folder = join(REPO_ROOT, target.dir);
  return {
    projectFolder: folder,
    mainEntryPointFilePath: join(folder, entry.types),
    bundledPackages: [],
    compiler: {
      overrideTsconfig: {
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [], jsx: 'react-jsx' },
      },
      skipLibCheck: true,
    },
    apiReport: { enabled: false, reportFileName: '<unscopedPackageName>.api.md' },
    docModel: { enabled: true, apiJsonFilePath: join(modelFolder, `${entryDocName(target, entry).replace(/[@/]/g, '_')}.api.json`) },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning },
        // Release tags (@public/@beta) are a versioning scheme we do not use: every exported name is public.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
    },
  };
}

/** Runs API Extractor on every documented entry; returns the warnings it reported. */
export function extractDocModel(modelFolder: string): string[] {
  const warnings: string[] = [];
  for (const target of PACKAGE_TARGETS) {
    const packageJson = readPackageJson(target);
    for (const entry of packageEntries(target)) {
      if (NOT_DOCUMENTED.has(entry.subpath)) continue;
      const name = entryDocName(target, entry);
      const config = ExtractorConfig.prepare({
        configObject: extractorConfig(target, entry, modelFolder),
        configObjectFullPath: undefined,
        packageJsonFullPath: join(REPO_ROOT, target.dir, 'package.json'),
        packageJson: { name, version: String(packageJson['version']) },
      });
      Extractor.invoke(config, {
        localBuild: true,
        messageCallback: (message: ExtractorMessage) => {
          if (message.logLevel === ExtractorLogLevel.Warning || message.logLevel === ExtractorLogLevel.Error) {
            warnings.push(`${name}: ${message.formatMessageWithLocation(REPO_ROOT)}`);
          }
          message.handled = true;
        },
      });
    }
  }
  return warnings;
}

function declarationFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function main(): Promise<void> {
  const model = join(DOCS_OUT, 'model');
  const markdown = join(DOCS_OUT, 'reference');
  for (const target of PACKAGE_TARGETS) {
    if (!existsSync(join(REPO_ROOT, target.dir, 'dist', 'types'))) throw new Error(`${target.name} has no dist/types: run npm run build first`);
  }
  for (const target of PACKAGE_TARGETS) {
    for (const file of declarationFiles(join(REPO_ROOT, target.dir, 'dist', 'types'))) {
      const text = readFileSync(file, 'utf8');
      const fenced = escapeDocBraces(fenceExamples(text));
      if (fenced !== text) writeFileSync(file, fenced);
    }
  }
  rmSync(DOCS_OUT, { recursive: true, force: true });
  mkdirSync(model, { recursive: true });
  const warnings = extractDocModel(model);
  if (warnings.length > 0) {
    console.error(warnings.join('\n'));
    console.error(`\nAPI reference: ${warnings.length} warning(s); fix the comments above.`);
    process.exit(1);
  }
  const output = execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', '@microsoft', 'api-documenter', 'bin', 'api-documenter'), 'markdown', '--input-folder', model, '--output-folder', markdown], { encoding: 'utf8' });
  const documenterWarnings = output.split('\n').filter((line) => /warning|error/i.test(line));
  if (documenterWarnings.length > 0) {
    console.error(documenterWarnings.join('\n'));
    process.exit(1);
  }
  console.log(`API reference written to ${markdown} (start at index.md)`);
}

await main();
