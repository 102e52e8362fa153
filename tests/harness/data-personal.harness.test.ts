import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MKError } from '@mediakit/core';
import { STATION_MESSAGES, nextUpdateDate } from '@mediakit/core/internal';
import { startEmulator, type RunningEmulator } from '../../tools/emulator/emulator-server.ts';
import { catalogExtrasOf } from '../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../tools/emulator/catalog/catalog-extras.types.ts';
import { SOCIAL_PROFILE_IDS } from '../../tools/emulator/routes/social.routes.ts';
import { dataHarness, rejection, sentSince, signIn } from './data-harness.helper.ts';

// Headless harness: the real stations, history, recommendations, social, taste and summaries
// clients against the provider emulator (002 §7 stations and me/* calls), each test with a
// freshly signed-in listener.

let emulator: RunningEmulator;
let extras: CatalogExtras;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
});
afterAll(() => emulator.close());

async function listener(options: { utcOffsetSeconds?: number | null } = {}) {
  return dataHarness(emulator.origin, await signIn(emulator.origin), options);
}

const artistStation = () => [...extras.stations.values()].find((s) => s.kind === 'artist')!;
const liveStation = () => [...extras.stations.values()].find((s) => s.isLive)!;

describe('002 §7 Stations against the emulator', () => {
  it('GET catalog/{sf}/stations/{id} and the personal station by filter[identity]=personal', async () => {
    const { clients, http } = await listener();
    const station = artistStation();
    expect(await clients.stations.station(station.id)).toMatchObject({ id: station.id, type: 'stations', attributes: { name: station.name, isLive: false } });
    expect((await clients.stations.station(liveStation().id)).attributes['isLive']).toBe(true);
    const [personal] = await clients.stations.byIdentity('personal');
    expect(sentSince(http).at(-1)!.query.get('filter[identity]')).toBe('personal');
    expect(personal!.id).toMatch(/^ra\.u-/);
    expect((await clients.stations.station(personal!.id)).id).toBe(personal!.id);
  });

  it('POST me/stations/next-tracks/{id}?limit: songs of the station, each call continuing the last', async () => {
    const { clients, http } = await listener();
    const station = artistStation();
    const first = await clients.stations.nextTracks(station.id, { limit: 5 });
    expect(sentSince(http).at(-1)).toMatchObject({ method: 'POST', path: `/v1/me/stations/next-tracks/${station.id}` });
    expect(sentSince(http).at(-1)!.query.get('limit')).toBe('5');
    expect(first).toHaveLength(5);
    expect(first.every((t) => t.type === 'songs')).toBe(true);
    expect(first[0]!.attributes['artistName']).toBe(station.name.replace(/ Station$/, ''));
    const second = await clients.stations.nextTracks(station.id, { limit: 5 });
    expect(second.map((t) => t.id).filter((id) => first.some((t) => t.id === id))).toEqual([]);
  });

  it("002 §8: a station without track data (a live station) is 'No track data is available for the current station.'", async () => {
    const { clients } = await listener();
    expect(await rejection(clients.stations.nextTracks(liveStation().id))).toMatchObject({ message: STATION_MESSAGES.noStationTrackData });
  });

  it('POST me/stations/continuous with limit[results:tracks] and with=tracks reads results (002 §3 autoplay data)', async () => {
    const { clients, http } = await listener();
    const album = [...emulator.catalog.albums.values()][0]!;
    const seed = album.trackIds[0]!;
    const tracks = await clients.stations.continuous([{ id: seed, type: 'songs', meta: { container: { id: album.id, type: 'albums' } } }], { limit: 4 });
    const request = sentSince(http).at(-1)!;
    expect(request.query.get('limit[results:tracks]')).toBe('4');
    expect(request.query.get('with')).toBe('tracks');
    expect(request.body).toEqual({ data: [{ id: seed, type: 'songs', meta: { container: { id: album.id, type: 'albums' } } }] });
    expect(tracks).toHaveLength(4);
    expect(tracks.map((t) => t.id)).not.toContain(seed);
    expect(tracks.every((t) => (t.attributes['genreNames'] as string[])[0] === album.genre)).toBe(true);
  });

  it('POST me/stations/change-station/{id} answers the station and it leads the recent radio stations', async () => {
    const { clients } = await listener();
    const station = [...extras.stations.values()].filter((s) => s.kind === 'genre')[1]!;
    const answer = (await clients.stations.changeStation(station.id)) as { data: Array<{ id: string }> };
    expect(answer.data[0]!.id).toBe(station.id);
    expect((await clients.history.recentRadioStations()).data[0]!.id).toBe(station.id);
  });
});

