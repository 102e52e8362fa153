/**
 * Leaves the parts of Inversify the script-tag bundle can never reach out of it
 * (docs/size-budgets.md: about 5 KiB gzip of the main script together), and out of the trimmed
 * Inversify that `@mediakit/core` publishes for apps' bundlers (inversify-vendor.ts). The bundler keeps them
 * because the container picks them at run time (by binding type, by the container's `jitless`
 * option) or because they sit behind public methods of the container that the page never calls;
 * each part has an entry module, replaced here by one that throws a clear error:
 *
 * - class bindings (`.to(Class)`, `.toSelf()`, autobind): DESIGN.md binds every core class with
 *   `toResolvedValue(factory, [tokens])` and the page never reaches the container. Their entries
 *   are the plan node of a class binding (`InstanceBindingNodeImplementation`) and the reading of
 *   a class's metadata (`getClassMetadata`, which `.to()` and the planner of class bindings call);
 *   without them go constructor and property injection, post-construct, the checks of decorator
 *   metadata and their variants;
 * - the JIT resolver of resolved-value bindings: Inversify 8 containers are `jitless` unless
 *   created with `{ jitless: false }`, which no host does (that path also compiles code with
 *   `new Function`, which a page's Content-Security-Policy may forbid);
 * - deactivation (`unbind`, `unbindAll`, `rebind`, `unload` and their async forms run the
 *   deactivation hooks): a host creates one container per configured instance and drops it
 *   whole; nothing is ever unbound or unloaded, so the store of deactivation hooks goes too
 *   (`onDeactivation` fails with the same message);
 * - snapshots (`snapshot()`, `restore()`, with the binding clones they take) and plugins
 *   (`register()`): no host uses them;
 * - the constraint shorthands of the binding syntax (`whenNamed`, `whenTagged`, `whenParentIs`...,
 *   18 methods and the constraint checks behind them): our bindings carry no constraint (no
 *   names, tags or parents; bindFactory never calls `when`), so they are cut (`when(constraint)`
 *   itself and `whenDefault()` stay). 0.3 KiB gzip; since the fourth round the whole binding
 *   syntax is one builder of the same binding records (FLUENT_SYNTAX_REPLACEMENT, 184 bytes more);
 * - the in-place patching of cached plans when a binding is added or removed: the plan cache is
 *   replaced by one that forgets every plan on any binding change (PLAN_CACHE_REPLACEMENT, below).
 *   1.3 KiB gzip.
 *
 * - since the fourth round (docs/size-budgets.md), the container, its resolution, module loading,
 *   store references and plan operations are replacement modules written for what our containers
 *   reach (inversify-container.replacements.ts): no plugin or snapshot managers, no plan
 *   hooks, no store swap after a restore; unbinding, unloading, snapshots and plugins fail at
 *   once by name.
 *
 * Everything else Inversify does stays: constant, resolved-value, service-redirection, factory
 * and dynamic bindings, scopes, activation, modules, `isBound`. The build fails if a module is
 * not found, so an Inversify upgrade that moves one is noticed. tests/unit/build/script-tag-inversify.test.ts
 * resolves the core's binding kinds through a bundle built with this plugin, checks that a
 * class binding, an unbind, a snapshot and a plugin fail with their messages
 * (inversify-removed.messages.ts), and that no
 * source of ours calls any of them.
 */
import type { Plugin } from 'vite';
import {
  CONTAINER_REPLACEMENT,
  FLUENT_SYNTAX_REPLACEMENT,
  MODULE_LOADING_REPLACEMENT,
  PLAN_OPERATIONS_REPLACEMENT,
  SERVICE_REFERENCES_REPLACEMENT,
  SERVICE_RESOLUTION_REPLACEMENT,
} from './inversify-container.replacements.ts';
import {
  CLASS_BINDINGS_REMOVED_MESSAGE,
  DEACTIVATION_REMOVED_MESSAGE,
  DYNAMIC_AND_FACTORY_REMOVED_MESSAGE,
  JIT_REMOVED_MESSAGE,
  RESOLVE_CYCLE_MESSAGE_END,
  RESOLVE_CYCLE_MESSAGE_START,
  SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE,
  throwError,
  throwing,
} from './inversify-removed.messages.ts';

