import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, RecordingHttpClient, SimulatedClock, jsonResponse, networkFailure, textResponse } from '@mediakit/adapters/node';
import type { HttpClient } from '@mediakit/core';
import { MemoryCacheStorage, RequestSession } from '../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { FIXED_NOW, USER_TOKEN } from '../tokens/token-fixtures.ts';
import { BASE, DEV_TOKEN, lastSent, makeKit, rejection } from './api-test-kit.ts';

describe('000 §7 generic session request', () => {
  it('000 §6/§7: every call carries the Bearer developer token, and the user token when there is one', async () => {
    const { http, session } = makeKit();
    await session.get('/v1/catalog/us/songs/1');
    expect(lastSent(http).headers).toMatchObject({ Authorization: `Bearer ${DEV_TOKEN}`, 'Music-User-Token': USER_TOKEN });
    session.setUserToken(null);
    await session.get('/v1/catalog/us/songs/2');
    expect(lastSent(http).headers).toEqual({ Authorization: `Bearer ${DEV_TOKEN}` });
  });

  it('GET sends params as a query string (arrays comma-joined, nested records as key[sub])', async () => {
    const { http, session } = makeKit();
    await session.get('/v1/catalog/us/songs', { ids: ['1', '2'], filter: { identity: 'personal' }, l: 'en-GB', skip: undefined });
    const request = lastSent(http);
    expect(request).toMatchObject({ method: 'GET', path: '/v1/catalog/us/songs', query: { ids: '1,2', 'filter[identity]': 'personal', l: 'en-GB' } });
    expect(request.url).toBe(`${BASE}/catalog/us/songs?ids=1,2&filter[identity]=personal&l=en-GB`);
    expect(request.rawBody).toBeUndefined();
  });

  it('DELETE sends params as a query string and no body', async () => {
    const { http, session } = makeKit({ handler: () => textResponse(204, '') });
    await expect(session.delete('/v1/me/library/songs/i.1', { force: true })).resolves.toBeUndefined();
    expect(lastSent(http)).toMatchObject({ method: 'DELETE', path: '/v1/me/library/songs/i.1', query: { force: 'true' }, rawBody: undefined });
    expect(lastSent(http).headers['Content-Type']).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)('%s sends a JSON body with Content-Type set', async (method) => {
    const { http, session } = makeKit();
    const body = { data: [{ id: '1', type: 'songs' }] };
    const call = method === 'POST' ? session.post('/v1/x', body) : method === 'PUT' ? session.put('/v1/x', body) : session.patch('/v1/x', body);
    await call;
    expect(lastSent(http)).toMatchObject({ method, path: '/v1/x', body, headers: { 'Content-Type': 'application/json' } });
  });

  it('POST form-encodes its body when asked', async () => {
    const { http, session } = makeKit();
    await session.post('/v1/form', { jwtToken: 'a b', isWebPlayer: true }, { bodyEncoding: 'form' });
    expect(lastSent(http)).toMatchObject({ rawBody: 'jwtToken=a+b&isWebPlayer=true', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  });

  it('POST may carry a query string too (002 §7 continuous: query and body)', async () => {
    const { http, session } = makeKit();
    await session.post('/v1/me/stations/continuous', { data: [] }, { query: { with: 'tracks' } });
    expect(lastSent(http)).toMatchObject({ method: 'POST', query: { with: 'tracks' }, body: { data: [] } });
  });

  it('uses results, else data, else the whole body', async () => {
    const answers = [{ results: { songs: 1 }, data: [2] }, { data: [3] }, { meta: { total: 4 } }];
    const { session } = makeKit({ handler: (request) => jsonResponse(200, answers.shift(), request.url) });
    await expect(session.get('/v1/a')).resolves.toEqual({ songs: 1 });
    await expect(session.get('/v1/b')).resolves.toEqual([3]);
    await expect(session.get('/v1/c')).resolves.toEqual({ meta: { total: 4 } });
  });

  it('000 §7/§8: an errors field rejects, the server errors array being the rejection detail', async () => {
    const errors = [{ id: 'E1', status: '404', code: '40400', title: 'Resource Not Found', detail: 'No song' }];
    const { session } = makeKit({ handler: (request) => jsonResponse(200, { errors }, request.url) });
    const error = await rejection(session.get('/v1/catalog/us/songs/9'));
    expect(error).toBeInstanceOf(MKError);
    expect(error).toMatchObject({ errorCode: MKError.NOT_FOUND, message: 'Resource Not Found', details: { data: errors, serverCode: '40400' } });
  });

  it('a failed status with an errors array keeps the array and maps the status', async () => {
    const errors = [{ status: '401', title: 'Unauthenticated' }];
    const { session } = makeKit({ handler: (request) => jsonResponse(403, { errors }, request.url) });
    expect(await rejection(session.get('/v1/x'))).toMatchObject({ errorCode: MKError.ACCESS_DENIED, details: { status: 403, data: errors } });
  });

  it.each([
    [400, MKError.REQUEST_ERROR],
    [401, MKError.UNAUTHORIZED_ERROR],
    [403, MKError.ACCESS_DENIED],
    [404, MKError.NOT_FOUND],
    [405, MKError.NOT_FOUND],
    [413, MKError.REQUEST_ERROR],
    [414, MKError.REQUEST_ERROR],
    [429, MKError.QUOTA_EXCEEDED],
    [500, MKError.SERVER_ERROR],
    [501, MKError.NOT_FOUND],
    [503, MKError.SERVICE_UNAVAILABLE],
    [502, MKError.NETWORK_ERROR],
    [418, MKError.NETWORK_ERROR],
  ])('000 §8 HTTP status mapping: %i is %s', async (status, reason) => {
    const { session } = makeKit({ handler: (request) => textResponse(status, '<html>oops</html>', request.url) });
    expect(await rejection(session.get('/v1/x'))).toMatchObject({ errorCode: reason, details: { status } });
  });

  it("000 §8: a network failure is NETWORK_ERROR 'Unable to complete request for {url}'", async () => {
    const { session } = makeKit({
      handler: (request) => {
        throw networkFailure(request.url);
      },
    });
    const error = await rejection(session.get('/v1/catalog/us/songs/1', { l: 'fr' }));
    expect(error).toMatchObject({ errorCode: MKError.NETWORK_ERROR, message: `Unable to complete request for ${BASE}/catalog/us/songs/1?l=fr` });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("000 §8: an unreadable body is 'Unable to read body as JSON for {url}'", async () => {
    const { session } = makeKit({ handler: (request) => textResponse(200, '{not json', request.url) });
    expect(await rejection(session.get('/v1/x'))).toMatchObject({ errorCode: MKError.REQUEST_ERROR, message: `Unable to read body as JSON for ${BASE}/x` });
  });

  it('an abort keeps the signal reason, as fetch does', async () => {
    const { session } = makeKit();
    const reason = new Error('AbortError');
    const error = await rejection(session.get('/v1/x', undefined, { signal: AbortSignal.abort(reason) }));
    expect(error).toBe(reason);
  });

  it("000 §5: a session needs a fetch function, else 'window.fetch is not defined'", () => {
    const clock = new SimulatedClock(FIXED_NOW);
    expect(() => new RequestSession({ http: undefined, clock, baseUrl: BASE, developerToken: DEV_TOKEN })).toThrow('window.fetch is not defined');
    try {
      new RequestSession({ http: null, clock, baseUrl: BASE, developerToken: DEV_TOKEN });
    } catch (error) {
      expect((error as MKError).errorCode).toBe(MKError.CONFIGURATION_ERROR);
    }
  });

  it("000 §8: an HTTP client without a request function is INTERNAL_ERROR 'Could not find fetch implementation'", async () => {
    const clock = new SimulatedClock(FIXED_NOW);
    const session = new RequestSession({ http: {} as HttpClient, clock, baseUrl: BASE, developerToken: DEV_TOKEN });
    expect(await rejection(session.get('/v1/x'))).toMatchObject({ errorCode: MKError.INTERNAL_ERROR, message: 'Could not find fetch implementation' });
  });

  it('000 §5: a session cannot be given both storage and underlyingStorage', () => {
    const clock = new SimulatedClock(FIXED_NOW);
    const make = (): RequestSession =>
      new RequestSession({
        http: new RecordingHttpClient(),
        clock,
        baseUrl: BASE,
        developerToken: DEV_TOKEN,
        storage: new MemoryCacheStorage(),
        underlyingStorage: new MemoryKeyValueStore('session', clock),
      });
    expect(make).toThrow(MKError);
    expect(make).toThrow(/both storage and underlyingStorage/);
  });

  it("000 §5: the session validates a fixed developer token ('Invalid token.')", () => {
    const clock = new SimulatedClock(FIXED_NOW);
    expect(() => new RequestSession({ http: new RecordingHttpClient(), clock, baseUrl: BASE, developerToken: 'nope' })).toThrow('Invalid token.');
    expect(() => new RequestSession({ http: new RecordingHttpClient(), clock, baseUrl: BASE, developerToken: '' })).toThrow('Missing or empty developer token');
  });

  it('resolves paths the ways MusicKit apps write them', () => {
    const { session } = makeKit();
    expect(session.urlFor('/v1/catalog/us/songs')).toBe(`${BASE}/catalog/us/songs`);
    expect(session.urlFor('v1/me/library/songs')).toBe(`${BASE}/me/library/songs`);
    expect(session.urlFor('catalog/us/songs')).toBe(`${BASE}/catalog/us/songs`);
    expect(session.urlFor('/v3/me/x')).toBe('https://api.test/v3/me/x');
    expect(session.urlFor('https://other.test/v1/x', { a: 1 })).toBe('https://other.test/v1/x?a=1');
    expect(session.urlFor('/v1/x?offset=10', { limit: 5, offset: 20 })).toBe(`${BASE}/x?limit=5&offset=20`);
  });

  it('caller headers win over the defaults, case-insensitively', async () => {
    const { http, session } = makeKit();
    await session.post('/v1/x', 'raw', { headers: { 'content-type': 'text/plain', 'X-Extra': '1' } });
    expect(lastSent(http).headers).toMatchObject({ 'content-type': 'text/plain', 'X-Extra': '1' });
    expect(lastSent(http).headers['Content-Type']).toBeUndefined();
    expect(lastSent(http).rawBody).toBe('raw');
  });
});
