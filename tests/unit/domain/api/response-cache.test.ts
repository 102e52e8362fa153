import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore, jsonResponse } from '@mediakit/adapters/node';
import { MemoryCacheStorage, cacheKeyFor, lifetimeFromCacheControl } from '../../../../core/src/domain/api/index.ts';
import { OTHER_USER_TOKEN } from '../tokens/token-fixtures.ts';
import { makeKit } from './api-test-kit.ts';

function counting(headers: Record<string, string> = {}) {
  let n = 0;
  return (request: { url: string }) => jsonResponse(200, { data: [{ id: String(++n), type: 'songs' }] }, request.url, headers);
}

describe('000 §9 session cache', () => {
  it('GET responses are cached for 300,000 ms by default, measured on the Clock port', async () => {
    const { http, session, clock } = makeKit({ handler: counting() });
    const first = await session.get('/v1/catalog/us/songs/1');
    clock.advance(299_999);
    expect(await session.get('/v1/catalog/us/songs/1')).toEqual(first);
    expect(http.requests).toHaveLength(1);
    clock.advance(1);
    expect(await session.get('/v1/catalog/us/songs/1')).toEqual([{ id: '2', type: 'songs' }]);
    expect(http.requests).toHaveLength(2);
  });

  it("the response's cache-control max-age overrides the default lifetime", async () => {
    const { http, session, clock } = makeKit({ handler: counting({ 'cache-control': 'public, max-age=60' }) });
    await session.get('/v1/x');
    clock.advance(59_999);
    await session.get('/v1/x');
    expect(http.requests).toHaveLength(1);
    clock.advance(1);
    await session.get('/v1/x');
    expect(http.requests).toHaveLength(2);
  });

  it('a max-age longer than the default is honoured too', async () => {
    const { http, session, clock } = makeKit({ handler: counting({ 'Cache-Control': 'max-age=3600' }) });
    await session.get('/v1/x');
    clock.advance(3_599_999);
    await session.get('/v1/x');
    expect(http.requests).toHaveLength(1);
  });

  it('no-store and max-age=0 answers are not cached', async () => {
    for (const header of ['no-store', 'max-age=0']) {
      const { http, session } = makeKit({ handler: counting({ 'cache-control': header }) });
      await session.get('/v1/x');
      await session.get('/v1/x');
      expect(http.requests).toHaveLength(2);
    }
    expect(lifetimeFromCacheControl('s-maxage=5, max-age="7"')).toBe(7000);
    expect(lifetimeFromCacheControl('private')).toBeUndefined();
  });

  it('the cache key is the path plus the sorted, lower-cased query', async () => {
    const { http, session } = makeKit({ handler: counting() });
    await session.get('/v1/catalog/us/search', { term: 'Blue', types: 'songs', L: 'en-GB' });
    await session.get('/v1/catalog/us/search', { l: 'EN-gb', types: 'SONGS', term: 'blue' });
    expect(http.requests).toHaveLength(1);
    await session.get('/v1/catalog/gb/search', { term: 'blue', types: 'songs', l: 'en-gb' });
    expect(http.requests).toHaveLength(2);
    expect(cacheKeyFor('https://a.test/v1/x?b=2&A=1')).toBe('https://a.test/v1/x?a=1&b=2');
  });

  it('000 §6/§9: the cache is flushed when the user token changes, not when it is set to the same value', async () => {
    const { http, session } = makeKit({ handler: counting() });
    await session.get('/v1/me/library/songs');
    session.setUserToken(session.userToken);
    await session.get('/v1/me/library/songs');
    expect(http.requests).toHaveLength(1);
    session.setUserToken(OTHER_USER_TOKEN);
    await session.get('/v1/me/library/songs');
    expect(http.requests).toHaveLength(2);
    session.setUserToken(null);
    await session.get('/v1/me/library/songs');
    expect(http.requests).toHaveLength(3);
  });

  it('an answer to a request sent before a user-token change is not cached for the new user', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { http, session } = makeKit({
      handler: async (request) => {
        if (http.requests.length === 1) await gate;
        return jsonResponse(200, { data: [http.requests.length] }, request.url);
      },
    });
    const before = session.get('/v1/me/recent/played');
    session.setUserToken(OTHER_USER_TOKEN);
    release();
    await before;
    await session.get('/v1/me/recent/played');
    expect(http.requests).toHaveLength(2);
  });

  it('only GET is cached; errors are never cached', async () => {
    let status = 200;
    const { http, session } = makeKit({ handler: (request) => jsonResponse(status, { data: [] }, request.url) });
    await session.post('/v1/x', {});
    await session.post('/v1/x', {});
    status = 500;
    await session.get('/v1/y').catch(() => undefined);
    status = 200;
    await session.get('/v1/y');
    await session.get('/v1/y');
    expect(http.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'GET', 'GET']);
  });

  it("fetchOptions-style 'no-store' and 'reload' bypass the cache", async () => {
    const { http, session } = makeKit({ handler: counting() });
    await session.get('/v1/x');
    await session.get('/v1/x', undefined, { cache: 'no-store' });
    await session.get('/v1/x', undefined, { cache: 'reload' });
    expect(http.requests).toHaveLength(3);
    expect(await session.get('/v1/x')).toEqual([{ id: '3', type: 'songs' }]);
  });

  it('a given storage holds the entries (000 §5 storage option)', async () => {
    const storage = new MemoryCacheStorage();
    const { session } = makeKit({ handler: counting(), session: { storage } });
    await session.get('/v1/x', { a: 1 });
    expect(storage.size).toBe(1);
    expect(storage.get('https://api.test/v1/x?a=1')?.data.body).toEqual({ data: [{ id: '1', type: 'songs' }] });
  });

  it('underlyingStorage keeps entries as JSON in a KeyValueStore, with their lifetime', async () => {
    const kit = makeKit();
    const store = new MemoryKeyValueStore('session', kit.clock);
    const { http, session, clock } = makeKit({ handler: counting({ 'cache-control': 'max-age=10', etag: 'W/"1"' }), session: { underlyingStorage: store } });
    const first = await session.send({ path: '/v1/x' });
    const again = await session.send({ path: '/v1/x' });
    expect(http.requests).toHaveLength(1);
    expect(again).toMatchObject({ fromCache: true, status: 200, body: first.body });
    expect(again.headers.get('ETag')).toBe('W/"1"');
    expect(store.keys()).toEqual(['mk-api-cache:https://api.test/v1/x']);
    clock.advance(10_000);
    await session.send({ path: '/v1/x' });
    expect(http.requests).toHaveLength(2);
    session.flush();
    expect(store.keys()).toEqual([]);
  });
});
