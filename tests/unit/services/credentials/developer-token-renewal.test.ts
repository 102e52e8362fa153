import { describe, expect, it } from 'vitest';
import { jsonResponse, RecordingHttpClient, textResponse } from '@mediakit/adapters/node';
import { DeveloperTokenRenewal, type RenewableDeveloperToken } from '../../../../core/src/services/credentials/developer-token-renewal.ts';

// Issue 21: developer-token rotation reaches every request that carries the token (web playback,
// licence, manifest, play activity): a 401 asks the provider once and retries.

const LICENCE = 'https://play.example/license';

/** A provider whose token is `current`; refresh() hands out the next of `fresh`. */
function provider(current: string, fresh: string[], canRefresh = true) {
  const state = { current, asked: 0 };
  const tokens: RenewableDeveloperToken = {
    canRefresh,
    get current() {
      return { token: state.current } as RenewableDeveloperToken['current'];
    },
    refresh: async () => {
      state.asked += 1;
      const next = fresh.shift();
      if (next === undefined) throw new Error('provider down');
      state.current = next;
      return next;
    },
  };
  return { tokens, state };
}

/** The emulator's rule in small: only `valid` is accepted. */
function server(valid: () => string) {
  return new RecordingHttpClient((request) => (request.headers?.['Authorization'] === `Bearer ${valid()}` ? jsonResponse(200, { ok: true }) : textResponse(401, 'revoked')));
}

describe('issue 21 developer-token rotation on the play path', () => {
  it('a 401 asks the provider once and retries the same request with the new token', async () => {
    const { tokens, state } = provider('old', ['new']);
    const http = server(() => 'new');
    const renewing = new DeveloperTokenRenewal(http, tokens);
    const response = await renewing.request({ url: LICENCE, method: 'POST', body: '{"x":1}', headers: { Authorization: 'Bearer old', 'Music-User-Token': 'u' } });
    expect(response.status).toBe(200);
    expect(state.asked).toBe(1);
    expect(http.requests.map((r) => r.headers?.['Authorization'])).toEqual(['Bearer old', 'Bearer new']);
    expect(http.requests[1]).toMatchObject({ method: 'POST', body: '{"x":1}', headers: { 'Music-User-Token': 'u' } });
  });

  it('requests in flight with the old token use the token another request already renewed (the provider is asked once)', async () => {
    const { tokens, state } = provider('old', ['new']);
    const renewing = new DeveloperTokenRenewal(server(() => 'new'), tokens);
    await renewing.request({ url: LICENCE, headers: { Authorization: 'Bearer old' } });
    const second = await renewing.request({ url: `${LICENCE}?2`, headers: { Authorization: 'Bearer old' } });
    expect(second.status).toBe(200);
    expect(state.asked).toBe(1);
  });

  it('a fixed token, a failing provider or a second 401 leave the 401 to the caller', async () => {
    const fixed = provider('old', ['new'], false);
    expect((await new DeveloperTokenRenewal(server(() => 'new'), fixed.tokens).request({ url: LICENCE, headers: { Authorization: 'Bearer old' } })).status).toBe(401);
    expect(fixed.state.asked).toBe(0);

    const down = provider('old', []);
    expect((await new DeveloperTokenRenewal(server(() => 'new'), down.tokens).request({ url: LICENCE, headers: { Authorization: 'Bearer old' } })).status).toBe(401);

    const revokedAgain = provider('old', ['newer']);
    const again = server(() => 'never');
    expect((await new DeveloperTokenRenewal(again, revokedAgain.tokens).request({ url: LICENCE, headers: { Authorization: 'Bearer old' } })).status).toBe(401);
    expect(again.requests).toHaveLength(2);
  });

  it('a provider answering the same token still gets one retry (a revocation lifted in between), as the request session does', async () => {
    const same = provider('old', ['old']);
    let calls = 0;
    const http = new RecordingHttpClient(() => (++calls === 1 ? textResponse(401, 'revoked') : jsonResponse(200, { ok: true })));
    expect((await new DeveloperTokenRenewal(http, same.tokens).request({ url: LICENCE, headers: { Authorization: 'Bearer old' } })).status).toBe(200);
    expect(same.state.asked).toBe(1);
    expect(http.requests).toHaveLength(2);
  });

  it('a request without the developer token, or another status, passes untouched', async () => {
    const { tokens, state } = provider('old', ['new']);
    const http = new RecordingHttpClient(() => textResponse(401, 'no'));
    expect((await new DeveloperTokenRenewal(http, tokens).request({ url: 'https://cdn.example/seg.mp4' })).status).toBe(401);
    const ok = new RecordingHttpClient(() => textResponse(500, 'x'));
    expect((await new DeveloperTokenRenewal(ok, tokens).request({ url: LICENCE, headers: { Authorization: 'Bearer old' } })).status).toBe(500);
    expect(state.asked).toBe(0);
  });
});
