/**
 * One copy of each module between the main script and its lazy chunks (docs/size-budgets.md).
 *
 * The chunks are a second build (lazy-chunks.plugin.ts), so by default each carries its own copy
 * of every core module it uses, `MKError` included: an error a chunk throws would then not be an
 * `instanceof MusicKit.MKError` (DESIGN.md: one MKError class), and module state (caches, ids)
 * would split. So the script-tag build runs twice: a first pass, in memory, finds the modules the
 * chunks use that the main script already holds with every export they need; the second pass
 * has the main script hand those exports to a registry on the global object, and each chunk read
 * them from it instead of bundling its own copy (which also makes the chunks smaller). The
 * registry is keyed by a digest of its layout, so two MediaKit versions on one page never read
 * each other's.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { build, Plugin, Rolldown } from 'vite';

/** Modules the main script exposes, with the exports the chunks take from each. */
export interface SharedModules {
  /** The global registry's key: `Symbol.for(key)`. */
  readonly key: string;
  /**
   * Module id → its slot in the registry, the exports in it (in order), and the module's other
   * exports: constants the bundler inlines and names no chunk uses, which a chunk takes from its
   * own copy of the module (only what it uses of them stays in the chunk).
   */
  readonly modules: ReadonlyMap<string, { readonly slot: number; readonly names: readonly string[]; readonly others: readonly string[] }>;
}

/** Records every module's exports during a build (the first pass of the chunks). */
export function recordExports(): { readonly plugin: Plugin; readonly exports: ReadonlyMap<string, readonly string[]> } {
  const exports = new Map<string, readonly string[]>();
  return {
    exports,
    plugin: {
      name: 'mediakit-record-exports',
      moduleParsed(info) {
        exports.set(info.id, info.exports);
      },
    },
  };
}

/** What `vite.build` resolves with (never a watcher here: no build watches). */
type Output = Awaited<ReturnType<typeof build>>;

