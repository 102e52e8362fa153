/**
 * limit/offset paging as the provider's API does it: a page carries its own `href` and, when
 * more remain, a `next` path the client re-requests (001 §7 Media API: "next and previous links
 * are re-requested with the base path stripped").
 */

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

export type PageResult = { readonly ok: true; readonly page: Page } | { readonly ok: false; readonly detail: string };

export function readPage(query: URLSearchParams, defaults: { limit: number; maxLimit: number }): PageResult {
  const rawLimit = query.get('limit');
  const rawOffset = query.get('offset');
  const limit = rawLimit === null || rawLimit === '' ? defaults.limit : Number(rawLimit);
  const offset = rawOffset === null || rawOffset === '' ? 0 : Number(rawOffset);
  if (!Number.isInteger(limit) || limit < 1 || limit > defaults.maxLimit) {
    return { ok: false, detail: `Value of 'limit' must be an integer between 1 and ${defaults.maxLimit}` };
  }
  if (!Number.isInteger(offset) || offset < 0) return { ok: false, detail: "Value of 'offset' must be a non-negative integer" };
  return { ok: true, page: { limit, offset } };
}

/**
 * `href` of this page and `next` (only when items remain). `params` are the query parameters
 * that define the listing (term, types, ...), without limit/offset.
 */
export function pageLinks(path: string, params: Record<string, string>, page: Page, total: number): { href: string; next?: string } {
  const build = (offset: number): string => {
    const q = new URLSearchParams(params);
    q.set('limit', String(page.limit));
    if (offset > 0) q.set('offset', String(offset));
    q.sort();
    return `${path}?${q.toString()}`;
  };
  const nextOffset = page.offset + page.limit;
  return nextOffset < total ? { href: build(page.offset), next: build(nextOffset) } : { href: build(page.offset) };
}

export function slicePage<T>(items: readonly T[], page: Page): T[] {
  return items.slice(page.offset, page.offset + page.limit);
}
