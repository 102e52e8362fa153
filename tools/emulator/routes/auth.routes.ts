import { EMULATOR_DEVELOPER_TOKEN } from '../auth/developer-token.ts';
import { authBridgePage } from '../auth/auth-bridge-page.ts';
import { httpOriginOf } from '../auth/listener-identity.ts';
import { sendHtml } from '../auth/page-html.ts';
import { signInPage, type SignInPageModel } from '../auth/sign-in-page.ts';
import { upsellPage } from '../auth/upsell-page.ts';
import type { EmulatorServices } from '../emulator-services.ts';
import { jsonBody, type RequestContext } from '../http/request-context.ts';
import type { RouteFamily } from '../http/router.ts';
import { sendError, sendJson } from '../http/responses.ts';

/** 000 §3 Third-party info as the `a` parameter carries it (base64 JSON). */
function decodeThirdPartyInfo(a: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(a, 'base64').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** GET /woa (000 §2): checks the developer token of the third-party info, then offers the test listeners. */
function woaModel(ctx: RequestContext): SignInPageModel {
  const targetOrigin = httpOriginOf(ctx.query.get('referrer')) ?? httpOriginOf(ctx.req.headers.referer);
  if (ctx.query.get('flow') === 'post') {
    return { targetOrigin, flow: 'post', appName: 'An app', iconURL: '', ...(targetOrigin ? {} : { error: 'The page that opened this window is unknown.' }) };
  }
  const info = decodeThirdPartyInfo(ctx.query.get('a') ?? '');
  const appName = text(info?.['thirdPartyName']) || 'An app';
  const icon = text(info?.['thirdPartyIconURL']);
  const base = { targetOrigin, flow: 'get' as const, appName, iconURL: httpOriginOf(icon) ? icon : '' };
  if (!info) return { ...base, error: 'The request has no readable third-party info.' };
  if (info['thirdPartyToken'] !== EMULATOR_DEVELOPER_TOKEN) return { ...base, error: 'The developer token is not valid for this service.' };
  if (!targetOrigin) return { ...base, error: 'The page that opened this window is unknown.' };
  return base;
}

/**
 * The provider's sign-in side (000 §2, §7): the authorize pop-up page /woa with its test
 * listeners and its POST /woa/sign-in, the POST authorize form
 * /commerce/account/authenticateMusicKitRequest, the subscribe page /upsell, the auth-bridge
 * frame /auth-bridge/, and the web-session calls /auth/v2/web, /logout, /refresh.
 */
export function authRoutes(services: EmulatorServices): RouteFamily {
  const { accounts } = services;
  return {
    prefixes: ['/woa', '/upsell', '/auth-bridge/', '/commerce/account/', '/auth/v2/'],
    routes: [
      { method: 'GET', pattern: '/woa', handler: (ctx) => sendHtml(ctx.res, 200, signInPage(woaModel(ctx))) },
      {
        method: 'POST',
        pattern: '/woa/sign-in',
        handler: (ctx) => {
          let input: unknown;
          try {
            input = jsonBody(ctx);
          } catch {
            return sendError(ctx.res, 400, 'Body is not valid JSON');
          }
          const listenerId = (input as { listener?: unknown } | undefined)?.listener;
          const record = typeof listenerId === 'string' ? accounts.issue(listenerId) : undefined;
          if (!record) return sendError(ctx.res, 400, `No listener '${String(listenerId)}' can sign in`);
          sendJson(ctx.res, 200, { token: record.token, restricted: record.listener.restricted, cid: record.cids['music'], name: record.listener.name });
        },
      },
      {
        method: 'POST',
        pattern: '/commerce/account/authenticateMusicKitRequest',
        handler: (ctx) => {
          // 000 §2: a hidden form with jwtToken (the developer token), isWebPlayer true, LogoURL empty.
          const form = new URLSearchParams(ctx.body.toString('utf8'));
          const referrer = httpOriginOf(ctx.req.headers.origin) ?? httpOriginOf(ctx.req.headers.referer);
          if (form.get('jwtToken') !== EMULATOR_DEVELOPER_TOKEN || form.get('isWebPlayer') !== 'true' || !form.has('LogoURL')) {
            return sendHtml(
              ctx.res,
              401,
              signInPage({ targetOrigin: referrer, flow: 'post', appName: 'An app', iconURL: '', error: 'The developer token is not valid for this service.' }),
            );
          }
          const location = `/woa?flow=post${referrer ? `&referrer=${encodeURIComponent(referrer)}` : ''}`;
          ctx.res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
          ctx.res.end();
        },
      },
      {
        method: 'GET',
        pattern: '/upsell',
        handler: (ctx) =>
          sendHtml(
            ctx.res,
            200,
            upsellPage({ app: ctx.query.get('app') ?? 'music', p: ctx.query.get('p') ?? 'subscribe', targetOrigin: httpOriginOf(ctx.req.headers.referer) }),
          ),
      },
      {
        method: 'GET',
        pattern: /^\/auth-bridge\/?$/,
        handler: (ctx) => sendHtml(ctx.res, 200, authBridgePage({ inc: ctx.query.get('inc') ?? undefined, env: ctx.query.get('env') ?? undefined })),
      },
      ...(['/auth/v2/web', '/auth/v2/web/logout', '/auth/v2/web/refresh'] as const).map((pattern) => ({
        method: 'POST',
        pattern,
        auth: 'developer' as const,
        handler: (ctx: RequestContext) => sendJson(ctx.res, 200, { status: 'ok', call: pattern }),
      })),
    ],
  };
}