describe('002 §7 history, recents and recommendations against the emulator', () => {
  it('recents and history default to limit 10 (002 §9), with next links and meta.total', async () => {
    const { clients, http, context } = await listener();
    const played = await clients.history.recentlyPlayed();
    expect(sentSince(http).at(-1)!.query.get('limit')).toBe('10');
    expect(played.data).toHaveLength(10);
    const total = played.meta?.['total'] as number;
    expect(total).toBeGreaterThan(10);
    const rest = await context.allPages(played, { limit: 10 });
    expect(rest).toHaveLength(total);
    expect(new Set(rest.map((r) => r.type))).toEqual(new Set(['albums', 'playlists', 'stations']));
    const heavy = await clients.history.heavyRotation();
    expect(heavy.data.length).toBeGreaterThan(0);
    expect(sentSince(http).at(-1)).toMatchObject({ path: '/v1/me/history/heavy-rotation' });
    const stations = await clients.history.recentRadioStations({ limit: 2 });
    expect(stations.data.map((s) => s.type)).toEqual(['stations', 'stations']);
  });

  it('GET me/recommendations with the clock’s timezone; one by id; POST refresh turns the shelves', async () => {
    const { clients, http } = await listener({ utcOffsetSeconds: -16_200 });
    const page = await clients.recommendations.recommendations();
    expect(sentSince(http).at(-1)!.query.get('timezone')).toBe('-04:30');
    expect(page.data.length).toBeGreaterThanOrEqual(3);
    const [first] = page.data;
    expect(nextUpdateDate(first!)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const contents = (first!.relationships as Record<string, { data: Array<{ id: string }> }>)['contents']!.data;
    expect(contents.length).toBeGreaterThan(0);
    expect((await clients.recommendations.recommendation(first!.id)).id).toBe(first!.id);
    await clients.recommendations.refresh();
    expect(sentSince(http).at(-1)).toMatchObject({ method: 'POST', path: '/v1/me/recommendations/refresh' });
    const after = (await clients.recommendations.recommendation(first!.id)).relationships as Record<string, { data: Array<{ id: string }> }>;
    expect(after['contents']!.data[0]!.id).toBe(contents[1]!.id);
  });

  it('personal calls the client sends without a user token are refused by the provider (403 → ACCESS_DENIED)', async () => {
    const { clients } = dataHarness(emulator.origin, null);
    expect(await rejection(clients.history.recentlyPlayed())).toMatchObject({ errorCode: MKError.ACCESS_DENIED });
    expect(await rejection(clients.recommendations.recommendations())).toMatchObject({ errorCode: MKError.ACCESS_DENIED });
  });

  it('a user token the provider does not know is refused (401 → UNAUTHORIZED_ERROR)', async () => {
    const { clients } = dataHarness(emulator.origin, `${'Q'.repeat(40)}==`);
    expect(await rejection(clients.history.heavyRotation())).toMatchObject({ errorCode: MKError.UNAUTHORIZED_ERROR });
  });
});

describe('002 §7 social, taste and music summaries against the emulator', () => {
  it('POST social/recommended-friends with ids.socialProfiles; badging map, social search, my profile', async () => {
    const { clients, http } = await listener();
    const friends = await clients.social.recommendedFriends([SOCIAL_PROFILE_IDS[1]!, 'sp.unknown', SOCIAL_PROFILE_IDS[0]!]);
    expect(sentSince(http).at(-1)!.body).toEqual({ ids: { socialProfiles: [SOCIAL_PROFILE_IDS[1], 'sp.unknown', SOCIAL_PROFILE_IDS[0]] } });
    expect(friends.data.map((f) => f.id)).toEqual([SOCIAL_PROFILE_IDS[1], SOCIAL_PROFILE_IDS[0]]);
    expect(await clients.social.badgingMap()).toEqual({ badgingMap: { 'friend-requests': 0, 'shared-playlists': 0 } });
    const found = (await clients.social.search('ana')) as Record<string, { data: Array<{ attributes: { name: string } }> }>;
    expect(found['social-profiles']!.data.map((p) => p.attributes.name)).toEqual(['Ana Sol']);
    const profile = await clients.social.socialProfile();
    expect(profile.data[0]).toMatchObject({ type: 'social-profiles', attributes: { name: 'Sam Subscriber' } });
  });

  it('taste preferences: none saved reads as an empty list (404, 002 §8); POST {data} saves; GET reads them back', async () => {
    const { clients, http } = await listener();
    expect(await clients.taste.preferences()).toEqual([]);
    const artist = [...emulator.catalog.artists.values()][2]!;
    const saved = await clients.taste.save([
      { id: '21', type: 'genres' },
      { id: artist.id, type: 'artists' },
    ]);
    expect(sentSince(http).at(-1)!.body).toEqual({ data: [{ id: '21', type: 'genres' }, { id: artist.id, type: 'artists' }] });
    expect(saved.map((r) => [r.type, r.id])).toEqual([
      ['genres', '21'],
      ['artists', artist.id],
    ]);
    expect((await clients.taste.preferences()).map((r) => r.attributes['name'])).toEqual(['Rock', artist.name]);
  });

  it('002 §8: saving taste when the provider answers 404 gives an empty list (fault injected)', async () => {
    const { clients } = await listener();
    emulator.faults.add({ match: '/v1/me/taste/taste-preferences', method: 'POST', status: 404, times: 1 });
    expect(await clients.taste.save([{ id: '14', type: 'genres' }])).toEqual([]);
  });

  it('me/music-summaries (latest year, three views) and me/music-summaries/search', async () => {
    const { clients } = await listener();
    const years = await clients.musicSummaries.search({ period: 'year' });
    expect(years.data.map((y) => y.attributes['year'])).toEqual([2024, 2025]);
    const { data } = await clients.musicSummaries.summaries({ 'filter[year]': 'latest', views: 'top-songs,top-artists' });
    expect(data[0]).toMatchObject({ id: 'music-summaries-2025', type: 'music-summaries', attributes: { year: 2025 } });
    const views = data[0]!.views as Record<string, { data: unknown[] }>;
    expect(Object.keys(views)).toEqual(['top-songs', 'top-artists']);
    expect(views['top-songs']!.data).toHaveLength(10);
    expect(await rejection(clients.musicSummaries.summaries({ 'filter[year]': '1999' }))).toMatchObject({ errorCode: MKError.CONTENT_UNAVAILABLE });
  });
});
