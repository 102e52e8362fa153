/**
 * Packs our packages the way they are published, for the tools that install them as an adopter
 * does (the packaging check, the npm-app bench): each package is built into a staging folder
 * (tools/build), given its publish manifest, README and LICENSE, then `npm pack`ed. Shared here so
 * the bench and the packaging check measure and test the same tarballs.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { buildPackageDeclarations, buildPackageModules, distDir } from '../build/library-builds.ts';
import { PACKAGE_TARGETS, readPackageJson, REPO_ROOT, SOURCE_CONDITION, type PackageTarget } from '../build/package-targets.ts';

const run = promisify(execFile);

/**
 * The manifest as published: the workspace's own, minus the `@mediakit/source` condition. That
 * condition names `src/*.ts`, which the tarball does not ship; a consumer never sets it, but
 * tools that check exports against the tarball's files (publint) rightly call it broken (issue 18).
 */
export function publishManifest(target: PackageTarget): Record<string, unknown> {
  const manifest = readPackageJson(target);
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([subpath, value]) => [subpath, typeof value === 'string' ? value : Object.fromEntries(Object.entries(value).filter(([condition]) => condition !== SOURCE_CONDITION))]),
  );
  // Workspace-only development dependencies mean nothing to an installer.
  const { devDependencies: _dev, ...published } = manifest;
  return { ...published, exports };
}

export interface StageOptions {
  /** Also build `dist/types` (slower; the bench's bundle does not need it, type checks do). */
  readonly declarations: boolean;
}

/** Builds one package into `<outRoot>/<dir>` with what its tarball holds beside `dist`. */
export async function stagePackage(target: PackageTarget, outRoot: string, options: StageOptions): Promise<string> {
  await buildPackageModules(target, outRoot);
  if (options.declarations) await buildPackageDeclarations(target, outRoot);
  const dir = join(distDir(target, outRoot), '..');
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(publishManifest(target), null, 2)}\n`);
  for (const file of ['README.md', 'LICENSE']) copyFileSync(join(REPO_ROOT, target.dir, file), join(dir, file));
  return dir;
}

/** `npm pack` of a staged package folder; returns the tarball's path. */
export async function packStaged(stagedDir: string, packDir: string): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: stagedDir, maxBuffer: 16 * 1024 * 1024 });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
  if (!packed) throw new Error(`npm pack in ${stagedDir} wrote nothing`);
  return join(packDir, packed.filename);
}

/** Stages and packs the named packages (in build order); returns name → tarball and name → staged folder. */
export async function packPackages(
  names: readonly string[],
  outRoot: string,
  packDir: string,
  options: StageOptions & { readonly progress?: (message: string) => void },
): Promise<{ tarballs: Record<string, string>; staged: Record<string, string> }> {
  const tarballs: Record<string, string> = {};
  const staged: Record<string, string> = {};
  for (const target of PACKAGE_TARGETS.filter((t) => names.includes(t.name))) {
    options.progress?.(`building ${target.name} (tools/build) and packing it`);
    const dir = await stagePackage(target, outRoot, options);
    staged[target.name] = dir;
    tarballs[target.name] = await packStaged(dir, packDir);
  }
  return { tarballs, staged };
}

/** Installs the tarballs into a scratch app folder as an adopter's `npm install` does. */
export async function installApp(appDir: string): Promise<void> {
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: appDir, maxBuffer: 16 * 1024 * 1024 });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The emulator's fallback route serving a built app's folder under `appPath` (same origin as the
 * emulated provider: no CORS in the way of what is tested).
 */
export function staticFallback(root: string, appPath: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://app.invalid').pathname;
    const relativePath = path.startsWith(appPath) ? normalize(path.slice(appPath.length) || 'index.html') : null;
    if (!relativePath || relativePath.startsWith('..')) {
      res.writeHead(404).end();
      return;
    }
    readFile(join(root, relativePath)).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(relativePath)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  };
}
