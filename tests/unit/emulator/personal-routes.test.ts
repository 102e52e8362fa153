import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { SOCIAL_PROFILE_IDS } from '../../../tools/emulator/routes/social.routes.ts';
import { expectErrorShape } from './emulator-client.helper.ts';
import { call, signInToken } from './listener-client.helper.ts';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(() => emulator.close());

describe('002 §7 history and recents', () => {
  it('recent/played pages 10 by default (002 §9) with next; the same listener gets the same history on every sign-in', async () => {
    const [a, b] = [await signInToken(emulator.origin), await signInToken(emulator.origin)];
    const first = await call(emulator.origin, 'GET', '/v1/me/recent/played', { token: a });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.next).toBe('/v1/me/recent/played?limit=10&offset=10');
    expect(first.body.meta.total).toBeGreaterThan(10);
    const again = await call(emulator.origin, 'GET', '/v1/me/recent/played', { token: b });
    expect(again.body.data.map((r: any) => r.id)).toEqual(first.body.data.map((r: any) => r.id));
    expectErrorShape((await call(emulator.origin, 'GET', '/v1/me/recent/played?limit=26', { token: a })).body, 400);
  });

  it('a station played through next-tracks leads recent/radio-stations and recent/played', async () => {
    const token = await signInToken(emulator.origin);
    const station = `ra.${[...emulator.catalog.artists.keys()][5]}`;
    await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${station}?limit=1`, { token });
    expect((await call(emulator.origin, 'GET', '/v1/me/recent/radio-stations', { token })).body.data[0].id).toBe(station);
    expect((await call(emulator.origin, 'GET', '/v1/me/recent/played', { token })).body.data[0].id).toBe(station);
    expect((await call(emulator.origin, 'GET', '/v1/me/history/heavy-rotation', { token })).body.data.length).toBeGreaterThan(0);
  });
});

describe('002 §7 recommendations', () => {
  it('nextUpdateDate is the next midnight of the timezone given; a malformed timezone is 400', async () => {
    const token = await signInToken(emulator.origin);
    const { body } = await call(emulator.origin, 'GET', '/v1/me/recommendations?timezone=%2B05:30', { token });
    const next = new Date(body.data[0].attributes.nextUpdateDate).getTime();
    const local = new Date(next + 330 * 60_000);
    expect([local.getUTCHours(), local.getUTCMinutes()]).toEqual([0, 0]);
    expect(next - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(body.data.map((r: any) => r.attributes.title.stringForDisplay)).toContain('Stations for You');
    expectErrorShape((await call(emulator.origin, 'GET', '/v1/me/recommendations?timezone=Europe/Paris', { token })).body, 400);
    expect((await call(emulator.origin, 'GET', '/v1/me/recommendations/6-unknown', { token })).status).toBe(404);
  });

  it('the stations shelf holds the listener’s personal station; taste genres lead the genre shelf', async () => {
    const token = await signInToken(emulator.origin);
    await call(emulator.origin, 'POST', '/v1/me/taste/taste-preferences', { token, body: { data: [{ id: '11', type: 'genres' }] } });
    const { body } = await call(emulator.origin, 'GET', '/v1/me/recommendations', { token });
    const titles = body.data.map((r: any) => r.attributes.title.stringForDisplay);
    expect(titles).toContain('More Jazz');
    const stations = body.data.find((r: any) => r.attributes.title.stringForDisplay === 'Stations for You');
    expect(stations.relationships.contents.data[0].id).toMatch(/^ra\.u-/);
  });
});

describe('002 §7 taste, summaries and social', () => {
  it('taste: {data} of genres and artists; other types 400, unknown ids 404; saving none clears (204, then GET 404)', async () => {
    const token = await signInToken(emulator.origin);
    const post = (data: unknown) => call(emulator.origin, 'POST', '/v1/me/taste/taste-preferences', { token, body: { data } });
    expectErrorShape((await post([{ id: '1', type: 'songs' }])).body, 400);
    expectErrorShape((await post([{ id: '999', type: 'genres' }])).body, 404);
    expectErrorShape((await post('x')).body, 400);
    expect((await post([{ id: '14', type: 'genres' }, { id: '14', type: 'genres' }])).body.data).toHaveLength(1);
    expect((await post([])).status).toBe(204);
    expect((await call(emulator.origin, 'GET', '/v1/me/taste/taste-preferences', { token })).status).toBe(404);
  });

  it('music summaries: latest or a year, only the views asked; search lists the years; bad input 400', async () => {
    const token = await signInToken(emulator.origin);
    const latest = await call(emulator.origin, 'GET', '/v1/me/music-summaries?views=top-albums', { token });
    expect(Object.keys(latest.body.data[0].views)).toEqual(['top-albums']);
    expect(latest.body.data[0].views['top-albums'].data.every((a: any) => a.type === 'albums')).toBe(true);
    expect((await call(emulator.origin, 'GET', '/v1/me/music-summaries?filter[year]=2024', { token })).body.data[0].id).toBe('music-summaries-2024');
    expectErrorShape((await call(emulator.origin, 'GET', '/v1/me/music-summaries?filter[year]=soon', { token })).body, 400);
    expectErrorShape((await call(emulator.origin, 'GET', '/v1/me/music-summaries/search?period=week', { token })).body, 400);
  });

  it('social: recommended-friends needs {ids: {socialProfiles}}; search needs a term; every call needs the user token', async () => {
    const token = await signInToken(emulator.origin);
    expectErrorShape((await call(emulator.origin, 'POST', '/v1/social/recommended-friends', { token, body: { ids: {} } })).body, 400);
    const friends = await call(emulator.origin, 'POST', '/v1/social/recommended-friends', { token, body: { ids: { socialProfiles: [SOCIAL_PROFILE_IDS[2]] } } });
    expect(friends.body.data[0]).toMatchObject({ id: SOCIAL_PROFILE_IDS[2], type: 'social-profiles' });
    expectErrorShape((await call(emulator.origin, 'GET', '/v1/social/search', { token })).body, 400);
    expect((await call(emulator.origin, 'GET', '/v1/social/search?term=zzz', { token })).body).toEqual({ results: {} });
    expect((await call(emulator.origin, 'GET', '/v1/social/badging-map')).status).toBe(403);
  });
});
