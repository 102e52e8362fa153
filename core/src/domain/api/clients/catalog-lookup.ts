import { route } from '../api-routes.ts';
import type { DataContext } from '../data-context.ts';
import type { DataRecord } from '../data-record.ts';
import type { QueryParams } from '../query-string.ts';
import { normalizeCatalogId } from '../resource-types.ts';

/** GET catalog/{sf}/{type}/{id} on the context's host (podcasts, fitness, books hosts, 002 §7). */
export function lookupOne(context: DataContext, type: string, id: string, query?: QueryParams): Promise<DataRecord> {
  return context.one(route('catalogResource', { storefront: context.storefrontId, type, id: normalizeCatalogId(id) }), query);
}

/** GET catalog/{sf}/{type}?ids=…, chunked and joined in order (002 §9). */
export async function lookupMany(context: DataContext, type: string, ids: readonly string[], query?: QueryParams): Promise<DataRecord[]> {
  if (ids.length === 0) return [];
  return context.many(route('catalogCollection', { storefront: context.storefrontId, type }), ids.map(normalizeCatalogId), query ? { query } : {});
}
