import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInContext, createContext, type Context } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_BINDINGS_REMOVED_MESSAGE,
  DEACTIVATION_REMOVED_MESSAGE,
  inversifyWithoutUnreachableResolvers,
  SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
} from '../../../tools/build/inversify-unreachable.plugin.ts';
import { REFLECT_METADATA_SHIM } from '../../../tools/build/library-builds.ts';
import { REPO_ROOT } from '../../../tools/build/package-targets.ts';

// Inversify in the script-tag build (docs/size-budgets.md): tools/build/reflect-metadata.shim.ts
// replaces `reflect-metadata/lite`, and tools/build/inversify-unreachable.plugin.ts leaves out
// the class-binding and JIT resolvers, deactivation, snapshots and plugins. Each case runs in a fresh realm (node:vm), as a page would: its own
// Reflect, with or without another copy of the polyfill loaded before or after MediaKit.

// Never written: the plugin below answers for it (a path in the repository, so that
// `inversify` resolves from its node_modules).
const ENTRY = join(REPO_ROOT, 'tests/unit/build/shim-test-entry.virtual.js');

/** Bundles `source` as the script-tag build does (IIFE, the same alias and plugin), to run in a realm. */
async function bundle(source: string, options: { readonly inversify?: boolean } = {}): Promise<string> {
  const output = (await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'silent',
    plugins: [
      { name: 'shim-test-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? source : null) },
      ...(options.inversify ? [inversifyWithoutUnreachableResolvers()] : []),
    ],
    resolve: { alias: [{ find: /^reflect-metadata\/lite$/, replacement: REFLECT_METADATA_SHIM }] },
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['iife'], name: 'ShimTest', fileName: () => 'shim-test.js' }, rolldownOptions: { output: { exports: 'none' } } },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('The test bundle has no chunk');
  return chunk.code;
}

const realPolyfill = readFileSync(createRequire(import.meta.url).resolve('reflect-metadata/lite'), 'utf8');
let shim: string;
let container: string;

beforeAll(async () => {
  shim = await bundle(`import 'reflect-metadata/lite';`);
  // What the core and the hosts do with Inversify: constants, factories with single, multiple and
  // optional dependencies, singletons, a service redirection, activation hooks, isBound; then
  // what this build does not carry: a class binding, unbinding, unloading, snapshots, plugins.
  container = await bundle(
    `
    import { Container, ContainerModule } from 'inversify';
    const A = Symbol('A'), B = Symbol('B'), C = Symbol('C'), D = Symbol('D'), E = Symbol('E'), Missing = Symbol('Missing');
    const container = new Container();
    let activated = 0;
    const module = new ContainerModule(({ bind, onActivation }) => {
      bind(A).toConstantValue(2);
      bind(C).toConstantValue('c1');
      bind(C).toConstantValue('c2');
      bind(B).toResolvedValue((a, cs, missing) => ({ a, cs, missing }), [A, { serviceIdentifier: C, isMultiple: true }, { serviceIdentifier: Missing, optional: true }]).inSingletonScope();
      bind(D).toService(B);
      bind(E).toResolvedValue((a) => ({ a }), [A]);
      onActivation(B, (_context, b) => { activated++; return b; });
    });
    container.load(module);
    const b = container.get(B);
    const transient = container.get(E) !== container.get(E) && container.get(E).a === 2;
    const bound = container.isBound(B) && !container.isBound(Missing);
    const failure = (run) => { try { run(); return 'no error'; } catch (error) { return String(error && (error.cause?.message ?? error.message)); } };
    class Plain {}
    const removed = {
      classBinding: failure(() => { container.bind(Plain).toSelf(); container.get(Plain); }),
      unbind: failure(() => container.unbind(A)),
      rebind: failure(() => container.rebind(C)),
      unbindAll: failure(() => container.unbindAll()),
      unload: failure(() => container.unload(module)),
      snapshot: failure(() => container.snapshot()),
      restore: failure(() => container.restore()),
      register: failure(() => container.register(class {})),
    };
    globalThis.resolved = { b, same: container.get(B) === b && container.get(D) === b, activated, transient, bound, removed };
  `,
    { inversify: true },
  );
}, 60_000);

function realm(): Context {
  return createContext({});
}

const run = (context: Context, code: string): unknown => runInContext(code, context);

