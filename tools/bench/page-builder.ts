/**
 * Builds the bench's browser pages with Vite (production, minified) into a temporary folder.
 * Peers and MediaKit are separate builds: MediaKit's engine is being written while the bench
 * runs, and a build error there must cost only MediaKit's rows (with the error as the reason).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/** The workspace's packages are read from their TypeScript sources (see vitest.config.ts). */
const SOURCE_CONDITIONS = ['@mediakit/source', ...defaultClientConditions];

export interface BuiltPages {
  /** Folder served under /bench/; entry `<name>` is at `<dir>/<name>.js`. */
  readonly dir: string;
  readonly entries: readonly string[];
}

export interface PageBuildFailure {
  readonly error: string;
}

/**
 * Builds `entries` (file names under pages/, without `.ts`) into `outDir`. Each entry becomes
 * `<name>.js`; shared and lazy chunks go to `chunks/`. `modulePreload` is off unless asked for:
 * the sink pages time their own loads; an app's page gets Vite's default (on).
 */
export async function buildPages(entries: readonly string[], outDir: string, options: { minify?: boolean; root?: string; modulePreload?: boolean } = {}): Promise<BuiltPages | PageBuildFailure> {
  try {
    await build({
      configFile: false,
      root: options.root ?? PAGES_DIR,
      logLevel: 'error',
      publicDir: false,
      // Served under /bench/<folder>/: the preload helper finds the chunks next to the page.
      ...(options.modulePreload ? { base: './' } : {}),
      resolve: { conditions: SOURCE_CONDITIONS },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: options.minify ?? true,
        sourcemap: false,
        copyPublicDir: false,
        reportCompressedSize: false,
        modulePreload: options.modulePreload ?? false,
        rolldownOptions: {
          input: Object.fromEntries(entries.map((name) => [name, join(options.root ?? PAGES_DIR, `${name}.ts`)])),
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
          // Page entries have no exports; keep their side effects (installing window.__bench).
          preserveEntrySignatures: false,
        },
      },
    });
    return { dir: outDir, entries };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error) };
  }
}

const temporaryDirs: string[] = [];

/** A fresh folder under the OS temp dir; {@link removeTemporaryDirs} deletes them all at the end. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `mediakit-bench-${prefix}-`));
  temporaryDirs.push(dir);
  return dir;
}

export function removeTemporaryDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Every file under `dir` (relative path → bytes). */
export function filesUnder(dir: string, base = dir): Map<string, number> {
  const out = new Map<string, number>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = statSync(path);
    if (info.isDirectory()) for (const [k, v] of filesUnder(path, base)) out.set(k, v);
    else out.set(path.slice(base.length + 1), info.size);
  }
  return out;
}

export function isBuildFailure(value: BuiltPages | PageBuildFailure): value is PageBuildFailure {
  return 'error' in value;
}
