/**
 * `npm run build`: the three packages' ES modules and declarations into `<package>/dist/`, and
 * the script-tag bundle into `adapters/dist/script-tag/`; prints what a page pays for each file.
 * `tsx tools/build/main.ts script-tag` builds only the script-tag bundle (what the
 * compatibility page's e2e needs).
 */
import { measureFile, sizeTable } from './bundle-sizes.ts';
import { buildAll, buildScriptTag, relativeToRoot, type BuiltFile } from './library-builds.ts';

const started = performance.now();
const onlyScriptTag = process.argv.includes('script-tag');
const files: BuiltFile[] = [];
if (onlyScriptTag) {
  const scriptTag = await buildScriptTag();
  files.push(scriptTag.main, ...scriptTag.chunks);
} else {
  const result = await buildAll();
  files.push(...result.packages.flatMap((p) => p.files.filter((file) => file.isEntry)), result.scriptTag.main, ...result.scriptTag.chunks);
}
console.log(sizeTable(files.map((file) => [relativeToRoot(file.path), measureFile(file.path)] as const)));
console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
