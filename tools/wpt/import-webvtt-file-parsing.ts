// Regenerates tests/wpt/webvtt-file-parsing from a web-platform-tests checkout:
//
//   npx tsx tools/wpt/import-webvtt-file-parsing.ts /path/to/wpt
//
// It copies webvtt/parsing/file-parsing/support/*.test (the sources upstream's tools/build.py
// turns into tests/*.html) and the files signature-invalid.html lists, and writes that list as
// signature-invalid.json. Every copied .test is checked to split into title, assertions and file.
// header-regions.test is not upstream: that one test is hand-written HTML there, and its script
// body was converted to this format by hand (see tests/wpt/webvtt-file-parsing/README.md); it is
// kept unless the checkout has a .test of that name.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseWebVttTestSource } from './webvtt-test-source.ts';

const wpt = process.argv[2];
if (!wpt) {
  console.error('usage: tsx tools/wpt/import-webvtt-file-parsing.ts <web-platform-tests checkout>');
  process.exit(2);
}
const upstream = join(resolve(wpt), 'webvtt/parsing/file-parsing');
const target = resolve(import.meta.dirname, '../../tests/wpt/webvtt-file-parsing');
mkdirSync(join(target, 'support'), { recursive: true });

let tests = 0;
for (const name of readdirSync(join(upstream, 'support')).filter((file) => file.endsWith('.test')).sort()) {
  const source = readFileSync(join(upstream, 'support', name), 'utf8');
  parseWebVttTestSource(source);
  writeFileSync(join(target, 'support', name), source);
  tests++;
}

// signature-invalid.html: `['name', 'file.vtt'],` pairs, each a file that must fail to load.
const html = readFileSync(join(upstream, 'signature-invalid.html'), 'utf8');
const invalid: [string, string][] = [];
for (const match of html.matchAll(/\[\s*'([^'\n]{1,80})'\s*,\s*'([\w.-]{1,80}\.vtt)'\s*\]/g)) {
  const file = match[2]!.replace(/^support\//, '');
  const from = join(upstream, 'support', file);
  if (!existsSync(from)) throw new Error(`signature-invalid.html lists ${file}, which is missing`);
  copyFileSync(from, join(target, 'support', file));
  invalid.push([match[1]!, file]);
}
writeFileSync(join(target, 'signature-invalid.json'), `${JSON.stringify(invalid, null, 2)}\n`);
console.log(`${tests} .test sources and ${invalid.length} invalid signatures imported into ${target}`);
