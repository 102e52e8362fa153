import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@mediakit/adapters/node';
import { CatalogClient, EditorialClient, SearchClient } from '../../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../../core/src/domain/errors/index.ts';
import { expectListenerHeaders, lastSent, makeKit, rejection, resources, router, sent } from '../api-test-kit.ts';

describe('002 §7 catalogue (legacy API paths)', () => {
  it('GET catalog/{sf}/{type}/{id} for every legacy resource; an adam id loses its a.', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('x', [new URL(request.url).pathname.split('/').pop()!]) }, request.url) });
    const catalog = new CatalogClient(context);
    const types = ['activities', 'albums', 'apple-curators', 'artists', 'contents', 'genres', 'music-videos', 'music-movies', 'playlists', 'record-labels', 'songs', 'stations', 'tv-episodes', 'tv-seasons', 'tv-shows', 'uploaded-audios', 'uploaded-videos', 'groupings', 'rooms', 'multiplex', 'multirooms'];
    for (const type of types) await catalog.resource(type, 'a.123', { include: 'tracks' });
    expect(http.requests.map((request) => sent(request).path)).toEqual(types.map((type) => `/v1/catalog/gb/${type}/123`));
    const request = lastSent(http);
    expect(request).toMatchObject({ method: 'GET', query: { include: 'tracks' }, body: undefined });
    expectListenerHeaders(request);
  });

  it('an unknown resource type is INVALID_ARGUMENTS, nothing sent', async () => {
    const { http, context } = makeKit();
    expect(await rejection(new CatalogClient(context).resource('books', '1'))).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS });
    expect(http.requests).toHaveLength(0);
  });

  it("002 §8: 404 is CONTENT_UNAVAILABLE 'The requested content is not available.'", async () => {
    const { context } = makeKit({ handler: router({}) });
    const error = await rejection(new CatalogClient(context).resource('songs', '404'));
    expect(error).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: 'The requested content is not available.', details: { status: 404 } });
  });

  it('002 §8: an empty result is CONTENT_UNAVAILABLE', async () => {
    const { context } = makeKit({ handler: router({ 'GET /v1/catalog/gb/songs/1': { data: [] }, 'GET /v1/catalog/gb/songs': { data: [] } }) });
    const catalog = new CatalogClient(context);
    expect(await rejection(catalog.resource('songs', '1'))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE, message: 'The requested content is not available.' });
    expect(await rejection(catalog.resources('songs', ['1', '2']))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
  });

  it('GET catalog/{sf}/{type}?ids=… returns the records in order; no ids, no request', async () => {
    const { http, context } = makeKit({ handler: router({ 'GET /v1/catalog/gb/albums': { data: resources('albums', ['1', '2']) } }) });
    const catalog = new CatalogClient(context);
    expect((await catalog.resources('albums', ['a.1', '2'], { l: 'en-GB' })).map((record) => record.id)).toEqual(['1', '2']);
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/catalog/gb/albums', query: { ids: '1,2', l: 'en-GB' } });
    expect(await catalog.resources('albums', [])).toEqual([]);
    expect(http.requests).toHaveLength(1);
  });

  it('relationships {type}/{id}/{relationship}: paging limit 100 by default, next links followed in order', async () => {
    const { http, context } = makeKit({
      handler: (request) => {
        const url = new URL(request.url);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const data = resources('songs', [String(offset + 1), String(offset + 2)]);
        return jsonResponse(200, { data, meta: { total: 6 }, ...(offset < 4 ? { next: `/v1/catalog/gb/albums/9/tracks?offset=${offset + 2}` } : {}) }, request.url);
      },
    });
    const catalog = new CatalogClient(context);
    const page = await catalog.relationship('albums', '9', 'tracks');
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/catalog/gb/albums/9/tracks', query: { limit: '100' } });
    expect(page).toMatchObject({ meta: { total: 6 }, next: '/v1/catalog/gb/albums/9/tracks?offset=2' });
    const all = await catalog.allRelated('albums', '9', 'tracks', { limit: 2 });
    expect(all.map((record) => record.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(http.requests.slice(1).map((request) => sent(request).url)).toEqual([
      'https://api.test/v1/catalog/gb/albums/9/tracks?limit=2',
      'https://api.test/v1/catalog/gb/albums/9/tracks?offset=2&limit=2',
      'https://api.test/v1/catalog/gb/albums/9/tracks?offset=4&limit=2',
    ]);
  });

  it('views {type}/{id}/view/{view}', async () => {
    const { http, context } = makeKit({ handler: router({ 'GET /v1/catalog/gb/artists/5/view/top-songs': { data: resources('songs', ['1']) } }) });
    const page = await new CatalogClient(context).view('artists', '5', 'top-songs', { limit: 10 });
    expect(page.data).toHaveLength(1);
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/artists/5/view/top-songs', query: { limit: '10' } });
  });

  it('charts (types) resolve with the results map', async () => {
    const results = { songs: [{ chart: 'most-played', data: [] }] };
    const { http, context } = makeKit({ handler: router({ 'GET /v1/catalog/gb/charts': { results } }) });
    expect(await new CatalogClient(context).charts(['songs', 'albums'], { genre: '20' })).toEqual(results);
    expect(lastSent(http).query).toEqual({ genre: '20', types: 'songs,albums' });
  });

  it('groupings default to platform desktop (002 §9)', async () => {
    const { http, context } = makeKit({ handler: router({ 'GET /v1/catalog/gb/groupings': { data: resources('groupings', ['g']) } }) });
    await new CatalogClient(context).groupings({ name: 'music' });
    expect(lastSent(http).query).toEqual({ platform: 'desktop', name: 'music' });
  });

  it("equivalents for albums, songs, artists and playlists; other types are 'Invalid equivalent type'", async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('songs', ['900']) }, request.url) });
    const catalog = new CatalogClient(context);
    for (const type of ['albums', 'songs', 'artists', 'playlists']) {
      await catalog.equivalents(type, ['a.1', '2']);
      expect(lastSent(http)).toMatchObject({ path: `/v1/catalog/gb/${type}`, query: { 'filter[equivalents]': '1,2' } });
    }
    const error = await rejection(catalog.equivalents('stations', ['1']));
    expect(error).toMatchObject({ errorCode: MKError.INVALID_ARGUMENTS, message: 'Invalid equivalent type' });
  });
});

