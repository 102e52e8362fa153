import { describe, expect, it } from 'vitest';
import { SimulatedClock, jsonResponse } from '@mediakit/adapters/node';
import {
  DataContext,
  HistoryClient,
  MusicSummariesClient,
  RecommendationsClient,
  SocialClient,
  StationsClient,
  TasteClient,
  formatUtcOffset,
  nextUpdateDate,
} from '../../../../../core/src/domain/api/index.ts';
import { MKError } from '../../../../../core/src/domain/errors/index.ts';
import { FIXED_NOW } from '../../tokens/token-fixtures.ts';
import { expectListenerHeaders, lastSent, makeKit, rejection, resources, router, sent } from '../api-test-kit.ts';

describe('002 §7 stations', () => {
  it('GET catalog/{sf}/stations/{id} and stations?filter[identity]=…', async () => {
    const { http, context } = makeKit({ handler: router({ 'GET /v1/catalog/gb/stations/ra.1': { data: resources('stations', ['ra.1']) }, 'GET /v1/catalog/gb/stations': { data: resources('stations', ['ra.me']) } }) });
    const stations = new StationsClient(context);
    expect((await stations.station('ra.1')).id).toBe('ra.1');
    expect((await stations.byIdentity('personal')).map((s) => s.id)).toEqual(['ra.me']);
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/catalog/gb/stations', query: { 'filter[identity]': 'personal' } });
  });

  it('POST me/stations/next-tracks/{stationId} with optional limit, reading data.data', async () => {
    const { http, context } = makeKit({ handler: router({ 'POST /v1/me/stations/next-tracks/ra.1': { data: resources('songs', ['1', '2']) } }) });
    const stations = new StationsClient(context);
    expect((await stations.nextTracks('ra.1', { limit: 2 })).map((t) => t.id)).toEqual(['1', '2']);
    const request = lastSent(http);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/me/stations/next-tracks/ra.1', query: { limit: '2' }, rawBody: undefined });
    expectListenerHeaders(request);
    await stations.nextTracks('ra.1');
    expect(lastSent(http).query).toEqual({});
  });

  it("002 §8: next-tracks with no track is 'No track data is available for the current station.'", async () => {
    const { context } = makeKit({ handler: router({ 'POST /v1/me/stations/next-tracks/ra.1': { data: [] } }) });
    expect(await rejection(new StationsClient(context).nextTracks('ra.1'))).toMatchObject({ message: 'No track data is available for the current station.' });
  });

  it('POST me/stations/continuous: query limit[results:tracks] and with=tracks, body {data:[{id,type,meta}]}, reading data.results', async () => {
    const { http, context } = makeKit({ handler: router({ 'POST /v1/me/stations/continuous': { results: { tracks: resources('songs', ['7', '8']) } } }) });
    const seeds = [{ id: '1', type: 'songs', meta: { container: { id: 'p.1', type: 'library-playlists' } } }, { id: '2', type: 'songs' }];
    expect((await new StationsClient(context).continuous(seeds, { limit: 10 })).map((t) => t.id)).toEqual(['7', '8']);
    expect(lastSent(http)).toMatchObject({
      method: 'POST',
      path: '/v1/me/stations/continuous',
      query: { 'limit[results:tracks]': '10', with: 'tracks' },
      headers: { 'Content-Type': 'application/json' },
      body: { data: seeds },
    });
  });

  it('POST me/stations/change-station/{id}', async () => {
    const { http, context } = makeKit({ handler: router({ 'POST /v1/me/stations/change-station/ra.2': { data: [] } }) });
    await new StationsClient(context).changeStation('ra.2');
    expect(lastSent(http)).toMatchObject({ method: 'POST', path: '/v1/me/stations/change-station/ra.2' });
  });
});

describe('002 §7 history and recents (default limit 10)', () => {
  it('GET me/history/heavy-rotation, me/recent/played, me/recent/radio-stations', async () => {
    const { http, context } = makeKit();
    const history = new HistoryClient(context);
    await history.heavyRotation();
    await history.recentlyPlayed({ limit: 5, types: 'albums' });
    await history.recentRadioStations();
    expect(http.requests.map((request) => [sent(request).path, sent(request).query])).toEqual([
      ['/v1/me/history/heavy-rotation', { limit: '10' }],
      ['/v1/me/recent/played', { limit: '5', types: 'albums' }],
      ['/v1/me/recent/radio-stations', { limit: '10' }],
    ]);
    expectListenerHeaders(lastSent(http));
  });
});