describe('the Reflect metadata shim of the script-tag build', () => {
  it('installs the metadata API on a page without one', () => {
    const page = realm();
    run(page, shim);
    expect(run(page, `typeof Reflect.getOwnMetadata === 'function' && typeof Reflect.defineMetadata === 'function' && typeof Reflect.decorate === 'function'`)).toBe(true);
    expect(
      run(
        page,
        `class Base {} class Derived extends Base {}
         Reflect.defineMetadata('k', 1, Base); Reflect.defineMetadata('p', 2, Base.prototype, 'm');
         [Reflect.getOwnMetadata('k', Derived), Reflect.getMetadata('k', Derived), Reflect.hasOwnMetadata('k', Base), Reflect.getMetadata('p', Derived.prototype, 'm'), Reflect.getMetadataKeys(Derived).join(), Reflect.deleteMetadata('k', Base), Reflect.hasMetadata('k', Derived)]`,
      ),
    ).toEqual([undefined, 1, true, 2, 'k', true, false]);
  });

  it('Inversify resolves on it every binding kind the core and hosts use; what the build leaves out fails with a clear message', () => {
    expect(container, 'the bundle carries the shim, not the polyfill').not.toContain('@reflect-metadata:registry');
    expect(container, 'no constructor-injection resolver in the bundle').not.toContain('setInstanceProperties');
    const page = realm();
    run(page, container);
    const resolved = JSON.parse(run(page, 'JSON.stringify(resolved)') as string) as {
      b: unknown;
      same: boolean;
      activated: number;
      transient: boolean;
      bound: boolean;
      removed: Record<string, string>;
    };
    expect(resolved).toMatchObject({ b: { a: 2, cs: ['c1', 'c2'] }, same: true, activated: 1, transient: true, bound: true });
    expect(resolved.removed).toEqual({
      classBinding: expect.stringContaining(CLASS_BINDINGS_REMOVED_MESSAGE),
      unbind: DEACTIVATION_REMOVED_MESSAGE,
      rebind: DEACTIVATION_REMOVED_MESSAGE,
      unbindAll: DEACTIVATION_REMOVED_MESSAGE,
      unload: DEACTIVATION_REMOVED_MESSAGE,
      snapshot: SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
      restore: SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
      register: SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
    });
  });

  it('leaves a polyfill loaded before it in place', () => {
    const page = realm();
    run(page, realPolyfill);
    const before = run(page, 'Reflect.getOwnMetadata');
    run(page, shim);
    expect(run(page, 'Reflect.getOwnMetadata')).toBe(before);
  });

  it('reflect-metadata 0.2 loaded after it still reads what was stored through it (its fallback provider)', () => {
    const page = realm();
    run(page, shim);
    // Inversify numbers bindings through metadata on Object: the count must survive.
    run(page, `Reflect.defineMetadata('@inversifyjs/core/bindingId', 41, Object)`);
    run(page, realPolyfill);
    expect(run(page, `Reflect.getOwnMetadata('@inversifyjs/core/bindingId', Object)`)).toBe(41);
    run(page, `Reflect.defineMetadata('@inversifyjs/core/bindingId', 42, Object)`);
    expect(run(page, `Reflect.getOwnMetadata('@inversifyjs/core/bindingId', Object)`)).toBe(42);
    run(page, `class Later {} Reflect.defineMetadata('k', 'v', Later); globalThis.Later = Later`);
    expect(run(page, `Reflect.getMetadata('k', Later)`)).toBe('v');
  });
});

describe('what the trimmed Inversify relies on', () => {
  const sources = ['adapters', 'core/src', 'app-react/src'].flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)));

  it('no source binds a class or turns JIT resolution on (tools/build/inversify-unreachable.plugin.ts)', () => {
    const offending = sources.filter((file) => /\.(toSelf|to)\(|autobind|jitless/.test(readFileSync(file, 'utf8'))).map((file) => file.slice(REPO_ROOT.length + 1));
    expect(offending).toEqual([]);
  });

  it('no source unbinds, unloads, deactivates, snapshots a container or registers a plugin', () => {
    const uses = /\.(unbind|unbindAll|rebind|unload)(Async)?\(|\bonDeactivation\b|\bcontainer\.(snapshot|restore|register)\(/;
    const offending = sources.filter((file) => uses.test(readFileSync(file, 'utf8'))).map((file) => file.slice(REPO_ROOT.length + 1));
    expect(offending).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
