/**
 * Lazy chunks for the script-tag build. An IIFE cannot be split into chunks (neither Rollup nor
 * rolldown splits `iife` output), yet hls.js and shaka must stay out of the main script
 * (DESIGN.md: heavy libraries load lazily). So, in the IIFE build, every relative dynamic
 * `import('./x.ts')` in our sources is rewritten to `import(lazyChunkUrl('x'))` and its target is
 * recorded; the build then bundles the recorded modules as ES-module chunks beside the script.
 * A classic script may call `import()`, so the page needs no `type="module"`.
 */
import { basename } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mediakit-lazy-chunk-url';
const RESOLVED_VIRTUAL_ID = '\0mediakit-lazy-chunk-url';

/** The folder, next to the main script, the chunks are written to and fetched from. */
export const LAZY_CHUNK_DIR = 'mediakit-chunks';

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * Runs in the page when the main script does: a classic script knows its own URL only while it
 * runs (`document.currentScript`), so the chunk folder is fixed then, relative to the script.
 * A page that loads the IIFE as a module script has no currentScript: fall back to the first
 * script whose URL names mediakit.
 */
const LAZY_CHUNK_URL_MODULE = `
const current = document.currentScript;
const named = document.querySelector('script[src*="mediakit"]');
const scriptUrl = (current && current.src) || (named && named.src) || document.baseURI;
const base = new URL(${JSON.stringify(`./${LAZY_CHUNK_DIR}/`)}, scriptUrl);
export function lazyChunkUrl(name) {
  return new URL(name + '.js', base).href;
}
`;

export interface LazyChunks {
  readonly plugin: Plugin;
  /** Chunk name → absolute path of the module it bundles, filled in while the IIFE builds. */
  readonly entries: () => Record<string, string>;
}

export function lazyChunks(): LazyChunks {
  const entries = new Map<string, string>();
  const plugin: Plugin = {
    name: 'mediakit-lazy-chunks',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : null;
    },
    load(id) {
      return id === RESOLVED_VIRTUAL_ID ? LAZY_CHUNK_URL_MODULE : null;
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('import(')) return null;
      const found: Array<{ match: string; specifier: string }> = [];
      for (const match of code.matchAll(DYNAMIC_IMPORT)) found.push({ match: match[0], specifier: match[2] as string });
      if (found.length === 0) return null;
      let rewritten = code;
      for (const { match, specifier } of found) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) throw new Error(`Cannot resolve lazy import ${specifier} from ${id}`);
        const name = basename(resolved.id).replace(/\.[cm]?[jt]sx?$/, '');
        const known = entries.get(name);
        if (known && known !== resolved.id) throw new Error(`Two lazy chunks would be named ${name}: ${known} and ${resolved.id}`);
        entries.set(name, resolved.id);
        rewritten = rewritten.replace(match, `import(/* @vite-ignore */ __mediakitLazyChunkUrl(${JSON.stringify(name)}))`);
      }
      return { code: `import { lazyChunkUrl as __mediakitLazyChunkUrl } from '${VIRTUAL_ID}';\n${rewritten}`, map: null };
    },
  };
  return { plugin, entries: () => Object.fromEntries(entries) };
}