describe('002 §7 recommendations', () => {
  it('GET me/recommendations with the timezone of the Clock port', async () => {
    const kit = makeKit({ handler: router({ 'GET /v1/me/recommendations': { data: resources('personal-recommendation', ['r1']) }, 'GET /v1/me/recommendations/r1': { data: resources('personal-recommendation', ['r1']) }, 'POST /v1/me/recommendations/refresh': 204 }) });
    const clock = new SimulatedClock(FIXED_NOW, 19_800);
    const recommendations = new RecommendationsClient(new DataContext({ session: kit.session, clock }));
    expect((await recommendations.recommendations()).data.map((r) => r.id)).toEqual(['r1']);
    expect(lastSent(kit.http)).toMatchObject({ method: 'GET', path: '/v1/me/recommendations', query: { timezone: '+05:30' } });
    await recommendations.recommendation('r1');
    expect(lastSent(kit.http)).toMatchObject({ path: '/v1/me/recommendations/r1', query: { timezone: '+05:30' } });
    await recommendations.refresh();
    expect(lastSent(kit.http)).toMatchObject({ method: 'POST', path: '/v1/me/recommendations/refresh', query: { timezone: '+05:30' } });
  });

  it('an unknown UTC offset leaves the timezone out; offsets format as ±hh:mm', async () => {
    const kit = makeKit();
    await new RecommendationsClient(new DataContext({ session: kit.session, clock: new SimulatedClock(FIXED_NOW, null) })).recommendations();
    expect(lastSent(kit.http).query).toEqual({});
    expect([formatUtcOffset(0), formatUtcOffset(-16_200), formatUtcOffset(3600 * 13)]).toEqual(['+00:00', '-04:30', '+13:00']);
  });

  it('002 §3: nextUpdateDate is read at the top level or inside attributes', () => {
    expect(nextUpdateDate({ nextUpdateDate: 'a' })).toBe('a');
    expect(nextUpdateDate({ attributes: { nextUpdateDate: 'b' } })).toBe('b');
    expect(nextUpdateDate({})).toBeUndefined();
  });
});

describe('002 §7 social', () => {
  it('POST social/recommended-friends with body ids.socialProfiles; badging-map, search, me/social-profile', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('social-profiles', ['sp.9']) }, request.url) });
    const social = new SocialClient(context);
    expect((await social.recommendedFriends(['sp.1', 'sp.2'])).data.map((p) => p.id)).toEqual(['sp.9']);
    expect(lastSent(http)).toMatchObject({ method: 'POST', path: '/v1/social/recommended-friends', body: { ids: { socialProfiles: ['sp.1', 'sp.2'] } } });
    await social.badgingMap();
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/social/badging-map' });
    await social.search('ann');
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/social/search', query: { term: 'ann' } });
    await social.socialProfile();
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/me/social-profile' });
  });
});

describe('002 §7 taste and music summaries', () => {
  it('GET and POST {data} me/taste/taste-preferences', async () => {
    const { http, context } = makeKit({ handler: (request) => jsonResponse(200, { data: resources('genres', ['20']) }, request.url) });
    const taste = new TasteClient(context);
    expect((await taste.preferences()).map((g) => g.id)).toEqual(['20']);
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/me/taste/taste-preferences' });
    const data = [{ id: '20', type: 'genres', attributes: { value: 1 } }];
    await taste.save(data);
    expect(lastSent(http)).toMatchObject({ method: 'POST', path: '/v1/me/taste/taste-preferences', body: { data } });
  });

  it('002 §8: CONTENT_UNAVAILABLE on taste gives an empty list; other failures still reject', async () => {
    const { context, http } = makeKit({ handler: router({}) });
    const taste = new TasteClient(context);
    await expect(taste.save([{ id: '1', type: 'genres' }])).resolves.toEqual([]);
    await expect(taste.preferences()).resolves.toEqual([]);
    http.respondWith((request) => jsonResponse(500, {}, request.url));
    expect(await rejection(taste.save([]))).toMatchObject({ errorCode: MKError.SERVER_ERROR });
  });

  it('GET me/music-summaries and me/music-summaries/search', async () => {
    const { http, context } = makeKit();
    const summaries = new MusicSummariesClient(context);
    await summaries.summaries({ period: 'year' });
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/me/music-summaries', query: { period: 'year' } });
    await summaries.search({ period: 'year', 'filter[year]': 2025 });
    expect(lastSent(http)).toMatchObject({ method: 'GET', path: '/v1/me/music-summaries/search', query: { period: 'year', 'filter[year]': '2025' } });
  });
});
