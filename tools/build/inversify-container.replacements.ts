// The replacement modules of @inversifyjs/container (3.x) for what our build keeps: the binding
// syntax, the container, its resolution, module loading, service references and plan operations
// (inversify-unreachable.plugin.ts loads them in place of Inversify's; docs/size-budgets.md).
import { DEACTIVATION_REMOVED_MESSAGE, SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE, CLASS_BINDINGS_REMOVED_MESSAGE, DYNAMIC_AND_FACTORY_REMOVED_MESSAGE, throwError } from './inversify-removed.messages.ts';

/**
 * Inversify's binding syntax (`bind(id).to…().in…Scope().when…().on…()`), written for what a
 * binding of ours can be: the same binding records, scopes, `when(constraint)`, `whenDefault()`,
 * `onActivation` and `getIdentifier()` as Inversify's, in one builder instead of six classes. Left
 * out: the 18 constraint shorthands (`whenNamed`, `whenParentIs`...: our bindings carry no
 * constraint; bindFactory never calls `when`), and Inversify's branches for what fails anyway:
 * `.to(Class)`/`.toSelf()` fail at once with the class-binding message (their resolver is cut),
 * `.toDynamicValue()`/`.toFactory()` with theirs, and a binding's `onDeactivation` with the
 * deactivation message (nothing is ever deactivated here). Resolved values' inject options are
 * read as Inversify reads them (a plain identifier, or `{ serviceIdentifier, optional, isMultiple,
 * chained, name, tags }`).
 */
export const FLUENT_SYNTAX_REPLACEMENT = `import { LazyServiceIdentifier } from '@inversifyjs/common';
import { bindingScopeValues, bindingTypeValues, getBindingId, ResolvedValueElementMetadataKind } from '@inversifyjs/core';
import { BindingConstraintUtils } from '../../container/binding/utils/BindingConstraintUtils.js';
import { buildBindingIdentifier } from '../calculations/buildBindingIdentifier.js';
import { isBindingConstraintsWithNoNameNorTags } from '../calculations/isBindingConstraintsWithNoNameNorTags.js';
function syntax(binding) {
  const next = {
    getIdentifier: () => buildBindingIdentifier(binding),
    when(constraint) {
      binding.isSatisfiedBy = constraint;
      return { getIdentifier: next.getIdentifier, onActivation: next.onActivation, onDeactivation: next.onDeactivation };
    },
    whenDefault: () => next.when(isBindingConstraintsWithNoNameNorTags),
    onActivation(activation) {
      binding.onActivation = activation;
      return { getIdentifier: next.getIdentifier, when: next.when, whenDefault: next.whenDefault };
    },
    onDeactivation() {
      ${throwError(DEACTIVATION_REMOVED_MESSAGE)}
    },
  };
  return next;
}
function scoped(binding) {
  const scope = (value) => () => ((binding.scope = value), syntax(binding));
  return { ...syntax(binding), inRequestScope: scope(bindingScopeValues.Request), inSingletonScope: scope(bindingScopeValues.Singleton), inTransientScope: scope(bindingScopeValues.Transient) };
}
function injection(option) {
  const options = typeof option === 'object' && !LazyServiceIdentifier.is(option) ? option : { serviceIdentifier: option };
  const element = { kind: ResolvedValueElementMetadataKind.singleInjection, name: options.name, optional: options.optional ?? false, tags: new Map((options.tags ?? []).map((tag) => [tag.key, tag.value])), value: options.serviceIdentifier };
  return options.isMultiple === true ? { ...element, chained: options.chained ?? false, kind: ResolvedValueElementMetadataKind.multipleInjection } : element;
}
export class BindToFluentSyntaxImplementation {
  #add;
  #cached;
  constructor(callback, containerModuleId, defaultScope, serviceIdentifier) {
    this.#add = (type, fields) => {
      const binding = { id: getBindingId(), isSatisfiedBy: BindingConstraintUtils.always, moduleId: containerModuleId, serviceIdentifier, type, ...fields };
      callback(binding);
      return binding;
    };
    this.#cached = (type, scope, fields) => this.#add(type, { cache: { isRight: false, value: undefined }, onActivation: undefined, onDeactivation: undefined, scope: scope ?? defaultScope, ...fields });
  }
  to() {
    ${throwError(CLASS_BINDINGS_REMOVED_MESSAGE)}
  }
  toSelf() {
    ${throwError(CLASS_BINDINGS_REMOVED_MESSAGE)}
  }
  toConstantValue(value) {
    return syntax(this.#cached(bindingTypeValues.ConstantValue, bindingScopeValues.Singleton, { value }));
  }
  toDynamicValue() {
    ${throwError(DYNAMIC_AND_FACTORY_REMOVED_MESSAGE)}
  }
  toResolvedValue(factory, injectOptions) {
    return scoped(this.#cached(bindingTypeValues.ResolvedValue, undefined, { factory, metadata: { arguments: (injectOptions ?? []).map(injection) } }));
  }
  toFactory() {
    ${throwError(DYNAMIC_AND_FACTORY_REMOVED_MESSAGE)}
  }
  toService(service) {
    this.#add(bindingTypeValues.ServiceRedirection, { targetServiceIdentifier: service });
  }
}
`;

