import type { AccountRecord } from '../auth/account-store.ts';
import { userTokenOf } from '../auth/listener-identity.ts';
import { STOREFRONTS_BY_ID } from '../catalog/storefront-data.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson, sendNoContent } from '../http/responses.ts';

/** The header of the offers call: "{storefront id}-{language id},8" (000 §7). */
const STORE_FRONT_HEADER = /^(\d+)-(\d+),8$/;

/**
 * The listener behind a request, or an answer already sent: 403 without a user token, 401 for
 * an unknown or revoked one.
 */
function listenerOf(ctx: RequestContext, services: EmulatorServices): AccountRecord | undefined {
  const token = userTokenOf(ctx.req);
  if (token === undefined) {
    sendError(ctx.res, 403, 'A user token is required (music-user-token or media-user-token)');
    return undefined;
  }
  const record = services.accounts.active(token);
  if (!record) sendError(ctx.res, 401, services.accounts.find(token) ? 'The user token was revoked' : 'The user token is not known');
  return record;
}

function storefrontResource(id: string): Record<string, unknown> {
  const storefront = STOREFRONTS_BY_ID.get(id);
  return {
    id,
    type: 'storefronts',
    href: `/v1/storefronts/${id}`,
    attributes: { name: storefront?.name ?? id, defaultLanguageTag: storefront?.defaultLanguageTag ?? 'en-US' },
  };
}

/**
 * The account side of the provider (000 §7): /v1/me/storefront, /v1/me/account?meta=subscription,
 * /account/web/info, /infoRefresh, /logout (revokes), renewMusicToken (music-token; 401 once
 * revoked), the subscription offers (store-front header), and test switches under
 * /__emulator/accounts (list; revoke a token).
 */
export function accountRoutes(services: EmulatorServices): RouteFamily {
  const { accounts } = services;
  return {
    prefixes: ['/v1/me/', '/account/web/', '/WebObjects/MZPlay.woa/wa/renewMusicToken', '/commerce/web/subscription/', '/__emulator/accounts'],
    routes: [
      {
        method: 'GET',
        pattern: '/v1/me/storefront',
        auth: 'developer',
        handler: (ctx) => {
          const record = listenerOf(ctx, services);
          if (record) sendJson(ctx.res, 200, { data: [storefrontResource(record.listener.storefront)] });
        },
      },
      {
        method: 'GET',
        pattern: '/v1/me/account',
        auth: 'developer',
        handler: (ctx) => {
          const record = listenerOf(ctx, services);
          if (!record) return;
          const { listener } = record;
          const wantsSubscription = (ctx.query.get('meta') ?? '').split(',').includes('subscription');
          sendJson(ctx.res, 200, {
            data: [{ id: `account-${listener.id}`, type: 'accounts', attributes: { name: listener.name, storefront: listener.storefront } }],
            ...(wantsSubscription ? { meta: { subscription: { active: listener.subscriptionActive, storefront: listener.storefront } } } : {}),
          });
        },
      },
      {
        method: 'GET',
        pattern: '/account/web/info',
        auth: 'developer',
        handler: (ctx) => {
          const record = listenerOf(ctx, services);
          if (!record) return;
          const { listener } = record;
          const version = listener.privacyVersion;
          // 000 §7: acknowledgements are empty until infoRefresh has run.
          sendJson(ctx.res, 200, {
            parentalControlsData: listener.parentalControlsData,
            privacyAcknowledgement: record.infoRefreshed ? { music: version, podcasts: version, tv: version } : {},
            storeFrontISO3A: listener.storefrontIso3,
          });
        },
      },
      {
        method: 'GET',
        pattern: '/account/web/infoRefresh',
        auth: 'developer',
        handler: (ctx) => {
          const record = listenerOf(ctx, services);
          if (!record) return;
          record.infoRefreshed = true;
          sendJson(ctx.res, 200, { ...record.cids });
        },
      },
      {
        method: 'POST',
        pattern: '/account/web/logout',
        auth: 'developer',
        handler: (ctx) => {
          const record = listenerOf(ctx, services);
          if (!record) return;
          accounts.revoke(record.token);
          sendJson(ctx.res, 200, { status: 'signed-out' });
        },
      },
      {
        method: 'POST',
        pattern: '/WebObjects/MZPlay.woa/wa/renewMusicToken',
        auth: 'developer',
        handler: (ctx) => {
          const token = userTokenOf(ctx.req);
          const renewed = token === undefined ? undefined : accounts.renew(token);
          if (!renewed) return sendError(ctx.res, 401, 'The user token cannot be renewed');
          sendJson(ctx.res, 200, { 'music-token': renewed.token });
        },
      },
      {
        method: 'GET',
        pattern: '/commerce/web/subscription/offers/music',
        auth: 'developer',
        handler: (ctx) => {
          const header = ctx.req.headers['x-apple-store-front'];
          const match = typeof header === 'string' ? STORE_FRONT_HEADER.exec(header.trim()) : null;
          if (!match) return sendError(ctx.res, 400, 'A store-front header "{storefront id}-{language id},8" is required');
          const [, storefrontId, languageId] = match;
          const offer = (id: string, price: string) => ({ id, storefrontId, languageId, price, period: 'P1M' });
          sendJson(ctx.res, 200, { offers: [offer('individual', '10.99'), offer('family', '16.99'), offer('student', '5.99')] });
        },
      },
      {
        method: 'GET',
        pattern: '/__emulator/accounts',
        handler: ({ res }) =>
          sendJson(res, 200, {
            accounts: accounts.list().map((r) => ({ token: r.token, listener: r.listener.id, revoked: r.revoked, infoRefreshed: r.infoRefreshed })),
          }),
      },
      {
        method: 'POST',
        pattern: '/__emulator/accounts/revoke',
        handler: (ctx) => {
          let input: unknown;
          try {
            input = jsonBody(ctx);
          } catch {
            return sendError(ctx.res, 400, 'Body is not valid JSON');
          }
          const token = (input as { token?: unknown } | undefined)?.token;
          if (typeof token !== 'string' || !accounts.revoke(token)) return sendError(ctx.res, 404, 'No such token');
          sendNoContent(ctx.res);
        },
      },
    ],
  };
}