export * from './inversify-container.replacements.ts';
export { CLASS_BINDINGS_REMOVED_MESSAGE, DEACTIVATION_REMOVED_MESSAGE, DYNAMIC_AND_FACTORY_REMOVED_MESSAGE, RESOLVE_CYCLE_MESSAGE_START, SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE } from './inversify-removed.messages.ts';


/**
 * Methods of Inversify's compiled classes replaced: each `name(...) {` (or `async name(...) {`,
 * `#name(...) {`) at four spaces up to its closing `    }`, given a body that throws, or
 * deleted (`null`: private helpers only the replaced methods called). Returns how many it found.
 */
export function withMethodsReplaced(code: string, methods: Readonly<Record<string, string | null>>): { readonly code: string; readonly replaced: number } {
  let out = code;
  let replaced = 0;
  for (const [method, body] of Object.entries(methods)) {
    // `function name(` is a module's top-level function, closed by `}` at the line start.
    const topLevel = method.startsWith('function ');
    const indent = topLevel ? '' : '    ';
    let start = out.indexOf(`\n${indent}${method}(`);
    if (start < 0) start = out.indexOf(`\n${indent}async ${method}(`);
    const open = start < 0 ? -1 : out.indexOf(') {\n', start);
    const end = open < 0 ? -1 : out.indexOf(`\n${indent}}`, open);
    if (end < 0) continue;
    out = body === null ? out.slice(0, start) + out.slice(end + `\n${indent}}`.length) : `${out.slice(0, open + ') {'.length)} ${body}${out.slice(end)}`;
    replaced++;
  }
  return { code: out, replaced };
}

/**
 * Unbinding, rebinding and unloading, whose first step (the deactivations) throws already: their
 * public methods throw the same message at once, and the private steps after go.
 */
const UNBINDING = throwError(DEACTIVATION_REMOVED_MESSAGE);
export const TRIMMED_INVERSIFY_METHODS: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  '/node_modules/@inversifyjs/container/lib/container/services/BindingManager.js': {
    // the container and the module load options refuse these themselves (CONTAINER_REPLACEMENT, MODULE_LOADING_REPLACEMENT)
    rebindAsync: null,
    rebind: null,
    unbindAsync: null,
    unbindAllAsync: null,
    unbindAll: null,
    unbind: null,
    '#throwUnexpectedAsyncUnbindOperation': null,
    '#unbindAsync': null,
    '#unbindBindingIdentifier': null,
    '#clearAfterUnbindBindingIdentifier': null,
    '#unbindAll': null,
    '#clearAfterUnbindAll': null,
    '#unbindServiceIdentifier': null,
    '#clearAfterUnbindServiceIdentifier': null,
  },
  // the planning of a class binding's constructor and properties (its plan node throws already)
  '/node_modules/@inversifyjs/core/lib/planning/actions/curryBuildServiceNodeBindings.js': {
    'function curryBuildInstancePlanBindingNode': `return () => { ${throwError(CLASS_BINDINGS_REMOVED_MESSAGE)} };`,
  },
  '/node_modules/@inversifyjs/core/lib/planning/actions/currySubplan.js': {
    'function currySubplanInstanceBindingNode': `return () => { ${throwError(CLASS_BINDINGS_REMOVED_MESSAGE)} };`,
  },
  // the stores' removal and cloning (only the steps above and snapshots called them), and autobinding (a class binding)
  '/node_modules/@inversifyjs/core/lib/binding/services/BindingService.js': {
    clone: null,
    getBoundServices: null,
    getNonParentBoundServices: null,
    removeById: null,
    removeAllByModuleId: null,
    removeAllByServiceId: null,
    '#tryAutobind': `if (this.#autobindOptions !== undefined && typeof serviceIdentifier === 'function') { ${throwError(CLASS_BINDINGS_REMOVED_MESSAGE)} } return undefined;`,
  },
  '/node_modules/@inversifyjs/core/lib/binding/services/ActivationsService.js': {
    clone: null,
    removeAllByModuleId: null,
    removeAllByServiceId: null,
  },
};


