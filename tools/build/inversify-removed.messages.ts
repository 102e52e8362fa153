// The messages of what MediaKit's build of Inversify leaves out, and the code that throws them,
// shared by the replacement modules (inversify-unreachable.plugin.ts, inversify-container.replacements.ts).

export const CLASS_BINDINGS_REMOVED_MESSAGE =
  "MediaKit's build of Inversify has no class bindings (.to(Class), .toSelf(), autobind): bind with toResolvedValue (DESIGN.md)";

export const JIT_REMOVED_MESSAGE = "MediaKit's build of Inversify has no JIT resolvers: create the container jitless (Inversify's default)";

export const DEACTIVATION_REMOVED_MESSAGE =
  "MediaKit's build of Inversify never unbinds or unloads (no Inversify deactivation): a host drops the container of an instance whole";

export const DYNAMIC_AND_FACTORY_REMOVED_MESSAGE =
  "MediaKit's build of Inversify has no dynamic-value or factory bindings (toDynamicValue, toFactory): bind with toResolvedValue (DESIGN.md)";

export const RESOLVE_CYCLE_MESSAGE_START = 'Circular dependency found while resolving ';
export const RESOLVE_CYCLE_MESSAGE_END = " (MediaKit's build of Inversify does not trace it: resolve with the inversify package to see the cycle)";

export const SNAPSHOTS_AND_PLUGINS_REMOVED_MESSAGE = "MediaKit's build of Inversify has no snapshots (snapshot(), restore()) or plugins (register())";

export const throwError = (message: string): string => `throw new Error(${JSON.stringify(message)});`;

export const throwing = (name: string, message: string): string => `export function ${name}() { ${throwError(message)} }`;
