import { EMULATOR_DEVELOPER_TOKEN } from '../auth/developer-token.ts';
import { authBridgePage, bridgeFrameAncestors } from '../auth/auth-bridge-page.ts';
import type { EmbeddingOrigins } from '../auth/embedding-origins.ts';
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

const STATE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Issue 22: a redirect sign-in returns only to an allow-listed embedding origin, the same as the
 * referrer, with a short opaque state to echo; anything else is refused.
 */
function redirectOf(ctx: RequestContext, targetOrigin: string | undefined, embedding: EmbeddingOrigins): SignInPageModel['redirect'] | 'refused' | undefined {
  const uri = ctx.query.get('redirect_uri');
  if (uri === null) return undefined;
  const state = ctx.query.get('state') ?? '';
  const origin = httpOriginOf(uri);
  if (!origin || origin !== targetOrigin || !embedding.allows(origin) || !STATE_PATTERN.test(state)) return 'refused';
  const address = new URL(uri);
  address.hash = '';
  return { uri: address.toString(), state };
}

/** GET /woa (000 §2): checks the developer token of the third-party info, then offers the test listeners. */
/** The fixed developer token, or one the emulator issued and has not revoked (issue 21 rotation). */
function acceptedDeveloperToken(token: unknown, tokens: EmulatorServices['developerTokens']): boolean {
  return typeof token === 'string' && (token === EMULATOR_DEVELOPER_TOKEN || tokens.status(token) === 'valid');
}

function woaModel(ctx: RequestContext, embedding: EmbeddingOrigins, tokens: EmulatorServices['developerTokens']): SignInPageModel {
  const targetOrigin = httpOriginOf(ctx.query.get('referrer')) ?? httpOriginOf(ctx.req.headers.referer);
  if (ctx.query.get('flow') === 'post') {
    return { targetOrigin, flow: 'post', appName: 'An app', iconURL: '', ...(targetOrigin ? {} : { error: 'The page that opened this window is unknown.' }) };
  }
  const info = decodeThirdPartyInfo(ctx.query.get('a') ?? '');
  const appName = text(info?.['thirdPartyName']) || 'An app';
  const icon = text(info?.['thirdPartyIconURL']);
  const base = { targetOrigin, flow: 'get' as const, appName, iconURL: httpOriginOf(icon) ? icon : '' };
  if (!info) return { ...base, error: 'The request has no readable third-party info.' };
  if (!acceptedDeveloperToken(info['thirdPartyToken'], tokens)) return { ...base, error: 'The developer token is not valid for this service.' };
  if (!targetOrigin) return { ...base, error: 'The page that opened this window is unknown.' };
  const redirect = redirectOf(ctx, targetOrigin, embedding);
  if (redirect === 'refused') return { ...base, error: 'The return address is not an allow-listed page of this app.' };
  return redirect ? { ...base, redirect } : base;
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
      { method: 'GET', pattern: '/woa', handler: (ctx) => sendHtml(ctx.res, 200, signInPage(woaModel(ctx, services.embedding, services.developerTokens))) },
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
          if (!acceptedDeveloperToken(form.get('jwtToken'), services.developerTokens) || form.get('isWebPlayer') !== 'true' || !form.has('LogoURL')) {
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
        handler: (ctx) => {
          const embedders = services.embedding.list;
          sendHtml(ctx.res, 200, authBridgePage({ inc: ctx.query.get('inc') ?? undefined, env: ctx.query.get('env') ?? undefined, embedders }), bridgeFrameAncestors(embedders));
        },
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
