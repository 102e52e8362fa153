import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { catalogExtrasOf } from '../../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../../tools/emulator/catalog/catalog-extras.types.ts';
import { expectErrorShape, getJson } from './emulator-client.helper.ts';
import { call, signInToken } from './listener-client.helper.ts';

let emulator: RunningEmulator;
let extras: CatalogExtras;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
});
afterAll(() => emulator.close());

const byKind = (kind: string) => [...extras.stations.values()].filter((s) => s.kind === kind);

describe('002 §3 Station resources in the catalogue', () => {
  it('one algorithmic station per artist (ra.{artistId}) and per genre, three live ones (one encrypted, issue 20); song stations on demand', async () => {
    expect(byKind('artist')).toHaveLength(emulator.catalog.artists.size);
    expect(byKind('live').every((s) => s.isLive)).toBe(true);
    expect(byKind('live')).toHaveLength(3);
    const song = [...emulator.catalog.songs.values()][3]!;
    const { status, body } = await getJson(`${emulator.origin}/v1/catalog/us/stations/ra.${song.id}`);
    expect(status).toBe(200);
    expect(body.data[0].attributes).toMatchObject({ name: `${song.name} Station`, isLive: false, playParams: { kind: 'radioStation' } });
    expect((await getJson(`${emulator.origin}/v1/catalog/us/stations/ra.1`)).status).toBe(404);
  });

  it('filter[featured] lists the live stations; filter[identity]=personal needs the user token', async () => {
    const live = await getJson(`${emulator.origin}/v1/catalog/us/stations?filter[featured]=apple-music-live-radio`);
    expect(live.body.data.map((s: any) => s.id)).toEqual(byKind('live').map((s) => s.id));
    expect((await getJson(`${emulator.origin}/v1/catalog/us/stations?filter[identity]=personal`)).status).toBe(403);
    expectErrorShape((await getJson(`${emulator.origin}/v1/catalog/us/stations`)).body, 400);
  });

  it('a personal station is seen only by its listener', async () => {
    const token = await signInToken(emulator.origin);
    const mine = (await call(emulator.origin, 'GET', '/v1/catalog/us/stations?filter[identity]=personal', { token })).body.data[0];
    expect(mine.id).toMatch(/^ra\.u-[0-9a-f]+$/);
    expect((await call(emulator.origin, 'GET', `/v1/catalog/us/stations/${mine.id}`, { token })).status).toBe(200);
    expect((await call(emulator.origin, 'GET', `/v1/catalog/us/stations/${mine.id}`, { token: await signInToken(emulator.origin) })).status).toBe(404);
    expect((await call(emulator.origin, 'GET', `/v1/catalog/us/stations/${mine.id}`)).status).toBe(404);
  });
});

describe('002 §7 me/stations', () => {
  it('next-tracks continues the station and wraps around; a live station has none; an unknown one is 404', async () => {
    const token = await signInToken(emulator.origin);
    const station = byKind('genre').find((s) => s.genre === 'Classical')!;
    const size = [...emulator.catalog.songs.values()].filter((s) => s.genre === 'Classical').length;
    const seen: string[] = [];
    for (let i = 0; i < Math.ceil(size / 10) + 1; i++) {
      seen.push(...(await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${station.id}`, { token })).body.data.map((t: any) => t.id));
    }
    expect(new Set(seen.slice(0, size)).size).toBe(size);
    expect(seen.slice(size, size + 3)).toEqual(seen.slice(0, 3));
    expect((await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${byKind('live')[0]!.id}`, { token })).body).toEqual({ data: [] });
    expect((await call(emulator.origin, 'POST', '/v1/me/stations/next-tracks/ra.1', { token })).status).toBe(404);
    expectErrorShape((await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${station.id}?limit=99`, { token })).body, 400);
    expect((await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${station.id}`)).status).toBe(403);
  });

  it('change-station starts the station over', async () => {
    const token = await signInToken(emulator.origin);
    const station = byKind('artist')[1]!;
    const first = (await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${station.id}?limit=3`, { token })).body.data.map((t: any) => t.id);
    expect((await call(emulator.origin, 'POST', `/v1/me/stations/change-station/${station.id}`, { token })).body.data[0].id).toBe(station.id);
    expect((await call(emulator.origin, 'POST', `/v1/me/stations/next-tracks/${station.id}?limit=3`, { token })).body.data.map((t: any) => t.id)).toEqual(first);
  });

  it('continuous: seeds are songs or library-songs; limit[results:tracks] 1..50; with=tracks inlines them', async () => {
    const token = await signInToken(emulator.origin);
    const seed = [...emulator.catalog.songs.values()][0]!;
    const post = (query: string, body: unknown) => call(emulator.origin, 'POST', `/v1/me/stations/continuous${query}`, { token, body });
    const full = await post('?limit[results:tracks]=5&with=tracks', { data: [{ id: seed.id, type: 'songs' }] });
    expect(full.body.results.tracks).toHaveLength(5);
    expect(full.body.results.tracks[0].attributes.genreNames[0]).toBe(seed.genre);
    const bare = await post('?limit[results:tracks]=2', { data: [{ id: seed.id, type: 'songs' }] });
    expect(bare.body.results.tracks[0]).toEqual({ id: full.body.results.tracks[0].id, type: 'songs', href: `/v1/catalog/us/songs/${full.body.results.tracks[0].id}` });
    expectErrorShape((await post('', { data: [] })).body, 400);
    expectErrorShape((await post('', { data: [{ id: seed.albumId, type: 'albums' }] })).body, 400);
    expectErrorShape((await post('?limit[results:tracks]=0', { data: [{ id: seed.id, type: 'songs' }] })).body, 400);
    expectErrorShape((await post('', { data: [{ id: '1', type: 'songs' }] })).body, 404);
  });
});
