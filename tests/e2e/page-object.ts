import type { Page } from '@playwright/test';

/**
 * The caller of an e2e page's own object (`window[name]`, e.g. the gapless album page's
 * `__album`): `fn` is serialised and runs in the page with that object, so a test reads like a
 * call on the page while the types stay the test's.
 */
export function pageObject<P>(name: string) {
  return function onPage<T, A = undefined>(page: Page, fn: (p: P, arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return page.evaluate(
      ([global, source, a]) => {
        const p = (window as unknown as Record<string, unknown>)[global];
        return (new Function('p', 'a', `return (${source})(p, a);`) as (p: unknown, a: unknown) => T)(p, a);
      },
      [name, fn.toString(), arg] as const,
    ) as Promise<T>;
  };
}
