import { resourceHref, type ResourceIndex } from '../catalog/resource-index.ts';
import type { Resource, ResourceView } from '../catalog/resource-serializer.ts';
import { pageLinks, readPage, slicePage } from '../http/pagination.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { Route } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';
import { catalogView } from './catalog-view.ts';

/** As the song catalogue: a longer ids= list is an error, so a client must chunk (002 §7 Chunking). */
export const MAX_IDS = 300;

export interface ResourceRoutesOptions {
  /** Types these routes answer, e.g. ['podcasts', 'podcast-episodes']. */
  readonly types: readonly string[];
  /** 'catalog' (default) or 'editorial' (002 §7 editorial/{storefront}/...). */
  readonly root?: 'catalog' | 'editorial';
  /**
   * GET {root}/{sf}/{type} without ids=: answer it (a listing or a filter) and return true, or
   * return false for the provider's "ids required" 400.
   */
  readonly collection?: (ctx: RequestContext, view: ResourceView, type: string) => boolean;
  /** Only the relationship and view routes (for types whose other routes live elsewhere). */
  readonly linksOnly?: boolean;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids of an ids= parameter; undefined (answered) when missing or too many. */
export function idsParam(ctx: RequestContext, name = 'ids'): string[] | undefined {
  const raw = ctx.query.get(name);
  if (raw === null || raw.trim() === '') {
    sendError(ctx.res, 400, `Missing required parameter '${name}'`, { title: 'Missing Parameter' });
    return undefined;
  }
  const ids = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (ids.length > MAX_IDS) {
    sendError(ctx.res, 400, `Too many ids (at most ${MAX_IDS})`);
    return undefined;
  }
  return ids;
}

/** One page of resources in the provider's paged shape: { href, next?, data, meta: { total } } (002 §3 Paged results). */
export function sendPage(ctx: RequestContext, path: string, params: Record<string, string>, items: readonly unknown[], defaults: { limit: number; maxLimit: number }): void {
  const paging = readPage(ctx.query, defaults);
  if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
  sendJson(ctx.res, 200, { ...pageLinks(path, params, paging.page, items.length), data: slicePage(items, paging.page), meta: { total: items.length } });
}

/**
 * The routes of catalogue types served by the shared {@link ResourceIndex} (002 §7: GET
 * {type}s?ids=, /{id}, relationships {type}/{id}/{relationship} with limit/offset paging, next
 * and meta.total, and views {type}/{id}/view/{view}).
 */
export function resourceRoutes(index: ResourceIndex, options: ResourceRoutesOptions): Route[] {
  const root = options.root ?? 'catalog';
  const types = options.types.map(escape).join('|');
  const base = `^/v1/${root}/(?<storefront>[^/]+)/(?<type>${types})`;
  const names = [...new Set(options.types.flatMap((type) => Object.keys(index.links(type)?.relationships ?? {})))];
  const href = (view: ResourceView, type: string, id: string, tail = ''): string => resourceHref(view, type, id) + tail;

  const found = (ctx: RequestContext): { view: ResourceView; type: string; id: string } | undefined => {
    const view = catalogView(ctx);
    if (!view) return undefined;
    const type = ctx.params.type ?? '';
    const id = ctx.params.id ?? '';
    if (!index.has(type, id)) {
      sendError(ctx.res, 404, 'Resource with requested id was not found');
      return undefined;
    }
    return { view, type, id };
  };

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: new RegExp(`${base}/(?<id>[^/]+)/view/(?<view>[^/]+)/?$`),
      auth: 'developer',
      handler: (ctx) => {
        const target = found(ctx);
        if (!target) return;
        const name = ctx.params.view ?? '';
        const definition = index.links(target.type)?.views[name];
        if (!definition) return sendError(ctx.res, 404, `No view '${name}' on ${target.type}`);
        const paging = readPage(ctx.query, { limit: 10, maxLimit: 100 });
        if (!paging.ok) return sendError(ctx.res, 400, paging.detail);
        const items = index.serializeAll(definition.refs(target.id), target.view);
        const path = href(target.view, target.type, target.id, `/view/${name}`);
        sendJson(ctx.res, 200, {
          ...pageLinks(path, {}, paging.page, items.length),
          attributes: { title: definition.title },
          data: slicePage(items, paging.page),
          meta: { total: items.length },
        });
      },
    },
  ];
  if (names.length > 0) {
    routes.push({
      method: 'GET',
      pattern: new RegExp(`${base}/(?<id>[^/]+)/(?<relationship>${names.map(escape).join('|')})/?$`),
      auth: 'developer',
      handler: (ctx) => {
        const target = found(ctx);
        if (!target) return;
        const name = ctx.params.relationship ?? '';
        const link = index.links(target.type)?.relationships[name];
        if (!link) return sendError(ctx.res, 404, `No relationship '${name}' on ${target.type}`);
        // 002 §9: relationships load 100 at a time by default.
        sendPage(ctx, href(target.view, target.type, target.id, `/${name}`), {}, index.serializeAll(link.refs(target.id), target.view), { limit: 100, maxLimit: 300 });
      },
    });
  }
  if (options.linksOnly) return routes;
  routes.push(
    {
      method: 'GET',
      pattern: new RegExp(`${base}/(?<id>[^/]+)/?$`),
      auth: 'developer',
      handler: (ctx) => {
        const target = found(ctx);
        if (!target) return;
        sendJson(ctx.res, 200, { data: [index.serialize({ type: target.type, id: target.id }, target.view, true)] });
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`${base}/?$`),
      auth: 'developer',
      handler: (ctx) => {
        const view = catalogView(ctx);
        if (!view) return;
        const type = ctx.params.type ?? '';
        if (!ctx.query.has('ids') && options.collection?.(ctx, view, type)) return;
        const ids = idsParam(ctx);
        if (!ids) return;
        // Found resources in request order; unknown ids are left out, as the provider does.
        const data = ids.map((id) => index.serialize({ type, id }, view, true)).filter((r): r is Resource => r !== undefined);
        sendJson(ctx.res, 200, { data });
      },
    },
  );
  return routes;
}
