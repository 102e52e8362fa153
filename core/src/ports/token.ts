/** The phantom key that carries a token's type (never present at run time). */
declare const TOKEN_TYPE: unique symbol;

/**
 * A container key that carries the type of what it is bound to (DESIGN.md, Wiring): the binding
 * helper of core/src/di checks a factory's parameters against the tokens it lists, so a swapped
 * or wrong token is a compile error. At run time it is a plain registered symbol.
 *
 * @example
 * export const LiveRadio = token<LiveRadioFeature>('LiveRadio');
 */
export type Token<T> = symbol & { readonly [TOKEN_TYPE]?: (value: T) => T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(`mediakit.${name}`) as Token<T>;
}
