import type { ResourceView } from '../catalog/resource-serializer.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import { sendError } from '../http/responses.ts';
import { requireListener, type Listener } from './listener-gate.ts';
import { listenerStateOf, type ListenerState } from './listener-state.ts';

/** A personal request that passed the user-token check. */
export interface PersonalRequest {
  readonly listener: Listener;
  readonly state: ListenerState;
  /** Catalogue resources in personal answers use the listener's storefront. */
  readonly view: ResourceView;
}

/** The listener, their state and a resource view; undefined when the token check answered. */
export function personalRequest(ctx: RequestContext, services: EmulatorServices): PersonalRequest | undefined {
  // A listener's data changes with every write, so no answer about it may be reused (000 §9:
  // the session keeps GET answers unless cache-control says otherwise).
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const listener = requireListener(ctx, services);
  if (!listener) return undefined;
  const include = new Set((ctx.query.get('include') ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  return { listener, state: listenerStateOf(services, listener), view: { origin: ctx.origin, storefront: listener.storefront, include } };
}

/** The JSON object body of a request; undefined (answered 400) when missing or malformed. */
export function objectBody(ctx: RequestContext): Record<string, unknown> | undefined {
  let body: unknown;
  try {
    body = jsonBody(ctx);
  } catch {
    sendError(ctx.res, 400, 'Body is not valid JSON');
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    sendError(ctx.res, 400, 'A JSON object body is required');
    return undefined;
  }
  return body as Record<string, unknown>;
}

/** `{ id, type }` pairs of a body's `data` list; undefined (answered 400) when malformed. */
export function refsOf(ctx: RequestContext, data: unknown, what: string): Array<{ id: string; type: string }> | undefined {
  if (!Array.isArray(data) || data.some((item) => typeof item !== 'object' || item === null || typeof item.id !== 'string' || typeof item.type !== 'string')) {
    sendError(ctx.res, 400, `${what} must be a list of { id, type }`);
    return undefined;
  }
  return data.map((item: { id: string; type: string }) => ({ id: item.id, type: item.type }));
}
