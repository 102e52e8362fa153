import { resolveApiUrl } from '../../domain/api/api-url.resolver.ts';
import { serverErrorsOf } from '../../domain/api/response-reader.ts';
import type { ProviderHosts } from '../../domain/auth/provider-hosts.ts';
import { isMKError, requestFailedError, type MKError } from '../../domain/errors/index.ts';

/** 000 §7: calls on the listener's behalf carry the user token in a music-user-token header. */
export const MUSIC_USER_TOKEN_HEADER = 'Music-User-Token';
/** 000 §6: the user token as the buy host's calls name it. */
export const MEDIA_USER_TOKEN_HEADER = 'Media-User-Token';

/** URLs of the account calls (000 §7). */
export function accountUrls(hosts: ProviderHosts) {
  const buy = hosts.buy.replace(/(?<!\/)\/+$/, '');
  const play = hosts.play.replace(/(?<!\/)\/+$/, '');
  return {
    meStorefront: resolveApiUrl(hosts.apiBase, 'me/storefront'),
    meAccount: resolveApiUrl(hosts.apiBase, 'me/account'),
    storefronts: resolveApiUrl(hosts.apiBase, 'storefronts'),
    webInfo: `${buy}/account/web/info`,
    webInfoRefresh: `${buy}/account/web/infoRefresh`,
    webLogout: `${buy}/account/web/logout`,
    subscriptionOffers: `${buy}/commerce/web/subscription/offers/music`,
    renewMusicToken: `${play}/renewMusicToken`,
    webAuth: (authHost: string, kind: WebAuthKind) => `${authHost.replace(/(?<!\/)\/+$/, '')}/auth/v2/web${kind === 'signIn' ? '' : `/${kind === 'signOut' ? 'logout' : 'refresh'}`}`,
  } as const;
}

/** The three web-session calls on the music and tv auth hosts (000 §7). */
export type WebAuthKind = 'signIn' | 'signOut' | 'refresh';

/** A thrown value as the MKError the caller meets: MKErrors pass, a network TypeError becomes NETWORK_ERROR. */
export function asNetworkError(error: unknown, url: string): MKError {
  return isMKError(error) ? error : requestFailedError(url, error);
}

/** True when the answer failed: non-ok, or a body with an errors field (000 §7). */
export function answerFailed(answer: { readonly ok: boolean; readonly body: unknown }): boolean {
  return !answer.ok || serverErrorsOf(answer.body) !== undefined;
}

/** `data[0]` of a media API answer, if any. */
export function firstDataItem(body: unknown): Readonly<Record<string, unknown>> | undefined {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const first = Array.isArray(data) ? (data[0] as unknown) : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
}

export function recordOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
