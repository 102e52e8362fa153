/**
 * The hexagon's boundaries as a check (DESIGN.md, rules of the house), run by `npm test`
 * through tests/unit/tools/boundaries.test.ts:
 *
 * 1. `core/src` imports only `core/src`; only `core/src/di` may import inversify; a port
 *    (`core/src/ports/`) imports only other ports, never a domain type (DESIGN.md, Ports).
 * 2. `core/src` touches no platform global (window, console, timers, clock, randomness...):
 *    those reach the core through ports. (The compiler also rejects DOM names there.)
 * 3. An adapter imports `@mediakit/core` and its own folder, never another adapter, except the
 *    shared element kernel `adapters/html-media/` (DESIGN.md), which any adapter may import.
 * 4. Only composition roots pick adapters: a concrete adapter may be imported only from
 *    `adapters/hosts/`, the demo app's root, tools and tests.
 * 5. `@mediakit/core/internal` is for composition roots, tools and tests: an adapter or the React
 *    package builds on the public `@mediakit/core` only (DESIGN.md, a curated public API).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly source: string;
}

export interface Violation {
  readonly path: string;
  readonly line: number;
  readonly rule: 'core-imports-outward' | 'port-imports-domain' | 'inversify-outside-di' | 'core-uses-platform-global' | 'adapter-imports-adapter' | 'non-root-picks-adapter' | 'internal-api-outside-roots';
  readonly detail: string;
}

/**
 * Every folder under `adapters/` is an adapter but `hosts`, which holds the composition roots:
 * a new backend's folder is checked without being named here.
 */
const NOT_ADAPTERS = ['hosts'] as const;

/** The one adapter folder other adapters may import: the element kernel element-based sinks share. */
export const SHARED_ADAPTER_KERNEL = 'html-media';

/**
 * Files allowed to choose adapters besides adapters/hosts (DESIGN.md: "and the demo app's own
 * root"). Each demo/e2e page is a page's own root too: it builds its instance and registers the
 * optional backends (hls.js, shaka-player) the way an app does (issue 18).
 */
const COMPOSITION_ROOTS = [/^adapters\/hosts\//, /^app-react\/demo\/main\.tsx$/, /^app-react\/demo\/e2e\//, /^tools\//, /^tests\//];

/**
 * Globals with side effects that core must reach through a port. The compiler already rejects
 * DOM and Node names in core (no DOM lib, no @types); this also catches the ES built-ins that
 * read the clock or randomness. `URL`, `TextEncoder` and friends are allowed (platform.d.ts).
 */
const PLATFORM_GLOBALS = /(?<![.\w$#])(?:(?:window|document|navigator|localStorage|sessionStorage|indexedDB|console|setTimeout|setInterval|clearTimeout|clearInterval|requestAnimationFrame|globalThis)\b(?!\s*\??:)|Date\.now\b|Math\.random\b|new Date\(\s*\))/;

export function checkBoundaries(files: readonly SourceFile[]): Violation[] {
  return files.flatMap((file) => checkFile(file));
}

function checkFile(file: SourceFile): Violation[] {
  const code = stripCommentsAndStrings(file.source);
  const violations: Violation[] = [];
  const inCore = file.path.startsWith('core/src/');
  const adapter = adapterOf(file.path);
  const isRoot = COMPOSITION_ROOTS.some((pattern) => pattern.test(file.path));

  for (const { specifier, line } of importsOf(file.source)) {
    const target = resolveTarget(file.path, specifier);
    if (inCore) {
      if (specifier === 'inversify' || specifier.startsWith('inversify/') || specifier.startsWith('@inversifyjs/')) {
        if (!file.path.startsWith('core/src/di/')) violations.push({ path: file.path, line, rule: 'inversify-outside-di', detail: specifier });
      } else if (!(target?.startsWith('core/src/') ?? false)) {
        violations.push({ path: file.path, line, rule: 'core-imports-outward', detail: specifier });
      } else if (file.path.startsWith('core/src/ports/') && !(target?.startsWith('core/src/ports/') ?? false)) {
        violations.push({ path: file.path, line, rule: 'port-imports-domain', detail: specifier });
      }
      continue;
    }
    if (specifier === '@mediakit/core/internal' && (adapter !== null || file.path.startsWith('app-react/src/'))) {
      violations.push({ path: file.path, line, rule: 'internal-api-outside-roots', detail: specifier });
    }
    const targetAdapter = target ? adapterOf(target) : null;
    if (adapter && targetAdapter && targetAdapter !== adapter && targetAdapter !== SHARED_ADAPTER_KERNEL) {
      violations.push({ path: file.path, line, rule: 'adapter-imports-adapter', detail: `${adapter} → ${targetAdapter} (${specifier})` });
    } else if (!adapter && !isRoot && targetAdapter) {
      violations.push({ path: file.path, line, rule: 'non-root-picks-adapter', detail: specifier });
    }
  }

  // Ports declare members named after timers; they are the sanctioned way in, not a use.
  if (inCore && !file.path.endsWith('.d.ts') && !file.path.startsWith('core/src/ports/')) {
    code.split('\n').forEach((text, index) => {
      const match = PLATFORM_GLOBALS.exec(text);
      if (match) violations.push({ path: file.path, line: index + 1, rule: 'core-uses-platform-global', detail: match[0] });
    });
  }
  return violations;
}

/** Which adapter folder a repository path belongs to, if any (files at `adapters/`'s top level belong to none). */
function adapterOf(path: string): string | null {
  // `[\w-]+` then a slash or the end: a folder (or a package subpath like `@mediakit/adapters/hlsjs`), never `package.json`.
  const folder = /^adapters\/([\w-]+)(?:\/|$)/.exec(path)?.[1];
  return folder && !(NOT_ADAPTERS as readonly string[]).includes(folder) ? folder : null;
}

/** Maps an import specifier to a repository path (workspace packages included); null for npm packages. */
function resolveTarget(fromPath: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  const workspace = /^@mediakit\/(core|adapters|react)(?:\/(.*))?$/.exec(specifier);
  if (!workspace) return null;
  const folder = { core: 'core/src', adapters: 'adapters', react: 'app-react/src' }[workspace[1] as 'core' | 'adapters' | 'react'];
  return workspace[2] ? `${folder}/${workspace[2]}` : `${folder}/index.ts`;
}

interface ImportRef {
  readonly specifier: string;
  readonly line: number;
}

/** Static imports, re-exports, side-effect imports and dynamic `import()` calls. */
export function importsOf(source: string): ImportRef[] {
  const code = stripComments(source);
  const refs: ImportRef[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      refs.push({ specifier: match[1] as string, line: code.slice(0, match.index).split('\n').length });
    }
  }
  return refs;
}

/** Blanks comments (keeping line breaks so line numbers hold). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Blanks comments and string contents, so a global named in a message is not a use. */
function stripCommentsAndStrings(source: string): string {
  return stripComments(source).replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, (literal) => literal.replace(/[^\n]/g, ' '));
}

const SOURCE_FOLDERS = ['core', 'adapters', 'app-react'];

/** Every TypeScript source file the rules apply to, read from disk. */
export function collectSourceFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mts)$/.test(entry.name)) {
        files.push({ path: relative(root, full).split(sep).join('/'), source: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(join(root, folder));
  return files;
}