function chunksOf(output: Output): Rolldown.OutputChunk[] {
  const outputs = (Array.isArray(output) ? output : [output]) as Array<Rolldown.RolldownOutput | Rolldown.RolldownWatcher>;
  return outputs.flatMap((o) => ('output' in o ? o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk') : []));
}

/** Our own sources only: packages are never in both builds (hls.js and shaka live in chunks only). */
function isOwnSource(id: string, root: string): boolean {
  if (id.startsWith('\0') || id.includes('/node_modules/') || !isAbsolute(id)) return false;
  const path = relative(root, id);
  return !path.startsWith('..') && /\.[cm]?[jt]sx?$/.test(path);
}

/**
 * Whether a module only passes on other modules' exports (a folder's index.ts). Such a module is
 * never shared: the bundler reports the names its importers take under the modules that define
 * them, so what a chunk needs of it is not known; the chunk keeps its copy, and the modules
 * behind it are shared one by one.
 */
function reExports(id: string): boolean {
  return /\bexport\s*(?:\*|\{[^}]*\})\s*from\b/.test(readFileSync(id, 'utf8'));
}

/**
 * From the first pass: the modules of the chunks that the main script has with every export the
 * chunks use (the others stay copied into the chunks). Chunk entries are never shared.
 */
export function findSharedModules(mainOutput: Output, chunkOutput: Output, chunkExports: ReadonlyMap<string, readonly string[]>, chunkEntries: readonly string[], root: string): SharedModules {
  const inMain = new Map<string, Set<string>>();
  for (const chunk of chunksOf(mainOutput)) {
    for (const [id, module] of Object.entries(chunk.modules)) if (isOwnSource(id, root)) inMain.set(id, new Set(module.renderedExports));
  }
  const used = new Map<string, Set<string>>();
  for (const chunk of chunksOf(chunkOutput)) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!inMain.has(id) || chunkEntries.includes(id) || reExports(id)) continue;
      const names = used.get(id) ?? new Set<string>();
      for (const name of module.renderedExports) names.add(name);
      used.set(id, names);
    }
  }
  const layout = [...used]
    .filter(([id, names]) => [...names].every((name) => inMain.get(id)?.has(name)))
    .map(([id, names]) => {
      const others = (chunkExports.get(id) ?? []).filter((name) => !names.has(name)).sort();
      return [relative(root, id).split('\\').join('/'), [...names].sort(), others] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = `mediakit.script-tag.shared.${createHash('sha256').update(JSON.stringify(layout)).digest('hex').slice(0, 12)}`;
  const modules = new Map(layout.map(([path, names, others], slot) => [join(root, path), { slot, names, others }] as const));
  return { key, modules };
}

const MAIN_ENTRY = 'mediakit-main-entry.virtual.js';
const SHARED_PREFIX = '\0mediakit-shared:';
const REGISTRY = '\0mediakit-shared-registry';
/** The module's own copy in a chunk, for its exports that are not shared (a query Vite still transforms). */
const OWN_COPY = '?mediakit-own-copy';

/**
 * The main build's entry when modules are shared: imports each shared module, then the real
 * entry, then puts the shared exports in the registry (before any chunk can load: chunks load by
 * `import()`, later). Returns the entry path to give the build and the plugin that answers it.
 */
export function exposeSharedModules(shared: SharedModules, realEntry: string, root: string): { readonly entry: string; readonly plugin: Plugin } {
  const entry = join(root, MAIN_ENTRY);
  const slots = [...shared.modules].sort(([, a], [, b]) => a.slot - b.slot);
  const code = [
    ...slots.map(([id], index) => `import * as m${index} from ${JSON.stringify(id)};`),
    `import ${JSON.stringify(realEntry)};`,
    `globalThis[Symbol.for(${JSON.stringify(shared.key)})] = [${slots.map(([, { names }], index) => `[${names.map((name) => `m${index}[${JSON.stringify(name)}]`).join(', ')}]`).join(', ')}];`,
  ].join('\n');
  return {
    entry,
    plugin: {
      name: 'mediakit-expose-shared-modules',
      enforce: 'pre',
      // The real entry's effect (installing window.MusicKit) must run though the package says
      // it has no side effects (`sideEffects: false`, true of every other module).
      resolveId: (id) => (id === entry ? entry : id === realEntry ? { id: realEntry, moduleSideEffects: true } : null),
      load: (id) => (id === entry ? code : null),
    },
  };
}

/**
 * Whether a chunk-build module is one of the stubs below (or their registry): a few dozen bytes
 * that hand on the main script's exports and hold no state. The chunk build puts them all in one
 * chunk (issue 17): left to the automatic split, each set of chunks sharing a stub got a file of
 * its own, often of that stub alone, and a cold play fetched a dozen of them.
 */
export function isSharedStub(id: string): boolean {
  return id === REGISTRY || (id.startsWith(SHARED_PREFIX) && !id.endsWith(OWN_COPY));
}

/** The chunk build's side: an import of a shared module reads the main script's copy from the registry. */
export function importSharedModules(shared: SharedModules): Plugin {
  return {
    name: 'mediakit-import-shared-modules',
    // Before Vite's resolver, which would otherwise answer every import first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === REGISTRY) return REGISTRY;
      if (source.startsWith(SHARED_PREFIX) || source.endsWith(OWN_COPY) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && shared.modules.has(resolved.id) ? `${SHARED_PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (id === REGISTRY) {
        return [
          `const registry = globalThis[Symbol.for(${JSON.stringify(shared.key)})];`,
          `if (!registry) throw new Error('This MediaKit chunk belongs to another mediakit.js build: serve each release from its own path');`,
          'export default registry;',
        ].join('\n');
      }
      if (!id.startsWith(SHARED_PREFIX)) return null;
      const module = shared.modules.get(id.slice(SHARED_PREFIX.length));
      if (!module) return null;
      const locals = module.names.map((_name, index) => `s${index}`);
      return [
        `import registry from ${JSON.stringify(REGISTRY)};`,
        `const slot = registry[${module.slot}];`,
        ...locals.map((local, index) => `const ${local} = slot[${index}];`),
        `export { ${module.names.map((name, index) => `${locals[index]} as ${name}`).join(', ')} };`,
        ...(module.others.length > 0 ? [`export { ${module.others.join(', ')} } from ${JSON.stringify(id.slice(SHARED_PREFIX.length) + OWN_COPY)};`] : []),
      ].join('\n');
    },
  };
}
