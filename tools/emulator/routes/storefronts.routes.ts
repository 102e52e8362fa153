import { STOREFRONTS, STOREFRONTS_BY_ID, type StorefrontRecord } from '../catalog/storefront-data.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';

/** 000 §3 Storefront: { id, type: 'storefronts', href: '/v1/storefronts/{id}', attributes }. */
function storefrontResource(s: StorefrontRecord): Record<string, unknown> {
  return {
    id: s.id,
    type: 'storefronts',
    href: `/v1/storefronts/${s.id}`,
    attributes: {
      name: s.name,
      defaultLanguageTag: s.defaultLanguageTag,
      supportedLanguageTags: s.supportedLanguageTags,
      explicitContentPolicy: s.explicitContentPolicy,
    },
  };
}

/**
 * GET /v1/storefronts (000 §7: a data list; the library picks one from the browser language),
 * GET /v1/storefronts?ids=a,b (found ones, in request order) and GET /v1/storefronts/{id}.
 */
export function storefrontRoutes(): RouteFamily {
  return {
    prefixes: ['/v1/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/storefronts',
        auth: 'developer',
        handler: ({ res, query }) => {
          const ids = query.get('ids');
          const list =
            ids === null
              ? STOREFRONTS
              : ids
                  .split(',')
                  .map((id) => STOREFRONTS_BY_ID.get(id.trim().toLowerCase()))
                  .filter((s): s is StorefrontRecord => s !== undefined);
          sendJson(res, 200, { data: list.map(storefrontResource) });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/storefronts/:id',
        auth: 'developer',
        handler: ({ res, params }) => {
          const s = STOREFRONTS_BY_ID.get((params.id ?? '').toLowerCase());
          if (!s) return sendError(res, 404, `No storefront with id '${params.id ?? ''}'`);
          sendJson(res, 200, { data: [storefrontResource(s)] });
        },
      },
    ],
  };
}