/**
 * Inversify's plan cache, replaced by one that forgets every plan when any binding changes.
 * Inversify's own patches cached plans in place (add or remove one binding node, per name, tag
 * and constraint list: 4 KiB minified and five helper modules) so a container that keeps binding
 * after it resolves re-plans less; a host here binds everything before its first `get` and binds
 * a feature's few services at most once later, so re-planning from scratch then costs nothing a
 * page notices, and a cache that only forgets can never serve a stale plan. Resolved singletons
 * live on their bindings, not in plans, so forgetting a plan never makes a second instance.
 * Child containers still hear their parent's changes (subscribe), through weak references as before.
 */
export const PLAN_CACHE_REPLACEMENT = `import { WeakList } from '../../common/models/WeakList.js';
const NONE = Symbol();
export class PlanResultCacheService {
  #plans = new Map();
  #subscribers = new WeakList();
  clearCache() {
    this.#plans.clear();
    for (const subscriber of this.#subscribers) subscriber.clearCache();
  }
  getByServiceIdentifier(serviceIdentifier) {
    return this.#plans.get(0)?.get(serviceIdentifier)?.get(NONE)?.get(NONE)?.get(NONE);
  }
  get(options) {
    let node = this.#plans;
    for (const key of keys(options)) if ((node = node.get(key)) === undefined) return undefined;
    return node;
  }
  invalidateServiceBinding() {
    this.clearCache();
  }
  set(options, planResult) {
    const path = keys(options);
    const last = path.pop();
    let node = this.#plans;
    for (const key of path) {
      let next = node.get(key);
      if (next === undefined) node.set(key, (next = new Map()));
      node = next;
    }
    node.set(last, planResult);
  }
  setNonCachedServiceNode() {}
  subscribe(subscriber) {
    this.#subscribers.push(subscriber);
  }
}
function keys(options) {
  const flags = (options.isMultiple ? (options.chained ? 6 : 2) : 0) | (options.optional ? 1 : 0);
  return [flags, options.serviceIdentifier, options.name ?? NONE, options.tag === undefined ? NONE : options.tag.key, options.tag === undefined ? NONE : options.tag.value];
}
`;

/**
 * The store behind Inversify's bindings, activations and deactivations (`OneToManyMapStar`: models
 * indexed by each property of their relation), without removal and cloning: removal runs only
 * after unbind, rebind or unload have run their deactivations (which throw above), cloning only
 * for snapshots. Adding and reading are Inversify's own.
 */
export const RELATION_STORE_REPLACEMENT = `export class OneToManyMapStar {
  #maps = {};
  constructor(spec) {
    for (const key of Reflect.ownKeys(spec)) this.#maps[key] = new Map();
  }
  add(model, relation) {
    for (const key of Reflect.ownKeys(relation)) {
      const map = this.#maps[key];
      let models = map.get(relation[key]);
      if (models === undefined) map.set(relation[key], (models = []));
      models.push(model);
    }
  }
  get(key, value) {
    return this.#maps[key].get(value);
  }
  getAllKeys(key) {
    return this.#maps[key].keys();
  }
  removeByRelation() {
    ${throwError(DEACTIVATION_REMOVED_MESSAGE)}
  }
  clone() {
    ${throwError(SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE)}
  }
  _buildNewInstance(spec) {
    return new OneToManyMapStar(spec);
  }
  _cloneModel(model) {
    return model;
  }
  _cloneRelation(relation) {
    return relation;
  }
}
`;

/**
 * Inversify's `resolveTwo`..`resolveFour` (a resolved value's two to four arguments, any of which
 * may be a promise): the factory runs at once when none is, else when all have settled, and a
 * rejection rejects it. Inversify spells out every combination of promise and value (2 KiB
 * minified for the three); one `Promise.all` does the same. Our factories take plain values, so
 * the core only ever takes the first branch.
 */
