/**
 * What `npm run build` produces, read from the packages' own `package.json` files: each export
 * subpath names its source under the `@mediakit/source` condition, its built module under
 * `default` and its declarations under `types`. Keeping the list there (and not here) means a new
 * subpath is built as soon as it is exported, and the exports test catches one written by hand wrong.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (tools/build/ is two levels down). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The export condition under which the workspace reads TypeScript sources (tsconfig
 * `customConditions`, Vite `resolve.conditions`); consumers never set it, so they get `dist/`.
 * Scoped, so it cannot switch on another package's `source` condition by accident (TanStack's
 * monorepo does the same with its `@tanstack/custom-condition`).
 */
export const SOURCE_CONDITION = '@mediakit/source';

export interface PackageTarget {
  /** npm name, e.g. '@mediakit/core'. */
  readonly name: string;
  /** Folder under the repository root. */
  readonly dir: 'core' | 'adapters' | 'app-react';
  /** The folder tsc mirrors into `dist/types` (its `rootDir`). */
  readonly typesRoot: string;
}

/** In build order: adapters' declarations need core's, React's need both. */
export const PACKAGE_TARGETS: readonly PackageTarget[] = [
  { name: '@mediakit/core', dir: 'core', typesRoot: 'src' },
  { name: '@mediakit/adapters', dir: 'adapters', typesRoot: '.' },
  { name: '@mediakit/react', dir: 'app-react', typesRoot: 'src' },
];

/** One export subpath of a package and where its source and outputs live (package-relative). */
export interface PackageEntry {
  /** '.', './di', './hosts/browser' ... */
  readonly subpath: string;
  /** The build's entry name, also the module's path under dist: 'index', 'di', 'hosts/browser'. */
  readonly name: string;
  readonly source: string;
  readonly module: string;
  readonly types: string;
}

type ExportValue = string | { readonly [condition: string]: string };

export function readPackageJson(target: PackageTarget, root = REPO_ROOT): { exports: Record<string, ExportValue>; [key: string]: unknown } {
  return JSON.parse(readFileSync(join(root, target.dir, 'package.json'), 'utf8'));
}

/** The entries of a package, with the paths its `exports` must name (see the exports test). */
export function packageEntries(target: PackageTarget, root = REPO_ROOT): PackageEntry[] {
  const exports = readPackageJson(target, root).exports;
  // `./package.json` is exported for tools that read our metadata; it is no code entry.
  return Object.entries(exports).filter(([subpath]) => subpath !== './package.json').map(([subpath, value]) => {
    const source = typeof value === 'string' ? value : value[SOURCE_CONDITION];
    if (!source) throw new Error(`${target.name} exports "${subpath}" without a "${SOURCE_CONDITION}" source`);
    const name = subpath === '.' ? 'index' : subpath.replace(/^\.\//, '');
    const fromTypesRoot = posix.relative(target.typesRoot, posix.normalize(source));
    return {
      subpath,
      name,
      source: posix.normalize(source),
      module: `./dist/${name}.js`,
      types: `./dist/types/${fromTypesRoot.replace(/\.tsx?$/, '.d.ts')}`,
    };
  });
}
