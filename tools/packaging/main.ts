/**
 * `npm run test:packaging` (issue 18, done when): the three packages as an adopter gets them.
 *
 * 1. core, adapters and react are built and packed with `npm pack` (tools/packaging/pack-packages.ts,
 *    the tarballs the npm-app bench installs too);
 * 2. `publint --strict` and Are The Types Wrong (`attw --pack`) check each package; any problem fails;
 * 3. for React 18 and React 19 in turn, a scratch app in the OS temp folder installs the tarballs
 *    with that React (`npm install`, the registry as an adopter reaches it), type-checks against
 *    the published declarations (strict), is built by Vite, is served by the provider emulator and
 *    plays a preview in Chromium through `@mediakit/react`'s provider and hooks, under StrictMode.
 *
 * Its own script, not part of `npm test`: two installs from the registry and two production
 * builds take several minutes. `.ci/run` calls it after the README's test command.
 * `PACKAGING_PORT` picks the emulator's port (default: any free port).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { EMULATOR_DEVELOPER_TOKEN } from '../emulator/auth/developer-token.ts';
import { startEmulator } from '../emulator/emulator-server.ts';
import { REPO_ROOT } from '../build/package-targets.ts';
import { installApp, packPackages, staticFallback } from './pack-packages.ts';
import { reactAppFiles, REACT_MAJORS, type ReactMajor } from './react-app.ts';

const run = promisify(execFile);
const PACKAGES = ['@mediakit/core', '@mediakit/adapters', '@mediakit/react'] as const;
const APP_PATH = '/app/';

const started = performance.now();
const log = (message: string): void => console.log(`[packaging ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const failures: string[] = [];

/** Runs a checker; its output is printed, and a non-zero exit is a failure with that output. */
async function check(label: string, command: string, args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, [...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
    return `${stdout}${stderr}`;
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as { stdout?: string; stderr?: string; message: string };
    failures.push(`${label}:\n${stdout}${stderr || message}`);
    return `${stdout}${stderr}`;
  }
}

/** publint and attw on one staged package folder (what `npm pack` packs). */
async function lintPackage(name: string, dir: string): Promise<void> {
  // --strict turns publint's warnings into errors; its suggestions are problems for us too.
  const publint = await check(`publint ${name}`, 'npx', ['--yes', 'publint@0.3', '--strict'], dir);
  if (!publint.includes('All good!')) failures.push(`publint ${name} reported:\n${publint}`);
  log(`publint ${name}: ${publint.trim().split('\n').at(-1)}`);
  // The packages are ES modules only (`"type": "module"`, no `require` condition): attw's
  // esm-only profile leaves out the CommonJS and node10 resolutions they do not claim to support.
  const before = failures.length;
  await check(`attw ${name}`, 'npx', ['--yes', '@arethetypeswrong/cli@0.18', '--pack', '.', '--profile', 'esm-only', '--format', 'ascii'], dir);
  log(`attw ${name}: ${failures.length === before ? 'no problem for node16 (from ESM) and bundler resolution' : 'problems (listed at the end)'}`);
}

/** Installs, type-checks, builds and plays the React app with one React major. */
async function playWithReact(major: ReactMajor, tarballs: Record<string, string>, root: string, browser: import('@playwright/test').Browser): Promise<void> {
  const appDir = join(root, `react-${major}`);
  mkdirSync(appDir, { recursive: true });
  for (const [file, text] of Object.entries(reactAppFiles(major, tarballs, EMULATOR_DEVELOPER_TOKEN))) writeFileSync(join(appDir, file), text);
  log(`React ${major}: npm install of the tarballs with react@${major}`);
  await installApp(appDir);
  const installed = (await run(process.execPath, ['-e', "process.stdout.write(require('react/package.json').version)"], { cwd: appDir })).stdout;
  if (!installed.startsWith(`${major}.`)) failures.push(`React ${major}: the app installed react ${installed}`);

  log(`React ${major}: tsc --strict against the published declarations (react ${installed})`);
  const tsc = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
  await check(`React ${major}: tsc`, process.execPath, [tsc, '-p', 'tsconfig.json'], appDir);

  log(`React ${major}: vite build`);
  const outDir = join(appDir, 'dist');
  await build({ configFile: false, root: appDir, base: APP_PATH, logLevel: 'error', publicDir: false, build: { outDir, emptyOutDir: true, reportCompressedSize: false } });

  const emulator = await startEmulator({ port: Number(process.env.PACKAGING_PORT ?? 0), fallback: staticFallback(outDir, APP_PATH) });
  const context = await browser.newContext();
  try {
    const songId = emulator.catalog.songs.keys().next().value;
    if (!songId) throw new Error('the emulator catalogue has no song');
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${emulator.origin}${APP_PATH}index.html?song=${encodeURIComponent(songId)}`);
    await page.getByRole('button', { name: 'Play preview' }).click({ timeout: 20_000 });
    const status = page.locator('#status');
    try {
      await status.and(page.locator('[data-state="playing"]')).waitFor({ timeout: 20_000 });
    } catch {
      failures.push(`React ${major}: the preview did not reach playing (status "${await status.textContent()}", page errors: ${pageErrors.join('; ') || 'none'})`);
      return;
    }
    const nowPlaying = await status.getAttribute('data-item');
    if (nowPlaying !== songId) failures.push(`React ${major}: useNowPlaying gave item ${nowPlaying}, queued ${songId}`);
    if (pageErrors.length > 0) failures.push(`React ${major}: page errors: ${pageErrors.join('; ')}`);
    log(`React ${major}: played song ${songId} (${await status.textContent()})`);
  } finally {
    await context.close();
    await emulator.close();
  }
}

const root = mkdtempSync(join(tmpdir(), 'mediakit-packaging-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
try {
  const packDir = join(root, 'tarballs');
  mkdirSync(packDir, { recursive: true });
  const { tarballs, staged } = await packPackages(PACKAGES, join(root, 'staged'), packDir, { declarations: true, progress: log });
  for (const name of PACKAGES) await lintPackage(name, staged[name] ?? '');
  for (const major of REACT_MAJORS) await playWithReact(major, tarballs, root, browser);
} catch (error) {
  failures.push(`the run stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await browser.close();
  rmSync(root, { recursive: true, force: true });
}
log(failures.length === 0 ? 'all good: packed, linted, installed with React 18 and 19, built and played' : `${failures.length} problem(s)`);
for (const failure of failures) console.error(`\n✗ ${failure}`);
process.exitCode = failures.length === 0 ? 0 : 1;