export function settledArguments(name: string, count: number): string {
  const values = Array.from({ length: count }, (_, index) => `value${index + 1}`).join(', ');
  return `import { isPromise } from '@inversifyjs/common';
export function ${name}(${values}, build) {
  const values = [${values}];
  return values.some(isPromise) ? Promise.all(values).then((settled) => build(...settled)) : build(${values});
}
`;
}

/**
 * Inversify's `WeakList` (subscribers held weakly, so a dropped child container or plan node can
 * be collected): the same list and iteration, with dead references dropped after a read that met
 * one rather than counted every 1,024 pushes. Its lists here are few and short (activation
 * subscribers, deleted once told; the plan cache's child containers, which no host makes).
 */
export const WEAK_LIST_REPLACEMENT = `export class WeakList {
  #refs = [];
  *[Symbol.iterator]() {
    let dead = 0;
    for (const ref of this.#refs) {
      const value = ref.deref();
      if (value === undefined) dead++;
      else yield value;
    }
    if (dead > 0) this.#refs = this.#refs.filter((ref) => ref.deref() !== undefined);
  }
  push(value) {
    this.#refs.push(new WeakRef(value));
  }
}
`;

/**
 * Inversify's message for a cycle met while resolving (a stack overflow or its depth limit) walks
 * the plan to name every service in the cycle. Here it names the service being resolved and says
 * how to see the rest: a cycle is a wiring bug of ours, which the tests meet first, with the
 * `inversify` package and its full trace (they run on the sources). The cycle met while
 * planning keeps Inversify's own trace (handlePlanError, a few lines).
 */
export const RESOLVE_CYCLE_REPLACEMENT = `import { stringifyServiceIdentifier } from '@inversifyjs/common';
import { isStackOverflowError } from '../../error/calculations/isStackOverflowError.js';
import { InversifyCoreError } from '../../error/models/InversifyCoreError.js';
import { InversifyCoreErrorKind } from '../../error/models/InversifyCoreErrorKind.js';
export function handleResolveError(params, error) {
  if (isStackOverflowError(error) || InversifyCoreError.isErrorOfKind(error, InversifyCoreErrorKind.planningMaxDepthExceeded)) {
    const service = stringifyServiceIdentifier(params.planResult.tree.root.serviceIdentifier);
    throw new InversifyCoreError(InversifyCoreErrorKind.planning, ${JSON.stringify(RESOLVE_CYCLE_MESSAGE_START)} + service + ${JSON.stringify(RESOLVE_CYCLE_MESSAGE_END)}, { cause: error });
  }
  throw error;
}
`;

/**
 * A service with no binding (and not optional) or with several where one is wanted fails as in
 * Inversify, with its first line (the service and who asked for it) and without the listing of
 * the bindings and their constraints (ours carry none, and bind each service once).
 */
export const BINDINGS_AMOUNT_REPLACEMENT = `import { stringifyServiceIdentifier } from '@inversifyjs/common';
import { InversifyCoreError } from '../../error/models/InversifyCoreError.js';
import { InversifyCoreErrorKind } from '../../error/models/InversifyCoreErrorKind.js';
export function throwErrorWhenUnexpectedBindingsAmountFound(bindingNodes, isOptional, bindingConstraintNode) {
  const count = Array.isArray(bindingNodes) ? bindingNodes.length : bindingNodes === undefined ? 0 : 1;
  if (count === 1 || (count === 0 && isOptional)) return;
  const service = stringifyServiceIdentifier(bindingConstraintNode.elem.serviceIdentifier);
  const parent = bindingConstraintNode.previous?.elem.serviceIdentifier;
  const asking = parent === undefined ? service + ' (Root service)' : stringifyServiceIdentifier(parent);
  throw new InversifyCoreError(InversifyCoreErrorKind.planning, (count === 0 ? 'No' : 'Ambiguous') + ' bindings found for service: "' + service + '". Trying to resolve bindings for "' + asking + '".');
}
`;

