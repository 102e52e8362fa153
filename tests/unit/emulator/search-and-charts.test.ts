import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape, getJson } from './emulator-client.helper.ts';

let emulator: RunningEmulator;
let api: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  api = `${emulator.origin}/v1/catalog/us`;
});
afterAll(async () => {
  await emulator.close();
});

describe('search (002 §7 search)', () => {
  it('finds songs, albums, artists and playlists grouped by type', async () => {
    const artist = [...emulator.catalog.artists.values()].find((a) => a.name === 'Kairo Blaze')!;
    const { status, body } = await getJson(`${api}/search?term=kairo&types=songs,albums,artists,playlists&limit=5`);
    expect(status).toBe(200);
    expect(body.results.artists.data[0]).toMatchObject({ id: artist.id, type: 'artists' });
    expect(body.results.albums.data.every((a: any) => a.attributes.artistName === 'Kairo Blaze')).toBe(true);
    expect(body.results.songs.data).toHaveLength(5);
    expect(body.results.songs.href).toBe('/v1/catalog/us/search?limit=5&term=kairo&types=songs');
    expect(body.results.songs.next).toBe('/v1/catalog/us/search?limit=5&offset=5&term=kairo&types=songs');
    // No playlist matches: the group is left out, as the real API does.
    expect(body.results.playlists).toBeUndefined();
    expect(body.meta.results.order).toEqual(['songs', 'albums', 'artists']);
  });

  it('follows next to the following page', async () => {
    const first = await getJson(`${api}/search?term=kairo&types=songs&limit=5`);
    const second = await getJson(`${emulator.origin}${first.body.results.songs.next}`);
    const firstIds = first.body.results.songs.data.map((s: any) => s.id);
    const secondIds = second.body.results.songs.data.map((s: any) => s.id);
    expect(secondIds.length).toBeGreaterThan(0);
    expect(secondIds.some((id: string) => firstIds.includes(id))).toBe(false);
  });

  it('matches every word, ignoring case and accents', async () => {
    const { body } = await getJson(`${api}/search?term=${encodeURIComponent('HELENE debussy')}&types=albums`);
    expect(body.results.albums.data[0].attributes.name).toBe('Debussy: Préludes, Book 1');
  });

  it('answers an empty results object when nothing matches', async () => {
    const { status, body } = await getJson(`${api}/search?term=zzzqqq&types=songs,albums`);
    expect(status).toBe(200);
    expect(body.results).toEqual({});
  });

  it('rejects a missing term or types and a limit above 25 with 400', async () => {
    for (const q of ['types=songs', 'term=love', 'term=love&types=songs&limit=26', 'term=love&types=gizmos']) {
      const { status, body } = await getJson(`${api}/search?${q}`);
      expect(status, q).toBe(400);
      expectErrorShape(body, 400);
    }
  });
});

describe('charts (002 §7 charts (types))', () => {
  it('answers one chart per requested type with data, href and next', async () => {
    const { status, body } = await getJson(`${api}/charts?types=songs,albums,playlists&limit=4`);
    expect(status).toBe(200);
    for (const [type, name] of [['songs', 'Top Songs'], ['albums', 'Top Albums'], ['playlists', 'Top Playlists']] as const) {
      const [chart] = body.results[type];
      expect(chart).toMatchObject({ chart: 'most-played', name });
      expect(chart.data).toHaveLength(4);
      expect(chart.data.every((r: any) => r.type === type)).toBe(true);
      expect(chart.href).toBe(`/v1/catalog/us/charts?chart=most-played&limit=4&types=${type}`);
      expect(chart.next).toBe(`/v1/catalog/us/charts?chart=most-played&limit=4&offset=4&types=${type}`);
    }
  });

  it('ranks songs by popularity, stable across requests', async () => {
    const a = await getJson(`${api}/charts?types=songs&limit=10`);
    const b = await getJson(`${api}/charts?types=songs&limit=10`);
    const ids = a.body.results.songs[0].data.map((s: any) => s.id);
    expect(b.body.results.songs[0].data.map((s: any) => s.id)).toEqual(ids);
    const pops = ids.map((id: string) => emulator.catalog.songs.get(id)!.popularity);
    expect([...pops].sort((x, y) => y - x)).toEqual(pops);
  });

  it('needs types', async () => {
    const { status } = await getJson(`${api}/charts`);
    expect(status).toBe(400);
  });
});
