import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInContext, createContext, type Context } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_BINDINGS_REMOVED_MESSAGE,
  DEACTIVATION_REMOVED_MESSAGE,
  DYNAMIC_AND_FACTORY_REMOVED_MESSAGE,
  inversifyWithoutUnreachableResolvers,
  SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
} from '../../../tools/build/inversify-unreachable.plugin.ts';
import { inversifyPrivateMetadata } from '../../../tools/build/inversify-metadata.plugin.ts';
import { REPO_ROOT } from '../../../tools/build/package-targets.ts';

// Inversify as we build it, in the script tag and in the trimmed copy the npm packages ship
// (docs/size-budgets.md): tools/build/inversify-metadata.plugin.ts gives it a private metadata
// store in place of `reflect-metadata/lite`, and tools/build/inversify-unreachable.plugin.ts leaves
// out the class-binding and JIT resolvers, deactivation, snapshots and plugins. Each case runs in
// a fresh realm (node:vm), as a page would: its own Reflect, with or without a copy of the
// polyfill loaded by someone else.

// Never written: the plugin below answers for it (a path in the repository, so that
// `inversify` resolves from its node_modules).
const ENTRY = join(REPO_ROOT, 'tests/unit/build/shim-test-entry.virtual.js');

/** Bundles `source` as the script-tag build does (IIFE, the same plugins), to run in a realm. */
async function bundle(source: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'silent',
    plugins: [
      { name: 'shim-test-entry', resolveId: (id) => (id === ENTRY ? ENTRY : null), load: (id) => (id === ENTRY ? source : null) },
      inversifyWithoutUnreachableResolvers(),
      inversifyPrivateMetadata(),
    ],
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['iife'], name: 'ShimTest', fileName: () => 'shim-test.js' }, rolldownOptions: { output: { exports: 'none' } } },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output.find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('The test bundle has no chunk');
  return chunk.code;
}

const realPolyfill = readFileSync(createRequire(import.meta.url).resolve('reflect-metadata/lite'), 'utf8');
let container: string;

