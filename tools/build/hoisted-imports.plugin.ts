/**
 * Hoisted transitive imports for the script-tag chunks (issue 17), as Rollup's
 * `output.hoistTransitiveImports` does and rolldown does not yet: each lazy chunk imports every
 * shared chunk it needs, not only the ones its own modules name. A browser learns a module's
 * imports only once it has fetched and parsed it, so a chunk whose shared chunk imports another
 * was a chain of fetches (chunk → shared → shared) that a cold play waited for in turn; with the
 * imports hoisted, every shared chunk is asked for as soon as the lazy chunk is parsed.
 *
 * The added imports are side-effect imports appended after the chunk's own: import declarations
 * are hoisted wherever they stand, and a module is evaluated once, at its first import in
 * depth-first order, which the chunk's own imports already reach, so the order in which modules
 * run is unchanged. Appended, they leave the positions of the minified line (and its source map) as they were.
 */
import type { Plugin, Rolldown } from 'vite';

/** The shared chunks `chunk` reaches through its imports that it does not import itself. */
export function transitiveOnly(chunk: Rolldown.OutputChunk, byFile: ReadonlyMap<string, Rolldown.OutputChunk>): string[] {
  const direct = new Set(chunk.imports);
  const seen = new Set<string>();
  const pending = [...chunk.imports];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen].filter((file) => !direct.has(file) && byFile.has(file)).sort();
}

/** The import line to add for `files`, relative to the chunk (every chunk is in one folder). */
function importLine(files: readonly string[]): string {
  return files.map((file) => `import"./${file}";`).join('');
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'mediakit-hoist-transitive-imports',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk] as const));
      for (const chunk of chunks) {
        const missing = transitiveOnly(chunk, byFile);
        if (missing.length === 0) continue;
        const marker = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
        chunk.code = marker < 0 ? `${chunk.code}\n${importLine(missing)}\n` : `${chunk.code.slice(0, marker)}\n${importLine(missing)}${chunk.code.slice(marker)}`;
        chunk.imports = [...chunk.imports, ...missing];
      }
    },
  };
}
