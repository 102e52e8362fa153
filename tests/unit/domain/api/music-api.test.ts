import { describe, expect, it } from 'vitest';
import { jsonResponse, textResponse, type HttpHandler } from '@mediakit/adapters/node';
import { MusicApi, fillPathTemplate } from '../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../core/src/domain/errors/index.ts';
import { BASE, lastSent, makeKit, rejection } from './api-test-kit.ts';

function apiWith(handler?: HttpHandler, storefront = 'jp') {
  const kit = makeKit(handler ? { handler } : {});
  return { ...kit, api: new MusicApi({ session: kit.session, storefrontId: () => storefront }) };
}

describe('api.music(path, params, { fetchOptions, includeResponseMeta }) (MUSICKIT-SURFACE.md)', () => {
  it('resolves { data: <response body> } with the whole body', async () => {
    const body = { data: [{ id: '1', type: 'songs' }], meta: { total: 1 } };
    const { api, http } = apiWith((request) => jsonResponse(200, body, request.url));
    await expect(api.music('/v1/catalog/us/songs', { ids: ['1'] })).resolves.toEqual({ data: body });
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/catalog/us/songs', query: { ids: '1' } });
  });

  it('{{storefrontId}} is replaced by the current storefront, else us (000 §9)', async () => {
    const { api, http } = apiWith();
    await api.music('/v1/catalog/{{storefrontId}}/charts', { types: ['songs'] });
    expect(lastSent(http).path).toBe('/v1/catalog/jp/charts');
    const fallback = makeKit();
    await new MusicApi({ session: fallback.session }).music('/v1/catalog/{{ storefrontId }}/charts');
    expect(lastSent(fallback.http).path).toBe('/v1/catalog/us/charts');
  });

  it("002 §5: a path parameter left unclosed with '{{' raises an error", async () => {
    const { api, http } = apiWith();
    const error = await rejection(api.music('/v1/catalog/{{storefrontId/songs'));
    expect(error).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
    expect(error.message).toMatch(/Unclosed/);
    expect(await rejection(api.music('/v1/catalog/{{nope}}/songs'))).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
    expect(http.requests).toHaveLength(0);
    expect(fillPathTemplate('/a/{{x}}/b', { x: 'p q' })).toBe('/a/p%20q/b');
  });

  it('includeResponseMeta adds the request and the response status and headers', async () => {
    const { api } = apiWith((request) => jsonResponse(201, { data: [] }, request.url, { 'x-request-id': 'r1' }));
    const result = await api.music('/v1/me/library/playlists', {}, { includeResponseMeta: true, fetchOptions: { method: 'POST', body: { attributes: { name: 'x' } } } });
    expect(result.data).toEqual({ data: [] });
    expect(result.request).toEqual({ url: `${BASE}/me/library/playlists`, method: 'POST' });
    expect(result.response).toMatchObject({ status: 201, fromCache: false });
    expect(result.response?.headers.get('X-Request-Id')).toBe('r1');
  });

  it('fetchOptions: method, string body, headers; query parameters stay in the query string for a POST', async () => {
    const { api, http } = apiWith((request) => textResponse(202, '', request.url));
    const result = await api.music('/v1/me/library', { ids: ['pl.23456789'] }, { fetchOptions: { method: 'post', body: '{"a":1}', headers: { 'X-Test': 'yes' } } });
    expect(result).toEqual({ data: undefined });
    expect(lastSent(http)).toMatchObject({ method: 'POST', path: '/v1/me/library', query: { ids: 'pl.23456789' }, body: { a: 1 }, headers: { 'X-Test': 'yes', 'Content-Type': 'application/json' } });
  });

  it('fetchOptions.cache no-store bypasses the session cache', async () => {
    const { api, http } = apiWith();
    await api.music('/v1/x');
    await api.music('/v1/x');
    await api.music('/v1/x', {}, { fetchOptions: { cache: 'no-store' } });
    expect(http.requests).toHaveLength(2);
  });

  it('an unknown method is INVALID_ARGUMENTS', async () => {
    const { api } = apiWith();
    expect(await rejection(api.music('/v1/x', {}, { fetchOptions: { method: 'TRACE' } }))).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
  });

  it('next and previous follow the links of a paged answer, base path stripped (not /v1/v1)', async () => {
    const pages: Record<string, unknown> = {
      '/v1/catalog/jp/playlists/pl.1/tracks?limit=2': { data: [{ id: 'a' }, { id: 'b' }], next: '/v1/catalog/jp/playlists/pl.1/tracks?offset=2' },
      '/v1/catalog/jp/playlists/pl.1/tracks?offset=2&limit=2': { data: [{ id: 'c' }], previous: '/v1/catalog/jp/playlists/pl.1/tracks?offset=0' },
      '/v1/catalog/jp/playlists/pl.1/tracks?offset=0': { data: [{ id: 'a' }, { id: 'b' }] },
    };
    const { api, http } = apiWith((request) => {
      const url = new URL(request.url);
      return jsonResponse(200, pages[url.pathname + url.search] ?? { errors: [{ status: '404' }] }, request.url);
    });
    const first = await api.music('/v1/catalog/{{storefrontId}}/playlists/pl.1/tracks', { limit: 2 });
    const second = await api.next(first, { limit: 2 });
    expect(second?.data).toEqual(pages['/v1/catalog/jp/playlists/pl.1/tracks?offset=2&limit=2']);
    expect(lastSent(http).url).toBe('https://api.test/v1/catalog/jp/playlists/pl.1/tracks?offset=2&limit=2');
    const back = await api.previous(second ?? undefined);
    expect(back?.data).toEqual(pages['/v1/catalog/jp/playlists/pl.1/tracks?offset=0']);
    await expect(api.next(back ?? undefined)).resolves.toBeNull();
    await expect(api.previous(first)).resolves.toBeNull();
  });

  it('errors reject as MKErrors', async () => {
    const { api } = apiWith((request) => jsonResponse(404, { errors: [{ status: '404', title: 'Not Found' }] }, request.url));
    expect(await rejection(api.music('/v1/catalog/us/songs/0'))).toMatchObject({ errorCode: MKError.NOT_FOUND, message: 'Not Found' });
  });
});
