import { describe, expect, it } from 'vitest';
import { jsonResponse, textResponse } from '@mediakit/adapters/node';
import { RatingsClient, ratingType } from '../../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../../core/src/domain/errors/index.ts';
import { expectListenerHeaders, lastSent, makeKit, rejection, sent } from '../api-test-kit.ts';

const rating = (id: string, value: number) => ({ id, type: 'ratings', attributes: { value } });

describe('002 §7 ratings', () => {
  it('GET me/ratings/{type}/{id}', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: [rating('1', 1)] }, request.url) });
    const record = await new RatingsClient(context).get('songs', 'a.1');
    expect(record.attributes['value']).toBe(1);
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/me/ratings/songs/1' });
    expectListenerHeaders(lastSent(http));
  });

  it("the 'library-' prefix rule: library ids are rated under library-{type}", async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: [rating('i.AbC', -1)] }, request.url) });
    await new RatingsClient(context).get('songs', 'i.AbC');
    expect(lastSent(http).path).toBe('/v1/me/ratings/library-songs/i.AbC');
    expect([ratingType('song', '1'), ratingType('library-playlists', 'p.1'), ratingType('albums', 'l.1'), ratingType('musicVideo', '5')]).toEqual([
      'songs',
      'library-playlists',
      'library-albums',
      'music-videos',
    ]);
  });

  it('GET me/ratings/{type}?ids=…: catalogue and library ids to their own type, results in the order asked', async () => {
    const { http, context } = makeKit({
      handler: (request) => {
        const ids = new URL(request.url).searchParams.get('ids')!.split(',');
        return jsonResponse(200, { data: ids.reverse().map((id) => rating(id, 1)) }, request.url);
      },
    });
    const records = await new RatingsClient(context).getMany('songs', ['1', 'i.A', '2', 'i.B']);
    expect(records.map((r) => r.id)).toEqual(['1', 'i.A', '2', 'i.B']);
    expect(http.requests.map((request) => [sent(request).path, sent(request).query['ids']])).toEqual([
      ['/v1/me/ratings/songs', '1,2'],
      ['/v1/me/ratings/library-songs', 'i.A,i.B'],
    ]);
  });

  it('002 §5: an empty id array returns an empty list without a request; unrated ids are simply absent', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: [] }, request.url) });
    const ratings = new RatingsClient(context);
    expect(await ratings.getMany('songs', [])).toEqual([]);
    expect(http.requests).toHaveLength(0);
    expect(await ratings.getMany('songs', ['1'])).toEqual([]);
  });

  it('PUT me/ratings/{type}/{id} with body {type: rating, attributes.value}', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: [rating('1', 1)] }, request.url) });
    const record = await new RatingsClient(context).set('albums', '1', 1);
    expect(record.id).toBe('1');
    expect(lastSent(http)).toMatchObject({ method: 'PUT', path: '/v1/me/ratings/albums/1', body: { type: 'rating', attributes: { value: 1 } }, headers: { 'Content-Type': 'application/json' } });
  });

  it('DELETE me/ratings/{type}/{id}', async () => {
    const { http, context } = makeKit({ handler: (request) => textResponse(204, '', request.url) });
    await new RatingsClient(context).remove('playlists', 'p.1');
    expect(lastSent(http)).toMatchObject({ method: 'DELETE', path: '/v1/me/ratings/library-playlists/p.1', rawBody: undefined });
  });

  it("002 §5: without both tokens every rating call is 'Invalid tokens'", async () => {
    const { http, context } = makeKit({ userToken: null });
    const ratings = new RatingsClient(context);
    for (const call of [() => ratings.get('songs', '1'), () => ratings.getMany('songs', []), () => ratings.set('songs', '1', 1), () => ratings.remove('songs', '1')]) {
      expect(await rejection(call())).toMatchObject({ errorCode: MKError.AUTHORIZATION_ERROR, message: 'Invalid tokens' });
    }
    expect(http.requests).toHaveLength(0);
  });
});
