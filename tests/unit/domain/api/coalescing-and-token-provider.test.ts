import { describe, expect, it, vi } from 'vitest';
import { MemoryLogger, flushMicrotasks, jsonResponse, textResponse } from '@mediakit/adapters/node';
import type { HttpResponse } from '@mediakit/core';
import { DeveloperTokenProvider } from '../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { FIXED_NOW, tokenExpiringIn } from '../tokens/token-fixtures.ts';
import { deferred, lastSent, makeKit, rejection } from './api-test-kit.ts';
import { SimulatedClock } from '@mediakit/adapters/node';

describe('coalescing of identical in-flight GETs (beyond the incumbent)', () => {
  it('identical GETs in flight together make one request and share its answer', async () => {
    const answer = deferred<HttpResponse>();
    const { http, session } = makeKit({ handler: () => answer.promise });
    const calls = [session.get('/v1/catalog/us/songs/1'), session.get('/v1/catalog/us/songs/1'), session.get('v1/catalog/us/songs/1')];
    await flushMicrotasks();
    expect(http.requests).toHaveLength(1);
    answer.resolve(jsonResponse(200, { data: [{ id: '1', type: 'songs' }] }));
    const results = await Promise.all(calls);
    expect(results).toEqual([results[0], results[0], results[0]]);
  });

  it('different GETs, GETs with their own signal or headers, and non-GETs are not coalesced', async () => {
    const answer = deferred<HttpResponse>();
    const { http, session } = makeKit({ handler: () => answer.promise });
    const calls = [
      session.get('/v1/a'),
      session.get('/v1/b'),
      session.get('/v1/a', undefined, { signal: new AbortController().signal }),
      session.get('/v1/a', undefined, { headers: { 'X-A': '1' } }),
      session.post('/v1/a', {}),
      session.post('/v1/a', {}),
    ];
    await flushMicrotasks();
    expect(http.requests).toHaveLength(6);
    answer.resolve(jsonResponse(200, { data: [] }));
    await Promise.all(calls);
  });

  it('a failure reaches every coalesced caller, and the next call tries again', async () => {
    const answer = deferred<HttpResponse>();
    const { http, session } = makeKit({ handler: () => answer.promise });
    const calls = [session.get('/v1/a'), session.get('/v1/a')];
    await flushMicrotasks();
    answer.resolve(textResponse(503, ''));
    const errors = await Promise.all(calls.map(rejection));
    expect(errors.map((e) => e.errorCode)).toEqual([MKError.SERVICE_UNAVAILABLE, MKError.SERVICE_UNAVAILABLE]);
    http.respondWith((request) => jsonResponse(200, { data: [] }, request.url));
    await session.get('/v1/a');
    expect(http.requests).toHaveLength(2);
  });
});

