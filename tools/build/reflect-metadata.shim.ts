/**
 * The Reflect metadata API (https://rbuckton.github.io/reflect-metadata/) for the script-tag
 * build, in place of `reflect-metadata/lite`, which `@inversifyjs/container` imports for its
 * side effect (docs/size-budgets.md: 7.9 KiB minified, 2.5 KiB gzip, where this is about 0.4).
 *
 * Inversify needs it at run time even though the core binds with `toResolvedValue` and no
 * decorators: it numbers every binding and container module through `Reflect.getOwnMetadata` /
 * `Reflect.defineMetadata` on `Object`. Everything else the real polyfill carries (its own
 * Map/Set/WeakMap fallbacks, iterator helpers, the provider registry) is for old engines and
 * for sharing one store between copies of itself.
 *
 * Sharing with other copies on the page still works, through the real polyfill's own rules:
 * - a copy loaded before this one owns `Reflect.getOwnMetadata`: nothing is installed and
 *   Inversify uses that copy, whatever its version;
 * - reflect-metadata 0.2 loaded after this one finds `Reflect.defineMetadata` without its
 *   registry and adopts these functions as a "fallback provider" (its interop path for older
 *   copies): metadata stored here stays readable through it, so binding ids keep counting.
 * tests/unit/build/script-tag-inversify.test.ts checks both, and that Inversify resolves on it.
 *
 * It installs the whole API (decorate and metadata too), so a page that relied on MediaKit
 * having installed the polyfill keeps working.
 */
type Key = string | symbol | undefined;
type Decorator = (target: object, propertyKey?: string | symbol, descriptor?: PropertyDescriptor) => unknown;

const store = new WeakMap<object, Map<Key, Map<unknown, unknown>>>();

function own(target: object, propertyKey: Key, create: boolean): Map<unknown, unknown> | undefined {
  if ((typeof target !== 'object' && typeof target !== 'function') || target === null) throw new TypeError('Reflect metadata: the target is not an object');
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    store.set(target, (byProperty = new Map()));
  }
  let metadata = byProperty.get(propertyKey);
  if (!metadata && create) byProperty.set(propertyKey, (metadata = new Map()));
  return metadata;
}

/** The target and its prototypes, nearest first (the ordinary metadata lookup walks them). */
function* chain(target: object): Generator<object> {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current)) yield current;
}

const api = {
  defineMetadata(metadataKey: unknown, value: unknown, target: object, propertyKey?: Key): void {
    own(target, propertyKey, true)?.set(metadataKey, value);
  },
  hasOwnMetadata(metadataKey: unknown, target: object, propertyKey?: Key): boolean {
    return own(target, propertyKey, false)?.has(metadataKey) ?? false;
  },
  getOwnMetadata(metadataKey: unknown, target: object, propertyKey?: Key): unknown {
    return own(target, propertyKey, false)?.get(metadataKey);
  },
  getOwnMetadataKeys(target: object, propertyKey?: Key): unknown[] {
    return [...(own(target, propertyKey, false)?.keys() ?? [])];
  },
  deleteMetadata(metadataKey: unknown, target: object, propertyKey?: Key): boolean {
    const metadata = own(target, propertyKey, false);
    if (!metadata?.delete(metadataKey)) return false;
    if (metadata.size === 0) store.get(target)?.delete(propertyKey);
    return true;
  },
  hasMetadata(metadataKey: unknown, target: object, propertyKey?: Key): boolean {
    for (const object of chain(target)) if (api.hasOwnMetadata(metadataKey, object, propertyKey)) return true;
    return false;
  },
  getMetadata(metadataKey: unknown, target: object, propertyKey?: Key): unknown {
    for (const object of chain(target)) if (api.hasOwnMetadata(metadataKey, object, propertyKey)) return api.getOwnMetadata(metadataKey, object, propertyKey);
    return undefined;
  },
  getMetadataKeys(target: object, propertyKey?: Key): unknown[] {
    const keys = new Set<unknown>();
    for (const object of chain(target)) for (const key of api.getOwnMetadataKeys(object, propertyKey)) keys.add(key);
    return [...keys];
  },
  metadata(metadataKey: unknown, value: unknown) {
    return (target: object, propertyKey?: Key): void => api.defineMetadata(metadataKey, value, target, propertyKey);
  },
  /** Applies decorators last to first, as TypeScript's emitted `__decorate` does. */
  decorate(decorators: readonly Decorator[], target: object, propertyKey?: string | symbol, attributes?: PropertyDescriptor | null): unknown {
    let result: unknown = propertyKey === undefined ? target : attributes;
    for (let index = decorators.length - 1; index >= 0; index--) {
      const decorated = propertyKey === undefined ? (decorators[index] as Decorator)(result as object) : (decorators[index] as Decorator)(target, propertyKey, result as PropertyDescriptor);
      if (decorated !== undefined && decorated !== null) result = decorated;
    }
    return result;
  },
};

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect['getOwnMetadata'] !== 'function' || typeof reflect['defineMetadata'] !== 'function') {
  for (const [name, value] of Object.entries(api)) Object.defineProperty(reflect, name, { configurable: true, writable: true, value });
}

export {};