/**
 * The container (Inversify's `Container`): the same construction of its services (bindings,
 * activations, plans, a parent's stores through `{ parent }`) and the same resolving, binding,
 * loading and activation methods, with what our build leaves out failing at once, by name: every
 * unbinding, rebinding and unloading (sync ones throw, async ones reject: their deactivations
 * are cut), `onDeactivation`, `snapshot()`, `restore()` and `register()` (their managers go).
 */
export const CONTAINER_REPLACEMENT = `import { ActivationsService, bindingScopeValues, BindingService, DeactivationsService, PlanResultCacheService } from '@inversifyjs/core';
import { BindingManager } from './BindingManager.js';
import { ContainerModuleManager } from './ContainerModuleManager.js';
import { PlanParamsOperationsManager } from './PlanParamsOperationsManager.js';
import { PlanResultCacheManager } from './PlanResultCacheManager.js';
import { ServiceReferenceManager } from './ServiceReferenceManager.js';
import { ServiceResolutionManager } from './ServiceResolutionManager.js';
const unbinding = () => { ${throwError(DEACTIVATION_REMOVED_MESSAGE)} };
const snapshotsAndPlugins = () => { ${throwError(SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE)} };
export class Container {
  #bindingManager;
  #containerModuleManager;
  #serviceReferenceManager;
  #serviceResolutionManager;
  constructor(options) {
    const autobind = options?.autobind ?? false;
    const defaultScope = options?.defaultScope ?? bindingScopeValues.Transient;
    const jitless = options?.jitless ?? true;
    const parent = options?.parent?.#serviceReferenceManager;
    const planResultCacheService = new PlanResultCacheService(!jitless);
    parent?.planResultCacheService.subscribe(planResultCacheService);
    const references = (this.#serviceReferenceManager = new ServiceReferenceManager(
      ActivationsService.build(() => parent?.activationService),
      BindingService.build(() => parent?.bindingService, autobind ? { scope: defaultScope } : undefined),
      DeactivationsService.build(() => parent?.deactivationService),
      planResultCacheService,
    ));
    const planParamsOperationsManager = new PlanParamsOperationsManager(references);
    const planResultCacheManager = new PlanResultCacheManager(planParamsOperationsManager, references);
    // No deactivation parameters: only the unbinding steps read them, and they refuse at once.
    this.#bindingManager = new BindingManager(undefined, defaultScope, planResultCacheManager, references);
    this.#containerModuleManager = new ContainerModuleManager(this.#bindingManager, undefined, defaultScope, planResultCacheManager, references);
    this.#serviceResolutionManager = new ServiceResolutionManager(planParamsOperationsManager, references, autobind, defaultScope, !jitless);
  }
  bind(serviceIdentifier) {
    return this.#bindingManager.bind(serviceIdentifier);
  }
  get(serviceIdentifier, options) {
    return this.#serviceResolutionManager.get(serviceIdentifier, options);
  }
  getAll(serviceIdentifier, options) {
    return this.#serviceResolutionManager.getAll(serviceIdentifier, options);
  }
  async getAllAsync(serviceIdentifier, options) {
    return this.#serviceResolutionManager.getAllAsync(serviceIdentifier, options);
  }
  async getAsync(serviceIdentifier, options) {
    return this.#serviceResolutionManager.getAsync(serviceIdentifier, options);
  }
  isBound(serviceIdentifier, options) {
    return this.#bindingManager.isBound(serviceIdentifier, options);
  }
  isCurrentBound(serviceIdentifier, options) {
    return this.#bindingManager.isCurrentBound(serviceIdentifier, options);
  }
  async loadAsync(...modules) {
    return this.#containerModuleManager.loadAsync(...modules);
  }
  load(...modules) {
    this.#containerModuleManager.load(...modules);
  }
  onActivation(serviceIdentifier, activation) {
    this.#serviceReferenceManager.activationService.add(activation, { serviceId: serviceIdentifier });
  }
}
for (const name of ['onDeactivation', 'rebind', 'unbind', 'unbindAll', 'unload']) Container.prototype[name] = unbinding;
for (const name of ['rebindAsync', 'unbindAsync', 'unbindAllAsync', 'unloadAsync']) Container.prototype[name] = async () => unbinding();
for (const name of ['register', 'restore', 'snapshot']) Container.prototype[name] = snapshotsAndPlugins;
`;