/** The replaced modules of @inversifyjs/core (15.x) and @inversifyjs/container (3.x), by path, with their replacement. */
export const UNREACHABLE_INVERSIFY_MODULES: Readonly<Record<string, string>> = {
  // the binding, activation and deactivation stores without what only unbinding and snapshots reach (see RELATION_STORE_REPLACEMENT)
  '/node_modules/@inversifyjs/core/lib/common/models/OneToManyMapStar.js': RELATION_STORE_REPLACEMENT,
  // waiting for asynchronous arguments: one Promise.all in place of a branch per combination (see settledArguments)
  '/node_modules/@inversifyjs/core/lib/planning/calculations/resolveTwo.js': settledArguments('resolveTwo', 2),
  '/node_modules/@inversifyjs/core/lib/planning/calculations/resolveThree.js': settledArguments('resolveThree', 3),
  '/node_modules/@inversifyjs/core/lib/planning/calculations/resolveFour.js': settledArguments('resolveFour', 4),
  // a list of weak references: dead ones dropped when it is read, not counted on each push (see WEAK_LIST_REPLACEMENT)
  '/node_modules/@inversifyjs/core/lib/common/models/WeakList.js': WEAK_LIST_REPLACEMENT,
  // a cycle met while resolving: named by the service resolved, not traced through the plan (see RESOLVE_CYCLE_REPLACEMENT)
  '/node_modules/@inversifyjs/core/lib/planning/calculations/handleResolveError.js': RESOLVE_CYCLE_REPLACEMENT,
  // a missing or ambiguous binding: Inversify's first line of the message, without the listing (see BINDINGS_AMOUNT_REPLACEMENT)
  '/node_modules/@inversifyjs/core/lib/planning/calculations/throwErrorWhenUnexpectedBindingsAmountFound.js': BINDINGS_AMOUNT_REPLACEMENT,
  // the binding syntax: one builder for what our bindings can be, no constraint shorthands (see FLUENT_SYNTAX_REPLACEMENT)
  '/node_modules/@inversifyjs/container/lib/binding/models/BindingFluentSyntaxImplementation.js': FLUENT_SYNTAX_REPLACEMENT,
  // the plan cache: dropped whole on any binding change (see PLAN_CACHE_REPLACEMENT)
  '/node_modules/@inversifyjs/core/lib/planning/services/PlanResultCacheService.js': PLAN_CACHE_REPLACEMENT,
  // class bindings
  '/node_modules/@inversifyjs/core/lib/planning/models/InstanceBindingNodeImplementation.js': `export class InstanceBindingNodeImplementation { constructor() { ${throwError(CLASS_BINDINGS_REMOVED_MESSAGE)} } }`,
  '/node_modules/@inversifyjs/core/lib/metadata/calculations/getClassMetadata.js': throwing('getClassMetadata', CLASS_BINDINGS_REMOVED_MESSAGE),
  // and the planning of a class's constructor and property arguments (only a class binding's plan node reaches them)
  '/node_modules/@inversifyjs/core/lib/planning/calculations/tryBuildGetPlanOptionsFromManagedClassElementMetadata.js': throwing('tryBuildGetPlanOptionsFromManagedClassElementMetadata', CLASS_BINDINGS_REMOVED_MESSAGE),
  '/node_modules/@inversifyjs/core/lib/common/calculations/buildBuildServiceNodeOptionsFromClassElementMetadata.js': throwing('buildBuildServiceNodeOptionsFromClassElementMetadata', CLASS_BINDINGS_REMOVED_MESSAGE),
  '/node_modules/@inversifyjs/core/lib/planning/calculations/buildConstructorNoParamNode.js': throwing('buildConstructorNoParamNode', CLASS_BINDINGS_REMOVED_MESSAGE),
  // dynamic-value and factory bindings: their plan nodes (the bind methods stay, and fail on first get)
  '/node_modules/@inversifyjs/core/lib/planning/models/DynamicValueBindingNode.js': `export class DynamicValueBindingNode { constructor() { ${throwError(DYNAMIC_AND_FACTORY_REMOVED_MESSAGE)} } }`,
  '/node_modules/@inversifyjs/core/lib/planning/models/FactoryBindingNodeImplementation.js': `export class FactoryBindingNodeImplementation { constructor() { ${throwError(DYNAMIC_AND_FACTORY_REMOVED_MESSAGE)} } }`,
  // JIT
  '/node_modules/@inversifyjs/core/lib/planning/calculations/buildNoActivationsResolvedValueBindingNodeResolverJit.js': throwing('buildNoActivationsResolvedValueBindingNodeResolverJit', JIT_REMOVED_MESSAGE),
  // deactivation: the three entries the container's unbind, unbindAll, rebind and unload call
  '/node_modules/@inversifyjs/core/lib/resolution/actions/resolveBindingsDeactivations.js': throwing('resolveBindingsDeactivations', DEACTIVATION_REMOVED_MESSAGE),
  '/node_modules/@inversifyjs/core/lib/resolution/actions/resolveServiceDeactivations.js': throwing('resolveServiceDeactivations', DEACTIVATION_REMOVED_MESSAGE),
  '/node_modules/@inversifyjs/core/lib/resolution/actions/resolveModuleDeactivations.js': throwing('resolveModuleDeactivations', DEACTIVATION_REMOVED_MESSAGE),
  // deactivation hooks: with nothing ever unbound or unloaded none would run, so registering one (onDeactivation) fails
  '/node_modules/@inversifyjs/core/lib/binding/services/DeactivationsService.js': `export class DeactivationsService { static build() { return new DeactivationsService(); } add() { ${throwError(DEACTIVATION_REMOVED_MESSAGE)} } clone() { return this; } get() { return undefined; } removeAllByModuleId() {} removeAllByServiceId() {} }`,
  // the container and its resolution: snapshots, plugins, unbinding fail at once (see CONTAINER_REPLACEMENT, SERVICE_RESOLUTION_REPLACEMENT)
  '/node_modules/@inversifyjs/container/lib/container/services/Container.js': CONTAINER_REPLACEMENT,
  '/node_modules/@inversifyjs/container/lib/container/services/ServiceResolutionManager.js': SERVICE_RESOLUTION_REPLACEMENT,
  '/node_modules/@inversifyjs/container/lib/container/services/ContainerModuleManager.js': MODULE_LOADING_REPLACEMENT,
  '/node_modules/@inversifyjs/container/lib/container/services/ServiceReferenceManager.js': SERVICE_REFERENCES_REPLACEMENT,
  '/node_modules/@inversifyjs/container/lib/container/services/PlanParamsOperationsManager.js': PLAN_OPERATIONS_REPLACEMENT,
  // the binding clones only snapshots take
  '/node_modules/@inversifyjs/core/lib/binding/calculations/cloneBinding.js': throwing('cloneBinding', SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE),
};

