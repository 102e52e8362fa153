import type { RequestContext } from './request-context.ts';

export type RouteHandler = (ctx: RequestContext) => void | Promise<void>;

export interface Route {
  /** 'GET' routes also answer HEAD (the handler may skip the body; Node drops it anyway). */
  readonly method: string;
  /** '/v1/catalog/:storefront/albums/:id' (':name' = one path segment), or a RegExp with named groups. */
  readonly pattern: string | RegExp;
  /** 'developer': the request must carry the emulator's developer token (000 §7). */
  readonly auth?: 'developer';
  readonly handler: RouteHandler;
}

/**
 * One route family (one file under routes/): the path prefixes it owns and its routes. The
 * server answers only owned prefixes and hands everything else to the fallback (the demo app),
 * so adding a family is adding one entry to the list in emulator-server.ts.
 */
export interface RouteFamily {
  readonly prefixes: readonly string[];
  readonly routes: readonly Route[];
}

interface CompiledRoute extends Route {
  readonly regex: RegExp;
}

export type RouteMatch =
  | { readonly kind: 'found'; readonly route: Route; readonly params: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly allowed: string[] }
  | { readonly kind: 'not-found' };

function compile(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export class Router {
  readonly #routes: CompiledRoute[] = [];
  readonly #prefixes: string[] = [];

  add(family: RouteFamily): this {
    this.#prefixes.push(...family.prefixes);
    for (const route of family.routes) this.#routes.push({ ...route, regex: compile(route.pattern) });
    return this;
  }

  /** True when the path belongs to the emulator (else it goes to the fallback). */
  owns(path: string): boolean {
    return this.#prefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
  }

  /** First route whose pattern and method match wins: register specific routes before generic ones. */
  match(method: string, path: string): RouteMatch {
    const allowed = new Set<string>();
    const wanted = method === 'HEAD' ? 'GET' : method;
    for (const route of this.#routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      if (route.method !== wanted) {
        allowed.add(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(m.groups ?? {})) {
        if (value === undefined) continue;
        try {
          params[name] = decodeURIComponent(value);
        } catch {
          params[name] = value;
        }
      }
      return { kind: 'found', route, params };
    }
    return allowed.size > 0 ? { kind: 'method-not-allowed', allowed: [...allowed] } : { kind: 'not-found' };
  }
}