/**
 * Inversify's resolution (`get`, `getAll` and their async forms): the same plans and the same
 * resolving, with the plan options built in one place, and without the plan hooks that only
 * plugins register (`onPlan`) or the context rebuilt after a `restore()` (both cut above).
 */
export const SERVICE_RESOLUTION_REPLACEMENT = `import { isPromise, stringifyServiceIdentifier } from '@inversifyjs/common';
import { plan, resolve } from '@inversifyjs/core';
import { InversifyContainerError } from '../../error/models/InversifyContainerError.js';
import { InversifyContainerErrorKind } from '../../error/models/InversifyContainerErrorKind.js';
export class ServiceResolutionManager {
  #autobind;
  #context;
  #defaultScope;
  #jitEnabled;
  #operations;
  #references;
  constructor(planParamsOperationsManager, serviceReferenceManager, autobind, defaultScope, jitEnabled) {
    this.#operations = planParamsOperationsManager;
    this.#references = serviceReferenceManager;
    this.#autobind = autobind;
    this.#defaultScope = defaultScope;
    this.#jitEnabled = jitEnabled;
    this.#context = {
      get: this.get.bind(this),
      getActivations: (serviceIdentifier) => this.#references.activationService.get(serviceIdentifier),
      getAll: this.getAll.bind(this),
      getAllAsync: this.getAllAsync.bind(this),
      getAsync: this.getAsync.bind(this),
    };
  }
  get(serviceIdentifier, options) {
    return this.#settled(this.#resolve(false, serviceIdentifier, options), serviceIdentifier);
  }
  getAll(serviceIdentifier, options) {
    return this.#settled(this.#resolve(true, serviceIdentifier, options), serviceIdentifier);
  }
  async getAllAsync(serviceIdentifier, options) {
    return this.#resolve(true, serviceIdentifier, options);
  }
  async getAsync(serviceIdentifier, options) {
    return this.#resolve(false, serviceIdentifier, options);
  }
  #settled(value, serviceIdentifier) {
    if (isPromise(value)) {
      throw new InversifyContainerError(InversifyContainerErrorKind.invalidOperation, 'Unexpected asynchronous service when resolving service "' + stringifyServiceIdentifier(serviceIdentifier) + '"');
    }
    return value;
  }
  #resolve(isMultiple, serviceIdentifier, options) {
    return resolve({ context: this.#context, planResult: this.#plan(isMultiple, serviceIdentifier, options), requestScopeCache: undefined });
  }
  #plan(isMultiple, serviceIdentifier, options) {
    const cache = this.#references.planResultCacheService;
    // The plan of a plain get, without building its options (as Inversify does).
    const plain = !isMultiple && options === undefined ? cache.getByServiceIdentifier(serviceIdentifier) : undefined;
    if (plain !== undefined) return plain;
    const chained = isMultiple ? { chained: options?.chained ?? false } : {};
    const cached = cache.get({ ...chained, isMultiple, name: options?.name, optional: options?.optional ?? false, serviceIdentifier, tag: options?.tag });
    if (cached !== undefined) return cached;
    const rootConstraints = { ...chained, isMultiple, serviceIdentifier };
    if (options?.name !== undefined) rootConstraints.name = options.name;
    if (options?.optional === true) rootConstraints.isOptional = true;
    if (options?.tag !== undefined) rootConstraints.tag = { key: options.tag.key, value: options.tag.value };
    return plan({
      autobindOptions: (options?.autobind ?? this.#autobind) ? { scope: this.#defaultScope } : undefined,
      jitEnabled: this.#jitEnabled,
      operations: this.#operations.planParamsOperations,
      rootConstraints,
      servicesBranch: [],
    });
  }
}
`;