export function inversifyWithoutUnreachableResolvers(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'mediakit-inversify-without-unreachable-resolvers',
    buildStart() {
      replaced.clear();
    },
    transform(code, id) {
      const trimmed = Object.keys(TRIMMED_INVERSIFY_METHODS).find((candidate) => id.endsWith(candidate));
      if (trimmed !== undefined) {
        const methods = TRIMMED_INVERSIFY_METHODS[trimmed] as Readonly<Record<string, string | null>>;
        const result = withMethodsReplaced(code, methods);
        if (result.replaced !== Object.keys(methods).length) {
          this.error(`${trimmed}: ${result.replaced} of ${Object.keys(methods).length} methods found; Inversify changed: update tools/build/inversify-unreachable.plugin.ts`);
        }
        replaced.add(trimmed);
        return { code: result.code, map: null };
      }
      return null;
    },
    load(id) {
      const path = Object.keys(UNREACHABLE_INVERSIFY_MODULES).find((candidate) => id.endsWith(candidate));
      if (path === undefined) return null;
      replaced.add(path);
      return UNREACHABLE_INVERSIFY_MODULES[path] as string;
    },
    buildEnd(error) {
      const missing = [...Object.keys(UNREACHABLE_INVERSIFY_MODULES), ...Object.keys(TRIMMED_INVERSIFY_METHODS)].filter((path) => !replaced.has(path));
      if (!error && missing.length > 0) {
        this.error(`${missing.join(', ')} not in the build: Inversify's internals moved; update tools/build/inversify-unreachable.plugin.ts`);
      }
    },
  };
}
