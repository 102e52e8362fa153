/**
 * The published core's error modules as one module (issue 14, the npm app's first load).
 *
 * Why: with the core published one file per module, Vite 8 (Rolldown 1.2) splits the small error
 * modules that the entry and many lazy features share into five chunks of their own, loaded before
 * the app's first `setQueue` and each gzipped alone (docs/size-budgets.md, "The npm app's split
 * error modules"); Rolldown's open issue 10731 is the same family. Given as one module, they become
 * one chunk: about 1,000 gzip bytes less for every app that bundles the packages with defaults.
 * The sources stay small modules; only the dist is joined, at our build time, and each original
 * file stays as a re-export of the joined one so every import path of the dist still resolves.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

/** The folder of the error modules under the core's `dist/modules/`. */
const ERRORS_DIR = 'domain/errors';

/** The modules joined: the five chunks Vite made and what they held (measured with the npm-app bench). */
export const JOINED_ERROR_MODULES = ['mk-error-reasons', 'messages', 'mk-error', 'http-status-reasons', 'media-messages', 'auth-errors', 'playback-errors', 'fetch-errors'] as const;

/** The joined module's file name in `dist/modules/domain/errors/`. */
export const JOINED_ERRORS_FILE = 'errors-joined.js';

/** Reads a built module's export list (`export { a, b };`, the one form rolldown writes). */
function exportNamesOf(code: string, file: string): string[] {
  const start = code.lastIndexOf('\nexport {');
  const end = start < 0 ? -1 : code.indexOf('};', start);
  if (start < 0 || end < 0) throw new Error(`${file}: no export list to join`);
  return code
    .slice(start + '\nexport {'.length, end)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The bundler names each joined module by its path from the working folder; the dist names sources as `core/src/...`. */
function sourceComment(line: string): string {
  const at = line.startsWith('// ') && line.endsWith('.js') ? line.lastIndexOf(`/${ERRORS_DIR}/`) : -1;
  return at < 0 ? line : `// core/src${line.slice(at, -'.js'.length)}.ts`;
}

/** Joins {@link JOINED_ERROR_MODULES} of a built core (`<dist>/modules`) into one module. */
export async function joinErrorModules(modulesDir: string): Promise<void> {
  const dir = join(modulesDir, ERRORS_DIR);
  const listed = JOINED_ERROR_MODULES.map((name) => {
    const file = join(dir, `${name}.js`);
    const names = exportNamesOf(readFileSync(file, 'utf8'), file);
    if (names.some((n) => n.includes(' as '))) throw new Error(`${file}: renamed exports are not joined`);
    return { name, names };
  });
  const index = join(dir, '__errors-joined-input.js');
  writeFileSync(index, listed.map(({ name, names }) => `export { ${names.join(', ')} } from './${name}.js';`).join('\n'));
  try {
    // Vite's own rolldown (no second bundler in the toolchain); readable, like the rest of the dist.
    const result = (await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      publicDir: false,
      build: { write: false, minify: false, target: 'es2022', reportCompressedSize: false, lib: { entry: index, formats: ['es'], fileName: () => JOINED_ERRORS_FILE } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const output = (Array.isArray(result) ? result : [result]).flatMap((o) => o.output).filter((item) => item.type === 'chunk');
    const [chunk] = output;
    if (!chunk || output.length !== 1) throw new Error('joining the error modules made more than one file');
    writeFileSync(join(dir, JOINED_ERRORS_FILE), chunk.code.split('\n').map(sourceComment).join('\n'));
  } finally {
    rmSync(index, { force: true });
  }
  for (const { name, names } of listed) {
    writeFileSync(join(dir, `${name}.js`), `export { ${names.join(', ')} } from './${JOINED_ERRORS_FILE}';\n`);
    // The map described the code that moved to the joined module.
    rmSync(join(dir, `${name}.js.map`), { force: true });
  }
}