/**
 * Loading container modules (Inversify's `ContainerModuleManager`): each module's `load` is given
 * the same `bind`, `isBound` and `onActivation` (its bindings and hooks carry the module's id);
 * its `onDeactivation`, `rebind` and `unbind` (and their async forms) refuse at once, as the
 * container's do. Unloading goes with the container's `unload`.
 */
export const MODULE_LOADING_REPLACEMENT = `import { CacheBindingInvalidationKind } from '@inversifyjs/core';
import { BindToFluentSyntaxImplementation } from '../../binding/models/BindingFluentSyntaxImplementation.js';
import { InversifyContainerError } from '../../error/models/InversifyContainerError.js';
import { InversifyContainerErrorKind } from '../../error/models/InversifyContainerErrorKind.js';
const unbinding = () => { ${throwError(DEACTIVATION_REMOVED_MESSAGE)} };
export class ContainerModuleManager {
  #bindingManager;
  #defaultScope;
  #planResultCacheManager;
  #serviceReferenceManager;
  constructor(bindingManager, _deactivationParams, defaultScope, planResultCacheManager, serviceReferenceManager) {
    this.#bindingManager = bindingManager;
    this.#defaultScope = defaultScope;
    this.#planResultCacheManager = planResultCacheManager;
    this.#serviceReferenceManager = serviceReferenceManager;
  }
  async loadAsync(...modules) {
    await Promise.all(this.#load(modules));
  }
  load(...modules) {
    for (const result of this.#load(modules)) {
      if (result !== undefined) throw new InversifyContainerError(InversifyContainerErrorKind.invalidOperation, 'Unexpected asynchronous module load. Consider using container.loadAsync() instead.');
    }
  }
  #load(modules) {
    return modules.map((module) =>
      module.load({
        bind: (serviceIdentifier) => new BindToFluentSyntaxImplementation((binding) => this.#setBinding(binding), module.id, this.#defaultScope, serviceIdentifier),
        isBound: this.#bindingManager.isBound.bind(this.#bindingManager),
        onActivation: (serviceIdentifier, activation) => this.#serviceReferenceManager.activationService.add(activation, { moduleId: module.id, serviceId: serviceIdentifier }),
        onDeactivation: unbinding,
        rebind: unbinding,
        rebindAsync: async () => unbinding(),
        unbind: unbinding,
        unbindAsync: async () => unbinding(),
      }),
    );
  }
  #setBinding(binding) {
    this.#serviceReferenceManager.bindingService.set(binding);
    this.#planResultCacheManager.invalidateService({ binding, kind: CacheBindingInvalidationKind.bindingAdded });
  }
}
`;

/**
 * The container's references to its stores and the operations its plans use (Inversify's
 * `ServiceReferenceManager` and `PlanParamsOperationsManager`), without the swap of every store
 * and operation that only `restore()` triggered (cut above): the stores a container is built with
 * are the ones it keeps.
 */
export const SERVICE_REFERENCES_REPLACEMENT = `export class ServiceReferenceManager {
  constructor(activationService, bindingService, deactivationService, planResultCacheService) {
    this.activationService = activationService;
    this.bindingService = bindingService;
    this.deactivationService = deactivationService;
    this.planResultCacheService = planResultCacheService;
  }
}
`;
export const PLAN_OPERATIONS_REPLACEMENT = `import { CacheBindingInvalidationKind, getClassMetadata } from '@inversifyjs/core';
export class PlanParamsOperationsManager {
  constructor({ activationService, bindingService, planResultCacheService }) {
    const operations = (this.planParamsOperations = {
      getActivations: (serviceIdentifier) => activationService.get(serviceIdentifier),
      getBindings: bindingService.get.bind(bindingService),
      getBindingsChained: bindingService.getChained.bind(bindingService),
      getClassMetadata,
      getPlan: planResultCacheService.get.bind(planResultCacheService),
      setBinding: (binding) => {
        bindingService.set(binding);
        planResultCacheService.invalidateServiceBinding({ binding, kind: CacheBindingInvalidationKind.bindingAdded, operations });
      },
      setNonCachedServiceNode: planResultCacheService.setNonCachedServiceNode.bind(planResultCacheService),
      setPlan: planResultCacheService.set.bind(planResultCacheService),
      subscribeActivationAddedOnce: (serviceIdentifier, subscriber) => activationService.subscribeOnce(serviceIdentifier, subscriber),
    });
  }
}
`;

