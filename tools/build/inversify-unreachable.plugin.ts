/**
 * Leaves two Inversify resolvers the script-tag bundle can never reach out of it
 * (docs/size-budgets.md: about 2.7 KiB gzip of the main script). The bundler keeps them because
 * the planner picks a resolver at run time, by binding type and by the container's `jitless`
 * option; each has one entry module, replaced here by one that throws:
 *
 * - class bindings (`.to(Class)`, `.toSelf()`, autobind): DESIGN.md binds every core class with
 *   `toResolvedValue(factory, [tokens])` and the page never reaches the container. Their entry
 *   is the plan node of a class binding (`InstanceBindingNodeImplementation`); without it go
 *   constructor and property injection, post-construct and their variants;
 * - the JIT resolver of resolved-value bindings: Inversify 8 containers are `jitless` unless
 *   created with `{ jitless: false }`, which no host does (that path also compiles code with
 *   `new Function`, which a page's Content-Security-Policy may forbid).
 *
 * Everything else Inversify does stays: constant, resolved-value, service-redirection, factory
 * and dynamic bindings, scopes, activation, modules. The build fails if a module is not found,
 * so an Inversify upgrade that moves one is noticed. tests/unit/build/script-tag-inversify.test.ts
 * resolves the core's binding kinds through a bundle built with this plugin, and checks that a
 * class binding fails with the message below.
 */
import type { Plugin } from 'vite';

export const CLASS_BINDINGS_REMOVED_MESSAGE =
  "MediaKit's script-tag build has no Inversify class bindings (.to(Class), .toSelf(), autobind): bind with toResolvedValue (DESIGN.md)";

const JIT_REMOVED_MESSAGE = "MediaKit's script-tag build has no Inversify JIT resolvers: create the container jitless (Inversify's default)";

/** The replaced modules of @inversifyjs/core (15.x), by path, with their replacement. */
export const UNREACHABLE_INVERSIFY_MODULES: Readonly<Record<string, string>> = {
  '/node_modules/@inversifyjs/core/lib/planning/models/InstanceBindingNodeImplementation.js': `export class InstanceBindingNodeImplementation { constructor() { throw new Error(${JSON.stringify(CLASS_BINDINGS_REMOVED_MESSAGE)}); } }`,
  '/node_modules/@inversifyjs/core/lib/planning/calculations/buildNoActivationsResolvedValueBindingNodeResolverJit.js': `export function buildNoActivationsResolvedValueBindingNodeResolverJit() { throw new Error(${JSON.stringify(JIT_REMOVED_MESSAGE)}); }`,
};

export function inversifyWithoutUnreachableResolvers(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'mediakit-inversify-without-unreachable-resolvers',
    buildStart() {
      replaced.clear();
    },
    load(id) {
      const path = Object.keys(UNREACHABLE_INVERSIFY_MODULES).find((candidate) => id.endsWith(candidate));
      if (path === undefined) return null;
      replaced.add(path);
      return UNREACHABLE_INVERSIFY_MODULES[path] as string;
    },
    buildEnd(error) {
      const missing = Object.keys(UNREACHABLE_INVERSIFY_MODULES).filter((path) => !replaced.has(path));
      if (!error && missing.length > 0) {
        this.error(`${missing.join(', ')} not in the build: Inversify's internals moved; update tools/build/inversify-unreachable.plugin.ts`);
      }
    },
  };
}
