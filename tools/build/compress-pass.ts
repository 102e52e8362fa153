import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { minify } from 'terser';

/**
 * A second compression of a written script, by terser's compressor with its defaults, after the
 * build's own minifier (Oxc, through Rolldown). Oxc mangles names as well as terser does, but its
 * compressor leaves statement and expression rewrites that terser's makes: on the script-tag main
 * script, 589 bytes gzip at the first measure (docs/size-budgets.md, "A sixth round"). Names are
 * left as Oxc made them (no second mangling), and the source map is composed with the one the
 * build wrote, so it still points at our sources.
 *
 * @example
 * await compressFurther('adapters/dist/script-tag/mediakit.js'); // rewrites it and mediakit.js.map
 */
export async function compressFurther(path: string): Promise<void> {
  const mapPath = `${path}.map`;
  const output = await minify(readFileSync(path, 'utf8'), {
    ecma: 2020,
    compress: true,
    mangle: false,
    sourceMap: { content: readFileSync(mapPath, 'utf8'), url: basename(mapPath) },
  });
  if (output.code === undefined || typeof output.map !== 'string') throw new Error(`terser gave nothing back for ${path}`);
  writeFileSync(path, output.code);
  writeFileSync(mapPath, output.map);
}
