import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { Token } from '../ports/token.ts';

/** What a binding is keyed by: a typed token, or a class (its instances). */
export type Key<T> = Token<T> | (abstract new (...args: never[]) => T);
/** A dependency that may be unbound on a host (resolves to undefined). */
export interface Optional<T> {
  readonly optional: Key<T>;
}
/** Every binding of a key (an array; undefined when none is bound). */
export interface Every<T> {
  readonly every: Key<T>;
}
// `any` only in the constraint: a token's type is invariant, so no other type admits every token.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dependency = Key<any> | Optional<any> | Every<any>;
type Resolved<D> = D extends Optional<infer T> ? T | undefined : D extends Every<infer T> ? T[] | undefined : D extends Key<infer T> ? T : never;
/** The factory's parameter types, one per listed dependency, in order. */
export type ResolvedAll<Ds extends readonly unknown[]> = { -readonly [K in keyof Ds]: Resolved<Ds[K]> };

export const optional = <T>(key: Key<T>): Optional<T> => ({ optional: key });
export const every = <T>(key: Key<T>): Every<T> => ({ every: key });

function toInversify(dependency: Dependency): unknown {
  if (typeof dependency === 'object' && 'optional' in dependency) return { serviceIdentifier: dependency.optional as ServiceIdentifier, optional: true };
  if (typeof dependency === 'object' && 'every' in dependency) return { serviceIdentifier: dependency.every as ServiceIdentifier, isMultiple: true, optional: true };
  return dependency as ServiceIdentifier;
}

/**
 * Binds `key` to what `factory` makes from `dependencies`, once per container (Inversify's
 * `toResolvedValue` in singleton scope). The factory's parameters are typed by the listed keys,
 * so listing a wrong key, or two in the wrong order, does not compile
 * (tests/unit/types/bind-factory.test-d.ts).
 *
 * @example
 * bindFactory(bind, SinkPlayer, [SinkSelector, Logger] as const, (selector, logger) => new SinkPlayer(selector, logger));
 */
export function bindFactory<T, const Ds extends readonly Dependency[]>(
  bind: ContainerModuleLoadOptions['bind'],
  key: Key<T>,
  dependencies: Ds,
  factory: (...resolved: ResolvedAll<Ds>) => NoInfer<T>,
): void {
  const inject = dependencies.map(toInversify) as never;
  bind(key as ServiceIdentifier<T>)
    .toResolvedValue(factory as (...args: unknown[]) => T, inject)
    .inSingletonScope();
}
