import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogExtrasOf } from '../../../tools/emulator/catalog/catalog-extras.ts';
import type { CatalogExtras } from '../../../tools/emulator/catalog/catalog-extras.types.ts';
import { startEmulator, type RunningEmulator } from '../../../tools/emulator/emulator-server.ts';
import { expectErrorShape, getJson } from './emulator-client.helper.ts';
import { call, signInToken } from './listener-client.helper.ts';

let emulator: RunningEmulator;
let extras: CatalogExtras;
let api: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  extras = catalogExtrasOf(emulator.catalog);
  api = `${emulator.origin}/v1/catalog/us`;
});
afterAll(() => emulator.close());

describe('002 §7 Podcasts host', () => {
  it('podcasts: episodes as identifiers unless include=episodes; episode by id links back to its podcast', async () => {
    const podcast = [...extras.podcasts.values()].at(-1)!;
    const plain = (await getJson(`${api}/podcasts/${podcast.id}`)).body.data[0];
    expect(plain.relationships.episodes.data[0]).toEqual({ id: podcast.episodeIds[0], type: 'podcast-episodes', href: `/v1/catalog/us/podcast-episodes/${podcast.episodeIds[0]}` });
    const full = (await getJson(`${api}/podcasts/${podcast.id}?include=episodes`)).body.data[0];
    expect(full.relationships.episodes.data[0].attributes.podcastName).toBe(podcast.name);
    const episode = (await getJson(`${api}/podcast-episodes/${podcast.episodeIds[0]}`)).body.data[0];
    expect(episode.relationships.podcasts.data[0].id).toBe(podcast.id);
    // Newest first.
    const dates = full.relationships.episodes.data.map((e: any) => e.attributes.releaseDateTime);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('search and charts answer podcast types here and hand music types on to the music catalogue', async () => {
    const podcast = [...extras.podcasts.values()][0]!;
    const found = await getJson(`${api}/search?term=${encodeURIComponent(podcast.name)}&types=podcasts,podcast-episodes&limit=2`);
    expect(found.body.results.podcasts.data[0].id).toBe(podcast.id);
    expect(found.body.meta.results.rawOrder).toEqual(['podcasts', 'podcast-episodes']);
    const song = [...emulator.catalog.songs.values()][0]!;
    expect((await getJson(`${api}/search?term=${encodeURIComponent(song.name)}&types=songs`)).body.results.songs.data.length).toBeGreaterThan(0);
    expectErrorShape((await getJson(`${api}/search?types=podcasts`)).body, 400);
    const charts = await getJson(`${api}/charts?types=podcast-episodes&limit=5`);
    expect(charts.body.results['podcast-episodes'][0].data).toHaveLength(5);
    expect((await getJson(`${api}/charts?types=songs&limit=1`)).body.results.songs[0].data).toHaveLength(1);
  });
});

describe('002 §7 Fitness and Books hosts', () => {
  it('modalities, trainers and programs list whole; workouts need ids=; editorial items by id, ids= and all', async () => {
    const modalities = await getJson(`${api}/modalities`);
    expect(modalities.body.data.map((m: any) => m.attributes.name)).toContain('Yoga');
    expectErrorShape((await getJson(`${api}/workouts`)).body, 400);
    const modality = [...extras.modalities.values()][1]!;
    const workouts = await getJson(`${api}/modalities/${modality.id}/workouts`);
    expect(workouts.body.data.every((w: any) => w.attributes.modalityName === modality.name)).toBe(true);
    const items = await getJson(`${emulator.origin}/v1/editorial/us/editorial-items`);
    const item = items.body.data[0];
    expect(item.href).toBe(`/v1/editorial/us/editorial-items/${item.id}`);
    expect((await getJson(`${emulator.origin}/v1/editorial/us/editorial-items?ids=${item.id}`)).body.data[0].relationships.contents.data.length).toBeGreaterThan(0);
    expect((await getJson(`${emulator.origin}/v1/editorial/us/editorial-items/1`)).status).toBe(404);
  });

  it('audio-books by id carry author, narrator and a preview', async () => {
    const book = [...extras.audioBooks.values()][4]!;
    const { body } = await getJson(`${api}/audio-books/${book.id}`);
    expect(body.data[0].attributes).toMatchObject({ name: book.name, artistName: book.authorName, narratorName: book.narratorName, playParams: { kind: 'audioBook' } });
    expect(body.data[0].attributes.previews[0].url).toMatch(/\/media\/audio\/clip\d\d\/clear\/master\.m3u8$/);
  });
});

describe('002 §7 TV', () => {
  it('seasons inline their episodes; purchases are per listener, 404 when none; unknown purchase type 404', async () => {
    const season = [...extras.tvSeasons.values()][0]!;
    const { body } = await getJson(`${api}/tv-seasons/${season.id}`);
    expect(body.data[0].relationships.episodes.data.map((e: any) => e.attributes.episodeNumber)).toEqual(season.episodeIds.map((_, i) => i + 1));
    const token = await signInToken(emulator.origin);
    const movies = await call(emulator.origin, 'GET', '/v1/me/purchases/movies', { token });
    expect(movies.body.data.every((m: any) => m.type === 'movies' && m.attributes.playParams.kind === 'movie')).toBe(true);
    expect((await call(emulator.origin, 'GET', '/v1/me/purchases/music', { token })).status).toBe(404);
    expect((await call(emulator.origin, 'GET', '/v1/me/purchases', { token: await signInToken(emulator.origin, 'non-subscriber') })).status).toBe(404);
    expect((await call(emulator.origin, 'GET', '/v1/me/purchases')).status).toBe(403);
  });
});
