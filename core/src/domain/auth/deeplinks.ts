import { encodeThirdPartyInfo, type ThirdPartyInfo } from './third-party-info.ts';

/** Paths of the pop-ups and the bridge (000 §2). */
const AUTHORIZE_PATH = '/woa';
const UPSELL_PATH = '/upsell';
export const AUTHENTICATE_REQUEST_PATH = '/commerce/account/authenticateMusicKitRequest';
const AUTH_BRIDGE_PATH = '/auth-bridge/';

/** Both pop-ups share one fixed named window target (000 §2). */
export const SERVICE_VIEW_TARGET = 'mediakit-service-view';

export type QueryParameters = Readonly<Record<string, string>>;

function withQuery(base: string, ...groups: ReadonlyArray<QueryParameters | undefined>): string {
  const url = new URL(base);
  for (const group of groups) for (const [name, value] of Object.entries(group ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

function joinPath(origin: string, path: string): string {
  return `${origin.replace(/(?<!\/)\/+$/, '')}${path}`;
}

/**
 * GET authorize pop-up URL (000 §2): /woa with `a` (base64 third-party info), `referrer`, plus
 * the deeplink parameters. The deeplink parameters go first so they cannot replace `a` or
 * `referrer`.
 *
 * @example
 * authorizeUrl('https://authorize.example', { thirdPartyInfo, referrer: 'https://app.example' });
 */
export function authorizeUrl(
  authorizeOrigin: string,
  input: {
    readonly thirdPartyInfo: ThirdPartyInfo;
    readonly referrer: string;
    readonly deeplink?: QueryParameters;
    /**
     * A redirect sign-in (issue 22): the provider sends the listener back to `uri` with a
     * start-up hash that echoes `state`, the nonce the page kept.
     */
    readonly redirect?: { readonly uri: string; readonly state: string };
  },
): string {
  return withQuery(joinPath(authorizeOrigin, AUTHORIZE_PATH), input.deeplink, {
    a: encodeThirdPartyInfo(input.thirdPartyInfo),
    referrer: input.referrer,
    ...(input.redirect ? { redirect_uri: input.redirect.uri, state: input.redirect.state } : {}),
  });
}

/** The hidden form of the POST authorize flow (000 §2): jwtToken, isWebPlayer true, LogoURL empty. */
export function authenticateRequestForm(commerceOrigin: string, developerToken: string): {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
} {
  return {
    action: joinPath(commerceOrigin, AUTHENTICATE_REQUEST_PATH),
    fields: { jwtToken: developerToken, isWebPlayer: 'true', LogoURL: '' },
  };
}

/**
 * Subscribe (upsell) pop-up URL (000 §2): /upsell with app (default music), p (default
 * subscribe) and the deeplink parameters.
 */
export function upsellUrl(authorizeOrigin: string, input: { readonly app?: string; readonly p?: string; readonly deeplink?: QueryParameters } = {}): string {
  return withQuery(joinPath(authorizeOrigin, UPSELL_PATH), input.deeplink, { app: input.app ?? 'music', p: input.p ?? 'subscribe' });
}

/** The auth-bridge frame URL (000 §2) with its optional inc (CDN path prefix) or env (CDN environment prefix). */
export function authBridgeUrl(bridgeOrigin: string, input: { readonly inc?: string; readonly env?: string } = {}): string {
  const query: Record<string, string> = {};
  if (input.inc) query['inc'] = input.inc;
  else if (input.env) query['env'] = input.env;
  return withQuery(joinPath(bridgeOrigin, AUTH_BRIDGE_PATH), query);
}

/**
 * The finance-app deeplink (000 §2): optional parameters plus the configured deeplink
 * parameters; the call's own parameters win over configured ones of the same name.
 */
export function financeAppDeeplink(base: string, parameters: QueryParameters = {}, configured: QueryParameters = {}): string {
  return withQuery(base, configured, parameters);
}

/** The store deeplink (000 §2): default parameter p=browse, plus the configured deeplink parameters. */
export function storeDeeplink(base: string, parameters: QueryParameters = { p: 'browse' }, configured: QueryParameters = {}): string {
  return withQuery(base, configured, parameters);
}

/** The subscribe URLs of the public surface, as finance-app deeplinks (MUSICKIT-SURFACE.md). */
export interface SubscribeUrls {
  readonly subscribeURL: string;
  readonly subscribeFamilyURL: string;
  readonly subscribeIndividualURL: string;
  readonly subscribeStudentURL: string;
}

export function subscribeUrls(financeBase: string, configured: QueryParameters = {}): SubscribeUrls {
  const link = (p: string): string => financeAppDeeplink(financeBase, { app: 'music', p }, configured);
  return {
    subscribeURL: link('subscribe'),
    subscribeFamilyURL: link('subscribe-family'),
    subscribeIndividualURL: link('subscribe-individual'),
    subscribeStudentURL: link('subscribe-student'),
  };
}