describe('developer-token provider (beyond the incumbent: survive token rotation)', () => {
  it('is called for the first request, then again only shortly before expiry (5 minutes)', async () => {
    const provider = vi.fn().mockResolvedValueOnce(tokenExpiringIn(3600, 'KEYFIRST01')).mockResolvedValueOnce(tokenExpiringIn(7200, 'KEYSECOND1'));
    const { http, session, clock } = makeKit({ session: { developerToken: provider } });
    await session.get('/v1/a');
    clock.advance(3600_000 - 300_001);
    await session.get('/v1/b');
    expect(provider).toHaveBeenCalledTimes(1);
    const firstToken = lastSent(http).headers['Authorization'];
    clock.advance(1);
    await session.get('/v1/c');
    expect(provider).toHaveBeenCalledTimes(2);
    expect(lastSent(http).headers['Authorization']).not.toBe(firstToken);
    expect(session.developerTokens.current?.keyId).toBe('KEYSECOND1');
  });

  it('on a 401 it is called once more and the request retried once with the new token', async () => {
    const provider = vi.fn().mockResolvedValueOnce(tokenExpiringIn(3600, 'KEYREVOKED')).mockResolvedValueOnce(tokenExpiringIn(3600, 'KEYROTATED'));
    const { http, session } = makeKit({
      session: { developerToken: provider },
      handler: (request) =>
        request.headers?.['Authorization'] === `Bearer ${tokenExpiringIn(3600, 'KEYREVOKED')}`
          ? jsonResponse(401, { errors: [{ status: '401', title: 'Unauthorized' }] }, request.url)
          : jsonResponse(200, { data: [{ id: '1', type: 'songs' }] }, request.url),
    });
    await expect(session.get('/v1/catalog/us/songs/1')).resolves.toEqual([{ id: '1', type: 'songs' }]);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(http.requests).toHaveLength(2);
  });

  it('a second 401 is UNAUTHORIZED_ERROR, without a third try', async () => {
    const provider = vi.fn(async () => tokenExpiringIn(3600));
    const { http, session } = makeKit({ session: { developerToken: provider }, handler: (request) => jsonResponse(401, {}, request.url) });
    expect(await rejection(session.get('/v1/x'))).toMatchObject({ errorCode: MKError.UNAUTHORIZED_ERROR });
    expect(http.requests).toHaveLength(2);
    expect(provider).toHaveBeenCalledTimes(2);
  });

  it('a fixed token is not retried after a 401', async () => {
    const { http, session } = makeKit({ handler: (request) => jsonResponse(401, {}, request.url) });
    expect(await rejection(session.get('/v1/x'))).toMatchObject({ errorCode: MKError.UNAUTHORIZED_ERROR });
    expect(http.requests).toHaveLength(1);
  });

  it("a fixed token that expires fails requests with TOKEN_EXPIRED 'Initialized with an expired token.'", async () => {
    const { http, session, clock } = makeKit({ session: { developerToken: tokenExpiringIn(60) } });
    await session.get('/v1/a');
    clock.advance(60_001);
    expect(await rejection(session.get('/v1/b'))).toMatchObject({ errorCode: MKError.TOKEN_EXPIRED, message: 'Initialized with an expired token.' });
    expect(http.requests).toHaveLength(1);
  });

  it('a provider that fails before expiry leaves the current token in use (and logs a warning)', async () => {
    const clock = new SimulatedClock(FIXED_NOW);
    const logger = new MemoryLogger();
    let calls = 0;
    const tokens = new DeveloperTokenProvider(
      async () => {
        calls += 1;
        if (calls === 1) return tokenExpiringIn(600);
        throw new Error('token service down');
      },
      clock,
      { logger },
    );
    const first = await tokens.token();
    clock.advance(400_000);
    expect(await tokens.token()).toBe(first);
    expect(logger.messages('warning')).toHaveLength(1);
    clock.advance(200_001);
    expect(await rejection(tokens.token())).toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR, message: 'token service down' });
  });

  it('a provider answering the same token is not asked again until the token expires', async () => {
    const clock = new SimulatedClock(FIXED_NOW);
    const provider = vi.fn(async () => tokenExpiringIn(600));
    const tokens = new DeveloperTokenProvider(provider, clock);
    await tokens.token();
    clock.advance(301_000);
    await tokens.token();
    await tokens.token();
    expect(provider).toHaveBeenCalledTimes(2);
    clock.advance(300_000);
    expect(await rejection(tokens.token())).toMatchObject({ errorCode: MKError.TOKEN_EXPIRED });
  });

  it('issue 21 time bounds: a provider that never answers fails with CONFIGURATION_ERROR after its bound, and is asked again next time', async () => {
    const clock = new SimulatedClock(FIXED_NOW);
    let calls = 0;
    const tokens = new DeveloperTokenProvider(
      () => {
        calls += 1;
        return calls === 1 ? new Promise<string>(() => undefined) : tokenExpiringIn(600);
      },
      clock,
      { scheduler: clock, sourceBoundMs: 2000 },
    );
    const hung = expect(tokens.token()).rejects.toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR, message: 'The developer token provider did not answer within 2000 ms' });
    await clock.advanceAsync(2000);
    await hung;
    await expect(tokens.token()).resolves.toMatch(/^ey/);
    expect(calls).toBe(2);
  });

  it("a provider answering something that is not a token is 'Invalid token.'", async () => {
    const tokens = new DeveloperTokenProvider(async () => 'not-a-jwt', new SimulatedClock(FIXED_NOW));
    expect(await rejection(tokens.token())).toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR, message: 'Invalid token.' });
  });

  it("issue 18: a token URL that serves the app's HTML page says it received HTML (after 000 §5 'Invalid token.')", async () => {
    const tokens = new DeveloperTokenProvider(async () => '<!doctype html>\n<html><head><title>App</title></head></html>', new SimulatedClock(FIXED_NOW));
    const error = await rejection(tokens.token());
    expect(error).toMatchObject({ errorCode: MKError.CONFIGURATION_ERROR });
    expect((error as MKError).message).toMatch(/^Invalid token\. Received HTML, not a developer token/);
  });

  it('issue 18: a JSON answer handed over whole says it received JSON', async () => {
    const tokens = new DeveloperTokenProvider(async () => '{"token":"x"}', new SimulatedClock(FIXED_NOW));
    expect(((await rejection(tokens.token())) as MKError).message).toMatch(/^Invalid token\. Received JSON/);
  });

  it('concurrent requests share one provider call', async () => {
    const token = deferred<string>();
    const provider = vi.fn(() => token.promise);
    const { session } = makeKit({ session: { developerToken: provider } });
    const calls = [session.get('/v1/a'), session.get('/v1/b'), session.post('/v1/c', {})];
    token.resolve(tokenExpiringIn(3600));
    await Promise.all(calls);
    expect(provider).toHaveBeenCalledTimes(1);
  });
});
