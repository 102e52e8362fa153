/**
 * The Inversify that `@mediakit/core` publishes (`@mediakit/core/inversify`, dist/inversify.js):
 * one module holding the part of Inversify our containers reach, trimmed at OUR build time the
 * way the script-tag build trims it (inversify-unreachable.plugin.ts, inversify-metadata.plugin.ts).
 * Every published module of ours imports `inversify` through it (library-builds.ts rewrites the
 * bare specifier), so an app's bundler, whatever it is and with no configuration, ships the same
 * subset as the script tag (issue 14: the npm app's first load within 1.1× the script tag's main).
 * Inversify stays the container (DESIGN.md); only unreachable code is left out. The packages'
 * MIT notices travel in the file's header. Sources and tests keep importing the real package.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { inversifyPrivateMetadata } from './inversify-metadata.plugin.ts';
import { inversifyWithoutUnreachableResolvers } from './inversify-unreachable.plugin.ts';
import { REPO_ROOT } from './package-targets.ts';

/** The subpath of `@mediakit/core` that holds the trimmed Inversify; its source re-exports the real package. */
export const VENDORED_INVERSIFY_SUBPATH = './inversify';
/** What every published module imports in place of `inversify`. */
export const VENDORED_INVERSIFY_SPECIFIER = '@mediakit/core/inversify';
/** Its file under core's `dist/`. */
export const VENDORED_INVERSIFY_FILE = 'inversify.js';

const SOURCE = join(REPO_ROOT, 'core/src/di/inversify.ts');

/** `inversify`, `@inversifyjs/core`...: the npm package a bundled module id comes from. */
function packageOf(id: string): string | undefined {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [scope, name] = id.slice(at + '/node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : scope;
}

/** The MIT notices of the packages in the bundle, as one legal comment (licences require them kept). */
function licenceHeader(packages: readonly string[]): string {
  const notices = packages.map((name) => {
    const dir = join(REPO_ROOT, 'node_modules', name);
    const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string; license: string };
    const text = readFileSync(join(dir, 'LICENSE'), 'utf8').trim().replaceAll('*/', '* /');
    return `${name}@${version} (${license})\n\n${text}`;
  });
  return `/*! @license\n * Inversify, bundled by MediaKit with only the parts its containers reach (tools/build/inversify-vendor.ts).\n\n${notices.join('\n\n')}\n */\n`;
}

/** Writes `<coreDist>/inversify.js`; returns the npm packages it holds. */
export async function buildVendoredInversify(coreDist: string): Promise<string[]> {
  const output = (await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'warn',
    publicDir: false,
    plugins: [inversifyWithoutUnreachableResolvers(), inversifyPrivateMetadata()],
    build: {
      write: false,
      target: 'es2022',
      // Readable, like the rest of the dist: the app's bundler minifies.
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: { inversify: SOURCE }, formats: ['es'], fileName: () => VENDORED_INVERSIFY_FILE },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) throw new Error(`The vendored Inversify must be one module (got ${chunks.length})`);
  const packages = [...new Set(chunk.moduleIds.map(packageOf).filter((name): name is string => name !== undefined))].sort();
  const file = join(coreDist, VENDORED_INVERSIFY_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, licenceHeader(packages) + chunk.code);
  return packages;
}