describe('002 §7 catalogue search', () => {
  const results = { songs: { data: [] } };
  const kit = () => makeKit({ handler: (request) => jsonResponse(200, { results }, request.url) });

  it('search, search/hints, search/suggestions and search/query', async () => {
    const { http, context } = kit();
    const search = new SearchClient(context);
    expect(await search.search('blue note', ['songs', 'albums'], { limit: 5 })).toEqual(results);
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/search', query: { term: 'blue note', types: 'songs,albums', limit: '5' } });
    await search.hints('blu');
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/search/hints', query: { term: 'blu' } });
    await search.suggestions('blu', { types: 'songs' });
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/search/suggestions', query: { kinds: 'terms', types: 'songs', term: 'blu' } });
    await search.query('blu');
    expect(lastSent(http)).toMatchObject({ path: '/v1/catalog/gb/search/query', query: { term: 'blu' } });
  });

  it('002 §9: a limit above the parameter cap of 25 is capped', async () => {
    const { http, context } = kit();
    await new SearchClient(context).search('x', ['songs'], { limit: 100 });
    expect(lastSent(http).query['limit']).toBe('25');
  });
});

describe('002 §7 other legacy paths: editorial, engagement, lyrics, storefronts, upsell', () => {
  it('each is requested at its path', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('x', ['1']) }, request.url) });
    const editorial = new EditorialClient(context);
    await editorial.editorial('editorial-items', 'e1');
    await editorial.editorial('rooms');
    await editorial.engagement('badges', { platform: 'web' });
    await editorial.lyrics('77');
    expect((await editorial.storefronts()).map((record) => record.id)).toEqual(['1']);
    await editorial.storefronts('fr');
    await editorial.marketingItems({ placement: 'web' });
    expect(http.requests.map((request) => sent(request).path)).toEqual([
      '/v1/editorial/gb/editorial-items/e1',
      '/v1/editorial/gb/rooms',
      '/v1/engagement/badges',
      '/v1/catalog/gb/songs/77/lyrics',
      '/v1/storefronts',
      '/v1/storefronts/fr',
      '/v1/upsell/marketing-items',
    ]);
    expect(sent(http.requests[2]).query).toEqual({ platform: 'web' });
  });
});
