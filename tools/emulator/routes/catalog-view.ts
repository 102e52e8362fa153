import { STOREFRONTS_BY_ID } from '../catalog/storefront-data.ts';
import type { ResourceView } from '../catalog/resource-serializer.ts';
import type { RequestContext } from '../http/request-context.ts';
import { sendError } from '../http/responses.ts';

/**
 * The view of the catalogue one request asks for: its storefront (404 when unknown) and its
 * `include=` list. Answers the error itself and returns undefined when the storefront is unknown.
 */
export function catalogView(ctx: RequestContext): ResourceView | undefined {
  const storefront = (ctx.params.storefront ?? '').toLowerCase();
  if (!STOREFRONTS_BY_ID.has(storefront)) {
    sendError(ctx.res, 404, `No storefront with id '${ctx.params.storefront ?? ''}'`);
    return undefined;
  }
  const include = new Set(
    (ctx.query.get('include') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return { origin: ctx.origin, storefront, include };
}
