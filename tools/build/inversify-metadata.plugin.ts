/**
 * Gives the Inversify we build (the script tag's, and the trimmed copy `@mediakit/core` publishes,
 * inversify-vendor.ts) a metadata store of its own in place of the global Reflect metadata API.
 *
 * `@inversifyjs/container` imports `reflect-metadata/lite` for its side effect (a global
 * `Reflect.getOwnMetadata`/`defineMetadata`, 2.5 KiB gzip), but reaches it only through three
 * functions of `@inversifyjs/reflect-metadata-utils`, to number bindings and container modules
 * on `Object` (the other users, class metadata and decorators, are never in our build:
 * inversify-unreachable.plugin.ts). Those three are replaced here by the same functions over a
 * module-private `WeakMap`, and the polyfill import by nothing: no global is installed or read,
 * so no other copy of reflect-metadata or Inversify on the page can meet ours (each Inversify
 * counts its own ids; ids only need to be unique within one container). Our sources bind with
 * `toResolvedValue` and no decorators (DESIGN.md), so nothing of ours reads Reflect metadata.
 * The build fails if Inversify moves these modules. tests/unit/build/script-tag-inversify.test.ts
 * resolves every binding kind the core uses through a bundle built this way.
 */
import type { Plugin } from 'vite';

const UTILS = '/node_modules/@inversifyjs/reflect-metadata-utils/lib/reflectMetadata/utils/';
const POLYFILL = 'reflect-metadata/lite';
const NO_POLYFILL = '\0mediakit-no-reflect-metadata-polyfill';

/** The replaced modules, by path; the same signatures as the originals (target, key, ..., propertyKey). */
export const INVERSIFY_METADATA_MODULES: Readonly<Record<string, string>> = {
  [`${UTILS}getOwnReflectMetadata.js`]: `const store = new WeakMap();
function own(target, propertyKey, create) {
  let byProperty = store.get(target);
  if (byProperty === undefined) { if (!create) return undefined; byProperty = new Map(); store.set(target, byProperty); }
  let values = byProperty.get(propertyKey);
  if (values === undefined && create) { values = new Map(); byProperty.set(propertyKey, values); }
  return values;
}
export function getOwnReflectMetadata(target, metadataKey, propertyKey) { return own(target, propertyKey, false)?.get(metadataKey); }
export function defineOwnReflectMetadata(target, metadataKey, value, propertyKey) { own(target, propertyKey, true).set(metadataKey, value); }`,
  [`${UTILS}updateOwnReflectMetadata.js`]: `import { getOwnReflectMetadata, defineOwnReflectMetadata } from './getOwnReflectMetadata.js';
export function updateOwnReflectMetadata(target, metadataKey, buildDefaultValue, callback, propertyKey) {
  defineOwnReflectMetadata(target, metadataKey, callback(getOwnReflectMetadata(target, metadataKey, propertyKey) ?? buildDefaultValue()), propertyKey);
}`,
  [`${UTILS}setReflectMetadata.js`]: `import { defineOwnReflectMetadata } from './getOwnReflectMetadata.js';
export function setReflectMetadata(target, metadataKey, metadata, propertyKey) { defineOwnReflectMetadata(target, metadataKey, metadata, propertyKey); }`,
};

export function inversifyPrivateMetadata(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'mediakit-inversify-private-metadata',
    // Before Vite's resolver, which would find the polyfill in node_modules.
    enforce: 'pre',
    buildStart() {
      replaced.clear();
    },
    resolveId(source) {
      return source === POLYFILL ? NO_POLYFILL : null;
    },
    load(id) {
      if (id === NO_POLYFILL) {
        replaced.add(POLYFILL);
        return 'export {};';
      }
      const path = Object.keys(INVERSIFY_METADATA_MODULES).find((candidate) => id.endsWith(candidate));
      if (path === undefined) return null;
      replaced.add(path);
      return INVERSIFY_METADATA_MODULES[path] as string;
    },
    buildEnd(error) {
      const missing = [POLYFILL, ...Object.keys(INVERSIFY_METADATA_MODULES)].filter((path) => !replaced.has(path));
      if (!error && missing.length > 0) this.error(`${missing.join(', ')} not in the build: Inversify's internals moved; update tools/build/inversify-metadata.plugin.ts`);
    },
  };
}