beforeAll(async () => {
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
      dynamicValue: failure(() => { const S = Symbol('S'); container.bind(S).toDynamicValue(() => 1); container.get(S); }),
      factory: failure(() => { const S = Symbol('S'); container.bind(S).toFactory(() => () => 1); container.get(S); }),
      unbind: failure(() => container.unbind(A)),
      rebind: failure(() => container.rebind(C)),
      unbindAll: failure(() => container.unbindAll()),
      unload: failure(() => container.unload(module)),
      onDeactivation: failure(() => container.onDeactivation(A, () => {})),
      snapshot: failure(() => container.snapshot()),
      restore: failure(() => container.restore()),
      register: failure(() => container.register(class {})),
    };
    // Constraint shorthands are cut; the general when() and whenDefault() stay (FLUENT_SYNTAX_REPLACEMENT).
    const F = Symbol('F'), Never = Symbol('Never'), Default = Symbol('Default');
    container.bind(F).toConstantValue('f').when(() => true);
    container.bind(Never).toConstantValue('never').when(() => false);
    container.bind(Default).toResolvedValue(() => ({})).inTransientScope().whenDefault();
    const identifier = container.bind(Symbol('I')).toConstantValue(1).getIdentifier();
    const constraints = {
      shorthand: typeof container.bind(Symbol('G')).toConstantValue(1).whenNamed,
      when: container.get(F),
      whenFalse: container.get(Never, { optional: true }) === undefined,
      whenDefault: container.get(Default) !== container.get(Default),
      identifier: typeof identifier.id,
      bindingOnDeactivation: failure(() => container.bind(Symbol('J')).toConstantValue(1).onDeactivation(() => {})),
    };
    // The plan cache forgets every plan on a binding change (PLAN_CACHE_REPLACEMENT): a binding added
    // after a get is seen by the next get, here and in a child container; optional and required
    // gets of one service keep apart.
    const H = Symbol('H'), Late = Symbol('Late');
    container.bind(H).toResolvedValue((late) => late ?? [], [{ serviceIdentifier: Late, isMultiple: true, optional: true }]);
    const child = new Container({ parent: container });
    const lateSeen = [container.get(H).length, child.get(H).length];
    container.bind(Late).toConstantValue('late 1');
    lateSeen.push(container.get(H).length, child.get(H).length);
    child.bind(Late).toConstantValue('late 2');
    lateSeen.push(container.get(H).length, child.get(H).length);
    const optionalApart = [container.get(Missing, { optional: true }) === undefined, failure(() => container.get(Missing)) !== 'no error'];
    const planCache = { lateSeen, optionalApart };
    // A missing or ambiguous binding names the service (BINDINGS_AMOUNT_REPLACEMENT).
    const amounts = { missing: failure(() => container.get(Missing)), ambiguous: failure(() => container.get(C)) };
    // Arguments that are promises (settledArguments): the factory waits for all; a rejection rejects it.
    const P = Symbol('P'), Q = Symbol('Q'), R = Symbol('R'), Bad = Symbol('Bad');
    container.bind(P).toResolvedValue(() => Promise.resolve(3));
    container.bind(Q).toResolvedValue((a, p, p2) => a + p + p2, [A, P, P]);
    container.bind(Bad).toResolvedValue(() => Promise.reject(new Error('bad')));
    container.bind(R).toResolvedValue((p, bad, a) => p + a, [P, Bad, A]);
    // A cycle in the wiring fails with a message naming it, never a bare stack overflow (planning meets
    // this one and traces it; one met while resolving names its root, RESOLVE_CYCLE_REPLACEMENT).
    const X = Symbol('X'), Y = Symbol('Y');
    container.bind(X).toResolvedValue((y) => ({ y }), [Y]);
    container.bind(Y).toResolvedValue((x) => ({ x }), [X]);
    globalThis.cycle = (() => { try { container.get(X); return 'no error'; } catch (error) { return String(error.message); } })();
    globalThis.asyncResolved = Promise.all([container.getAsync(Q), container.getAsync(R).then(() => 'no error', (error) => error.message)]);
    // The container's own methods (CONTAINER_REPLACEMENT, SERVICE_RESOLUTION_REPLACEMENT): getAll, a sync get of an
    // async value failing by name, a child resolving its parent's bindings and activations, and the
    // async forms of what is left out rejecting with its message.
    const childOfRoot = new Container({ parent: container });
    // Module loading (MODULE_LOADING_REPLACEMENT): a module's unbinding helpers refuse by name; an
    // async module loads with loadAsync and is refused by load.
    const moduleRefusals = {};
    container.load(new ContainerModule(({ unbind, rebind, onDeactivation }) => {
      moduleRefusals.unbind = failure(() => unbind(A));
      moduleRefusals.rebind = failure(() => rebind(A));
      moduleRefusals.onDeactivation = failure(() => onDeactivation(A, () => {}));
    }));
    const Loaded = Symbol('Loaded');
    const asyncModule = new ContainerModule(async ({ bind }) => { bind(Loaded).toConstantValue('loaded'); });
    moduleRefusals.syncLoadOfAsync = failure(() => container.load(new ContainerModule(async () => {})));
    globalThis.asyncLoaded = container.loadAsync(asyncModule).then(() => container.get(Loaded));
    globalThis.containerMethods = {
      all: container.getAll(C),
      syncOfAsync: failure(() => container.get(Q)),
      childSeesParent: childOfRoot.get(B) === b && childOfRoot.isBound(A) && !childOfRoot.isCurrentBound(A),
      moduleRefusals,
    };
    globalThis.asyncRemoved = Promise.all([container.unbindAsync(A), container.unbindAllAsync(), container.rebindAsync(C), container.unloadAsync(module), container.getAllAsync(C)].map((result) => result.then((value) => value, (error) => error.message)));
    globalThis.resolved = { b, same: container.get(B) === b && container.get(D) === b, activated, transient, bound, removed, constraints, planCache, amounts };
  `,
  );
}, 60_000);

function realm(): Context {
  return createContext({});
}

const run = (context: Context, code: string): unknown => runInContext(code, context);

describe('Inversify with its own metadata store', () => {
  it('installs no Reflect metadata API on the page', () => {
    const page = realm();
    run(page, container);
    expect(run(page, `[typeof Reflect.getOwnMetadata, typeof Reflect.defineMetadata, typeof Reflect.decorate]`)).toEqual(['undefined', 'undefined', 'undefined']);
  });

  it('Inversify resolves on it every binding kind the core and hosts use; what the build leaves out fails with a clear message', () => {
    expect(container, 'the bundle carries no Reflect polyfill').not.toContain('@reflect-metadata:registry');
    expect(container, 'no global metadata call').not.toMatch(/Reflect\.(getOwnMetadata|defineMetadata|getMetadata)\(/);
    expect(container, 'no constructor-injection resolver in the bundle').not.toContain('setInstanceProperties');
    expect(container, 'no in-place patching of cached plans').not.toContain('isContextFreeBinding');
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
    expect(resolved).toMatchObject({ b: { a: 2, cs: ['c1', 'c2'] }, same: true, activated: 1, transient: true, bound: true, constraints: { shorthand: 'undefined', when: 'f', whenFalse: true, whenDefault: true, identifier: 'number', bindingOnDeactivation: DEACTIVATION_REMOVED_MESSAGE } });
    // A late binding reaches the next get, in the container and its child; once the child binds its
    // own, a non-chained multiple injection takes the child's alone, as a fresh plan does (stock
    // Inversify answers 2 there only because it patched the child's cached plan: path-dependent).
    expect(resolved).toMatchObject({ planCache: { lateSeen: [0, 0, 1, 1, 1, 1], optionalApart: [true, true] } });
    expect(resolved).toMatchObject({
      amounts: {
        missing: 'No bindings found for service: "Symbol(Missing)". Trying to resolve bindings for "Symbol(Missing) (Root service)".',
        ambiguous: 'Ambiguous bindings found for service: "Symbol(C)". Trying to resolve bindings for "Symbol(C) (Root service)".',
      },
    });
    expect(resolved.removed).toEqual({
      classBinding: expect.stringContaining(CLASS_BINDINGS_REMOVED_MESSAGE),
      dynamicValue: DYNAMIC_AND_FACTORY_REMOVED_MESSAGE,
      factory: DYNAMIC_AND_FACTORY_REMOVED_MESSAGE,
      unbind: DEACTIVATION_REMOVED_MESSAGE,
      rebind: DEACTIVATION_REMOVED_MESSAGE,
      unbindAll: DEACTIVATION_REMOVED_MESSAGE,
      unload: DEACTIVATION_REMOVED_MESSAGE,
      onDeactivation: DEACTIVATION_REMOVED_MESSAGE,
      snapshot: SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
      restore: SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
      register: SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
    });
  });

  it('a cycle in the bindings fails naming a circular dependency', () => {
    const page = realm();
    run(page, container);
    expect(run(page, 'globalThis.cycle')).toMatch(/^Circular dependency found/);
  });

  it('a resolved value whose arguments are promises waits for them all, and rejects with the first rejection', async () => {
    const page = realm();
    run(page, container);
    expect(await (run(page, 'globalThis.asyncResolved') as Promise<unknown>)).toEqual([8, 'bad']);
  });

  it('the container resolves all, refuses a sync get of an async value by name, lets a child read its parent, loads modules (async ones with loadAsync); removals refuse with their message', async () => {
    const page = realm();
    run(page, container);
    expect(JSON.parse(run(page, 'JSON.stringify(containerMethods)') as string)).toEqual({
      all: ['c1', 'c2'],
      syncOfAsync: 'Unexpected asynchronous service when resolving service "Symbol(Q)"',
      childSeesParent: true,
      moduleRefusals: {
        unbind: DEACTIVATION_REMOVED_MESSAGE,
        rebind: DEACTIVATION_REMOVED_MESSAGE,
        onDeactivation: DEACTIVATION_REMOVED_MESSAGE,
        syncLoadOfAsync: 'Unexpected asynchronous module load. Consider using container.loadAsync() instead.',
      },
    });
    expect(await (run(page, 'globalThis.asyncLoaded') as Promise<unknown>)).toBe('loaded');
    expect(await (run(page, 'globalThis.asyncRemoved') as Promise<unknown>)).toEqual([
      DEACTIVATION_REMOVED_MESSAGE,
      DEACTIVATION_REMOVED_MESSAGE,
      DEACTIVATION_REMOVED_MESSAGE,
      DEACTIVATION_REMOVED_MESSAGE,
      ['c1', 'c2'],
    ]);
  });

  it("leaves a page's own reflect-metadata alone: neither replaced nor written to", () => {
    const page = realm();
    run(page, realPolyfill);
    const before = run(page, 'Reflect.getOwnMetadata');
    run(page, container);
    expect(run(page, 'Reflect.getOwnMetadata')).toBe(before);
    // Inversify numbers bindings and modules on Object: in its own store, not the page's.
    expect(run(page, 'Reflect.getOwnMetadataKeys(Object)')).toEqual([]);
    expect(JSON.parse(run(page, 'JSON.stringify(resolved)') as string)).toMatchObject({ b: { a: 2 }, same: true });
  });

  it('two copies on one page (two MediaKit builds) each resolve with their own store', () => {
    const page = realm();
    run(page, container);
    const first = run(page, 'JSON.stringify(resolved)');
    run(page, container);
    expect(run(page, 'JSON.stringify(resolved)')).toBe(first);
  });
});

describe('what the trimmed Inversify relies on', () => {
  const sources = ['adapters', 'core/src', 'app-react/src'].flatMap((dir) => sourceFiles(join(REPO_ROOT, dir)));

  it('no source binds a class, a dynamic value or a factory, or turns JIT resolution on (tools/build/inversify-unreachable.plugin.ts)', () => {
    const offending = sources.filter((file) => /\.(toSelf|to|toDynamicValue|toFactory)\(|autobind|jitless/.test(readFileSync(file, 'utf8'))).map((file) => file.slice(REPO_ROOT.length + 1));
    expect(offending).toEqual([]);
  });

  it('no source puts a constraint on a binding (the when* shorthands are cut)', () => {
    const offending = sources.filter((file) => /\.when(AnyAncestor|NoAncestor|Parent|NoParent|Named|Tagged)\w*\(/.test(readFileSync(file, 'utf8'))).map((file) => file.slice(REPO_ROOT.length + 1));
    expect(offending).toEqual([]);
  });

  it('no source unbinds, unloads, deactivates, snapshots a container or registers a plugin', () => {
    // `#player.unload()` is shaka.Player's own (the shaka sink releasing its source), not a container's.
    const uses = /\.(unbind|unbindAll|rebind)(Async)?\(|(?<!#player)\.unload(Async)?\(|\bonDeactivation\b|\bcontainer\.(snapshot|restore|register)\(/;
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
