import type { HttpClient } from '../../ports/http-client.ts';
import { TokenRenewalFeature } from '../features/core-features.ts';
import { loadOnce } from '../load-once.ts';
import type { RenewableDeveloperToken } from './developer-token-renewal.ts';

const renewal = loadOnce(TokenRenewalFeature.load);

/**
 * Issue 21: `inner`, with a 401 to a developer-token request answered as DeveloperTokenRenewal
 * does (a fresh token, one retry). Its code loads with the first 401 a token source can answer:
 * a page whose token is never refused never fetches it.
 *
 * @example
 * const http = renewingDeveloperToken(gate, session.developerTokens);
 */
export function renewingDeveloperToken(inner: HttpClient, tokens: RenewableDeveloperToken): HttpClient {
  return {
    async request(request) {
      const response = await inner.request(request);
      if (response.status !== 401 || !tokens.canRefresh) return response;
      return (await renewal()).renewAfter401(inner, tokens, request, response);
    },
  };
}
