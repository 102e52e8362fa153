import type { RouteFamily, RouteHandler } from '../http/router.ts';
import { sendError } from '../http/responses.ts';

/**
 * The handler another family has for `method` and `pattern`, for a route that answers a special
 * case itself (a filter, a podcast-only search) and hands every other request on unchanged.
 * The router tries routes in order and has no fall-through, so sharing a path needs this.
 * Answers 404 if the other family no longer has that route.
 */
export function delegateTo(family: RouteFamily, method: string, pattern: string): RouteHandler {
  const route = family.routes.find((r) => r.method === method && r.pattern === pattern);
  if (route) return route.handler;
  return (ctx) => sendError(ctx.res, 404, `No route for ${ctx.method} ${ctx.path}`);
}
