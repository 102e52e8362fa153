/**
 * Lazy chunks for the script-tag build. An IIFE cannot be split into chunks (neither Rollup nor
 * rolldown splits `iife` output), yet hls.js and shaka must stay out of the main script
 * (DESIGN.md: heavy libraries load lazily). So, in the IIFE build, every relative dynamic
 * `import('./x.ts')` in our sources is rewritten to `importLazyChunk('x')` and its target is
 * recorded; the build then bundles the recorded modules as ES-module chunks beside the script.
 * A classic script may call `import()`, so the page needs no `type="module"`.
 */
import { basename } from 'node:path';
import { parseAst, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mediakit-lazy-chunk-url';
const RESOLVED_VIRTUAL_ID = '\0mediakit-lazy-chunk-url';

/** The folder, next to the main script, the chunks are written to and fetched from. */
export const LAZY_CHUNK_DIR = 'mediakit-chunks';

/** A relative `import('./x')` with a string literal, where the module's syntax tree has one. */
export interface RelativeDynamicImport {
  readonly start: number;
  readonly end: number;
  readonly specifier: string;
}

/**
 * The relative dynamic imports of a module, read from its syntax tree rather than its text, so
 * an `import('./x.ts')` in a comment (a doc example) or a string is left alone.
 */
export function relativeDynamicImports(code: string): RelativeDynamicImport[] {
  const found: RelativeDynamicImport[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const candidate = node as { type?: unknown; start?: number; end?: number; source?: { type?: unknown; value?: unknown } };
    if (candidate.type === 'ImportExpression' && candidate.source?.type === 'Literal' && typeof candidate.source.value === 'string' && /^\.{1,2}\//.test(candidate.source.value)) {
      found.push({ start: candidate.start as number, end: candidate.end as number, specifier: candidate.source.value });
    }
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

/**
 * Runs in the page when the main script does: a classic script knows its own URL only while it
 * runs (`document.currentScript`), so the chunk folder is fixed then, relative to the script.
 * A page that loads the IIFE as a module script has no currentScript: fall back to the first
 * script whose URL names mediakit.
 *
 * A chunk's companions are imported beside it: chunks the browser would otherwise find only
 * once the first has arrived (its static imports), fetched in the same round trip instead.
 * Chunks with the same companions share one entry of the page's map: [companions, chunks].
 */
function lazyChunkModule(companions: Readonly<Record<string, readonly string[]>>): string {
  return `
const current = document.currentScript;
const named = document.querySelector('script[src*="mediakit"]');
const scriptUrl = (current && current.src) || (named && named.src) || document.baseURI;
const base = new URL(${JSON.stringify(`./${LAZY_CHUNK_DIR}/`)}, scriptUrl);
const fetchedTogether = ${JSON.stringify(groupedByCompanions(companions))};
const chunkUrl = (name) => new URL(name + '.js', base).href;
export function importLazyChunk(name) {
  const chunk = import(/* @vite-ignore */ chunkUrl(name));
  for (const [companions, chunks] of fetchedTogether) {
    if (!chunks.includes(name)) continue;
    // A companion's failure is the chunk's own to report, through the import that needs it.
    for (const companion of companions) import(/* @vite-ignore */ chunkUrl(companion)).catch(() => undefined);
  }
  return chunk;
}
`;
}

/** [companions, the chunks that have exactly those] pairs: each list written once in the page. */
function groupedByCompanions(companions: Readonly<Record<string, readonly string[]>>): Array<[string[], string[]]> {
  const groups = new Map<string, [string[], string[]]>();
  for (const [chunk, names] of Object.entries(companions)) {
    const key = JSON.stringify(names);
    const group = groups.get(key) ?? [[...names], []];
    group[1].push(chunk);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface LazyChunks {
  readonly plugin: Plugin;
  /** Chunk name → absolute path of the module it bundles, filled in while the IIFE builds. */
  readonly entries: () => Record<string, string>;
}

export interface LazyChunkOptions {
  /** Chunk name → the chunks to fetch beside it (by name, as written: `play-path`). */
  readonly companions?: Readonly<Record<string, readonly string[]>>;
}

export function lazyChunks(options: LazyChunkOptions = {}): LazyChunks {
  const entries = new Map<string, string>();
  const plugin: Plugin = {
    // Not `enforce: 'pre'`: the rewrite must see JavaScript, after TypeScript is stripped, so a
    // type-only `typeof import('./x.ts')` is neither rewritten (a syntax error) nor made a chunk.
    name: 'mediakit-lazy-chunks',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : null;
    },
    load(id) {
      return id === RESOLVED_VIRTUAL_ID ? lazyChunkModule(options.companions ?? {}) : null;
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('import(')) return null;
      const found = relativeDynamicImports(code);
      if (found.length === 0) return null;
      let rewritten = code;
      // Last first, so the earlier positions still hold.
      for (const { start, end, specifier } of found.sort((a, b) => b.start - a.start)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved || resolved.external) throw new Error(`Cannot resolve lazy import ${specifier} from ${id}`);
        const name = basename(resolved.id).replace(/\.[cm]?[jt]sx?$/, '');
        const known = entries.get(name);
        if (known && known !== resolved.id) throw new Error(`Two lazy chunks would be named ${name}: ${known} and ${resolved.id}`);
        entries.set(name, resolved.id);
        rewritten = `${rewritten.slice(0, start)}__mediakitImportLazyChunk(${JSON.stringify(name)})${rewritten.slice(end)}`;
      }
      return { code: `import { importLazyChunk as __mediakitImportLazyChunk } from '${VIRTUAL_ID}';\n${rewritten}`, map: null };
    },
  };
  return { plugin, entries: () => Object.fromEntries(entries) };
}
