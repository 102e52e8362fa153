import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';

/** What engagement/{type} knows; its answers are not described (002 §7 names the path only). */
const ENGAGEMENT_TYPES = new Set(['messages', 'badges', 'offers']);

/**
 * The provider's marketing side (002 §7): GET upsell/marketing-items (the subscription offers
 * the library may show) and GET engagement/{type} (no engagement is running: an empty list).
 */
export function upsellRoutes(): RouteFamily {
  return {
    prefixes: ['/v1/upsell/', '/v1/engagement/'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/upsell/marketing-items',
        auth: 'developer',
        handler: (ctx) => {
          const item = (id: string, title: string, price: string) => ({
            id,
            type: 'marketing-items',
            href: `/v1/upsell/marketing-items/${id}`,
            attributes: { kind: 'subscription', title, offer: { price, period: 'P1M', trialPeriod: 'P1M' }, url: `https://music.example.com/subscribe?offer=${id}` },
          });
          sendJson(ctx.res, 200, { data: [item('individual', 'Try one month free', '10.99'), item('family', 'Up to six people', '16.99'), item('student', 'For students', '5.99')] });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/engagement/:type',
        auth: 'developer',
        handler: (ctx) => {
          const type = ctx.params.type ?? '';
          if (!ENGAGEMENT_TYPES.has(type)) return sendError(ctx.res, 404, `No engagement of type '${type}'`);
          sendJson(ctx.res, 200, { data: [] });
        },
      },
    ],
  };
}
